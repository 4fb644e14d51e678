import type { Page } from '@playwright/test';
import { cardTitles, firstColumn, schoolCards, STAMP } from './admin-support';
import { ESCOLA_PRINCIPAL } from './support/accounts';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * Deleting with confirmation, the server's refusals in the app's toasts,
 * concurrent edits refused, and load failures shown with a retry (never sample data).
 */

async function openEmpresas(page: Page) {
  await page.goto('/empresas');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciamento de Empresas' })).toBeVisible();
  await expect(page.getByText('Carregando empresas...')).toHaveCount(0);
}

async function openEscolas(page: Page) {
  await page.goto('/escolas');
  await expect(page.getByRole('heading', { level: 1, name: 'Escolas' })).toBeVisible();
  await expect(page.getByText('Carregando escolas...')).toHaveCount(0);
}

test('empresa com escolas e usuários não é excluída; uma empresa vazia é, depois de confirmar', async ({ page }) => {
  await entrar(page, 'administrador');
  const nome = `Consórcio Intermunicipal ${STAMP}`;
  expect((await page.request.post('/api/empresas', { data: { nome, tipo: 'empresa' } })).status()).toBe(201);
  await openEmpresas(page);

  await page.getByRole('button', { name: 'Excluir Prefeitura Municipal de Vale Verde' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar Exclusão' });
  await expect(confirm).toContainText(
    'Tem certeza que deseja excluir Prefeitura Municipal de Vale Verde? Esta ação não pode ser desfeita.',
  );
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(
    page.getByText('Erro ao deletar empresa: Não é possível excluir a empresa: ela ainda possui escolas ou usuários vinculados.'),
  ).toBeVisible();
  await expect(firstColumn(page).filter({ hasText: 'Prefeitura Municipal de Vale Verde' })).toHaveCount(1);

  await page.getByRole('button', { name: `Excluir ${nome}` }).click();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(firstColumn(page).filter({ hasText: nome })).toHaveCount(1);
  await page.getByRole('button', { name: `Excluir ${nome}` }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Empresa excluída com sucesso')).toBeVisible();
  await expect(firstColumn(page).filter({ hasText: nome })).toHaveCount(0);
});

test('escola com turmas e alunos não é excluída; uma escola nova é, depois de confirmar', async ({ page }) => {
  await entrar(page, 'empresa');
  const nome = `EMEF Provisória ${STAMP}`;
  expect((await page.request.post('/api/escolas', { data: { nome } })).status()).toBe(201);
  await openEscolas(page);
  await expect(page.getByText('4 escolas')).toBeVisible();

  await page.getByRole('button', { name: `Excluir ${ESCOLA_PRINCIPAL}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar Exclusão' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(
    page.getByText('Erro ao deletar escola: Não é possível excluir a escola: ela possui turmas ou alunos cadastrados.'),
  ).toBeVisible();
  await expect(cardTitles(page).filter({ hasText: ESCOLA_PRINCIPAL })).toHaveCount(1);

  await page.getByRole('button', { name: `Excluir ${nome}` }).click();
  await expect(confirm).toContainText(`Tem certeza que deseja excluir ${nome}? Esta ação não pode ser desfeita.`);
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Escola excluída com sucesso')).toBeVisible();
  await expect(page.getByText('3 escolas')).toBeVisible();
  await expect(cardTitles(page).filter({ hasText: nome })).toHaveCount(0);
});

test('duas pessoas editando a mesma escola: a segunda é recusada e o diálogo guarda o que foi digitado', async ({ page }) => {
  await entrar(page, 'empresa');
  await openEscolas(page);
  await page.getByRole('button', { name: 'Editar EMEF Tiradentes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Escola' });
  await expect(dialog.getByLabel('Nome da Escola')).toHaveValue('EMEF Tiradentes');
  await dialog.getByLabel('Telefone').fill('(35) 3521-9999');

  // Someone else saves the same school meanwhile.
  const { itens } = await (await page.request.get('/api/escolas?busca=Tiradentes')).json();
  const outro = await page.request.put(`/api/escolas/${itens[0].id}`, {
    data: { ...itens[0], email: 'secretaria.tiradentes@valeverde.mg.gov.br' },
  });
  expect(outro.status()).toBe(200);

  await dialog.getByRole('button', { name: 'Atualizar' }).click();
  await expect(
    page.getByText('Erro ao salvar escola: Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Telefone')).toHaveValue('(35) 3521-9999');

  // The dialog took the new version: saving again is a deliberate overwrite.
  await dialog.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page.getByText('Escola atualizada com sucesso')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(schoolCards(page).filter({ hasText: 'EMEF Tiradentes' })).toContainText('(35) 3521-9999');
});

test('duas pessoas editando a mesma empresa: a segunda é recusada', async ({ page }) => {
  await entrar(page, 'empresa2');
  await openEmpresas(page);
  await page.getByRole('button', { name: 'Editar Governo do Estado de Serra Azul' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Empresa' });
  await dialog.getByLabel('Nome do Responsável').fill('Ricardo Tavares Nunes Filho');

  const { itens } = await (await page.request.get('/api/empresas')).json();
  expect(
    (await page.request.put(`/api/empresas/${itens[0].id}`, { data: { ...itens[0], telefone: '(65) 3613-6301' } })).status(),
  ).toBe(200);

  await dialog.getByRole('button', { name: 'Atualizar' }).click();
  await expect(
    page.getByText('Erro ao salvar empresa: Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Nome do Responsável')).toHaveValue('Ricardo Tavares Nunes Filho');
});

test('falha ao carregar escolas: o erro e "Tentar Novamente", nunca escolas de exemplo', async ({ page }) => {
  await entrar(page, 'empresa');
  await page.route('**/api/escolas?*', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Serviço indisponível no momento.' } } }),
  );
  await page.goto('/escolas');
  const alerta = page.getByRole('alert');
  await expect(alerta).toContainText('Erro ao carregar escolas: Serviço indisponível no momento.');
  await expect(schoolCards(page)).toHaveCount(0);
  await page.unroute('**/api/escolas?*');
  await alerta.getByRole('button', { name: 'Tentar Novamente' }).click();
  await expect(page.getByText('3 escolas')).toBeVisible();
  await expect(schoolCards(page)).toHaveCount(3);
});

test('falha ao carregar empresas: "Erro ao carregar empresas: {msg}" e "Tentar Novamente"', async ({ page }) => {
  await entrar(page, 'administrador');
  await page.route('**/api/empresas?*', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Serviço indisponível no momento.' } } }),
  );
  await page.goto('/empresas');
  const alerta = page.getByRole('alert');
  await expect(alerta).toContainText('Erro ao carregar empresas: Serviço indisponível no momento.');
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.unroute('**/api/empresas?*');
  await alerta.getByRole('button', { name: 'Tentar Novamente' }).click();
  await expect(firstColumn(page).filter({ hasText: 'Prefeitura Municipal de Vale Verde' })).toHaveCount(1);
});

test('o gestor vê só a sua escola e não tem como excluí-la', async ({ page }) => {
  await entrar(page, 'gestor');
  await openEscolas(page);
  await expect(page.getByText('1 escola', { exact: true })).toBeVisible();
  await expect(cardTitles(page)).toHaveText([ESCOLA_PRINCIPAL]);
  await expect(page.getByRole('button', { name: `Editar ${ESCOLA_PRINCIPAL}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Excluir ${ESCOLA_PRINCIPAL}` })).toHaveCount(0);
});
