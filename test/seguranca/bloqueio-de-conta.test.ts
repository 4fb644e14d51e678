import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, caixaSaida, notificacoes, usuarios } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { LIMITE_POR_CONTA } from '../../server/services/seguranca/bloqueio';
import { prepararApi } from '../api';
import { ORIGIN, type TestApp, createTestApp, sessionCookie, signIn } from '../app';

/**
 * Nobody can lock an account out by failing its password from many addresses: the account-wide
 * count refuses only the clients that failed, a client with no recent failure still signs in
 * with the right password, the owner is told, and the e-mailed reset always works. Behind a
 * reverse proxy (TRUST_PROXY) each client is counted by its own address.
 */
const api = prepararApi();

const ADMIN = 'admin@demo.escola.br';
const LOCKED = /^Conta bloqueada por excesso de tentativas\. Tente novamente às \d\d:\d\d\.$/;
const TITULO_AVISO = 'Muitas tentativas de entrada com senha errada na sua conta';
/** Seven attackers' addresses; the wrong passwords go round-robin: 3 each on six, 2 on the last. */
const ATACANTES = Array.from({ length: 7 }, (_, i) => `198.51.100.${i + 1}`);

async function espalharFalhas(app: TestApp['app'], email: string, enderecos = ATACANTES) {
  const codes: string[] = [];
  for (let i = 0; i < LIMITE_POR_CONTA; i++)
    codes.push((await signIn(app, email, `errada-${i}`, {}, enderecos[i % enderecos.length])).json().code);
  return codes;
}

const pedirRedefinicao = (app: TestApp['app'], email: string, remoteAddress?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: ORIGIN, ...headers },
    payload: { email },
    remoteAddress,
  });

describe(`${LIMITE_POR_CONTA} wrong passwords over ${ATACANTES.length} addresses (the finding)`, () => {
  it('the right password from a client with no recent failure still signs in', async () => {
    const codes = await espalharFalhas(api.app, ADMIN);
    expect(codes.at(-1)).toBe('ACCOUNT_LOCKED');
    const limpo = await signIn(api.app, ADMIN, DEMO_PASSWORD, {}, '192.0.2.10');
    expect(limpo.statusCode).toBe(200);
    expect(sessionCookie(limpo)).toMatch(/^gestao\.session_token=./);
  });

  it('every client that failed is refused until the window ends, also one below its own limit', async () => {
    // The seventh address failed twice: its own count (3) did not lock it, the account-wide one does.
    for (const ip of [ATACANTES[0]!, ATACANTES[6]!]) {
      const res = await signIn(api.app, ADMIN, DEMO_PASSWORD, {}, ip);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('ACCOUNT_LOCKED');
      expect(res.json().message).toMatch(LOCKED);
    }
  });

  it('a new client gets one attempt: once it fails, it is refused as well, right password or not', async () => {
    const novo = '192.0.2.11';
    expect((await signIn(api.app, ADMIN, 'mais-uma-errada', {}, novo)).json().code).toBe('ACCOUNT_LOCKED');
    expect((await signIn(api.app, ADMIN, DEMO_PASSWORD, {}, novo)).json().code).toBe('ACCOUNT_LOCKED');
    // The clean client that signed in is still welcome.
    expect((await signIn(api.app, ADMIN, DEMO_PASSWORD, {}, '192.0.2.10')).statusCode).toBe(200);
  });

  it('the owner is told once, in the app and by e-mail, with when and how many, never the passwords', async () => {
    const [admin] = await api.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, ADMIN));
    const avisos = await api.db.select().from(notificacoes).where(eq(notificacoes.titulo, TITULO_AVISO));
    expect(avisos.map((a) => a.usuario_id)).toEqual([admin!.id]);
    expect(avisos[0]!.mensagem).toContain(`${LIMITE_POR_CONTA} tentativas de entrada com senha errada`);
    expect(avisos[0]!.mensagem).toMatch(/a última em \d\d\/\d\d\/\d{4} às \d\d:\d\d/);
    expect(avisos[0]!.mensagem).not.toContain('errada-');

    const emails = await api.db.select().from(caixaSaida).where(eq(caixaSaida.assunto, TITULO_AVISO));
    expect(emails.map((e) => [e.para, e.usuario_id])).toEqual([[ADMIN, admin!.id]]);
    expect(emails[0]!.corpo_texto).toContain(avisos[0]!.mensagem);
    expect(emails[0]!.corpo_texto).not.toContain('errada-');
    expect(emails[0]!.corpo_texto).not.toContain(DEMO_PASSWORD);

    // Nothing anywhere else, in Serra Azul least of all.
    const serraAzul = await api.db
      .select({ id: notificacoes.id })
      .from(notificacoes)
      .innerJoin(usuarios, eq(usuarios.id, notificacoes.usuario_id))
      .where(and(eq(usuarios.empresa_id, api.ids.sa), like(notificacoes.mensagem, '%tentativas de entrada%')));
    expect(serraAzul).toHaveLength(0);
  });

  it('an unknown address gets exactly the same answers, and nobody is told', async () => {
    const outros = Array.from({ length: 7 }, (_, i) => `198.51.100.${i + 21}`);
    const conhecida = await espalharFalhas(api.app, 'empresa@demo.escola.br', outros);
    const desconhecida = await espalharFalhas(api.app, 'ninguem.mais@demo.escola.br', outros);
    expect(desconhecida).toEqual(conhecida);
    // A client that failed, then a clean one (its one attempt fails): the same answers again.
    for (const ip of [outros[6]!, '192.0.2.30']) {
      const a = await signIn(api.app, 'empresa@demo.escola.br', 'outra-errada', {}, ip);
      const b = await signIn(api.app, 'ninguem.mais@demo.escola.br', 'outra-errada', {}, ip);
      expect([b.statusCode, b.json().code]).toEqual([a.statusCode, a.json().code]);
      expect(b.json().message).toMatch(LOCKED);
    }
    const avisos = await api.db
      .select({ email: usuarios.email })
      .from(notificacoes)
      .innerJoin(usuarios, eq(usuarios.id, notificacoes.usuario_id))
      .where(eq(notificacoes.titulo, TITULO_AVISO));
    expect(avisos.map((a) => a.email).sort()).toEqual([ADMIN, 'empresa@demo.escola.br']);
    expect(await api.db.select().from(caixaSaida).where(eq(caixaSaida.para, 'ninguem.mais@demo.escola.br'))).toHaveLength(0);
  });

  it('the e-mailed reset works from a locked client, and lets it in again', async () => {
    const bloqueado = ATACANTES[0]!;
    const pedido = await pedirRedefinicao(api.app, ADMIN, bloqueado);
    expect(pedido.statusCode).toBe(200);
    const [email] = await api.db
      .select()
      .from(caixaSaida)
      .where(and(eq(caixaSaida.para, ADMIN), eq(caixaSaida.evento, 'redefinicaoSenha')))
      .orderBy(desc(caixaSaida.created_at))
      .limit(1);
    const token = email!.corpo_texto.match(/\/redefinir-senha\?token=([A-Za-z0-9]+)/)![1]!;
    const redefinida = await api.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: ORIGIN },
      payload: { token, newPassword: 'Ipê-Amarelo-Floresce-47' },
      remoteAddress: bloqueado,
    });
    expect(redefinida.statusCode).toBe(200);
    expect((await signIn(api.app, ADMIN, 'Ipê-Amarelo-Floresce-47', {}, bloqueado)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('off (the default): X-Forwarded-For is ignored and every client behind the proxy shares its address', async () => {
    const proxy = '203.0.113.20';
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push(
        (await signIn(api.app, 'gestor@demo.escola.br', `errada-${i}`, { 'x-forwarded-for': `192.0.2.${40 + i}` }, proxy)).json()
          .code,
      );
    expect(codes).toEqual(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_EMAIL_OR_PASSWORD', 'ACCOUNT_LOCKED']);
    const outro = await signIn(api.app, 'gestor@demo.escola.br', DEMO_PASSWORD, { 'x-forwarded-for': '192.0.2.49' }, proxy);
    expect(outro.json().code).toBe('ACCOUNT_LOCKED');
    // The reset requests' rate limit (5 a minute per client) is shared as well.
    const limite = [];
    for (let i = 0; i < 6; i++)
      limite.push(
        (await pedirRedefinicao(api.app, `r${i}@teste.br`, proxy, { 'x-forwarded-for': `192.0.2.${50 + i}` })).statusCode,
      );
    expect(limite).toEqual([200, 200, 200, 200, 200, 429]);
  });

  describe('on, naming the proxy', () => {
    let atras: TestApp;
    const PROXY = '10.0.0.5';
    beforeAll(async () => {
      atras = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    });
    afterAll(() => atras.close());

    const pelaProxy = (email: string, senha: string, cliente: string) =>
      signIn(atras.app, email, senha, { 'x-forwarded-for': cliente }, PROXY);

    it('counts each forwarded client apart: one locks itself out, another signs in', async () => {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await pelaProxy('gestor@demo.escola.br', `errada-${i}`, '192.0.2.60')).json().code);
      expect(codes).toEqual(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_EMAIL_OR_PASSWORD', 'ACCOUNT_LOCKED']);
      expect((await pelaProxy('gestor@demo.escola.br', DEMO_PASSWORD, '192.0.2.60')).json().code).toBe('ACCOUNT_LOCKED');
      expect((await pelaProxy('gestor@demo.escola.br', DEMO_PASSWORD, '192.0.2.61')).statusCode).toBe(200);
      // The audit names the client behind the proxy, not the proxy.
      const linhas = await atras.database.db
        .select({ acao: auditoria.acao, ip: auditoria.ip })
        .from(auditoria)
        .where(eq(auditoria.usuario_email, 'gestor@demo.escola.br'));
      const ips = (acao: string) => linhas.filter((l) => l.acao === acao).map((l) => l.ip);
      expect(ips('conta_bloqueada')).toEqual(['192.0.2.60']);
      expect(ips('login')).toContain('192.0.2.61');
      expect(linhas.map((l) => l.ip)).not.toContain(PROXY);
    });

    it("better-auth's rate limit counts each forwarded client apart too", async () => {
      const limite = [];
      for (let i = 0; i < 6; i++)
        limite.push((await pedirRedefinicao(atras.app, `p${i}@teste.br`, PROXY, { 'x-forwarded-for': '192.0.2.70' })).statusCode);
      expect(limite).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await pedirRedefinicao(atras.app, 'p9@teste.br', PROXY, { 'x-forwarded-for': '192.0.2.71' })).statusCode).toBe(200);
    });

    it('a client that is not the proxy cannot pick its address with the header', async () => {
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (
            await signIn(
              atras.app,
              'professor@demo.escola.br',
              `errada-${i}`,
              { 'x-forwarded-for': `192.0.2.${80 + i}` },
              '198.51.100.90',
            )
          ).json().code,
        );
      expect(codes).toEqual(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_EMAIL_OR_PASSWORD', 'ACCOUNT_LOCKED']);
    });
  });
});
