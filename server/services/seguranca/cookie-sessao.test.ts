import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { sessoes, usuarios } from '../../db/schema';
import { leitorDeSessao } from './cookie-sessao';

const assinar = (token: string, segredo: string) =>
  encodeURIComponent(`${token}.${createHmac('sha256', segredo).update(token).digest('base64')}`);

describe('leitorDeSessao', () => {
  const ler = leitorDeSessao('gestao.session_token', 'segredo-de-teste');

  it('reads the token of a cookie signed with the secret, among other cookies', () => {
    expect(ler(`tema=escuro; gestao.session_token=${assinar('abc123', 'segredo-de-teste')}; outro=1`)).toBe('abc123');
  });

  it('refuses a missing cookie, another name, another secret, a changed token or a malformed signature', () => {
    expect(ler(undefined)).toBeNull();
    expect(ler('tema=escuro')).toBeNull();
    expect(ler(`outro.session_token=${assinar('abc123', 'segredo-de-teste')}`)).toBeNull();
    expect(ler(`gestao.session_token=${assinar('abc123', 'outro-segredo')}`)).toBeNull();
    const assinado = decodeURIComponent(assinar('abc123', 'segredo-de-teste'));
    expect(ler(`gestao.session_token=${encodeURIComponent(assinado.replace('abc123', 'abc124'))}`)).toBeNull();
    expect(ler('gestao.session_token=abc123.curta')).toBeNull();
    expect(ler('gestao.session_token=%E0%A4%A')).toBeNull();
  });
});

describe('the session check of every API request', () => {
  const api = prepararApi();
  const me = (cookie: string) => api.enviar('GET', '/api/me', cookie);

  it('accepts the cookie better-auth signs at sign-in, and only while its session row lives', async () => {
    const cookie = await api.entrar('professor@demo.escola.br');
    expect((await me(cookie)).json().usuario).toMatchObject({ email: 'professor@demo.escola.br' });
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const [linha] = await api.db.select().from(sessoes).where(eq(sessoes.token, token));
    expect(linha).toBeDefined();

    // Expired: refused although the cookie is intact.
    await api.db
      .update(sessoes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessoes.token, token));
    expect((await me(cookie)).statusCode).toBe(401);
    await api.db
      .update(sessoes)
      .set({ expiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(sessoes.token, token));
    expect((await me(cookie)).statusCode).toBe(200);

    // A forged signature over the real token is refused.
    const forjado = `gestao.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect((await me(forjado)).statusCode).toBe(401);

    // Revoked (row deleted): refused at once.
    await api.db.delete(sessoes).where(eq(sessoes.token, token));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends every session of a user suspended while signed in', async () => {
    const cookie = await api.entrar('aluno@demo.escola.br');
    const [aluno] = await api.db.select().from(usuarios).where(eq(usuarios.email, 'aluno@demo.escola.br'));
    await api.db.update(usuarios).set({ status: 'suspenso' }).where(eq(usuarios.id, aluno!.id));
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await api.db.select().from(sessoes).where(eq(sessoes.userId, aluno!.id))).toEqual([]);
  });
});
