import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { createUser } from '../../services/create-user';
import { signIn } from '../../../test/app';
import { prepararApi } from '../../../test/api';
import { ajustarSeguranca } from '../../../test/seguranca';
import { esperaCampos } from '../../../test/esperas';

const api = prepararApi();
const { enviar } = api;
let seq = 0;

/** The administrador creates an empresa user with this password: 201 or the refusal's field message. */
async function criar(senha: string, nome = 'Beatriz Nogueira') {
  const email = `bia.${seq++}.${Date.now().toString(36)}@teste.br`;
  const res = await enviar('POST', '/api/usuarios', 'admin', { nome, email, senha, tipo_usuario: 'administrador' });
  return res.statusCode === 201 ? 'aceita' : (res.json().error.fields?.senha as string);
}

describe('password complexity, on creating a user', () => {
  it('Baixa: 8 characters are enough, common or not', async () => {
    await ajustarSeguranca(api, 'admin', { complexidade: 'baixa' });
    expect(await criar('abc-def')).toBe('A senha deve ter pelo menos 8 caracteres.');
    expect(await criar('password')).toBe('aceita');
  });

  it('Média: 10 characters and not a common password', async () => {
    await ajustarSeguranca(api, 'admin', { complexidade: 'media' });
    expect(await criar('abc-defgh')).toBe('A senha deve ter pelo menos 10 caracteres.');
    expect(await criar('Brasil@2026')).toBe('Esta senha é comum demais e fácil de adivinhar. Escolha outra.');
    expect(await criar('beatriz-no-rio')).toBe('aceita');
  });

  it("Alta: 12 characters, not common, without the user's name or e-mail", async () => {
    await ajustarSeguranca(api, 'admin', { complexidade: 'alta' });
    expect(await criar('trem-azul-77')).toBe('aceita');
    expect(await criar('trem-azul-7')).toBe('A senha deve ter pelo menos 12 caracteres.');
    expect(await criar('qwertyuiop123')).toBe('Esta senha é comum demais e fácil de adivinhar. Escolha outra.');
    expect(await criar('Nogueira-2026!')).toBe('A senha não pode conter o nome do usuário.');
  });

  it('applies on editing a user’s password too', async () => {
    const created = await enviar('POST', '/api/usuarios', 'admin', {
      nome: 'Otávio Prado',
      email: `otavio.${Date.now()}@teste.br`,
      senha: 'Jardim-Botanico-9',
      tipo_usuario: 'administrador',
    });
    expect(created.statusCode).toBe(201);
    const body = { ...created.json(), senha: 'otavio-prado-1', updated_at: created.json().updated_at };
    const res = await enviar('PUT', `/api/usuarios/${created.json().id}`, 'admin', body);
    esperaCampos(res, { senha: 'A senha não pode conter o nome do usuário.' });
  });

  it('applies in createUser itself, which the command line and the seed use', async () => {
    const err = await createUser(api.db, {
      nome: 'Ana Admin',
      email: 'ana.cli@teste.br',
      senha: 'curta',
      tipo_usuario: 'administrador',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).fields).toEqual({ senha: 'A senha deve ter pelo menos 12 caracteres.' });
  });

  it('keeps the demo password valid under Alta for the demo accounts', async () => {
    for (const email of [
      'admin@demo.escola.br',
      'empresa@demo.escola.br',
      'gestor@demo.escola.br',
      'professor@demo.escola.br',
      'aluno@demo.escola.br',
    ]) {
      expect((await signIn(api.app, email, 'Escola@Demo2026')).statusCode).toBe(200);
    }
  });
});

describe('password complexity, on changing one’s own password', () => {
  it('refuses a password the policy does not accept, with the message to show as is', async () => {
    const cookie = await api.entrar('gestor@demo.escola.br');
    const fraca = await enviar('POST', '/api/auth/change-password', cookie, {
      currentPassword: 'Escola@Demo2026',
      newPassword: 'Ana-Paula-2026',
      revokeOtherSessions: true,
    });
    expect(fraca.statusCode).toBe(400);
    expect(fraca.json()).toEqual({ code: 'PASSWORD_POLICY', message: 'A senha não pode conter o nome do usuário.' });
    const curta = await enviar('POST', '/api/auth/change-password', cookie, {
      currentPassword: 'Escola@Demo2026',
      newPassword: 'abc',
      revokeOtherSessions: true,
    });
    expect(curta.json().message).toBe('A senha deve ter pelo menos 12 caracteres.');
    // The old password still works: nothing was changed.
    expect((await signIn(api.app, 'gestor@demo.escola.br', 'Escola@Demo2026')).statusCode).toBe(200);
  });

  it('accepts a good one, ends the other sessions and keeps this one', async () => {
    const outra = await api.entrar('empresa2@demo.escola.br');
    const cookie = await api.entrar('empresa2@demo.escola.br');
    const res = await enviar('POST', '/api/auth/change-password', cookie, {
      currentPassword: 'Escola@Demo2026',
      newPassword: 'Cachoeira-do-Sol-44',
      revokeOtherSessions: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await enviar('GET', '/api/me', outra)).statusCode).toBe(401);
    const novoCookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('gestao.session_token='))!
      .split(';')[0]!;
    expect((await enviar('GET', '/api/me', novoCookie)).statusCode).toBe(200);
    expect((await signIn(api.app, 'empresa2@demo.escola.br', 'Cachoeira-do-Sol-44')).statusCode).toBe(200);
  });
});
