import { ESCOLA_PRINCIPAL } from './support/accounts';
import { seriousViolations } from './support/axe';
import { turma6A } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * A gestor opens a student of their school (the list, then the record through the API, as the edit
 * form reads it), then follows the row's link to who accessed that student's data: both reads are
 * there, with the gestor's name.
 */
test('registro de acessos: o gestor vê quem acessou os dados de um aluno', async ({ page }) => {
  await entrar(page, 'gestor');
  const { escolaId } = await turma6A(page);
  const nome = `Aluno Acessos ${Date.now().toString(36)}`;
  const criado = await page.request.post('/api/alunos', { data: { nome, escola_id: escolaId } });
  expect(criado.status(), await criado.text()).toBe(201);
  const { id } = (await criado.json()) as { id: string };
  expect((await page.request.get(`/api/alunos/${id}`)).status()).toBe(200);

  await page.goto(`/escola/${escolaId}/alunos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alunos' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar por nome ou matrícula...' }).fill(nome);
  await page.getByRole('link', { name: `Quem acessou os dados de ${nome}` }).click();

  await expect(page).toHaveURL(new RegExp(`/privacidade/acessos\\?aluno=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Quem acessou os dados de ${nome}` })).toBeVisible();
  const linhas = page.getByRole('row').filter({ hasText: 'Ana Paula Ferreira' });
  // The list may be read twice (before and after the search narrows it, the new name sorts near the
  // top): one row per read is the API tests' check; here, the list's read is there.
  await expect(linhas.filter({ hasText: 'Lista de alunos' }).first()).toBeVisible();
  await expect(linhas.filter({ hasText: 'Ficha do aluno' })).toHaveCount(1);
  await expect(linhas.first()).toContainText(ESCOLA_PRINCIPAL);
  expect(await seriousViolations(page)).toEqual([]);

  // Nobody can take a row out: there is no route that changes the log.
  expect((await page.request.delete('/api/privacidade/acessos')).status()).toBe(404);
});
