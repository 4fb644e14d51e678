import type { Page } from '@playwright/test';
import { ESCOLA_PRINCIPAL } from './support/accounts';
import { entrar } from './support/session';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

/** 'Subjects page' (/componentes) and the school's 'Turmas e Disciplinas' screen. */

const stamp = Date.now().toString(36);

async function abrir(page: Page) {
  await entrar(page, 'empresa');
  await page.goto('/componentes');
  await expect(page.getByRole('heading', { level: 1, name: 'Componentes Curriculares' })).toBeVisible();
  await expect(page.getByText('Carregando disciplinas...')).toHaveCount(0);
}

test.describe.serial('componentes curriculares da empresa', () => {
  test('a lista, o vazio com filtros e as mensagens do formulário', async ({ page }) => {
    await abrir(page);
    // Vale Verde's 42 demo components (1º, 2º and 6º–9º Ano), 20 a page.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(21);
    await expect(page.getByText('Página 1 de 3 · 42 registros')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The filter names the components as the rows do, and offers only the ones the network has.
    const componente = page.getByLabel('Componente', { exact: true });
    await expect(componente.getByRole('option', { name: 'Língua Inglesa', exact: true })).toHaveCount(1);
    await expect(componente.getByRole('option', { name: 'Arte', exact: true })).toHaveCount(1);
    await expect(componente.getByRole('option', { name: 'Religião' })).toHaveCount(0);
    await componente.selectOption({ label: 'Língua Portuguesa' });
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(7); // 1º, 2º and 6º–9º Ano
    for (const nome of await page.getByRole('table').getByRole('row').locator('td:first-child p.font-medium').allTextContents())
      expect(nome).toMatch(/^Língua Portuguesa — /);
    await componente.selectOption('all');

    const busca = page.getByRole('searchbox', { name: 'Buscar componentes por nome ou descrição...' });
    await busca.fill(`inexistente ${stamp}`);
    await expect(page.getByText('Nenhum componente curricular encontrado')).toBeVisible();
    await expect(page.getByText('Tente ajustar a busca ou os filtros.')).toBeVisible();
    await busca.fill('');

    await page.getByRole('button', { name: 'Cadastrar Componente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Componente Curricular' });
    await dialog.getByRole('button', { name: 'Criar' }).click();
    for (const msg of ['Nome é obrigatório', 'Disciplina é obrigatória', 'Série/Ano é obrigatório', 'Bimestre é obrigatório'])
      await expect(dialog.getByText(msg)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('cadastra, filtra, desativa e exclui um componente', async ({ page }) => {
    await abrir(page);
    await page.getByRole('button', { name: 'Cadastrar Componente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Componente Curricular' });
    await dialog.getByLabel('Nome').fill(`Robótica ${stamp}`);
    await dialog.getByLabel('Disciplina').selectOption({ label: 'Tecnologia' });
    await dialog.getByLabel('Série/Ano').selectOption({ label: '8º Ano' });
    await dialog.getByLabel('Bimestre').selectOption({ label: '2º Bimestre' });
    await dialog.getByLabel('Carga Horária (horas)').fill('40');
    await dialog.getByLabel('Descrição').fill('Montagem e programação de robôs');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(page.getByText('Disciplina criada com sucesso')).toBeVisible();

    // The newest first.
    const primeira = page.getByRole('table').getByRole('row').nth(1);
    await expect(primeira).toContainText(`Robótica ${stamp}`);
    await expect(primeira).toContainText('Tecnologia');
    await expect(primeira).toContainText('40h');

    await page.getByLabel('Componente', { exact: true }).selectOption({ label: `Robótica ${stamp}` });
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: `Desativar Robótica ${stamp}` }).click();
    await expect(page.getByText('Disciplina desativada')).toBeVisible();
    await expect(primeira).toContainText('Inativo');
    await page.getByLabel('Status').selectOption('true');
    await expect(page.getByText('Nenhum componente curricular encontrado')).toBeVisible();
    await page.getByLabel('Status').selectOption('false');

    await page.getByRole('button', { name: `Excluir Robótica ${stamp}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar Exclusão' });
    await expect(confirm).toContainText('Esta ação não pode ser desfeita.');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Disciplina excluída com sucesso')).toBeVisible();
    await expect(page.getByText('Nenhum componente curricular encontrado')).toBeVisible();
  });
});

test('o gestor atribui um professor a uma disciplina da turma', async ({ page }) => {
  await entrar(page, 'gestor');
  const { itens } = await (await page.request.get('/api/navegacao/escolas')).json();
  const escola = (itens as { id: string; nome: string }[]).find((e) => e.nome === ESCOLA_PRINCIPAL)!;
  await page.goto(`/escola/${escola.id}/disciplinas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Turmas e Disciplinas' })).toBeVisible();
  const turma = page.getByRole('article', { name: '7º Ano B' });
  const matematica = turma.getByRole('row').filter({ hasText: 'Matemática — 7º Ano' });
  await expect(matematica).toContainText('Fernanda Ribeiro Costa');
  expect(await seriousViolations(page)).toEqual([]);

  await turma.getByRole('button', { name: 'Atribuir Professor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Atribuir professor — 7º Ano B' });
  await dialog.getByLabel('Disciplina').selectOption({ label: 'Matemática — 7º Ano' });
  await dialog.getByLabel('Professor').selectOption({ label: 'Carlos Eduardo Lima' });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Atribuir' }).click();
  await expect(page.getByText('Professor atribuído com sucesso')).toBeVisible();
  await expect(matematica).toContainText('Carlos Eduardo Lima');

  await matematica.getByRole('button', { name: 'Retirar Carlos Eduardo Lima de Matemática — 7º Ano' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remover Atribuição' });
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Atribuição removida')).toBeVisible();
  await expect(matematica).not.toContainText('Carlos Eduardo Lima');
});
