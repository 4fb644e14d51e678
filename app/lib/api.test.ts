import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api';

/** What the server receives: the Idempotency-Key of each request the client sent. */
let chaves: (string | undefined)[];
let pendentes: (() => void)[];
/** The server answers every request still open. */
const responder = () => pendentes.splice(0).forEach((r) => r());

beforeEach(() => {
  chaves = [];
  pendentes = [];
  vi.useFakeTimers();
  vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
    chaves.push((init.headers as Record<string, string>)['idempotency-key']);
    return new Promise<Response>((resolve) => {
      pendentes.push(() => resolve(new Response('{"id":"1"}', { status: 201 })));
    });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Sends a POST and lets the server answer it. */
async function enviar(path: string, body: unknown) {
  const pedido = apiFetch(path, { method: 'POST', body });
  responder();
  await pedido;
}

describe('Idempotency-Key: one per form submission', () => {
  it('a double click (the same POST while the first is on its way) carries the same key', async () => {
    const a = apiFetch('/api/alunos', { method: 'POST', body: { nome: 'Ana' } });
    const b = apiFetch('/api/alunos', { method: 'POST', body: { nome: 'Ana' } });
    responder();
    await Promise.all([a, b]);
    expect(chaves).toHaveLength(2);
    expect(chaves[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(chaves[1]).toBe(chaves[0]);
  });

  it('a click just after the answer is the same submission; a few seconds later, the same data is a new one', async () => {
    await enviar('/api/escolas', { nome: 'Escola Um' });
    vi.advanceTimersByTime(1_000);
    await enviar('/api/escolas', { nome: 'Escola Um' });
    vi.advanceTimersByTime(4_000);
    await enviar('/api/escolas', { nome: 'Escola Um' });
    expect(chaves[1]).toBe(chaves[0]);
    expect(chaves[2]).not.toBe(chaves[0]);
  });

  it('a retry after the request got no answer (the server may have done it) keeps the key', async () => {
    vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
      chaves.push((init.headers as Record<string, string>)['idempotency-key']);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await expect(apiFetch('/api/alunos', { method: 'POST', body: { nome: 'Ana' } })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    vi.advanceTimersByTime(30_000);
    await expect(apiFetch('/api/alunos', { method: 'POST', body: { nome: 'Ana' } })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    expect(chaves[1]).toBe(chaves[0]);
  });

  it('other data or another path is another submission', async () => {
    await enviar('/api/escolas', { nome: 'Escola Um' });
    await enviar('/api/escolas', { nome: 'Escola Dois' });
    await enviar('/api/empresas', { nome: 'Escola Um' });
    expect(new Set(chaves).size).toBe(3);
  });

  it('the same data sent again after another write in between is a new submission', async () => {
    await enviar('/api/bncc/importacao', { simular: true, linhas: ['EF01LP01'] });
    await enviar('/api/bncc/importacao', { simular: false, linhas: ['EF01LP01'] });
    await enviar('/api/bncc/importacao', { simular: true, linhas: ['EF01LP01'] });
    expect(new Set(chaves).size).toBe(3);
  });

  it('reads, sign-in and uploads carry no key', async () => {
    const get = apiFetch('/api/alunos');
    responder();
    await get;
    await enviar('/api/auth/sign-in/email', { email: 'a@b.c', password: 'x' });
    await enviar('/api/perfil/foto', new FormData());
    expect(chaves).toEqual([undefined, undefined, undefined]);
  });
});
