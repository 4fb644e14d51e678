import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditoria, escolas, usuarios, usuariosEscolas } from '../../db/schema';
import { prepararApi } from '../../../test/api';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampoInvalido, esperaCampos, esperaErro, esperaMensagem } from '../../../test/esperas';

const api = prepararApi();
const { enviar, ids } = api;

interface Escola {
  id: string;
  nome: string;
  empresa_id: string;
  updated_at: string;
  [k: string]: unknown;
}

const criar = (user: string, body: object) => api.criar<Escola>('/api/escolas', user, body);
async function carregar(id: string): Promise<Escola> {
  return (await enviar('GET', `/api/escolas/${id}`, 'admin')).json();
}
const semVersao = ({ id: _i, empresa_nome: _n, created_at: _c, ...rest }: Escola) => rest;

describe('who may write schools', () => {
  it.each([
    ['POST', '/api/escolas'],
    ['PUT', `/api/escolas/${ID_INEXISTENTE}`],
    ['DELETE', `/api/escolas/${ID_INEXISTENTE}`],
  ] as const)('%s %s → 401 without a session, even with a bad body', async (method, url) => {
    for (const body of [undefined, { nome: 'X' }]) {
      const res = await enviar(method, url, undefined, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it.each(['professor', 'aluno'])('%s (no grant) → 403 on create, update and delete', async (u) => {
    const escola = await carregar(ids.principal);
    const results = [
      await enviar('POST', '/api/escolas', u, { nome: 'Escola Proibida' }),
      await enviar('PUT', `/api/escolas/${ids.principal}`, u, { ...semVersao(escola), nome: 'Outro nome' }),
      await enviar('DELETE', `/api/escolas/${ids.principal}`, u),
    ];
    for (const res of results) expect(res.json().error.code, res.body).toBe('FORBIDDEN');
    expect((await carregar(ids.principal)).nome).toBe(escola.nome);
  });

  it('gestor may not delete (no escolas.deletar)', async () => {
    expect((await enviar('DELETE', `/api/escolas/${ids.principal}`, 'gestor')).statusCode).toBe(403);
  });

  it('empresa2 cannot update or delete a Vale Verde school → 404 with no school data', async () => {
    const escola = await carregar(ids.principal);
    for (const res of [
      await enviar('PUT', `/api/escolas/${ids.principal}`, 'empresa2', { ...semVersao(escola), nome: 'Tomada' }),
      await enviar('DELETE', `/api/escolas/${ids.principal}`, 'empresa2'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Escola não encontrada.' } });
    }
    expect((await carregar(ids.principal)).nome).toBe(escola.nome);
  });

  it('empresa creating in another empresa → 403, nothing created', async () => {
    const res = await enviar('POST', '/api/escolas', 'empresa', { nome: 'Escola Intrusa', empresa_id: ids.sa });
    esperaMensagem(res, 403, 'Você não tem permissão para criar escolas nesta empresa');
    expect(await api.db.select().from(escolas).where(eq(escolas.nome, 'Escola Intrusa'))).toEqual([]);
  });

  it('empresa may not move its school to another empresa → 403', async () => {
    const escola = await criar('empresa', { nome: 'Escola Fixa' });
    const res = await enviar('PUT', `/api/escolas/${escola.id}`, 'empresa', { ...semVersao(escola), empresa_id: ids.sa });
    expect(res.statusCode).toBe(403);
    expect((await carregar(escola.id)).empresa_id).toBe(ids.vv);
  });
});

describe('POST /api/escolas', () => {
  it('administrador without empresa_id → 400 naming empresa_id', async () => {
    const res = await enviar('POST', '/api/escolas', 'admin', { nome: 'Sem Empresa' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { empresa_id: 'Empresa é obrigatória' } });
  });

  it('administrador with an unknown empresa → 400 naming empresa_id', async () => {
    const res = await enviar('POST', '/api/escolas', 'admin', { nome: 'Empresa Fantasma', empresa_id: ID_INEXISTENTE });
    esperaCampos(res, { empresa_id: 'Empresa não encontrada' });
  });

  it.each([
    [{}, 'nome', 'Nome da escola é obrigatório'],
    [{ nome: '   ' }, 'nome', 'Nome da escola é obrigatório'],
    [{ nome: 'X', codigo_inep: '123' }, 'codigo_inep', 'Código INEP deve ter 8 dígitos'],
    [{ nome: 'X', cep: '123' }, 'cep', 'CEP inválido'],
    [{ nome: 'X', estado: 'MGX' }, 'estado', 'Estado deve ter no máximo 2 caracteres'],
    [{ nome: 'X', email: 'sem-arroba' }, 'email', 'E-mail inválido'],
    [{ nome: 'X', tipo: 'particular' }, 'tipo', 'Tipo de escola inválido'],
  ])('%j → 400 fields.%s = %s', async (body, field, message) => {
    const res = await enviar('POST', '/api/escolas', 'admin', { empresa_id: ids.vv, ...body });
    esperaCampoInvalido(res, field, message);
  });

  it('administrador creates in the chosen empresa; blanks become null, defaults apply; audited', async () => {
    const escola = await criar('admin', {
      nome: 'Escola Estadual Nova Era',
      empresa_id: ids.sa,
      tipo: 'estadual',
      codigo_inep: '51000001',
      cep: '78700100',
      estado: 'mt',
      cidade: 'Rondonópolis',
      email: '',
      telefone: ' ',
    });
    expect(escola).toMatchObject({
      nome: 'Escola Estadual Nova Era',
      empresa_id: ids.sa,
      tipo: 'estadual',
      codigo_inep: '51000001',
      cep: '78700-100',
      estado: 'MT',
      email: null,
      telefone: null,
      ativo: true,
      empresa_nome: expect.any(String),
    });
    const [log] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'escola'), eq(auditoria.entidade_id, escola.id)));
    expect(log).toMatchObject({
      acao: 'criar',
      usuario_email: 'admin@demo.escola.br',
      antes: null,
      depois: { nome: 'Escola Estadual Nova Era' },
    });
  });

  it('empresa creates in its own empresa, with or without empresa_id', async () => {
    expect((await criar('empresa', { nome: 'EMEI Sol Nascente' })).empresa_id).toBe(ids.vv);
    expect((await criar('empresa', { nome: 'EMEI Lua Cheia', empresa_id: ids.vv })).empresa_id).toBe(ids.vv);
  });

  it('gestor creates in its empresa, is linked to the new school and sees it in GET /api/escolas', async () => {
    const escola = await criar('gestor', { nome: 'EMEF Gestora Nova', empresa_id: '' });
    expect(escola.empresa_id).toBe(ids.vv);
    const [gestor] = await api.db.select().from(usuarios).where(eq(usuarios.email, 'gestor@demo.escola.br'));
    const links = await api.db.select().from(usuariosEscolas).where(eq(usuariosEscolas.usuario_id, gestor!.id));
    expect(links.map((l) => l.escola_id)).toContain(escola.id);
    const list = (await enviar('GET', '/api/escolas', 'gestor')).json();
    expect(list.itens.map((e: Escola) => e.nome)).toContain('EMEF Gestora Nova');
  });
});

describe('PUT /api/escolas/:id', () => {
  it('updates every field, advances updated_at and audits antes/depois', async () => {
    const escola = await criar('empresa', { nome: 'Escola Antiga', cidade: 'Vale Verde' });
    const res = await enviar('PUT', `/api/escolas/${escola.id}`, 'empresa', {
      ...semVersao(escola),
      nome: 'Escola Renovada',
      cidade: '',
      ativo: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const depois = res.json();
    expect(depois).toMatchObject({ id: escola.id, nome: 'Escola Renovada', cidade: null, ativo: false, empresa_id: ids.vv });
    expect(Date.parse(depois.updated_at)).toBeGreaterThan(Date.parse(escola.updated_at));
    const [log] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade_id, escola.id), eq(auditoria.acao, 'atualizar')));
    expect(log).toMatchObject({ antes: { nome: 'Escola Antiga' }, depois: { nome: 'Escola Renovada' } });
  });

  it('updates a demo school (stored version with microseconds)', async () => {
    const escola = await carregar(ids.domBosco);
    const res = await enviar('PUT', `/api/escolas/${ids.domBosco}`, 'empresa2', {
      ...semVersao(escola),
      telefone: '(65) 3000-0000',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().telefone).toBe('(65) 3000-0000');
  });

  it('a stale updated_at → 409 and the other edit survives', async () => {
    const escola = await criar('admin', { nome: 'Escola Disputada', empresa_id: ids.vv });
    const first = await enviar('PUT', `/api/escolas/${escola.id}`, 'admin', { ...semVersao(escola), nome: 'Primeira Edição' });
    expect(first.statusCode).toBe(200);
    const second = await enviar('PUT', `/api/escolas/${escola.id}`, 'empresa', { ...semVersao(escola), nome: 'Segunda Edição' });
    esperaErro(second, 409, {
      code: 'CONFLICT',
      message: 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.',
    });
    expect((await carregar(escola.id)).nome).toBe('Primeira Edição');
  });

  it('administrador moves a school to another empresa', async () => {
    const escola = await criar('admin', { nome: 'Escola Migrante', empresa_id: ids.vv });
    const res = await enviar('PUT', `/api/escolas/${escola.id}`, 'admin', { ...semVersao(escola), empresa_id: ids.sa });
    expect(res.json()).toMatchObject({ empresa_id: ids.sa });
  });

  it('validation: missing updated_at, bad nome, bad id → 400 naming the field', async () => {
    const escola = await carregar(ids.principal);
    const { updated_at: _u, ...semData } = semVersao(escola);
    expect((await enviar('PUT', `/api/escolas/${ids.principal}`, 'admin', semData)).json().error.fields.updated_at).toBe(
      'Versão do registro inválida',
    );
    const badName = await enviar('PUT', `/api/escolas/${ids.principal}`, 'admin', { ...semVersao(escola), nome: '' });
    expect(badName.json().error.fields.nome).toBe('Nome da escola é obrigatório');
    expect((await enviar('PUT', '/api/escolas/nao-uuid', 'admin', semVersao(escola))).json().error.fields.id).toBeDefined();
    for (const updated_at of ['ontem', '0000-01-01T00:00:00Z', '2024-13-01T00:00:00Z']) {
      const res = await enviar('PUT', `/api/escolas/${ids.principal}`, 'admin', { ...semVersao(escola), updated_at });
      expect(res.statusCode, updated_at).toBe(400);
      expect(res.json().error.fields.updated_at).toBe('Versão do registro inválida');
    }
  });

  it('an unknown id → 404', async () => {
    const escola = await carregar(ids.principal);
    expect((await enviar('PUT', `/api/escolas/${ID_INEXISTENTE}`, 'admin', semVersao(escola))).statusCode).toBe(404);
  });
});

describe('DELETE /api/escolas/:id', () => {
  it('refuses a demo school with classes and students → 409, nothing removed', async () => {
    const res = await enviar('DELETE', `/api/escolas/${ids.principal}`, 'empresa');
    esperaErro(res, 409, {
      code: 'CONFLICT',
      message: 'Não é possível excluir a escola: ela possui turmas ou alunos cadastrados.',
    });
    expect((await enviar('GET', `/api/escolas/${ids.principal}`, 'admin')).statusCode).toBe(200);
  });

  it('deletes a fresh school → 204, gone, audited', async () => {
    const escola = await criar('empresa', { nome: 'Escola Efêmera' });
    const res = await enviar('DELETE', `/api/escolas/${escola.id}`, 'empresa');
    expect(res.statusCode).toBe(204);
    expect((await enviar('GET', `/api/escolas/${escola.id}`, 'admin')).statusCode).toBe(404);
    const [log] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade_id, escola.id), eq(auditoria.acao, 'deletar')));
    expect(log).toMatchObject({ usuario_email: 'empresa@demo.escola.br', antes: { nome: 'Escola Efêmera' }, depois: null });
  });
});

describe('an empresa user without an empresa', () => {
  it('→ 400 Usuário não está vinculado a uma empresa', async () => {
    await api.db.update(usuarios).set({ empresa_id: null }).where(eq(usuarios.email, 'empresa@demo.escola.br'));
    const res = await enviar('POST', '/api/escolas', 'empresa', { nome: 'Escola Órfã' });
    esperaMensagem(res, 400, 'Usuário não está vinculado a uma empresa');
  });
});
