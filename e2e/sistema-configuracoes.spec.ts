import { seriousViolations } from './support/axe';
import { entrar, userMenuTrigger } from './support/session';
import { expect, test } from './support/test';

/** The settings page — save all, cancel, leaving with changes, tabs by role, backup. */

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('"Salvar Todas as Configurações" salva Perfil e Sistema de uma vez e diz o que salvou; "Cancelar" descarta', async ({
  page,
}) => {
  // Two tabs, a save of both, a reload and a cancel: 25–28 s alone on a two-core machine, past 30 s
  // while other work runs.
  test.slow();
  await entrar(page, 'administrador');
  // Perfil's data answers after Sistema's (as on a loaded server): the bar still names the tabs in
  // their order, not in the order their data arrived.
  await page.route('**/api/perfil', async (route) => {
    await new Promise((pronto) => setTimeout(pronto, 1500));
    await route.continue();
  });
  await page.goto('/configuracoes?tab=perfil');
  // Every tab stays mounted (changes survive switching): name the panel, or a locator resolved
  // just before the switch would wait on the hidden panel's field.
  const perfil = page.getByRole('tabpanel', { name: /Perfil/ });
  const sistema = page.getByRole('tabpanel', { name: /Sistema/ });
  await perfil.getByLabel('Telefone').fill('(11) 4002-0000');
  await page.getByRole('tab', { name: /Sistema/ }).click();
  await expect(page).toHaveURL(/\/configuracoes\/sistema$/);
  await sistema.getByLabel('Telefone').fill('(35) 3521-9999');
  await expect(page.getByText('Alterações não salvas em: Perfil, Sistema')).toBeVisible();

  await page.getByRole('button', { name: 'Salvar Todas as Configurações' }).click();
  await expect(page.getByText('Configurações salvas: Perfil, Sistema')).toBeVisible();
  await page.reload();
  await expect(sistema.getByLabel('Telefone')).toHaveValue('(35) 3521-9999');
  await page.getByRole('tab', { name: /Perfil/ }).click();
  await expect(perfil.getByLabel('Telefone')).toHaveValue('(11) 4002-0000');

  await perfil.getByLabel('Nome', { exact: true }).fill('Nome Que Não Fica');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(perfil.getByLabel('Nome', { exact: true })).toHaveValue('Administrador do Sistema');
  await expect(page.getByText('Nenhuma alteração pendente.')).toBeVisible();
});

test('sair com alterações não salvas pergunta antes; "Sair sem salvar" sai', async ({ page }) => {
  await entrar(page, 'gestor');
  await page.goto('/configuracoes/perfil');
  await page.getByLabel('Nome', { exact: true }).fill('Ana Paula F.');
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Dashboard' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
  await expect(dialog).toContainText('Há alterações não salvas em: Perfil.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/configuracoes\/perfil$/);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Ana Paula F.');

  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('alertdialog', { name: 'Sair sem salvar?' }).getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('uma recarga dos dados que falha em segundo plano não apaga o que foi digitado', async ({ page }) => {
  await entrar(page, 'gestor');
  await page.goto('/configuracoes/perfil');
  await page.getByLabel('Telefone').fill('(35) 3521-4444');
  await expect(page.getByText('Alterações não salvas em: Perfil')).toBeVisible();

  // Back to the tab after a while: the app reloads the profile, and this time the server refuses.
  await page.route('**/api/perfil', (route) => route.fulfill({ status: 429, json: { message: 'Muitas requisições.' } }));
  const recarga = page.waitForResponse('**/api/perfil');
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await recarga;

  await expect(page.getByLabel('Telefone')).toHaveValue('(35) 3521-4444');
  await expect(page.getByText('Alterações não salvas em: Perfil')).toBeVisible();
});

test('o professor vê só Perfil e Notificações; um link direto para Backup mostra sem acesso; a foto aparece no menu', async ({
  page,
}) => {
  await entrar(page, 'professor');
  await page.goto('/configuracoes');
  await expect(page.getByRole('tab')).toHaveText(['Perfil', 'Notificações']);
  await page.goto('/configuracoes/backup');
  await expect(page.getByRole('heading', { level: 1, name: 'Sem acesso a esta página' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fazer Backup Agora' })).toHaveCount(0);

  await page.goto('/configuracoes/perfil');
  await page.locator('#perfil-foto').setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Foto atualizada')).toBeVisible();
  await expect(userMenuTrigger(page, /Carlos Eduardo Lima/).locator('img')).toHaveAttribute(
    'src',
    /^\/api\/arquivos\/[0-9a-f-]{36}$/,
  );

  await page
    .locator('#perfil-foto')
    .setInputFiles({ name: 'pagina.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await expect(page.getByText('Formato não aceito. Envie uma imagem JPG, PNG ou GIF.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a troca de senha exige a confirmação igual', async ({ page }) => {
  await entrar(page, 'aluno');
  await page.goto('/configuracoes/perfil');
  await page.getByLabel('Senha atual').fill('Escola@Demo2026');
  await page.getByLabel('Nova senha', { exact: true }).fill('Outra-Senha-2026');
  await page.getByLabel('Confirmar nova senha').fill('Outra-Senha-2027');
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar senhas' }).click();
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Alterar Senha' }).click();
  await expect(page.getByText('As senhas não conferem')).toBeVisible();
  // The server's message, under the field it is about.
  await page.getByLabel('Confirmar nova senha').fill('Outra-Senha-2026');
  await page.getByLabel('Senha atual').fill('Senha-Errada-2026');
  await page.getByRole('button', { name: 'Alterar Senha' }).click();
  await expect(page.getByText('Senha inválida.')).toBeVisible();
  await expect(page.getByLabel('Senha atual')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByLabel('Senha atual')).toHaveValue('');
});

test('backup: fazer agora, ver como último, restaurar da lista depois de confirmar', async ({ page }) => {
  await entrar(page, 'administrador');
  await page.goto('/configuracoes/backup');
  await page.getByRole('button', { name: 'Fazer Backup Agora' }).click();
  await expect(page.getByText(/Backup criado/)).toBeVisible();
  await expect(page.getByTestId('ultimo-backup')).toHaveText(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);
  const linha = page.getByRole('table', { name: 'Backups guardados' }).getByRole('row').filter({ hasText: 'Manual' }).first();
  await expect(linha.getByRole('link', { name: /Baixar backup/ })).toHaveAttribute(
    'href',
    /^\/api\/backups\/gestao-backup-.*\.tar\.gz$/,
  );
  expect(await seriousViolations(page)).toEqual([]);

  await linha.getByRole('button', { name: /Restaurar backup/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Restaurar Backup' });
  await dialog.getByRole('button', { name: 'Restaurar' }).click();
  const confirmar = page.getByRole('alertdialog', { name: 'Confirmar restauração' });
  await expect(confirmar).toContainText('Todos os dados atuais serão substituídos');
  await confirmar.getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText(/restaurado: \d+ tabelas/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Backups' })).toBeVisible();
});
