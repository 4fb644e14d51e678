import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessoes, usuarios } from '../../db/schema';
import { createTestApp, sessionCookie, signIn } from '../../../test/app';
import { prepararApi } from '../../../test/api';
import { ajustarSeguranca } from '../../../test/seguranca';
import { esperaMensagem } from '../../../test/esperas';

const api = prepararApi();
const { enviar } = api;

const me = (cookie?: string) => enviar('GET', '/api/me', cookie);
const post = (url: string, cookie: string) => enviar('POST', url, cookie, {});

describe('sign-in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and keeps the token out of the body', async () => {
    const res = await signIn(api.app, 'gestor@demo.escola.br', 'Escola@Demo2026');
    expect(res.statusCode).toBe(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('gestao.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(res.json().token).toBeUndefined();
  });

  it('answers the same pt-BR message for an unknown e-mail and a wrong password', async () => {
    const wrong = await signIn(api.app, 'gestor@demo.escola.br', 'senha-errada-123');
    const unknown = await signIn(api.app, 'ninguem@demo.escola.br', 'senha-errada-123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'E-mail ou senha inválidos.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('creates a new session at each login', async () => {
    const a = await api.entrar('professor@demo.escola.br');
    const b = await api.entrar('professor@demo.escola.br');
    expect(a).not.toBe(b);
    expect((await me(a)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(200);
  });

  it('refuses a sign-in from another site', async () => {
    const res = await signIn(api.app, 'gestor@demo.escola.br', 'Escola@Demo2026', { origin: 'https://evil.example' });
    esperaMensagem(res, 403, 'Origem da requisição não permitida.');
    // A browser that sends no Origin still says the request crossed sites.
    const semOrigem = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: 'gestor@demo.escola.br', password: 'Escola@Demo2026' },
    });
    esperaMensagem(semOrigem, 403, 'Origem da requisição não permitida.');
    expect(semOrigem.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an inactive or suspended user, and ends their open sessions at once', async () => {
    const cookie = await api.entrar('empresa2@demo.escola.br');
    await api.db.update(usuarios).set({ status: 'suspenso' }).where(eq(usuarios.email, 'empresa2@demo.escola.br'));
    expect((await me(cookie)).statusCode).toBe(401);
    const res = await signIn(api.app, 'empresa2@demo.escola.br', 'Escola@Demo2026');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Usuário inativo ou suspenso. Procure o administrador.');
    await api.db.update(usuarios).set({ status: 'ativo' }).where(eq(usuarios.email, 'empresa2@demo.escola.br'));
    expect((await signIn(api.app, 'empresa2@demo.escola.br', 'Escola@Demo2026')).statusCode).toBe(200);
  });
});

describe('sign-out', () => {
  it('revokes the session on the server: the old cookie is refused afterwards', async () => {
    const cookie = await api.entrar('aluno@demo.escola.br');
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await post('/api/auth/sign-out', cookie)).statusCode).toBe(200);
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHENTICATED');
  });

  it("'all devices' revokes every session of the user and no one else's", async () => {
    const laptop = await api.entrar('professor@demo.escola.br');
    const phone = await api.entrar('professor@demo.escola.br');
    const other = await api.entrar('gestor@demo.escola.br');
    expect((await post('/api/auth/revoke-sessions', laptop)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    const [prof] = await api.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'professor@demo.escola.br'));
    expect(await api.db.select().from(sessoes).where(eq(sessoes.userId, prof!.id))).toHaveLength(0);
  });
});

describe('login rate limit', () => {
  it('refuses sign-in attempts past the limit per minute with a pt-BR message', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const codes: number[] = [];
      // A documentation-range address of its own: other tests' sign-ins don't count against it.
      const ip = '203.0.113.7';
      for (let i = 0; i < 4; i++)
        codes.push((await signIn(limited.app, 'gestor@demo.escola.br', 'errada-' + i, {}, ip)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const blocked = await signIn(limited.app, 'gestor@demo.escola.br', 'Escola@Demo2026', {}, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Muitas tentativas de login. Aguarde um minuto e tente novamente.');
    } finally {
      await limited.close();
    }
  });
});

describe('audit of sessions', () => {
  it('records successful and failed sign-ins and sign-outs with the e-mail and IP', async () => {
    const { auditoria } = await import('../../db/schema');
    const { desc } = await import('drizzle-orm');
    await signIn(api.app, 'gestor@demo.escola.br', 'nao-e-a-senha');
    const cookie = await api.entrar('gestor@demo.escola.br');
    await post('/api/auth/sign-out', cookie);
    const rows = await api.db.select().from(auditoria).orderBy(desc(auditoria.created_at)).limit(3);
    expect(rows.map((r) => r.acao)).toEqual(['logout', 'login', 'login_falhou']);
    expect(rows.every((r) => r.usuario_email === 'gestor@demo.escola.br' && r.ip)).toBe(true);
    expect(rows[0]!.usuario_id).toBeTruthy();
  });
});

describe('only the authentication endpoints the app uses', () => {
  it('refuses update-user: a 100,000-character name or any image never reaches the user', async () => {
    const cookie = await api.entrar('aluno@demo.escola.br');
    const res = await enviar('POST', '/api/auth/update-user', cookie, {
      name: 'x'.repeat(100_000),
      image: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    const [aluno] = await api.db
      .select({ nome: usuarios.nome, imagem: usuarios.imagem })
      .from(usuarios)
      .where(eq(usuarios.email, 'aluno@demo.escola.br'));
    expect(aluno!.nome.length).toBeLessThan(200);
    expect(aluno!.imagem).not.toBe('javascript:alert(1)');
  });

  it('answers 404 to the other better-auth endpoints (e-mail change, account deletion, session lists)', async () => {
    const cookie = await api.entrar('professor@demo.escola.br');
    for (const [method, url] of [
      ['POST', '/api/auth/change-email'],
      ['POST', '/api/auth/delete-user'],
      ['GET', '/api/auth/list-sessions'],
      ['GET', '/api/auth/get-session'],
      ['POST', '/api/auth/two-factor/get-totp-uri'],
      ['GET', '/api/auth/sign-out'],
    ] as const) {
      const payload = method === 'POST' ? { newEmail: 'outro@teste.br', password: 'Escola@Demo2026' } : undefined;
      const res = await enviar(method, url, cookie, payload);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await api.db.select().from(usuarios).where(eq(usuarios.email, 'professor@demo.escola.br'))).toHaveLength(1);
  });
});

describe('session cookie lifetime', () => {
  const maxAge = (res: { headers: Record<string, unknown> }) => {
    const cookie = ([] as string[])
      .concat((res.headers['set-cookie'] as string[] | string | undefined) ?? [])
      .find((c) => c.startsWith('gestao.session_token='))!;
    return { maxAge: Number(/Max-Age=(\d+)/i.exec(cookie)?.[1]), expires: new Date(/Expires=([^;]+)/i.exec(cookie)?.[1] ?? '') };
  };

  it('lives as long as the session: 8 hours by default, not 24', async () => {
    const res = await signIn(api.app, 'gestor@demo.escola.br', 'Escola@Demo2026');
    const { maxAge: segundos, expires } = maxAge(res);
    expect(segundos).toBeGreaterThan(8 * 3600 - 60);
    expect(segundos).toBeLessThanOrEqual(8 * 3600);
    const [sessao] = await api.db
      .select({ expiresAt: sessoes.expiresAt })
      .from(sessoes)
      .where(eq(sessoes.token, decodeURIComponent(sessionCookie(res).split('=')[1]!).split('.')[0]!));
    expect(Math.abs(expires.getTime() - sessao!.expiresAt.getTime())).toBeLessThan(1000);
  });

  it('follows Configurações → Segurança: 2 hours gives a 2-hour cookie', async () => {
    await ajustarSeguranca(api, 'admin', { sessaoHoras: 2 });
    try {
      const { maxAge: segundos } = maxAge(await signIn(api.app, 'gestor@demo.escola.br', 'Escola@Demo2026'));
      expect(segundos).toBeGreaterThan(2 * 3600 - 60);
      expect(segundos).toBeLessThanOrEqual(2 * 3600);
    } finally {
      await ajustarSeguranca(api, 'admin', { sessaoHoras: 8 });
    }
  });
});
