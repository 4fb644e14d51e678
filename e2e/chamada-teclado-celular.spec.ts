import type { Page } from '@playwright/test';
import { alvosDe44px } from './support/alvos';
import { turma6A } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';
import { chamadaLivre } from './support/chamada';

// A whole class's roll call or grade column by keyboard and on a phone: 15–27 s alone on two cores.
test.describe.configure({ timeout: 60_000 });

/** The professor's roll call by keyboard alone, then on a 390×844 phone. */

const status = (page: Page) => page.getByRole('button', { name: /^(Presente|Faltou) — / });

test('chamada pelo teclado: poucas teclas até Salvar, Ctrl+S, foco e anúncio; no celular sem rolagem lateral', async ({
  page,
}) => {
  await entrar(page, 'professor');
  const { escolaId, turmaId } = await turma6A(page);
  const { disciplinaId, data, alunos } = await chamadaLivre(page, turmaId, 'Matemática — 6º Ano');
  await page.goto(`/escola/${escolaId}/turma/${turmaId}/frequencia?data=${data}&disciplina=${disciplinaId}`);
  await expect(page.getByText('Todos começam presentes')).toBeVisible();
  await expect(page.locator('#chamada-data-situacao')).toHaveText(/^Dia letivo do \dº bimestre\.$/);
  await expect(status(page)).toHaveCount(alunos);

  // From the first row: Space marks an absence, ↓ moves to the next student.
  await status(page).first().focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(page.getByText(`Presentes: ${alunos - 2} · Faltas: 2`)).toBeVisible();

  // The list is one tab stop: Save is the justificativa of the focused absence and then the button.
  const salvar = page.getByRole('button', { name: 'Salvar chamada' });
  let teclas = 0;
  while (!(await salvar.evaluate((b) => b === document.activeElement)) && teclas < 10) {
    await page.keyboard.press('Tab');
    teclas += 1;
  }
  expect(teclas).toBe(2);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Chamada salva com sucesso')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Chamada salva:' })).toHaveText(
    `Chamada salva: ${alunos - 2} presentes, 2 faltas`,
  );
  await expect(salvar).toBeFocused();

  // Back to the list (Shift+Tab twice), present again, Ctrl+S from the toggle.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('status').filter({ hasText: 'Chamada salva:' })).toHaveText(
    `Chamada salva: ${alunos - 1} presentes, 1 falta`,
  );
  const params = new URLSearchParams({ turma_id: turmaId, disciplina_id: disciplinaId, data });
  const gravada = await (await page.request.get(`/api/frequencias/chamada?${params.toString()}`)).json();
  expect(gravada.registrada).toBe(true);
  expect(gravada.itens.filter((i: { presente: boolean }) => !i.presente)).toHaveLength(1);

  // A phone: no sideways page scroll, the summary folded, the list on the first screen, 44-px targets.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(status(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await expect(page.locator('details').filter({ hasText: 'Resumo da frequência' })).not.toHaveAttribute('open', /.*/);
  const primeiro = status(page).first();
  await expect(primeiro).toBeInViewport();
  expect((await primeiro.boundingBox())!.y).toBeLessThan(844);
  expect((await primeiro.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect((await salvar.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await alvosDe44px(page);
  // The table scrolls inside its frame; the name column stays in view.
  const nome = page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first();
  await page.getByRole('table').evaluate((t) => t.parentElement!.scrollTo({ left: 10_000 }));
  expect(await page.getByRole('table').evaluate((t) => t.parentElement!.scrollLeft)).toBeGreaterThan(0);
  const caixa = (await nome.boundingBox())!;
  expect(caixa.x).toBeGreaterThanOrEqual(0);
  expect(caixa.x + caixa.width).toBeLessThanOrEqual(390);
  await expect(nome).toBeInViewport();
  // Save stays on screen (the sticky bar) while the list scrolls.
  await page.mouse.wheel(0, 400);
  await expect(salvar).toBeInViewport();
});
