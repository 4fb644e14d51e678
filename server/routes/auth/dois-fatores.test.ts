import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditoria, usuarios } from '../../db/schema';
import { sessionCookie, signIn } from '../../../test/app';
import { prepararApi } from '../../../test/api';
import { ajustarSeguranca, codigoTotp, cookiesOf, segredoDe } from '../../../test/seguranca';
import { esperaCampos, esperaErro } from '../../../test/esperas';
import { ultimaAuditoria } from '../../../test/registros';

const api = prepararApi();
const { enviar } = api;

const SENHA = 'Escola@Demo2026';
/** Codes each secret has already spent: the server refuses them a second time. */
const usados = new Map<string, Set<string>>();

/** A valid code this secret has not used yet (the server accepts the steps around now). */
async function codigoNovo(segredo: string): Promise<string> {
  const ja = usados.get(segredo) ?? new Set<string>();
  usados.set(segredo, ja);
  for (const passo of [1, 0, -1]) {
    const codigo = await codigoTotp(segredo, passo);
    if (!ja.has(codigo)) {
      ja.add(codigo);
      return codigo;
    }
  }
  throw new Error('nenhum código novo disponível');
}

/** Enrols the user: enable with the password, confirm with a code. Returns the secret and codes. */
async function inscrever(email: string) {
  const cookie = await api.entrar(email);
  const enable = await enviar('POST', '/api/auth/two-factor/enable', cookie, { password: SENHA });
  expect(enable.statusCode).toBe(200);
  const { totpURI, backupCodes } = enable.json<{ totpURI: string; backupCodes: string[] }>();
  const segredo = segredoDe(totpURI);
  const confirm = await enviar('POST', '/api/auth/two-factor/verify-totp', cookie, { code: await codigoNovo(segredo) });
  expect(confirm.statusCode).toBe(200);
  return { segredo, backupCodes, cookie: sessionCookie(confirm) };
}

/** First step of a sign-in; returns the challenge cookie the second step needs. */
async function primeiraEtapa(email: string) {
  const res = await signIn(api.app, email, SENHA);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  return cookiesOf(res);
}

describe('two-factor enrolment', () => {
  it('enable gives an otpauth URI for the QR code and ten recovery codes; the status says not yet active', async () => {
    const cookie = await api.entrar('empresa2@demo.escola.br');
    const res = await enviar('POST', '/api/auth/two-factor/enable', cookie, { password: SENHA });
    expect(res.statusCode).toBe(200);
    expect(res.json().totpURI).toMatch(/^otpauth:\/\/totp\/Gest%C3%A3o%20Escolar:empresa2%40demo\.escola\.br\?secret=[A-Z2-7]+/);
    expect(res.json().backupCodes).toHaveLength(10);
    expect((await enviar('GET', '/api/seguranca/dois-fatores', cookie)).json()).toEqual({
      ativo: false,
      exigido: false,
      codigos_restantes: null,
    });
    // Without a code confirmed, signing in still needs only the password.
    expect((await signIn(api.app, 'empresa2@demo.escola.br', SENHA)).json().twoFactorRedirect).toBeUndefined();
  });

  it('refuses to start without the right password', async () => {
    const cookie = await api.entrar('gestor@demo.escola.br');
    const res = await enviar('POST', '/api/auth/two-factor/enable', cookie, { password: 'errada' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Senha inválida.');
  });

  it('a wrong code while confirming is a 400 (bad input), and the session goes on', async () => {
    const cookie = await api.entrar('aluno@demo.escola.br');
    const enable = await enviar('POST', '/api/auth/two-factor/enable', cookie, { password: SENHA });
    const validos = await Promise.all([-1, 0, 1].map((p) => codigoTotp(segredoDe(enable.json().totpURI), p)));
    const res = await enviar('POST', '/api/auth/two-factor/verify-totp', cookie, {
      code: ['000000', '111111', '222222', '333333'].find((c) => !validos.includes(c)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_CODE', message: 'Código de verificação inválido.' });
    expect((await enviar('GET', '/api/me', cookie)).statusCode).toBe(200);
  });

  it('a confirmed code activates it, and it is audited', async () => {
    const { cookie, segredo } = await inscrever('admin@demo.escola.br');
    adminCookie = cookie;
    adminSegredo = segredo;
    const status = await enviar('GET', '/api/seguranca/dois-fatores', cookie);
    expect(status.json()).toEqual({ ativo: true, exigido: false, codigos_restantes: 10 });
    const [row] = await api.db.select().from(auditoria).where(eq(auditoria.acao, 'dois_fatores_ativado'));
    expect(row?.usuario_email).toBe('admin@demo.escola.br');
  });

  it('answers 401 on the status without a session', async () => {
    expect((await enviar('GET', '/api/seguranca/dois-fatores')).statusCode).toBe(401);
  });
});

describe('signing in with two-factor', () => {
  let segredo: string;
  let codigos: string[];
  beforeAll(async () => {
    ({ segredo, backupCodes: codigos } = await inscrever('professor@demo.escola.br'));
  });

  let usado: string;
  it('the password alone gives no session; the TOTP code does', async () => {
    const desafio = await primeiraEtapa('professor@demo.escola.br');
    expect((await enviar('GET', '/api/me', desafio)).statusCode).toBe(401);
    usado = await codigoNovo(segredo);
    const res = await enviar('POST', '/api/auth/two-factor/verify-totp', desafio, { code: usado });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeUndefined();
    expect((await enviar('GET', '/api/me', sessionCookie(res))).json().usuario.email).toBe('professor@demo.escola.br');
  });

  it('refuses a code already used, even inside its time window', async () => {
    const desafio = await primeiraEtapa('professor@demo.escola.br');
    const res = await enviar('POST', '/api/auth/two-factor/verify-totp', desafio, { code: usado });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'CODE_ALREADY_USED',
      message: 'Este código já foi usado. Aguarde o próximo código do aplicativo.',
    });
    expect(res.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^gestao\.session_token=[^;]/)]),
    );
  });

  it('refuses a wrong code with a pt-BR message and audits the failure', async () => {
    const desafio = await primeiraEtapa('professor@demo.escola.br');
    const certo = await codigoNovo(segredo);
    const validos = await Promise.all([-1, 0, 1].map((p) => codigoTotp(segredo, p)));
    const errado = ['000000', '111111', '222222', '333333'].find((c) => !validos.includes(c))!;
    const res = await enviar('POST', '/api/auth/two-factor/verify-totp', desafio, { code: errado });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Código de verificação inválido.');
    const row = await ultimaAuditoria(
      api.db,
      and(eq(auditoria.acao, 'login_falhou'), eq(auditoria.usuario_email, 'professor@demo.escola.br')),
    );
    expect(row?.depois).toEqual({ metodo: 'totp' });
    // A wrong code does not use up the challenge: the right one still works.
    expect((await enviar('POST', '/api/auth/two-factor/verify-totp', desafio, { code: certo })).statusCode).toBe(200);
  });

  it('a recovery code signs in once; the same code is refused the next time', async () => {
    const desafio = await primeiraEtapa('professor@demo.escola.br');
    const res = await enviar('POST', '/api/auth/two-factor/verify-backup-code', desafio, { code: codigos[0] });
    expect(res.statusCode).toBe(200);
    expect((await enviar('GET', '/api/me', sessionCookie(res))).statusCode).toBe(200);

    const outra = await primeiraEtapa('professor@demo.escola.br');
    const again = await enviar('POST', '/api/auth/two-factor/verify-backup-code', outra, { code: codigos[0] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Código de recuperação inválido ou já usado.');
    const status = await enviar('GET', '/api/seguranca/dois-fatores', sessionCookie(res));
    expect(status.json().codigos_restantes).toBe(9);
  });

  it('audits the sign-in with the method used', async () => {
    const rows = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'login'), eq(auditoria.usuario_email, 'professor@demo.escola.br')));
    expect(rows.map((r) => (r.depois as { metodo?: string } | null)?.metodo)).toEqual(
      expect.arrayContaining(['totp', 'codigo_recuperacao']),
    );
  });

  it('disabling needs the password, and then the password alone signs in again', async () => {
    const desafio = await primeiraEtapa('professor@demo.escola.br');
    const cookie = sessionCookie(await enviar('POST', '/api/auth/two-factor/verify-backup-code', desafio, { code: codigos[1] }));
    expect((await enviar('POST', '/api/auth/two-factor/disable', cookie, { password: 'errada' })).statusCode).toBe(400);
    expect((await enviar('POST', '/api/auth/two-factor/disable', cookie, { password: SENHA })).statusCode).toBe(200);
    expect((await signIn(api.app, 'professor@demo.escola.br', SENHA)).json().twoFactorRedirect).toBeUndefined();
  });
});

describe("'exigir verificação em duas etapas para administradores e empresas'", () => {
  it('the administrador must have it before requiring it', async () => {
    // Enrolled above; an administrador without it (simulated) is told to enrol first.
    await api.db.update(usuarios).set({ dois_fatores_ativo: false }).where(eq(usuarios.email, 'admin@demo.escola.br'));
    const atual = (await enviar('GET', '/api/configuracoes/seguranca', adminCookie)).json();
    const res = await enviar('PUT', '/api/configuracoes/seguranca', adminCookie, { ...atual, exigirDoisFatores: true });
    esperaCampos(res, {
      exigirDoisFatores: 'Ative a verificação em duas etapas na sua conta antes de exigi-la.',
    });
    await api.db.update(usuarios).set({ dois_fatores_ativo: true }).where(eq(usuarios.email, 'admin@demo.escola.br'));
  });

  it('blocks an empresa user without two-factor from everything but identity, enrolment and sign-out, until enrolled', async () => {
    await ajustarSeguranca(api, adminCookie, { exigirDoisFatores: true });

    const empresa = await api.entrar('empresa@demo.escola.br');
    const escolas = await enviar('GET', '/api/escolas', empresa);
    esperaErro(escolas, 403, {
      code: 'TWO_FACTOR_REQUIRED',
      message: 'A verificação em duas etapas é obrigatória para o seu perfil. Ative-a para continuar.',
    });
    expect((await enviar('GET', '/api/notificacoes', empresa)).statusCode).toBe(403);
    expect((await enviar('GET', '/api/me', empresa)).statusCode).toBe(200);
    expect((await enviar('GET', '/api/seguranca/dois-fatores', empresa)).json()).toMatchObject({
      ativo: false,
      exigido: true,
    });

    // Other roles are not concerned.
    expect((await enviar('GET', '/api/escolas', await api.entrar('gestor@demo.escola.br'))).statusCode).toBe(200);

    const enable = await enviar('POST', '/api/auth/two-factor/enable', empresa, { password: SENHA });
    const confirm = await enviar('POST', '/api/auth/two-factor/verify-totp', empresa, {
      code: await codigoNovo(segredoDe(enable.json().totpURI)),
    });
    expect(confirm.statusCode).toBe(200);
    expect((await enviar('GET', '/api/escolas', sessionCookie(confirm))).statusCode).toBe(200);
    await ajustarSeguranca(api, adminCookie, { exigirDoisFatores: false });
  });

  it('the administrador signs in with a TOTP code after enrolling', async () => {
    const desafio = await primeiraEtapa('admin@demo.escola.br');
    const res = await enviar('POST', '/api/auth/two-factor/verify-totp', desafio, { code: await codigoNovo(adminSegredo) });
    expect(res.statusCode).toBe(200);
    expect((await enviar('GET', '/api/configuracoes/seguranca', sessionCookie(res))).statusCode).toBe(200);
  });
});

let adminCookie = '';
let adminSegredo = '';
