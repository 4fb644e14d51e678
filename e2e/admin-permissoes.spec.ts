import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations, STAMP } from './admin-support';
import { entrar, entrarNoPainel, sidebar } from './support/session';
import { expect, test } from './support/test';

/** Roles and their grants, which the server applies on the next request. */

async function openPermissoes(page: Page) {
  await page.goto('/permissoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Sistema de Permissões' })).toBeVisible();
  await expect(page.getByText('Carregando permissões...')).toHaveCount(0);
}

function papeis(page: Page) {
  return page.getByRole('list', { name: 'Papéis' });
}

function papel(page: Page, nome: string) {
  return papeis(page).getByRole('button', { name: new RegExp(`^${nome}`, 'i') });
}

function cadastrosDaRede(page: Page) {
  return sidebar(page).getByRole('list', { name: 'Cadastros da rede' });
}

/** Waits for the grant to be saved, so the next request of another user sees it. */
function grantSaved(page: Page) {
  return page.waitForResponse((r) => /\/api\/papeis\/[^/]+\/permissoes\//.test(r.url()) && r.request().method() === 'PUT');
}

test.describe.serial('o administrador muda o que o gestor pode ver', () => {
  let gestorContext: BrowserContext | undefined;
  test.afterAll(async () => {
    await gestorContext?.close();
  });

  test('revogar e devolver "escolas.ler" muda o menu e a API do gestor na próxima requisição', async ({ page, browser }) => {
    gestorContext = await browser.newContext();
    const gestor = await gestorContext.newPage();
    await entrarNoPainel(gestor, 'gestor');
    await expect(cadastrosDaRede(gestor).getByRole('link', { name: 'Escolas' })).toBeVisible();
    expect((await gestor.request.get('/api/escolas')).status()).toBe(200);

    await entrar(page, 'administrador');
    await openPermissoes(page);
    await expect(papeis(page).getByRole('listitem')).toHaveCount(5);
    await expect(papeis(page).getByRole('button', { pressed: true })).toHaveText(/^administrador/i);
    const ordem = await papeis(page).getByRole('button', { name: /Nível/ }).allInnerTexts();
    expect(ordem.map((t) => t.split('\n')[0]!.trim().toLowerCase())).toEqual([
      'administrador',
      'empresa',
      'gestor',
      'professor',
      'aluno',
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    await papel(page, 'gestor').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Permissões do papel gestor' })).toBeVisible();
    const escolas = page.getByRole('region', { name: 'Escolas' });
    await expect(escolas.getByRole('button')).toHaveText([/^Criar/, /^Visualizar/, /^Editar/, /^Excluir/, /^Gerenciar/]);
    const escolasLer = page.getByRole('button', { name: 'Visualizar Escolas' });
    await expect(escolasLer).toHaveAttribute('aria-pressed', 'true');

    const revoked = grantSaved(page);
    await escolasLer.click();
    await expect(escolasLer).toHaveAttribute('aria-pressed', 'false');
    expect((await revoked).status()).toBe(200);

    await gestor.reload();
    await expect(sidebar(gestor).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(sidebar(gestor).getByRole('link', { name: 'Cadastrar Turma' })).toBeVisible();
    await expect(sidebar(gestor).getByRole('link', { name: 'Escolas', exact: true })).toHaveCount(0);
    expect((await gestor.request.get('/api/escolas')).status()).toBe(403);
    await gestor.goto('/escolas');
    // The page goes with the grant: a typed address shows "sem acesso", not a failed load.
    await expect(gestor.getByRole('heading', { level: 1, name: 'Sem acesso a esta página' })).toBeVisible();

    // Keyboard: the card is a toggle button, Space grants it back.
    const granted = grantSaved(page);
    await escolasLer.focus();
    await page.keyboard.press('Space');
    await expect(escolasLer).toHaveAttribute('aria-pressed', 'true');
    expect((await granted).status()).toBe(200);

    await gestor.reload();
    await expect(cadastrosDaRede(gestor).getByRole('link', { name: 'Escolas' })).toBeVisible();
    expect((await gestor.request.get('/api/escolas')).status()).toBe(200);
    await expect(gestor.getByRole('heading', { level: 2, name: 'EMEF Professora Maria das Dores Silva' })).toBeVisible();
  });
});

test('uma concessão recusada pelo servidor volta atrás e avisa', async ({ page }) => {
  await entrar(page, 'administrador');
  await openPermissoes(page);
  await papel(page, 'professor').click();
  await page.route('**/api/papeis/*/permissoes/*', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Erro interno do servidor. Tente novamente.' } } }),
  );
  const card = page.getByRole('button', { name: 'Excluir Notas' });
  await expect(card).toHaveAttribute('aria-pressed', 'false');
  await card.click();
  await expect(page.getByText('Erro ao salvar permissões. Tente novamente.')).toBeVisible();
  await expect(card).toHaveAttribute('aria-pressed', 'false');
  await page.unroute('**/api/papeis/*/permissoes/*');
  await page.reload();
  await papel(page, 'professor').click();
  await expect(page.getByRole('button', { name: 'Excluir Notas' })).toHaveAttribute('aria-pressed', 'false');
});

test('o administrador não perde o acesso às permissões', async ({ page }) => {
  await entrar(page, 'administrador');
  await openPermissoes(page);
  await expect(page.getByRole('button', { name: 'Editar Permissões' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Editar Permissões' })).toHaveAttribute('aria-pressed', 'true');
});

test('novo papel: mensagens do formulário, criação, permissões, exclusão com confirmação', async ({ page }) => {
  const nome = `Coordenação ${STAMP}`;
  await entrar(page, 'administrador');
  await openPermissoes(page);
  const antes = await papeis(page).getByRole('listitem').count();

  await page.getByRole('button', { name: 'Novo Papel' }).click();
  const form = page.getByRole('form', { name: 'Novo Papel' });
  await expect(form.getByLabel('Status')).toHaveValue('ativo');
  await form.getByLabel('Nível (1 a 10)').fill('11');
  await form.getByRole('button', { name: 'Criar' }).click();
  await expect(form.getByText('Nome é obrigatório')).toBeVisible();
  await expect(form.getByText('Nível máximo é 10')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByLabel('Nível (1 a 10)').fill('0');
  await form.getByRole('button', { name: 'Criar' }).click();
  await expect(form.getByText('Nível mínimo é 1')).toBeVisible();

  // A name already taken: the server's message lands on the field, what was typed stays.
  await form.getByLabel('Nome').fill('gestor');
  await form.getByLabel('Descrição').fill('Coordena o pedagógico das escolas');
  await form.getByLabel('Nível (1 a 10)').fill('6');
  await form.getByRole('button', { name: 'Criar' }).click();
  await expect(form.getByText('Já existe um papel com este nome.')).toBeVisible();
  await expect(form.getByLabel('Descrição')).toHaveValue('Coordena o pedagógico das escolas');

  await form.getByLabel('Nome').fill(nome);
  await form.getByRole('button', { name: 'Criar' }).click();
  await expect(page.getByText('Papel criado com sucesso')).toBeVisible();
  await expect(papeis(page).getByRole('listitem')).toHaveCount(antes + 1);
  await expect(papel(page, nome)).toHaveAttribute('aria-pressed', 'true');
  await expect(papel(page, nome)).toContainText('Nível 6');
  await expect(page.getByText(/^0 de \d+ permissões concedidas$/)).toBeVisible();

  await page.getByRole('button', { name: 'Visualizar Notas' }).click();
  await expect(page.getByText(/^1 de \d+ permissões concedidas$/)).toBeVisible();

  // Edit: the version travels with the form.
  await page.getByRole('button', { name: `Editar papel ${nome}` }).click();
  const editar = page.getByRole('form', { name: `Editar Papel: ${nome}` });
  await expect(editar.getByLabel('Nível (1 a 10)')).toHaveValue('6');
  await editar.getByLabel('Status').selectOption('inativo');
  await editar.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page.getByText('Papel atualizado com sucesso')).toBeVisible();
  await expect(papel(page, nome)).toContainText('Inativo');

  // Predefined roles: never deleted, no confirmation asked.
  await page.getByRole('button', { name: 'Excluir papel gestor' }).click();
  await expect(page.getByText('Não é possível deletar papéis predefinidos do sistema')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.getByRole('button', { name: `Excluir papel ${nome}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar Exclusão' });
  await expect(confirm).toContainText(`Tem certeza que deseja excluir o papel ${nome}? Esta ação não pode ser desfeita.`);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(papeis(page).getByRole('listitem')).toHaveCount(antes + 1);

  await page.getByRole('button', { name: `Excluir papel ${nome}` }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Papel excluído com sucesso')).toBeVisible();
  await expect(papeis(page).getByRole('listitem')).toHaveCount(antes);
  await expect(papel(page, nome)).toHaveCount(0);
});

test('um papel atribuído a um usuário não é excluído', async ({ page }) => {
  const nome = `Secretaria Adjunta ${STAMP}`;
  const email = `adjunta.${STAMP}@demo.escola.br`;
  await entrar(page, 'administrador');
  const criado = await page.request.post('/api/papeis', { data: { nome, nivel: 7 } });
  expect(criado.status()).toBe(201);
  const empresas = (await (await page.request.get('/api/empresas')).json()).itens as { id: string; nome: string }[];
  const vv = empresas.find((e) => e.nome === 'Prefeitura Municipal de Vale Verde')!;
  expect(
    (
      await page.request.post('/api/usuarios', {
        data: {
          nome: 'Secretária Adjunta',
          email,
          senha: 'Pau-Brasil-Centenario-26',
          tipo_usuario: 'empresa',
          empresa_id: vv.id,
        },
      })
    ).status(),
  ).toBe(201);

  // The users form gives the role to the user (papel_id).
  await page.goto('/usuarios');
  await page.getByRole('searchbox', { name: 'Buscar usuários...' }).fill(email);
  await page.getByRole('button', { name: 'Editar Secretária Adjunta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Usuário' });
  await expect(dialog.getByLabel('Papel')).toHaveValue('');
  await dialog.getByLabel('Papel').selectOption({ label: nome });
  await dialog.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page.getByText('Usuário atualizado com sucesso')).toBeVisible();
  await page.getByRole('button', { name: 'Editar Secretária Adjunta' }).click();
  await expect(dialog.getByLabel('Papel').locator('option:checked')).toHaveText(nome);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await openPermissoes(page);
  await page.getByRole('button', { name: `Excluir papel ${nome}` }).click();
  await page.getByRole('alertdialog', { name: 'Confirmar Exclusão' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Erro ao deletar papel. Tente novamente.')).toBeVisible();
  await expect(page.getByText('Este papel está atribuído a usuários e não pode ser excluído.')).toBeVisible();
  await expect(papel(page, nome)).toBeVisible();
});

test('o administrador não troca o próprio papel pelo formulário de usuários', async ({ page }) => {
  await entrar(page, 'administrador');
  await page.goto('/usuarios');
  await page.getByRole('button', { name: 'Editar Administrador do Sistema' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Usuário' });
  await expect(dialog.getByLabel('Nome Completo')).toHaveValue('Administrador do Sistema');
  await expect(dialog.getByLabel('Papel')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Editar Mariana Duarte Campos' }).click();
  await expect(dialog.getByLabel('Papel')).toHaveValue('');
});

test('quem não é administrador vê "Acesso Negado"', async ({ page }) => {
  await entrar(page, 'empresa');
  await page.goto('/permissoes');
  // The one "sem acesso" page, with the permissions screen's own sentence as its reason.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sem acesso a esta página' })).toBeVisible();
  await expect(
    main.getByText('Acesso Negado: Apenas administradores podem gerenciar permissões.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo Papel' })).toHaveCount(0);
  expect((await page.request.get('/api/papeis')).status()).toBe(403);
});

test('falha ao carregar: "Erro ao Carregar" com a mensagem e "Tentar Novamente"', async ({ page }) => {
  await entrar(page, 'administrador');
  await page.route('**/api/papeis', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Serviço indisponível no momento.' } } }),
  );
  await page.goto('/permissoes');
  const alerta = page.getByRole('alert');
  await expect(alerta).toContainText('Erro ao Carregar');
  await expect(alerta).toContainText('Serviço indisponível no momento.');
  await expect(papeis(page)).toHaveCount(0);
  await page.unroute('**/api/papeis');
  await alerta.getByRole('button', { name: 'Tentar Novamente' }).click();
  await expect(papel(page, 'administrador')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Permissões do papel administrador' })).toBeVisible();
});
