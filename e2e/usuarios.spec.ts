import type { BrowserContext, Page } from '@playwright/test';
import { ACCOUNTS, ESCOLA_PRINCIPAL } from './support/accounts';
import { entrar, signIn } from './support/session';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

/** The users screen as an education body and as an administrador. */

const stamp = Date.now();
const NOVO = { nome: `Professora Teste ${stamp}`, email: `prof.teste.${stamp}@demo.escola.br`, senha: 'Girassol@Azul2026' };

async function openUsuarios(page: Page) {
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciamento de Usuários' })).toBeVisible();
  await expect(page.getByText('Carregando usuários...')).toHaveCount(0);
}

function rows(page: Page) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

const PROFESSORES_VV = [
  'André Luiz Farias',
  'Cláudia Mendes Rocha',
  'Fernanda Ribeiro Costa',
  'Juliana Pereira Nunes',
  'Luciana Freitas Braga',
  'Marcelo Tavares Duarte',
  'Patrícia Gomes Andrade',
  'Ricardo Alves Monteiro',
  'Roberto Carvalho Pinto',
  'Sandra Regina Moura',
];

function nameCells(page: Page) {
  return page.getByRole('table').getByRole('row').locator('td:first-child');
}

test.describe.serial('usuários da empresa', () => {
  let professorContext: BrowserContext | undefined;

  test.afterAll(async () => {
    await professorContext?.close();
  });

  test('a empresa vê só os usuários da sua rede, com a coluna Empresa, e a busca filtra no servidor', async ({ page }) => {
    await entrar(page, 'empresa');
    await openUsuarios(page);

    await expect(page.getByRole('columnheader')).toHaveText(['Nome', 'E-mail', 'Tipo', 'Empresa', 'Telefone', 'Status', 'Ações']);
    // The demo accounts and the professors of Vale Verde's three schools.
    await expect(nameCells(page)).toHaveText([
      'Ana Paula Ferreira',
      ...PROFESSORES_VV.slice(0, 1),
      'Carlos Eduardo Lima',
      ...PROFESSORES_VV.slice(1, 4),
      'Lucas Almeida Souza',
      ...PROFESSORES_VV.slice(4),
    ]);
    await expect(rows(page).first()).toContainText('Prefeitura Municipal de Vale Verde');
    await expect(page.getByRole('button', { name: 'Novo Usuário' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar Carlos Eduardo Lima' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Excluir Carlos Eduardo Lima' })).toBeVisible();
    // /permissoes and /empresas are of no use to an education body.
    await expect(page.getByRole('link', { name: 'Gerenciar Permissões' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Gerenciar Empresas' })).toHaveCount(0);

    const search = page.getByRole('searchbox', { name: 'Buscar usuários...' });
    await search.fill('professor');
    await expect(nameCells(page)).toHaveText([PROFESSORES_VV[0]!, 'Carlos Eduardo Lima', ...PROFESSORES_VV.slice(1)]);
    await search.fill('Carlos Eduardo');
    await expect(nameCells(page)).toHaveText(['Carlos Eduardo Lima']);

    await search.fill('ninguém-com-este-nome');
    await expect(page.getByText('Nenhum usuário encontrado para "ninguém-com-este-nome"')).toBeVisible();
  });

  test('a empresa cria um professor: e-mail inválido fica no campo, corrigido o usuário aparece e entra no sistema', async ({
    page,
    browser,
  }) => {
    await entrar(page, 'empresa');
    await openUsuarios(page);

    await page.getByRole('button', { name: 'Novo Usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Usuário' });
    await expect(dialog).toBeVisible();
    // An education body chooses among gestor, professor and aluno; professor by default.
    await expect(dialog.getByLabel('Tipo de Usuário').locator('option')).toHaveText(['Gestor', 'Professor', 'Aluno']);
    await expect(dialog.getByLabel('Tipo de Usuário')).toHaveValue('professor');
    await expect(dialog.getByLabel('Empresa')).toHaveCount(0);
    await expect(dialog.getByLabel('Status')).toHaveValue('ativo');

    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel('Nome Completo').fill(NOVO.nome);
    await dialog.getByLabel('E-mail').fill('prof.teste-sem-arroba');
    await dialog.getByLabel('Senha').fill(NOVO.senha);
    await dialog.getByLabel('Telefone').fill('(35) 99999-0000');
    await dialog.getByRole('checkbox', { name: ESCOLA_PRINCIPAL }).check();
    await dialog.getByRole('button', { name: 'Criar' }).click();

    await expect(dialog.getByText('E-mail inválido')).toBeVisible();
    await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Nome Completo')).toHaveValue(NOVO.nome);
    // The error goes away as soon as the field is edited.
    await dialog.getByLabel('E-mail').fill(ACCOUNTS.professor);
    await expect(dialog.getByText('E-mail inválido')).toHaveCount(0);

    // A server field error lands under its field too, and the dialog keeps what was typed.
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(dialog.getByText('Já existe um usuário com este e-mail.')).toBeVisible();
    await expect(dialog.getByLabel('Nome Completo')).toHaveValue(NOVO.nome);
    await expect(dialog.getByRole('checkbox', { name: ESCOLA_PRINCIPAL })).toBeChecked();
    await dialog.getByLabel('E-mail').fill(NOVO.email);
    await expect(dialog.getByText('Já existe um usuário com este e-mail.')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Criar' }).click();
    // The notice is read out from the 'Avisos' region, in pt-BR down to its close button.
    const avisos = page.getByRole('region', { name: /^Avisos/ });
    await expect(avisos.getByText('Usuário criado com sucesso')).toBeVisible();
    await expect(avisos.getByRole('button', { name: 'Fechar aviso' })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Buscar usuários...' }).fill(String(stamp));
    const row = rows(page).filter({ hasText: NOVO.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(NOVO.nome);
    await expect(row).toContainText('Professor');
    await expect(row).toContainText('Ativo');

    professorContext = await browser.newContext();
    const professor = await professorContext.newPage();
    await signIn(professor, NOVO.email, NOVO.senha);
  });

  test('a empresa suspende o professor: a próxima página dele volta ao login', async ({ page }) => {
    expect(professorContext, 'o professor entrou no teste anterior').toBeDefined();
    await entrar(page, 'empresa');
    await openUsuarios(page);
    await page.getByRole('searchbox', { name: 'Buscar usuários...' }).fill(String(stamp));

    await page.getByRole('button', { name: `Editar ${NOVO.nome}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Usuário' });
    await expect(dialog.getByLabel('Nome Completo')).toHaveValue(NOVO.nome);
    await expect(dialog.getByLabel('Senha')).toHaveAttribute('placeholder', 'Deixe em branco para manter a atual');
    await expect(dialog.getByRole('checkbox', { name: ESCOLA_PRINCIPAL })).toBeChecked();
    await dialog.getByLabel('Status').selectOption('suspenso');

    // Someone else saves the same user meanwhile: 409, the message, the dialog stays open.
    const lista = await page.request.get(`/api/usuarios?busca=${stamp}`);
    const [linha] = (await lista.json()).itens as {
      id: string;
      nome: string;
      email: string;
      tipo_usuario: string;
      empresa_id: string;
      escola_ids: string[];
      updated_at: string;
    }[];
    const outro = await page.request.put(`/api/usuarios/${linha!.id}`, {
      data: { ...linha, telefone: '(35) 98888-1111', senha: '', status: 'ativo' },
    });
    expect(outro.status()).toBe(200);
    await dialog.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.getByText('Erro ao salvar usuário: Este registro foi alterado por outra pessoa.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Status')).toHaveValue('suspenso');

    // The dialog took the new version, so saving again is a deliberate overwrite.
    await dialog.getByRole('button', { name: 'Atualizar' }).click();

    await expect(page.getByText('Usuário atualizado com sucesso')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(rows(page).filter({ hasText: NOVO.email })).toContainText('Suspenso');

    const professor = professorContext!.pages()[0]!;
    await professor.goto('/dashboard');
    await expect(professor.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(professor.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
  });

  test('a empresa exclui o professor depois de "Confirmar Exclusão"', async ({ page }) => {
    await entrar(page, 'empresa');
    await openUsuarios(page);
    await page.getByRole('searchbox', { name: 'Buscar usuários...' }).fill(String(stamp));

    await page.getByRole('button', { name: `Excluir ${NOVO.nome}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar Exclusão' });
    await expect(confirm).toContainText(`Tem certeza que deseja excluir ${NOVO.nome}? Esta ação não pode ser desfeita.`);
    await confirm.getByRole('button', { name: 'Excluir' }).click();

    await expect(page.getByText('Usuário excluído com sucesso')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText(`Nenhum usuário encontrado para "${stamp}"`)).toBeVisible();
  });
});

test('o administrador vê só administradores e empresas, sem a coluna Empresa', async ({ page }) => {
  await entrar(page, 'administrador');
  await openUsuarios(page);

  await expect(page.getByRole('columnheader')).toHaveText(['Nome', 'E-mail', 'Tipo', 'Telefone', 'Status', 'Ações']);
  await expect(nameCells(page).filter({ hasText: 'Administrador do Sistema' })).toHaveCount(1);
  await expect(nameCells(page).filter({ hasText: 'Mariana Duarte Campos' })).toHaveCount(1);
  await expect(nameCells(page).filter({ hasText: 'Ana Paula Ferreira' })).toHaveCount(0);
  const tipos = await page.getByRole('table').getByRole('row').locator('td:nth-child(3)').allInnerTexts();
  expect(tipos.length).toBeGreaterThan(0);
  expect(new Set(tipos.map((t) => t.trim()))).toEqual(new Set(['Administrador', 'Empresa']));

  await expect(page.getByRole('link', { name: 'Gerenciar Permissões' })).toHaveAttribute('href', '/permissoes');
  await expect(page.getByRole('link', { name: 'Gerenciar Empresas' })).toHaveAttribute('href', '/empresas');

  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Usuário' });
  await expect(dialog.getByLabel('Tipo de Usuário').locator('option')).toHaveText([
    'Administrador',
    'Empresa',
    'Gestor',
    'Professor',
    'Aluno',
  ]);
  await expect(dialog.getByLabel('Empresa')).toBeVisible();
  await dialog.getByLabel('Tipo de Usuário').selectOption('administrador');
  await expect(dialog.getByLabel('Empresa')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
});
