import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/** Signs in through the login screen and waits for the dashboard shell. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** GET /api/me with the page's cookies. */
export async function meStatus(page: Page): Promise<number> {
  const response = await page.request.get('/api/me');
  return response.status();
}

export function sidebar(page: Page) {
  return page.getByRole('complementary', { name: 'Menu lateral' });
}

export function userMenuTrigger(page: Page, name: string | RegExp) {
  return page.getByRole('banner').getByRole('button', { name });
}

/** A page of a new browser context signed in as `email` (a second user beside the test's own page). */
export async function comoUsuario(browser: Browser, email: string, password = DEMO_PASSWORD) {
  const contexto = await browser.newContext();
  const page = await contexto.newPage();
  await signIn(page, email, password);
  return page;
}
