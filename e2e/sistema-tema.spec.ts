import { seriousViolations } from './support/axe';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/** Sistema: the theme is the system's, applied everywhere and remembered. */

const html = (page: import('@playwright/test').Page) => page.locator('html');

test('o administrador muda para o tema escuro: vale em todas as telas, depois de recarregar e para quem não entrou', async ({
  page,
  browser,
}) => {
  // Four accessibility scans in one flow.
  test.setTimeout(120_000);
  await entrar(page, 'administrador');
  await page.goto('/configuracoes/sistema');
  // The administrador's Sistema tab opens on the platform's own, neutral identity.
  await expect(page.getByLabel('Nome da instituição')).toHaveValue('Gestão Escolar');
  await page.getByRole('radio', { name: 'Escuro' }).check();
  await page.getByRole('button', { name: 'Salvar Todas as Configurações' }).click();
  await expect(page.getByText('Configurações salvas: Sistema')).toBeVisible();
  await expect(html(page)).toHaveClass(/\bdark\b/);

  try {
    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    for (const path of ['/dashboard', '/usuarios', '/configuracoes/sistema']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByText(/Carregando/)).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }

    const contexto = await browser.newContext();
    const visitante = await contexto.newPage();
    await visitante.goto('/');
    await expect(visitante.locator('html')).toHaveClass(/\bdark\b/);
    expect(await seriousViolations(visitante)).toEqual([]);
    await contexto.close();

    await page.goto('/configuracoes/sistema');
    await page.getByRole('radio', { name: 'Automático' }).check();
    await page.getByRole('button', { name: 'Salvar Todas as Configurações' }).click();
    await expect(page.getByText('Configurações salvas: Sistema')).toBeVisible();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/\bdark\b/);
  } finally {
    await page.goto('/configuracoes/sistema');
    await page.getByRole('radio', { name: 'Claro' }).check();
    await page.getByRole('button', { name: 'Salvar Todas as Configurações' }).click();
    await expect(page.getByText('Configurações salvas: Sistema')).toBeVisible();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  }
});
