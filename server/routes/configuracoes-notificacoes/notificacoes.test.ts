import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { papeis, usuarios } from '../../db/schema';
import { createUser } from '../../services/create-user';
import { prepararApi } from '../../../test/api';
import { esperaCamposIncluem, esperaMensagem } from '../../../test/esperas';

const api = prepararApi();
const { enviar } = api;

const URL = '/api/configuracoes/notificacoes';

describe('GET/PUT /api/configuracoes/notificacoes', () => {
  it('answers 401 without a session and 403 to a user without an active role', async () => {
    expect((await enviar('GET', URL)).statusCode).toBe(401);
    const [papel] = await api.db.insert(papeis).values({ nome: 'Papel Inativo', nivel: 8, ativo: false }).returning();
    await createUser(api.db, {
      nome: 'Sem Papel Ativo',
      email: 'sem.papel@teste.br',
      senha: 'Chave-Segura-2026',
      tipo_usuario: 'professor',
      papel_id: papel!.id,
      empresa_id: (
        await api.db.select({ e: usuarios.empresa_id }).from(usuarios).where(eq(usuarios.email, 'professor@demo.escola.br'))
      )[0]!.e,
    });
    const cookie = await api.entrar('sem.papel@teste.br', 'Chave-Segura-2026');
    expect((await enviar('GET', URL, cookie)).statusCode).toBe(403);
  });

  it('starts with the four e-mails on and the SMS off, and says whether there is a phone', async () => {
    const res = await enviar('GET', URL, await api.entrar('aluno@demo.escola.br'));
    expect(res.json()).toEqual({
      emailNotasLancadas: true,
      emailFaltasExcessivas: true,
      emailReuniaoPais: true,
      emailRelatorios: true,
      smsEmergencia: false,
      updated_at: null,
      telefone_cadastrado: false,
    });
  });

  it("saves the user's own toggles only, with the version; a stale version gets 409", async () => {
    const prof = await api.entrar('professor@demo.escola.br');
    const gestor = await api.entrar('gestor@demo.escola.br');
    const first = await enviar('PUT', URL, prof, {
      emailNotasLancadas: false,
      emailFaltasExcessivas: true,
      emailReuniaoPais: false,
      emailRelatorios: true,
      smsEmergencia: true,
      updated_at: null,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      emailNotasLancadas: false,
      emailReuniaoPais: false,
      smsEmergencia: true,
      telefone_cadastrado: true,
    });
    expect((await enviar('GET', URL, gestor)).json().emailNotasLancadas).toBe(true);

    const stale = await enviar('PUT', URL, prof, { ...first.json(), updated_at: null });
    esperaMensagem(stale, 409, 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.');
    const second = await enviar('PUT', URL, prof, { ...first.json(), emailNotasLancadas: true });
    expect(second.statusCode).toBe(200);
    expect((await enviar('PUT', URL, prof, { ...first.json() })).statusCode).toBe(409);
    expect((await enviar('GET', URL, prof)).json()).toEqual(second.json());
  });

  it('refuses a body that is not five booleans, field by field', async () => {
    const res = await enviar('PUT', URL, await api.entrar('gestor@demo.escola.br'), {
      emailNotasLancadas: 'sim',
      smsEmergencia: null,
      updated_at: 'ontem',
    });
    esperaCamposIncluem(res, {
      emailNotasLancadas: 'Valor inválido',
      smsEmergencia: 'Valor inválido',
      emailRelatorios: 'Valor inválido',
      updated_at: 'Versão do registro inválida',
    });
  });
});
