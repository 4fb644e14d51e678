import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditoria, bloqueiosLogin } from '../../db/schema';
import { signIn } from '../../../test/app';
import { prepararApi } from '../../../test/api';
import { ajustarSeguranca } from '../../../test/seguranca';
import { LIMITE_POR_CONTA } from '../../services/seguranca/bloqueio';

const api = prepararApi();

const LOCKED = /^Conta bloqueada por excesso de tentativas\. Tente novamente às (\d\d):(\d\d)\.$/;

/** The time 15 minutes from now in the institution's time zone, as the message shows it. */
function daquiA15Minutos(): string[] {
  const fmt = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });
  // The lock is set a moment after "now": either minute can be the one shown.
  return [0, 1].map((m) => fmt.format(new Date(Date.now() + (15 + m) * 60_000)));
}

describe('lock after failed sign-ins (default: 3 attempts, 15 minutes)', () => {
  it('locks the account at the third failure and says until when', async () => {
    const codes = [];
    for (let i = 0; i < 2; i++) codes.push((await signIn(api.app, 'professor@demo.escola.br', `errada-${i}`)).statusCode);
    expect(codes).toEqual([401, 401]);
    const third = await signIn(api.app, 'professor@demo.escola.br', 'errada-2');
    expect(third.statusCode).toBe(401);
    expect(third.json().code).toBe('ACCOUNT_LOCKED');
    expect(third.json().message).toMatch(LOCKED);
    expect(daquiA15Minutos()).toContain(third.json().message.match(LOCKED)!.slice(1).join(':'));
  });

  it('gives the same answer during the lock whether the password is right or wrong', async () => {
    const right = await signIn(api.app, 'professor@demo.escola.br', 'Escola@Demo2026');
    const wrong = await signIn(api.app, 'professor@demo.escola.br', 'outra-errada');
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(wrong.json());
    expect(right.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^gestao\.session_token=[^;]/)]),
    );
  });

  it('lets the user in again once the 15 minutes are over', async () => {
    await api.db
      .update(bloqueiosLogin)
      .set({ bloqueado_ate: sql`now() - interval '1 second'` })
      .where(eq(bloqueiosLogin.email, 'professor@demo.escola.br'));
    expect((await signIn(api.app, 'professor@demo.escola.br', 'Escola@Demo2026')).statusCode).toBe(200);
  });

  it('treats an unknown e-mail exactly like a known one, so it reveals nothing', async () => {
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      const a = await signIn(api.app, 'aluno@demo.escola.br', `x-${i}`);
      const b = await signIn(api.app, 'ninguem.aqui@demo.escola.br', `x-${i}`);
      known.push([a.statusCode, a.json().code]);
      unknown.push([b.statusCode, b.json().code]);
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toEqual([401, 'ACCOUNT_LOCKED']);
  });

  it('a successful sign-in resets the count', async () => {
    await signIn(api.app, 'gestor@demo.escola.br', 'errada-1');
    await signIn(api.app, 'gestor@demo.escola.br', 'errada-2');
    expect((await signIn(api.app, 'gestor@demo.escola.br', 'Escola@Demo2026')).statusCode).toBe(200);
    expect((await signIn(api.app, 'gestor@demo.escola.br', 'errada-3')).statusCode).toBe(401);
    expect((await signIn(api.app, 'gestor@demo.escola.br', 'errada-4')).statusCode).toBe(401);
    expect((await signIn(api.app, 'gestor@demo.escola.br', 'Escola@Demo2026')).statusCode).toBe(200);
  });

  it('follows the setting: with 5 attempts, four failures do not lock', async () => {
    await ajustarSeguranca(api, 'admin', { tentativasLogin: 5 });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await signIn(api.app, 'empresa@demo.escola.br', `e-${i}`)).json().code);
    expect(codes).toEqual([
      'INVALID_EMAIL_OR_PASSWORD',
      'INVALID_EMAIL_OR_PASSWORD',
      'INVALID_EMAIL_OR_PASSWORD',
      'INVALID_EMAIL_OR_PASSWORD',
      'ACCOUNT_LOCKED',
    ]);
  });

  it('records the lock in the audit log', async () => {
    const rows = await api.db.select().from(auditoria).where(eq(auditoria.acao, 'conta_bloqueada'));
    expect(rows.map((r) => r.usuario_email)).toEqual(
      expect.arrayContaining(['professor@demo.escola.br', 'ninguem.aqui@demo.escola.br', 'empresa@demo.escola.br']),
    );
  });

  it('forgets addresses that failed once more than a day ago', async () => {
    await api.db
      .insert(bloqueiosLogin)
      .values({ email: 'velho@teste.br', falhas: 1, updated_at: sql`now() - interval '2 days'` });
    await signIn(api.app, 'outro.qualquer@teste.br', 'x');
    expect(await api.db.select().from(bloqueiosLogin).where(eq(bloqueiosLogin.email, 'velho@teste.br'))).toHaveLength(0);
  });
});

describe('the lock is per client, with a slower throttle per account', () => {
  it('a client that fails three times locks only itself out: the administrador still signs in from elsewhere', async () => {
    await ajustarSeguranca(api, await api.entrar('admin@demo.escola.br'), { tentativasLogin: 3 });
    const atacante = '198.51.100.10';
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await signIn(api.app, 'admin@demo.escola.br', `errada-${i}`, {}, atacante)).json().code);
    expect(codes).toEqual(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_EMAIL_OR_PASSWORD', 'ACCOUNT_LOCKED']);
    expect((await signIn(api.app, 'admin@demo.escola.br', 'Escola@Demo2026', {}, atacante)).json().code).toBe('ACCOUNT_LOCKED');
    expect((await signIn(api.app, 'admin@demo.escola.br', 'Escola@Demo2026', {}, '198.51.100.11')).statusCode).toBe(200);
    // The administrador's own success does not lift the attacker's lock.
    expect((await signIn(api.app, 'admin@demo.escola.br', 'Escola@Demo2026', {}, atacante)).json().code).toBe('ACCOUNT_LOCKED');
  });

  it(`${LIMITE_POR_CONTA} failures spread over many clients refuse every client that failed, not a clean one`, async () => {
    const codes = [];
    for (let i = 0; i < LIMITE_POR_CONTA; i++)
      codes.push((await signIn(api.app, 'coordenador.lock@teste.br', `x-${i}`, {}, `198.51.100.${100 + i}`)).json().code);
    expect(codes.slice(0, -1).every((c) => c === 'INVALID_EMAIL_OR_PASSWORD')).toBe(true);
    expect(codes.at(-1)).toBe('ACCOUNT_LOCKED');
    // A client that failed once, below its own limit of three, is refused with the same message.
    const falhou = await signIn(api.app, 'coordenador.lock@teste.br', 'x', {}, '198.51.100.100');
    expect(falhou.json().code).toBe('ACCOUNT_LOCKED');
    expect(falhou.json().message).toMatch(LOCKED);
    // A clean client is answered as usual until it fails; this failure refuses it too.
    expect((await signIn(api.app, 'coordenador.lock@teste.br', 'y', {}, '192.0.2.200')).json().code).toBe('ACCOUNT_LOCKED');
    expect((await signIn(api.app, 'coordenador.lock@teste.br', 'z', {}, '192.0.2.200')).json().code).toBe('ACCOUNT_LOCKED');
  });

  it('during the throttle, a client whose last failure is a window old is clean again: the owner who mistyped gets in', async () => {
    const email = 'aluno@demo.escola.br';
    await api.db.delete(bloqueiosLogin).where(eq(bloqueiosLogin.email, email));
    await api.db.insert(bloqueiosLogin).values([
      { email, cliente: '*', falhas: 5, bloqueado_ate: sql`now() + interval '10 minutes'` },
      { email, cliente: '198.51.100.150', falhas: 1, updated_at: sql`now() - interval '16 minutes'` },
      { email, cliente: '198.51.100.151', falhas: 1, updated_at: sql`now() - interval '1 minute'` },
    ]);
    expect((await signIn(api.app, email, 'Escola@Demo2026', {}, '198.51.100.151')).json().code).toBe('ACCOUNT_LOCKED');
    expect((await signIn(api.app, email, 'Escola@Demo2026', {}, '198.51.100.150')).statusCode).toBe(200);
  });
});
