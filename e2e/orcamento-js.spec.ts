import type { Page } from '@playwright/test';
import { entrar } from './support/session';
import { expect, test } from './support/test';

/**
 * Issue 25's goal, measured where it matters: the JavaScript a cold browser receives (compressed bodies
 * as sent, every script the page fetched until the network rests, lazy ones included) for /login signed
 * out and for a gestor's dashboard. scripts/orcamento-js.mjs checks the same budgets at build time.
 */
const KB = 1000;

async function scriptsRecebidos(page: Page, caminho: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const cabecalhos = new Map<string, number>();
  const corpos: number[] = [];
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') cabecalhos.set(e.requestId, e.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const cabecalho = cabecalhos.get(e.requestId);
    if (cabecalho !== undefined) corpos.push(e.encodedDataLength - cabecalho);
  });
  await page.goto(caminho, { waitUntil: 'networkidle' });
  await cdp.detach();
  return { arquivos: corpos.length, bytes: corpos.reduce((a, b) => a + b, 0) };
}

test('um navegador frio recebe no máximo 150 kB de JavaScript em /login e 250 kB no painel da gestora', async ({
  page,
  browser,
}) => {
  const login = await scriptsRecebidos(page, '/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(login.arquivos).toBeGreaterThan(1);
  expect(login.bytes, `/login: ${login.bytes} bytes em ${login.arquivos} arquivos`).toBeLessThanOrEqual(150 * KB);

  const contexto = await browser.newContext();
  const gestora = await contexto.newPage();
  await entrar(gestora, 'gestor');
  const painel = await scriptsRecebidos(gestora, '/dashboard');
  await expect(gestora.getByRole('heading', { name: 'Alunos por escola' })).toBeVisible();
  expect(painel.bytes, `painel: ${painel.bytes} bytes em ${painel.arquivos} arquivos`).toBeLessThanOrEqual(250 * KB);
  await contexto.close();
});
