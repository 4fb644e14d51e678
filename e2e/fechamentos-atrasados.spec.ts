import type { FechamentoAtrasado, FechamentosAtrasados } from '../domain/schemas/dashboard';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * The gestor's closings late on a phone: grouped by class, each row opening the class's closing page
 * filtered on its subject and bimestre, targets a finger can hit, and the whole list on its own page,
 * paged by the server. The demo network's calendar has bimestres past their deadline with closings
 * never finalized; the rows are read from the API, so the test follows whatever the suite left.
 */
test('gestor no celular: fechamentos atrasados por turma abrem a linha exata e a lista inteira', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await entrar(page, 'gestor');
  const { fechamentos_atrasados: atrasados } = (await (await page.request.get('/api/dashboard')).json()) as {
    fechamentos_atrasados: FechamentosAtrasados;
  };
  expect(atrasados.total, 'o calendário da rede demo tem prazos vencidos').toBeGreaterThan(atrasados.itens.length);

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: `Fechamentos atrasados (${atrasados.total})` });
  const turmas = [...new Set(atrasados.itens.map((f) => f.turma))];
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(turmas.map((t) => new RegExp(`^${t} ·`)));
  // Every link of the card is a 44-px target on the phone, and nothing is left that cannot be opened.
  const links = await card.getByRole('link').all();
  for (const link of links) expect((await link.boundingBox())!.height, await link.innerText()).toBeGreaterThanOrEqual(44);
  await expect(card).not.toContainText(/e mais \d+/i);

  const nome = (f: FechamentoAtrasado) => `${f.turma} — ${f.disciplina} · ${f.bimestre}º bimestre`;
  const linha = atrasados.itens.at(-1)!;
  await card.getByRole('link', { name: nome(linha), exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/turma/${linha.turma_id}/fechamento-bimestral\\?disciplina=${linha.disciplina_id}&bimestre=${linha.bimestre}$`),
  );
  await expect(page.getByRole('combobox', { name: 'Disciplina' })).toHaveValue(linha.disciplina_id);
  await expect(page.getByRole('combobox', { name: 'Bimestre' })).toHaveValue(String(linha.bimestre));

  // The whole list: its own page, by class, paged on the server.
  await page.goBack();
  await card.getByRole('link', { name: `Ver todos os ${atrasados.total} fechamentos atrasados` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fechamentos atrasados' })).toBeVisible();
  const paginacao = page.getByRole('navigation', { name: 'Paginação' });
  await expect(paginacao).toContainText(`${atrasados.total} registros`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(new RegExp(`^${turmas[0]} ·`));
  const segunda = page.waitForResponse((r) => r.url().includes('/api/dashboard/fechamentos-atrasados?pagina=2'));
  await paginacao.getByRole('button', { name: 'Próxima página' }).click();
  expect((await segunda).status()).toBe(200);
  await expect(paginacao).toContainText(/^Página 2 de/);
});
