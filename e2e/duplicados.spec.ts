import { turma6A } from './support/escola-demo';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * Possíveis duplicados: the same child registered twice (one record enrolled in 6º Ano A, the other
 * with no class). The empresa scans the network, finds the pair on the page, merges it keeping the
 * record without the class, and finds that record on the class's list with the merged one's
 * enrolment; then undoes the merge from "Fusões recentes".
 */
test('duplicados: a secretaria acha um par, funde os registros e a matrícula passa ao que ficou', async ({ page }) => {
  test.slow();
  await entrar(page, 'empresa');
  const { escolaId, turmaId } = await turma6A(page);
  const sufixo = Date.now().toString(36);
  // A name no other spec searches for (they filter the demo lists by 'Beatriz', 'Ana'…).
  const nome = `Yolanda Prates Duarte ${sufixo}`;
  const dados = { nome, data_nascimento: '2014-09-12', filiacao_1: 'Sandra Lopes', escola_id: escolaId };
  const criar = async (extra: object) => {
    const res = await page.request.post('/api/alunos', { data: { ...dados, ...extra } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string; matricula: string };
  };
  const fica = await criar({});
  const fundido = await criar({ turma_id: turmaId });

  await page.goto('/duplicados');
  await expect(page.getByRole('heading', { level: 1, name: 'Possíveis duplicados' })).toBeVisible();
  await page.getByRole('button', { name: 'Procurar duplicados' }).click();
  await expect(page.getByText(/(par|pares) encontrados?, /)).toBeVisible();
  await page.getByRole('searchbox').first().fill(sufixo);
  const par = page.getByRole('article', { name: `${nome} e ${nome}` });
  await expect(par.getByText('Muito provável')).toBeVisible();
  await expect(par.getByText('Mesmo nome, data de nascimento e filiação')).toBeVisible();

  await par.getByRole('button', { name: 'Fundir registros' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Fundir dois registros' });
  await dialogo.getByRole('radio', { name: new RegExp(fica.matricula) }).check();
  await dialogo.getByRole('button', { name: 'Fundir registros' }).click();
  await expect(page.getByText('Registros fundidos.')).toBeVisible();
  await expect(par).toBeHidden();

  // The class list shows the record that stayed (its registration number), not the merged one.
  await page.goto(`/escola/${escolaId}/turma/${turmaId}/alunos`);
  await expect(page.getByText(fica.matricula)).toBeVisible();
  await expect(page.getByText(fundido.matricula)).toBeHidden();

  // The empresa undoes it: the merged record's enrolment goes back to it.
  await page.goto('/duplicados');
  const fusoes = page.getByRole('region', { name: 'Fusões recentes' });
  await fusoes.getByRole('listitem').filter({ hasText: fundido.matricula }).getByRole('button', { name: 'Desfazer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Fusão desfeita.')).toBeVisible();
  await page.goto(`/escola/${escolaId}/turma/${turmaId}/alunos`);
  await expect(page.getByText(fundido.matricula)).toBeVisible();
  await expect(page.getByText(fica.matricula)).toBeHidden();

  // The seat goes back to 6º Ano A for the specs after this one: the record is inactivated (its enrolment ends).
  const atual = (await (await page.request.get(`/api/alunos/${fundido.id}`)).json()) as Record<string, unknown>;
  const fim = await page.request.put(`/api/alunos/${fundido.id}`, { data: { ...atual, status: 'inativo', turma_id: null } });
  expect(fim.status(), await fim.text()).toBe(200);
});
