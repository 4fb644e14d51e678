import { expect, test } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/session';

// The demo network has no user without a role, so the server's /api/me answer is altered in
// flight to one (papel_nome null) — the UI must then show nothing but the way out.
test('usuário sem perfil de acesso vê o aviso e apenas o botão Sair', async ({ page }) => {
  await signIn(page, ACCOUNTS.aluno);
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { usuario: Record<string, unknown>; permissoes: string[] };
    await route.fulfill({
      response,
      json: { ...body, usuario: { ...body.usuario, papel_nome: null, papel_nivel: null }, permissoes: [] },
    });
  });
  await page.reload();

  await expect(page.getByRole('alert')).toContainText('Seu usuário não possui um perfil de acesso. Procure o administrador.');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Notificações/ })).toHaveCount(0);

  await page.unroute('**/api/me');
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});
