import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, request } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { BASE_URL } from './servidor';

/** A demo account, by its role (e2e/support/accounts.ts). */
export type Papel = keyof typeof ACCOUNTS;

/**
 * Signs in through the login screen and waits for the dashboard shell. Only for what the screen is
 * about (login, sign-out, sessions, two-factor, a password reset, the offline queue's owner) and for
 * accounts a test creates: a demo account's journey starts with `entrar`.
 */
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

/**
 * The demo accounts' sessions, one per role for the whole run (GESTAO_E2E_SESSOES, a folder of the
 * run set by playwright.config.ts): a sign-in costs a password hash on the server and a trip through
 * the login screen, and the suite would pay it in nearly every test.
 */
const arquivoDaSessao = (papel: Papel) => path.join(process.env.GESTAO_E2E_SESSOES!, `${papel}.json`);

/** Signs the role in through the API and keeps its session (Playwright's storage state) for the run. */
async function novaSessao(papel: Papel) {
  const api = await request.newContext({ baseURL: BASE_URL });
  try {
    const res = await api.post('/api/auth/sign-in/email', {
      data: { email: ACCOUNTS[papel], password: DEMO_PASSWORD },
      headers: { origin: BASE_URL },
    });
    expect(res.ok(), `${ACCOUNTS[papel]}: ${res.status()} ${await res.text()}`).toBe(true);
    // Written whole, then renamed: a test in another worker never reads half a file.
    const arquivo = arquivoDaSessao(papel);
    const parcial = `${arquivo}.${process.pid}`;
    await api.storageState({ path: parcial });
    fs.renameSync(parcial, arquivo);
  } finally {
    await api.dispose();
  }
}

const cookiesDaSessao = (papel: Papel) =>
  (JSON.parse(fs.readFileSync(arquivoDaSessao(papel), 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] })
    .cookies;

/**
 * Puts the role's session of the run in the page's browser context, without the login screen, and
 * opens nothing: the test goes to its first page itself (`page.goto`) or reads the API
 * (`page.request`). The session is made on the role's first use; a test that ended it (a backup
 * restore ends every other session) leaves the next one a new session, never a dead one.
 */
export async function entrar(page: Page, papel: Papel) {
  if (fs.existsSync(arquivoDaSessao(papel))) {
    await page.context().addCookies(cookiesDaSessao(papel));
    if ((await meStatus(page)) === 200) return;
  }
  await novaSessao(papel);
  await page.context().addCookies(cookiesDaSessao(papel));
}

/** `entrar`, then the dashboard, waited for as a sign-in through the login screen waits for it. */
export async function entrarNoPainel(page: Page, papel: Papel) {
  await entrar(page, papel);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** A page of a new browser context with the role's session (a second user beside the test's own page). */
export async function comoUsuario(browser: Browser, papel: Papel) {
  const page = await (await browser.newContext()).newPage();
  await entrar(page, papel);
  return page;
}
