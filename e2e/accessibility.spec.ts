import { entrarNoPainel } from './support/session';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

test('login sem violações graves de acessibilidade', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page).toHaveTitle('Entrar · Gestão Escolar');
  expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
});

test('apresentação sem violações graves de acessibilidade', async ({ page }) => {
  await page.goto('/apresentacao');
  await expect(page.getByRole('link', { name: 'Falar com Especialista' })).toHaveAttribute('href', /^mailto:/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('dashboard, menu de notificações e menu do usuário sem violações graves', async ({ page }) => {
  await entrarNoPainel(page, 'gestor');
  await expect(page.getByRole('list', { name: 'Escolas', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Gestão Escolar');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notificações/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Notificações' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Ana Paula Ferreira/ })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
