import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditoria, bloqueiosLogin, caixaSaida, usuarios, verificacoes } from '../../db/schema';
import { ORIGIN, signIn } from '../../../test/app';
import { prepararApi } from '../../../test/api';
import { esperar } from '../../../test/seguranca';
import { LIMITE_POR_CONTA } from '../../services/seguranca/bloqueio';
import { servidorSmtp } from '../../../test/smtp';
import { ultimaMensagem } from '../../../test/registros';

type Smtp = Awaited<ReturnType<typeof servidorSmtp>>;
let smtp: Smtp;
const api = prepararApi({
  env: async () => {
    smtp = await servidorSmtp();
    return { SMTP_URL: smtp.url };
  },
});
const { enviar } = api;
afterAll(() => smtp.fechar());

/** Requests come from one address unless told otherwise: at most 5 a minute each (rate limit). */
const pedir = (email: string, remoteAddress?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: ORIGIN },
    payload: { email },
    remoteAddress,
  });
const redefinir = (token: string, newPassword: string) =>
  enviar('POST', '/api/auth/reset-password', undefined, { token, newPassword });
const RESPOSTA = {
  status: true,
  message: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha. Verifique sua caixa de entrada.',
};

/** The token of the latest reset e-mail the SMTP server received for this address. */
async function tokenRecebido(email: string, antes: number): Promise<string> {
  // Other mail may be on its way too (the notice of many failed sign-ins).
  const link = /http:\/\/localhost:3000\/redefinir-senha\?token=([A-Za-z0-9]+)/;
  const msg = await esperar(async () => smtp.recebidos.slice(antes).find((m) => m.para.includes(email) && link.test(m.texto)));
  return msg.texto.match(link)![1]!;
}

describe("'Esqueci minha senha'", () => {
  it('answers the same for a known and an unknown address, and e-mails only the known one', async () => {
    const antes = smtp.recebidos.length;
    const known = await pedir('gestor@demo.escola.br');
    const unknown = await pedir('ninguem@demo.escola.br');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(RESPOSTA);
    expect(unknown.json()).toEqual(known.json());
    await tokenRecebido('gestor@demo.escola.br', antes);
    expect(smtp.recebidos.slice(antes).some((m) => m.para.includes('ninguem@demo.escola.br'))).toBe(false);
  });

  it('the link sets a new password that meets the policy, ends the open sessions, and works only once', async () => {
    const aberta = await api.entrar('professor@demo.escola.br');
    const antes = smtp.recebidos.length;
    await pedir('professor@demo.escola.br');
    const token = await tokenRecebido('professor@demo.escola.br', antes);

    const fraca = await redefinir(token, 'carlos-lima-2026');
    expect(fraca.statusCode).toBe(400);
    expect(fraca.json()).toEqual({ code: 'PASSWORD_POLICY', message: 'A senha não pode conter o nome do usuário.' });

    const ok = await redefinir(token, 'Girassol-Noturno-88');
    expect(ok.statusCode).toBe(200);
    expect((await enviar('GET', '/api/me', aberta)).statusCode).toBe(401);
    expect((await signIn(api.app, 'professor@demo.escola.br', 'Escola@Demo2026')).statusCode).toBe(401);
    expect((await signIn(api.app, 'professor@demo.escola.br', 'Girassol-Noturno-88')).statusCode).toBe(200);

    const denovo = await redefinir(token, 'Outra-Senha-Boa-99');
    expect(denovo.statusCode).toBe(400);
    expect(denovo.json().message).toBe('Este link de redefinição é inválido ou expirou. Peça um novo em "Esqueci minha senha".');

    const [row] = await api.db.select().from(auditoria).where(eq(auditoria.acao, 'senha_redefinida'));
    expect(row).toMatchObject({ usuario_email: 'professor@demo.escola.br' });
  });

  it('a link past its hour is refused', async () => {
    const antes = smtp.recebidos.length;
    await pedir('aluno@demo.escola.br');
    const token = await tokenRecebido('aluno@demo.escola.br', antes);
    await api.db
      .update(verificacoes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verificacoes.identifier, `reset-password:${token}`));
    expect((await redefinir(token, 'Girassol-Noturno-88')).statusCode).toBe(400);
    expect((await signIn(api.app, 'aluno@demo.escola.br', 'Escola@Demo2026')).statusCode).toBe(200);
  });

  it('erases the link from the stored message once it was delivered', async () => {
    const row = await ultimaMensagem(api.db, and(eq(caixaSaida.evento, 'redefinicaoSenha'), eq(caixaSaida.status, 'enviado')));
    expect(row!.corpo_texto).toBe('[Conteúdo apagado após o envio: continha um link de uso único.]');
  });

  it('sends nothing to an inactive user, with the same answer', async () => {
    await api.db.update(usuarios).set({ status: 'inativo' }).where(eq(usuarios.email, 'empresa2@demo.escola.br'));
    const antes = await api.db.select().from(caixaSaida);
    expect((await pedir('empresa2@demo.escola.br')).json()).toEqual(RESPOSTA);
    expect(await api.db.select().from(caixaSaida)).toHaveLength(antes.length);
  });

  it('a reset also lifts a lock from failed sign-ins', async () => {
    for (let i = 0; i < 3; i++) await signIn(api.app, 'gestor@demo.escola.br', `errada-${i}`);
    expect((await signIn(api.app, 'gestor@demo.escola.br', 'Escola@Demo2026')).json().code).toBe('ACCOUNT_LOCKED');
    const antes = smtp.recebidos.length;
    await pedir('gestor@demo.escola.br', '203.0.113.50');
    expect((await redefinir(await tokenRecebido('gestor@demo.escola.br', antes), 'Mandacaru-Florido-31')).statusCode).toBe(200);
    expect(await api.db.select().from(bloqueiosLogin).where(eq(bloqueiosLogin.email, 'gestor@demo.escola.br'))).toHaveLength(0);
    expect((await signIn(api.app, 'gestor@demo.escola.br', 'Mandacaru-Florido-31')).statusCode).toBe(200);
  });

  it('a reset lifts the account-wide throttle too: the owner gets in from a client that had failed', async () => {
    for (let i = 0; i < LIMITE_POR_CONTA; i++)
      await signIn(api.app, 'aluno@demo.escola.br', `errada-${i}`, {}, `198.51.100.${i + 1}`);
    expect((await signIn(api.app, 'aluno@demo.escola.br', 'Escola@Demo2026', {}, '198.51.100.1')).json().code).toBe(
      'ACCOUNT_LOCKED',
    );
    const antes = smtp.recebidos.length;
    await pedir('aluno@demo.escola.br', '203.0.113.51');
    expect((await redefinir(await tokenRecebido('aluno@demo.escola.br', antes), 'Mandacaru-Florido-32')).statusCode).toBe(200);
    expect((await signIn(api.app, 'aluno@demo.escola.br', 'Mandacaru-Florido-32', {}, '198.51.100.1')).statusCode).toBe(200);
  });

  it('limits the requests per address, with a pt-BR message', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await pedir(`x${i}@teste.br`, '203.0.113.60')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await pedir('y@teste.br', '203.0.113.60')).json().message).toBe(
      'Muitas tentativas. Aguarde um minuto e tente novamente.',
    );
  });
});
