import type { Page } from '@playwright/test';
import { comoUsuario, entrar } from './support/session';
import { expect, test } from './support/test';

/** Issue 25's slips: each person's own theme, and pages that break no rule of the CSP. */

const html = (page: Page) => page.locator('html');

test('o professor escolhe o próprio tema: vale para ele, depois de recarregar, e não para a gestora', async ({
  page,
  browser,
}) => {
  await entrar(page, 'professor');
  await page.goto('/configuracoes/perfil');
  const tema = page.getByRole('group', { name: 'Tema' });
  await expect(tema.getByRole('radio', { name: 'Padrão da rede (Claro)' })).toBeChecked();
  try {
    await tema.getByRole('radio', { name: 'Escuro' }).check();
    await expect(page.getByText('Tema salvo')).toBeVisible();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('group', { name: 'Tema' }).getByRole('radio', { name: 'Escuro' })).toBeChecked();

    // Stored for him alone: a colleague of the same network still sees the network's.
    const gestora = await comoUsuario(browser, 'gestor');
    await gestora.goto('/dashboard');
    await expect(gestora.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(html(gestora)).not.toHaveClass(/\bdark\b/);
    await gestora.context().close();
  } finally {
    await page.goto('/configuracoes/perfil');
    await page.getByRole('group', { name: 'Tema' }).getByRole('radio', { name: 'Padrão da rede (Claro)' }).check();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  }
});

test('nenhuma página relata violação da CSP (o zod valida sem eval)', async ({ page }) => {
  const violacoes: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violacoes.push(m.text());
  });
  await page.exposeFunction('relatarViolacaoCsp', (texto: string) => violacoes.push(texto));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { relatarViolacaoCsp: (t: string) => void }).relatarViolacaoCsp(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });

  // Signed out, then pages of a gestor with forms and filters (schemas built as their modules load).
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await entrar(page, 'gestor');
  for (const caminho of ['/dashboard', '/componentes', '/configuracoes/perfil']) {
    await page.goto(caminho);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByText(/Carregando/)).toHaveCount(0);
  }
  expect(violacoes).toEqual([]);
});
