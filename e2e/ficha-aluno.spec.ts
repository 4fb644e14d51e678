import { turma6A } from './support/escola-demo';
import { comoUsuario, entrar } from './support/session';
import { expect, test } from './support/test';

const CPF = '529.982.247-25';
const CERTIDAO = '10453901552013100012021000012321';

/**
 * The ficha do aluno: the gestor opens a student from the list, fills the new fields (documents, birthplace
 * chosen by name, address, transport) and the sensitive data, saves, reloads and finds them; the professor
 * opens the same ficha without the sensitive section.
 */
test('ficha do aluno: o gestor preenche e salva; o professor não vê os dados sensíveis', async ({ page, browser }) => {
  test.slow();
  await entrar(page, 'gestor');
  const { escolaId, turmaId } = await turma6A(page);
  // Last in the class order, so the specs that read the first rows of 6º Ano A (its report) still find a student with lessons.
  const nome = `Zuleide da Ficha ${Date.now().toString(36)}`;
  const criado = await page.request.post('/api/alunos', { data: { nome, escola_id: escolaId, turma_id: turmaId } });
  expect(criado.status()).toBe(201);
  const { id } = (await criado.json()) as { id: string };

  await page.goto(`/escola/${escolaId}/alunos`);
  await page.getByRole('searchbox').first().fill(nome);
  await page.getByRole('link', { name: nome, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/escola/${escolaId}/aluno/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha do aluno' })).toBeVisible();

  const ficha = page.getByRole('form', { name: 'Ficha do aluno' });
  await ficha.getByLabel('Filiação 1').fill('Maria Aparecida de Souza');
  await ficha.getByLabel('CPF').fill('529.982.247-26');
  await ficha.getByRole('button', { name: 'Salvar ficha' }).click();
  await expect(ficha.getByText('CPF inválido')).toBeVisible();
  await ficha.getByLabel('CPF').fill(CPF);
  await ficha.getByLabel('Certidão de nascimento (matrícula, 32 dígitos)').fill(CERTIDAO);
  await ficha.getByLabel('Nacionalidade').selectOption({ label: 'Brasileira' });
  await ficha.getByRole('combobox', { name: 'Município de nascimento' }).fill('sao joao del');
  await page.getByRole('option', { name: 'São João del Rei – MG' }).click();
  await ficha.getByLabel('CEP').fill('37200-000');
  await ficha.getByLabel('Logradouro').fill('Rua das Flores');
  await ficha.getByLabel('Número').fill('120');
  await ficha.getByLabel('Bairro').fill('Centro');
  await ficha.getByRole('combobox', { name: 'Município', exact: true }).fill('lavras');
  await page.getByRole('option', { name: 'Lavras – MG' }).click();
  await ficha.getByLabel('Zona').selectOption({ label: 'Urbana' });
  await ficha.getByLabel('Usa transporte escolar público').selectOption({ label: 'Sim' });
  await ficha.getByLabel('Poder público responsável').selectOption({ label: 'Municipal' });
  await ficha.getByLabel('Ônibus', { exact: true }).check();
  await ficha.getByRole('button', { name: 'Salvar ficha' }).click();
  await expect(page.getByText('Ficha salva.')).toBeVisible();

  // The sensitive data, saved apart.
  const sensiveis = page.getByRole('form', { name: 'Dados sensíveis' });
  await sensiveis.getByLabel('Cor/raça').selectOption({ label: 'Parda' });
  await sensiveis.getByLabel('Baixa visão').check();
  await sensiveis.getByLabel('Apoio necessário: Baixa visão').fill('Material ampliado');
  await sensiveis.getByLabel('Alergias').fill('Amendoim');
  await sensiveis.getByRole('button', { name: 'Salvar dados sensíveis' }).click();
  await expect(page.getByText('Dados sensíveis salvos')).toBeVisible();

  await page.reload();
  await expect(ficha.getByLabel('CPF')).toHaveValue('52998224725');
  await expect(ficha.getByLabel('Certidão de nascimento (matrícula, 32 dígitos)')).toHaveValue(CERTIDAO);
  await expect(ficha.getByRole('combobox', { name: 'Município de nascimento' })).toHaveValue('São João del Rei/MG');
  await expect(ficha.getByRole('combobox', { name: 'Município', exact: true })).toHaveValue('Lavras/MG');
  await expect(ficha.getByLabel('CEP')).toHaveValue('37200000');
  await expect(ficha.getByLabel('Logradouro')).toHaveValue('Rua das Flores');
  await expect(ficha.getByLabel('Usa transporte escolar público')).toHaveValue('sim');
  await expect(ficha.getByLabel('Ônibus', { exact: true })).toBeChecked();
  await expect(sensiveis.getByLabel('Alergias')).toHaveValue('Amendoim');
  await expect(sensiveis.getByLabel('Apoio necessário: Baixa visão')).toHaveValue('Material ampliado');

  // The professor teaches 6º Ano A: the ficha opens, without the sensitive section.
  const professor = await comoUsuario(browser, 'professor');
  await professor.goto(`/escola/${escolaId}/aluno/${id}`);
  await expect(professor.getByRole('combobox', { name: 'Município', exact: true })).toHaveValue('Lavras/MG');
  await expect(professor.getByRole('heading', { name: /Dados sensíveis/ })).toHaveCount(0);
  await expect(professor.getByRole('form', { name: 'Dados sensíveis' })).toHaveCount(0);
  await professor.context().close();
});
