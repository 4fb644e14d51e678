import { expect, test } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { entrar, meStatus, signIn } from './support/session';
import { BASE_URL } from './support/servidor';

test('login com senha errada mostra a mensagem do servidor e mantém o e-mail', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão Escolar' })).toBeVisible();
  await expect(page.getByText('Faça login para acessar o sistema')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Senha')).toHaveAttribute('type', 'password');

  await page.getByLabel('E-mail').fill(ACCOUNTS.gestor);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos.');
  await expect(page.getByLabel('E-mail')).toHaveValue(ACCOUNTS.gestor);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
});

test('login sem resposta do servidor mostra "Erro ao fazer login"', async ({ page }) => {
  await page.goto('/');
  await page.route('**/api/auth/sign-in/email', (route) => route.abort('connectionrefused'));
  await page.getByLabel('E-mail').fill(ACCOUNTS.gestor);
  await page.getByLabel('Senha').fill('qualquer');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Erro ao fazer login');
});

test('enquanto entra, o botão mostra "Entrando..." e fica desabilitado', async ({ page }) => {
  await page.goto('/');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/sign-in/email', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('E-mail').fill(ACCOUNTS.aluno);
  await page.getByLabel('Senha').fill('Escola@Demo2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('um caminho desconhecido leva ao dashboard', async ({ page }) => {
  await entrar(page, 'professor');
  await page.goto('/caminho/que/nao/existe');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('as rotas de configurações escolhem a aba pelo caminho e por ?tab=', async ({ page }) => {
  // The administrador opens every tab; a tab outside one's role shows "sem acesso" (e2e/sem-acesso.spec.ts).
  await entrar(page, 'administrador');
  await page.goto('/configuracoes/seguranca');
  await expect(page.getByRole('tab', { name: 'Segurança' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/configuracoes?tab=backup');
  await expect(page.getByRole('tab', { name: 'Backup' })).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Administrador do Sistema/ })
    .click();
  await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
  await expect(page).toHaveURL(/\/configuracoes\?tab=perfil$/);
  await expect(page.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
});

test('Sair volta ao login e a sessão deixa de valer no servidor', async ({ page }) => {
  await signIn(page, ACCOUNTS.aluno);
  expect(await meStatus(page)).toBe(200);
  await page.getByRole('complementary', { name: 'Menu lateral' }).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await meStatus(page)).toBe(401);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token|session|auth/i.test(k)))).toEqual([]);
});

/**
 * It ends every session of the user, so it is a user of its own: the demo professor's session of the
 * run (`entrar`) stays valid for the other tests. Removed at the end: the users screen's spec lists Vale
 * Verde's users exactly.
 */
test('Sair de todos os dispositivos encerra também as outras sessões do usuário', async ({ page: empresa, browser }) => {
  const stamp = Date.now().toString(36);
  const PROFESSORA = { nome: `Irene Sales ${stamp}`, email: `irene.${stamp}@demo.escola.br`, senha: 'Jatobá-da-Mata-2026' };
  await entrar(empresa, 'empresa');
  const criada = await empresa.request.post('/api/usuarios', {
    data: { nome: PROFESSORA.nome, email: PROFESSORA.email, senha: PROFESSORA.senha, tipo_usuario: 'professor' },
  });
  expect(criada.status(), await criada.text()).toBe(201);
  try {
    const outro = await browser.newContext();
    const outraPagina = await outro.newPage();
    await signIn(outraPagina, PROFESSORA.email, PROFESSORA.senha);

    const contexto = await browser.newContext();
    const page = await contexto.newPage();
    await signIn(page, PROFESSORA.email, PROFESSORA.senha);
    await page.getByRole('banner').getByRole('button', { name: PROFESSORA.nome }).click();
    await page.getByRole('menuitem', { name: 'Sair de todos os dispositivos' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    expect(await meStatus(page)).toBe(401);
    expect(await meStatus(outraPagina)).toBe(401);
    await outro.close();
    await contexto.close();
  } finally {
    const { id } = (await criada.json()) as { id: string };
    expect((await empresa.request.delete(`/api/usuarios/${id}`, { headers: { origin: BASE_URL } })).ok()).toBe(true);
  }
});
