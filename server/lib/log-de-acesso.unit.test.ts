import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { UmaLinhaPorRequisicao } from './log-de-acesso';

describe('access log', () => {
  it('writes one line per request, on completion, with method, URL, status and time', async () => {
    const linhas: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        linhas.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new UmaLinhaPorRequisicao() });
    app.get('/api/ping', async () => ({ ok: true }));
    await app.ready();
    linhas.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/ping?x=1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/nada' })).statusCode).toBe(404);
    await app.close();

    const acessos = linhas.filter((l) => l.msg === 'request completed');
    expect(linhas.filter((l) => l.msg === 'incoming request')).toEqual([]);
    expect(
      acessos.map((l) => [
        (l.req as { method: string }).method,
        (l.req as { url: string }).url,
        (l.res as { statusCode: number }).statusCode,
      ]),
    ).toEqual([
      ['GET', '/api/ping?x=1', 200],
      ['GET', '/api/nada', 404],
    ]);
    expect(acessos.every((l) => typeof l.responseTime === 'number')).toBe(true);
  });
});
