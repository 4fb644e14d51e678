import type { Page } from '@playwright/test';
import { alvosDe44px } from './support/alvos';
import { turma6A } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';
import { chamadaLivre } from './support/chamada';
import { meioDia, sabadoDepoisDeSextaLivre } from './support/dia-nao-letivo';

// A whole class's roll call or grade column by keyboard and on a phone: 15–27 s alone on two cores.
test.describe.configure({ timeout: 60_000 });

/** The professor's roll call by keyboard alone, then on a 390×844 phone. */

const status = (page: Page) => page.getByRole('button', { name: /^(Presente|Faltou) — / });

test('chamada pelo teclado: poucas teclas até Salvar, Ctrl+S, foco e anúncio; no celular um cartão por aluno, sem menu de ícones nem rolagem lateral', async ({
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
  // No icon rail beside the list (the header's button opens the menu), and each student is one card with the
  // mark, the justificativa and the observações all inside the screen's width.
  await expect(page.getByRole('complementary', { name: 'Menu lateral' })).toBeHidden();
  const cartao = page
    .getByRole('list', { name: /^Chamada — / })
    .getByRole('listitem')
    .first();
  const nomeDoPrimeiro = (await cartao.getAttribute('aria-label'))!;
  for (const controle of [
    cartao.getByRole('button', { name: new RegExp(`^(Presente|Faltou) — ${nomeDoPrimeiro}$`) }),
    cartao.getByRole('combobox', { name: `Justificativa de ${nomeDoPrimeiro}` }),
    cartao.getByRole('textbox', { name: `Observações de ${nomeDoPrimeiro}` }),
  ]) {
    const caixa = (await controle.boundingBox())!;
    expect(caixa.x).toBeGreaterThanOrEqual(0);
    expect(caixa.x + caixa.width).toBeLessThanOrEqual(390);
  }
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: 'Expandir menu lateral' }).click();
  await expect(page.getByRole('complementary', { name: 'Menu lateral' })).toBeVisible();
  await page.getByRole('button', { name: 'Recolher menu lateral' }).first().click();
  await expect(page.getByRole('complementary', { name: 'Menu lateral' })).toBeHidden();
  // Save stays on screen (the sticky bar) while the list scrolls.
  await page.mouse.wheel(0, 400);
  await expect(salvar).toBeInViewport();
});

test('num sábado a chamada abre na sexta letiva e se salva do carregamento em ≤ 15 teclas; trocar a data por botão deixa o foco na lista', async ({
  page,
}) => {
  await entrar(page, 'professor');
  const { escolaId, turmaId } = await turma6A(page);
  const disciplinas = (await (await page.request.get(`/api/turmas/${turmaId}/disciplinas`)).json()).itens as {
    id: string;
    nome: string;
  }[];
  const disciplinaId = disciplinas.find((d) => d.nome === 'Matemática — 6º Ano')!.id;
  const { sabado, sexta, alunos } = await sabadoDepoisDeSextaLivre(page, turmaId, disciplinaId);
  // The browser's clock on that Saturday: the roll call opens on the Friday, ready to take, not read-only.
  await page.clock.setFixedTime(meioDia(sabado));
  await page.goto(`/escola/${escolaId}/turma/${turmaId}/frequencia?disciplina=${disciplinaId}`);
  await expect(page.getByLabel('Data', { exact: true })).toHaveValue(sexta);
  await expect(page.locator('#chamada-data-situacao')).toHaveText(/^Dia letivo do \dº bimestre\.$/);
  await expect(status(page)).toHaveCount(alunos);
  // The keys are told, as on the grade sheet; the save bar comes after the list on screen and in the page.
  await expect(page.getByText(/^Setas para cima e para baixo andam pela lista; barra de espaço marca/)).toBeVisible();
  const barraDepois = await page.getByRole('table').evaluate((t) => {
    const b = document.querySelector('[role="region"][aria-label="Ações da chamada"]');
    return !!b && !!(t.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(barraDepois).toBe(true);

  // From the page's load: the skip link, to the first student, an absence, Tab to its justificativa and to Save.
  let teclas = 0;
  const pressionar = async (tecla: string) => {
    await page.keyboard.press(tecla);
    teclas++;
  };
  await pressionar('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo principal' })).toBeFocused();
  await pressionar('Enter');
  while (
    teclas < 15 &&
    !(await status(page)
      .first()
      .evaluate((b) => b === document.activeElement))
  )
    await pressionar('Tab');
  await expect(status(page).first()).toBeFocused();
  await pressionar('Space');
  await pressionar('Tab');
  await pressionar('Tab');
  await expect(page.getByRole('button', { name: 'Salvar chamada' })).toBeFocused();
  await pressionar('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Chamada salva:' })).toHaveText(
    `Chamada salva: ${alunos - 1} presentes, 1 falta`,
  );
  expect(teclas, 'teclas do carregamento até a chamada salva').toBeLessThanOrEqual(15);
  const params = new URLSearchParams({ turma_id: turmaId, disciplina_id: disciplinaId, data: sexta });
  expect((await (await page.request.get(`/api/frequencias/chamada?${params.toString()}`)).json()).registrada).toBe(true);

  // The Saturday itself, asked in the address: 'Ir para o último dia letivo' leaves the focus on the Friday's list.
  await page.goto(`/escola/${escolaId}/turma/${turmaId}/frequencia?data=${sabado}&disciplina=${disciplinaId}`);
  const ir = page.getByRole('button', { name: `Ir para o último dia letivo (${sexta.split('-').reverse().join('/')})` });
  await ir.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Data', { exact: true })).toHaveValue(sexta);
  await expect(status(page).first()).toBeFocused();
  // The week is one tab stop before the list: ← then Enter picks the day before, and the focus goes on into its list.
  await page.keyboard.press('Shift+Tab');
  await expect(
    page.getByRole('list', { name: 'Semana no calendário letivo' }).getByRole('button', { pressed: true }),
  ).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Data', { exact: true })).not.toHaveValue(sexta);
  await expect
    .poll(() =>
      // The first student, or the roll call itself when the day cannot be marked (a holiday, a closed bimestre).
      page.evaluate(
        () => !!document.activeElement?.matches('[data-marca="0"]') || !!document.activeElement?.querySelector('table'),
      ),
    )
    .toBe(true);
});
