import type { BrowserContext, Page } from '@playwright/test';
import { cardTitles, firstColumn, schoolCards, seriousViolations, STAMP, tableRows } from './admin-support';
import { entrar, signIn } from './support/session';
import { expect, test } from './support/test';

/**
 * An administrador creates an education body, a school in it and an empresa user for
 * it; that user signs in and sees only its own company, schools and users.
 */

const EMPRESA = {
  nome: `Prefeitura Municipal de Lagoa Clara ${STAMP}`,
  cnpj: '11.222.333/0001-81',
  email: 'educacao@lagoaclara.mg.gov.br',
  telefone: '(35) 3333-1000',
  endereco: 'Rua do Rosário, 45, Centro',
  cidade: 'Lagoa Clara',
  estado: 'mg',
  cep: '37510000',
  responsavelNome: 'Marta Teixeira Campos',
  responsavelEmail: 'marta.campos@lagoaclara.mg.gov.br',
  responsavelTelefone: '(35) 99999-1234',
};
const ESCOLA = {
  nome: `EMEF Lagoa Clara ${STAMP}`,
  inep: '31999001',
  cidade: 'Lagoa Clara',
  estado: 'MG',
  telefone: '(35) 3333-2000',
  email: 'emef@lagoaclara.mg.gov.br',
};
const SECRETARIA = {
  nome: `Secretaria de Educação de Lagoa Clara ${STAMP}`,
  email: `secretaria.${STAMP}@lagoaclara.mg.gov.br`,
  senha: 'Jabuticabeira-Em-Flor-26',
};
const GESTORA = {
  nome: `Gestora Lagoa Clara ${STAMP}`,
  email: `gestora.${STAMP}@lagoaclara.mg.gov.br`,
  senha: 'Buriti-do-Brejo-2026',
};

async function openPage(page: Page, path: string, heading: string, loading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(loading)).toHaveCount(0);
}

test.describe.serial('rede nova criada pelo administrador', () => {
  let secretariaContext: BrowserContext | undefined;
  test.afterAll(async () => {
    await secretariaContext?.close();
  });

  test('o administrador cadastra a empresa: mensagens de validação no diálogo, todos os campos gravados', async ({ page }) => {
    await entrar(page, 'administrador');
    await openPage(page, '/empresas', 'Gerenciamento de Empresas', 'Carregando empresas...');
    await expect(page.getByRole('columnheader')).toHaveText([
      'Nome',
      'Tipo',
      'E-mail',
      'Telefone',
      'Cidade/Estado',
      'Status',
      'Ações',
    ]);
    await expect(firstColumn(page)).toHaveText(['Governo do Estado de Serra Azul', 'Prefeitura Municipal de Vale Verde']);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Nova Empresa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Empresa' });
    for (const secao of ['Informações Básicas', 'Endereço', 'Responsável', 'Status'])
      await expect(dialog.getByRole('group', { name: secao })).toBeVisible();
    await expect(dialog.getByLabel('Tipo')).toHaveValue('municipio');
    await expect(dialog.getByLabel('Status')).toHaveValue('ativa');
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel('CNPJ').fill('11.111.111/1111-11');
    await dialog.getByLabel('E-mail', { exact: true }).fill('educacao-sem-arroba');
    await dialog.getByLabel('CEP').fill('375');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();
    await expect(dialog.getByText('CNPJ inválido')).toBeVisible();
    await expect(dialog.getByText('E-mail inválido')).toBeVisible();
    await expect(dialog.getByText('CEP inválido')).toBeVisible();
    await expect(dialog.getByLabel('Nome', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // An error clears as soon as its field is edited.
    await dialog.getByLabel('Nome', { exact: true }).fill(EMPRESA.nome);
    await expect(dialog.getByText('Nome é obrigatório')).toHaveCount(0);

    await dialog.getByLabel('CNPJ').fill(EMPRESA.cnpj);
    await dialog.getByLabel('E-mail', { exact: true }).fill(EMPRESA.email);
    await dialog.getByLabel('Telefone', { exact: true }).fill(EMPRESA.telefone);
    await dialog.getByLabel('Endereço').fill(EMPRESA.endereco);
    await dialog.getByLabel('Cidade').fill(EMPRESA.cidade);
    await dialog.getByLabel('Estado').fill(EMPRESA.estado);
    await dialog.getByLabel('CEP').fill(EMPRESA.cep);
    await dialog.getByLabel('Nome do Responsável').fill(EMPRESA.responsavelNome);
    await dialog.getByLabel('E-mail do Responsável').fill(EMPRESA.responsavelEmail);
    await dialog.getByLabel('Telefone do Responsável').fill(EMPRESA.responsavelTelefone);
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(page.getByText('Empresa criada com sucesso')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Buscar empresas...' }).fill(STAMP);
    const row = tableRows(page);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell')).toHaveText([
      EMPRESA.nome,
      'Município',
      EMPRESA.email,
      EMPRESA.telefone,
      'Lagoa Clara/MG',
      'Ativa',
      '',
    ]);

    // Every field of the company was stored, normalised: read back after a reload.
    await page.reload();
    await page.getByRole('searchbox', { name: 'Buscar empresas...' }).fill(STAMP);
    await page.getByRole('button', { name: `Editar ${EMPRESA.nome}` }).click();
    const editar = page.getByRole('dialog', { name: 'Editar Empresa' });
    await expect(editar.getByLabel('CNPJ')).toHaveValue('11222333000181');
    await expect(editar.getByLabel('Endereço')).toHaveValue(EMPRESA.endereco);
    await expect(editar.getByLabel('Estado')).toHaveValue('MG');
    await expect(editar.getByLabel('CEP')).toHaveValue('37510-000');
    await expect(editar.getByLabel('Nome do Responsável')).toHaveValue(EMPRESA.responsavelNome);
    await expect(editar.getByLabel('E-mail do Responsável')).toHaveValue(EMPRESA.responsavelEmail);
    await expect(editar.getByLabel('Telefone do Responsável')).toHaveValue(EMPRESA.responsavelTelefone);
    await editar.getByRole('button', { name: 'Cancelar' }).click();

    // The search covers the type label too.
    await page.getByRole('searchbox', { name: 'Buscar empresas...' }).fill('estado');
    await expect(firstColumn(page)).toHaveText(['Governo do Estado de Serra Azul']);
  });

  test('o administrador cadastra uma escola nessa empresa', async ({ page }) => {
    await entrar(page, 'administrador');
    await openPage(page, '/escolas', 'Escolas', 'Carregando escolas...');
    await expect(page.getByText('6 escolas')).toBeVisible();
    await expect(schoolCards(page)).toHaveCount(6);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Cadastrar Escola' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Escola' });
    await expect(dialog.getByLabel('Tipo')).toHaveValue('municipal');
    await expect(dialog.getByLabel('Status')).toHaveValue('ativa');
    await expect(dialog.getByLabel('Empresa')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel('Código INEP').fill('3199');
    await dialog.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(dialog.getByText('Nome da escola é obrigatório')).toBeVisible();
    await expect(dialog.getByText('Empresa é obrigatória')).toBeVisible();
    await expect(dialog.getByText('Código INEP deve ter 8 dígitos')).toBeVisible();

    await dialog.getByLabel('Nome da Escola').fill(ESCOLA.nome);
    await dialog.getByLabel('Empresa').selectOption({ label: EMPRESA.nome });
    await dialog.getByLabel('Código INEP').fill(ESCOLA.inep);
    await dialog.getByLabel('Cidade').fill(ESCOLA.cidade);
    await dialog.getByLabel('Estado').fill(ESCOLA.estado);
    await dialog.getByLabel('Telefone').fill(ESCOLA.telefone);
    await dialog.getByLabel('E-mail').fill(ESCOLA.email);
    await dialog.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('Escola cadastrada com sucesso')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('7 escolas')).toBeVisible();

    // Search over name, city and state, on the server.
    await page.getByRole('searchbox', { name: 'Buscar escolas...' }).fill('lagoa clara');
    await expect(page.getByText('1 escola', { exact: true })).toBeVisible();
    const card = schoolCards(page);
    await expect(card).toHaveCount(1);
    for (const texto of [ESCOLA.nome, 'Municipal', 'Lagoa Clara/MG', ESCOLA.telefone, ESCOLA.email, EMPRESA.nome, 'Ativa'])
      await expect(card).toContainText(texto);
    await page.getByRole('searchbox', { name: 'Buscar escolas...' }).fill('Rondonópolis');
    await expect(cardTitles(page)).toHaveText(['Escola Estadual Dom Bosco']);
    await page.getByRole('searchbox', { name: 'Buscar escolas...' }).fill('nenhuma-escola-assim');
    await expect(page.getByText('Nenhuma escola encontrada para "nenhuma-escola-assim"')).toBeVisible();
  });

  test('o administrador cria o usuário da empresa e uma gestora da escola', async ({ page }) => {
    await entrar(page, 'administrador');
    await openPage(page, '/usuarios', 'Gerenciamento de Usuários', 'Carregando usuários...');

    await page.getByRole('button', { name: 'Novo Usuário' }).click();
    let dialog = page.getByRole('dialog', { name: 'Novo Usuário' });
    await dialog.getByLabel('Nome Completo').fill(SECRETARIA.nome);
    await dialog.getByLabel('E-mail').fill(SECRETARIA.email);
    await dialog.getByLabel('Tipo de Usuário').selectOption('empresa');
    await dialog.getByLabel('Senha').fill(SECRETARIA.senha);
    await dialog.getByLabel('Empresa').selectOption({ label: EMPRESA.nome });
    // By default the user takes the predefined role of its type.
    await expect(dialog.getByLabel('Papel')).toHaveValue('');
    await expect(dialog.getByLabel('Papel').locator('option').first()).toHaveText('Padrão do tipo');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(page.getByText('Usuário criado com sucesso')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Novo Usuário' }).click();
    dialog = page.getByRole('dialog', { name: 'Novo Usuário' });
    await dialog.getByLabel('Nome Completo').fill(GESTORA.nome);
    await dialog.getByLabel('E-mail').fill(GESTORA.email);
    await dialog.getByLabel('Tipo de Usuário').selectOption('gestor');
    await dialog.getByLabel('Senha').fill(GESTORA.senha);
    await dialog.getByLabel('Empresa').selectOption({ label: EMPRESA.nome });
    await dialog.getByRole('checkbox', { name: ESCOLA.nome }).check();
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(page.getByText('Usuário criado com sucesso')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('a secretaria entra e vê só a própria empresa, suas escolas e seus usuários', async ({ browser }) => {
    secretariaContext = await browser.newContext();
    const page = await secretariaContext.newPage();
    await signIn(page, SECRETARIA.email, SECRETARIA.senha);

    await openPage(page, '/empresas', 'Gerenciamento de Empresas', 'Carregando empresas...');
    await expect(firstColumn(page)).toHaveText([EMPRESA.nome]);
    await expect(page.getByRole('button', { name: 'Nova Empresa' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Excluir ${EMPRESA.nome}` })).toHaveCount(0);

    // It edits its own record.
    await page.getByRole('button', { name: `Editar ${EMPRESA.nome}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Empresa' });
    await dialog.getByLabel('Telefone', { exact: true }).fill('(35) 3333-1999');
    await dialog.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.getByText('Empresa atualizada com sucesso')).toBeVisible();
    await expect(tableRows(page)).toContainText('(35) 3333-1999');

    await openPage(page, '/escolas', 'Escolas', 'Carregando escolas...');
    await expect(page.getByText('1 escola', { exact: true })).toBeVisible();
    await expect(cardTitles(page)).toHaveText([ESCOLA.nome]);

    // Its new school goes into its own company: no company field to choose.
    await page.getByRole('button', { name: 'Cadastrar Escola' }).click();
    const nova = page.getByRole('dialog', { name: 'Nova Escola' });
    await expect(nova.getByLabel('Empresa')).toHaveCount(0);
    await nova.getByLabel('Nome da Escola').fill(`EMEI Lagoa Clara ${STAMP}`);
    await nova.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('2 escolas')).toBeVisible();
    await expect(schoolCards(page).filter({ hasText: `EMEI Lagoa Clara ${STAMP}` })).toContainText(EMPRESA.nome);

    await openPage(page, '/usuarios', 'Gerenciamento de Usuários', 'Carregando usuários...');
    await expect(firstColumn(page)).toHaveText([GESTORA.nome]);
    await expect(tableRows(page)).toContainText(EMPRESA.nome);
  });
});
