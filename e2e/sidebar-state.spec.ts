import { expect, test } from './support/test';
import { entrarNoPainel, sidebar } from './support/session';

test('recolher e ocultar o menu lateral sobrevivem ao recarregar', async ({ page }) => {
  await entrarNoPainel(page, 'administrador');
  const aside = sidebar(page);
  await expect(aside).toHaveAttribute('data-state', 'expanded');
  expect((await aside.boundingBox())?.width).toBe(256);

  await page.getByRole('button', { name: 'Recolher menu lateral' }).click();
  await expect(aside).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(async () => (await aside.boundingBox())?.width).toBe(64);
  // Collapsed, the school section is not shown.
  await expect(aside.getByRole('navigation', { name: 'Gestão Escolar' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('collapsed'))).toBe('true');

  await page.reload();
  await expect(aside).toHaveAttribute('data-state', 'collapsed');

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Administrador do Sistema/ })
    .click();
  await page.getByRole('menuitem', { name: 'Ocultar Menu' }).click();
  await expect(aside).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('hidden'))).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(aside).toHaveCount(0);

  // From hidden, the toggle brings it back expanded.
  await page.getByRole('button', { name: 'Mostrar menu lateral' }).click();
  await expect(aside).toHaveAttribute('data-state', 'expanded');
  expect(await page.evaluate(() => [localStorage.getItem('hidden'), localStorage.getItem('collapsed')])).toEqual([
    'false',
    'false',
  ]);

  await page.reload();
  await expect(aside).toHaveAttribute('data-state', 'expanded');
});

test('abaixo de 768 px o menu lateral começa recolhido e se recolhe ao navegar', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await entrarNoPainel(page, 'administrador');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');

  await page.getByRole('button', { name: 'Expandir menu lateral' }).click();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await sidebar(page).getByRole('link', { name: 'Relatórios' }).click();
  await expect(page).toHaveURL(/\/relatorios$/);
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
});

test('os atalhos de teclado levam o foco aos seus destinos', async ({ page }) => {
  await entrarNoPainel(page, 'administrador');
  await page.keyboard.press('Tab');
  const skipMain = page.getByRole('link', { name: 'Pular para o conteúdo principal' });
  await expect(skipMain).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page.getByRole('link', { name: 'Pular para a navegação' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeFocused();

  await page.getByRole('link', { name: 'Pular para o menu lateral' }).focus();
  await page.keyboard.press('Enter');
  await expect(sidebar(page)).toBeFocused();
});
