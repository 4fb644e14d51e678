import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors';

/** The error handler's last guards: whatever a route throws leaves in the API's shape, and input is never a 500. */
describe('errorsPlugin', () => {
  const app = async (erro: unknown) => {
    const a = Fastify();
    await a.register(errorsPlugin);
    a.get('/x', () => {
      throw erro;
    });
    return a;
  };

  it('answers a number past its integer column (PostgreSQL 22003, wrapped by drizzle) with 400, not 500', async () => {
    const res = await (await app(Object.assign(new Error('Failed query'), { cause: { code: '22003' } }))).inject('/x');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'Um número informado está fora do intervalo permitido.' },
    });
  });

  it('still answers any other failure with 500 and a message that tells nothing of the cause', async () => {
    const res = await (await app(Object.assign(new Error('Failed query'), { cause: { code: '42P01' } }))).inject('/x');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Erro interno do servidor. Tente novamente.' } });
  });
});
