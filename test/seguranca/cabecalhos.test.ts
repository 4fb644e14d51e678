import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../app';

/**
 * Security headers and the delivery of the built interface, on a small stand-in for dist/
 * (an index.html and one hashed script with its compressed twins, as the build writes them).
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gestao-dist-'));
const SCRIPT = `console.log(${JSON.stringify('gestão '.repeat(400))});`;
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><script src="/tema-inicial.js"></script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(dist, 'tema-inicial.js'), '/* tema */');
fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.br'), zlib.brotliCompressSync(SCRIPT));
fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.gz'), zlib.gzipSync(SCRIPT));
// DIST_DIR is read when server/app.ts loads, hence the dynamic import below.
process.env.GESTAO_DIST_DIR = dist;

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  const { createTestApp } = await import('../app');
  t = await createTestApp();
  https = await createTestApp({ BASE_URL: 'https://escola.exemplo.gov.br' });
});
afterAll(async () => {
  await Promise.all([t.close(), https.close()]);
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, app = t) => app.app.inject({ url, headers });

/** The CSP as a map of directive → sources. */
function diretivas(csp: unknown): Record<string, string> {
  return Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([nome, ...fontes]) => [nome!, fontes.join(' ')]),
  );
}

describe('headers of the interface', () => {
  it.each(['/', '/dashboard', '/escola/1/alunos'])(
    '%s: a strict CSP, no inline code, and revalidated on every load',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(diretivas(res.headers['content-security-policy'])).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'frame-ancestors': "'none'",
      });
      expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(res.headers).toMatchObject({
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['strict-transport-security'], 'no HSTS over plain http').toBeUndefined();
    },
  );

  it('sends HSTS when the BASE_URL is https', async () => {
    expect((await get('/', {}, https)).headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await get('/api/health', {}, https)).headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('API answers run nothing if opened as a page, and are never cached', async () => {
    const res = await get('/api/health');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the API documentation keeps a CSP of its own', async () => {
    const res = await get('/api/docs/static/index.html');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['content-security-policy']).not.toContain('sandbox');
  });
});

describe('delivery of the built files', () => {
  it('a hashed script is cached for a year and sent brotli or gzip compressed as the browser accepts', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const cru = await get('/assets/index-AbC123.js');
    expect(cru.headers['content-encoding']).toBeUndefined();
    expect(cru.body).toBe(SCRIPT);
  });

  it('files without a hash in the name (the theme script) are revalidated', async () => {
    expect((await get('/tema-inicial.js')).headers['cache-control']).toBe('no-cache');
  });

  it('an unknown asset is a 404, not the page', async () => {
    const res = await get('/assets/index-Antigo.js');
    expect(res.statusCode).toBe(404);
  });
});
