import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contas, usuarios } from '../../db/schema';
import { signIn } from '../../../test/app';
import { prepararApi } from '../../../test/api';
import { idEscola, idUsuario } from '../../../test/demo';
import { DEMO_PROFESSORES_POR_ESCOLA } from '../../db/seed/demo-academico-data';
import { esperaCampo, esperaCampos, esperaCamposIncluem, esperaErro, esperaMensagem } from '../../../test/esperas';

// The demo network's other professors, linked to their schools.
const ESCOLAS_VV = ['EMEF Professora Maria das Dores Silva', 'EMEF Tiradentes', 'EMEI Pequeno Príncipe'] as const;
const ESCOLAS_SA = [
  'Escola Estadual Governador Pedro Pedrossian',
  'Escola Estadual Dom Bosco',
  'Escola Estadual Professora Alice Nogueira',
] as const;
const professoresDe = (...escolas: string[]) => escolas.flatMap((e) => DEMO_PROFESSORES_POR_ESCOLA[e]!.map((p) => p.email));

const api = prepararApi();
const { enviar } = api;

const list = async (who: string, q = '') =>
  (await enviar('GET', `/api/usuarios${q}`, who)).json<{
    itens: { id: string; email: string; tipo_usuario: string; updated_at: string; nome: string; escola_ids: string[] }[];
    total: number;
  }>();
const idOf = (email: string) => idUsuario(api.db, email);
const escolaId = (nome: string) => idEscola(api.db, nome);
const novo = (over: object = {}) => ({
  nome: 'Marina Lopes',
  email: `marina.${Math.random().toString(36).slice(2, 8)}@valeverde.mg.gov.br`,
  senha: 'Cerrado-Florido#2026',
  tipo_usuario: 'professor',
  ...over,
});

describe('who sees whom', () => {
  it('answers 401 without a session and 403 for the aluno', async () => {
    expect((await enviar('GET', '/api/usuarios')).statusCode).toBe(401);
    expect((await enviar('POST', '/api/usuarios', undefined, {})).statusCode).toBe(401);
    expect((await enviar('GET', '/api/usuarios', 'aluno')).statusCode).toBe(403);
  });

  it("refuses the professor the list and a colleague's record (the page is the administrador's, empresa's and gestor's)", async () => {
    // The matrix grants the professor usuarios.ler; the route table does not give it the page of e-mails and phones.
    const lista = await enviar('GET', '/api/usuarios?por_pagina=100', 'professor');
    esperaMensagem(lista, 403, 'Você não tem permissão para realizar esta ação.');
    expect(lista.body).not.toContain('@demo.escola.br');
    const colega = await enviar('GET', `/api/usuarios/${await idOf('gestor@demo.escola.br')}`, 'professor');
    esperaMensagem(colega, 403, 'Você não tem permissão para realizar esta ação.');
    expect(colega.body).not.toContain('gestor@demo.escola.br');
    // The gestor still reads the same record.
    expect((await enviar('GET', `/api/usuarios/${await idOf('professor@demo.escola.br')}`, 'gestor')).statusCode).toBe(200);
  });

  it('administrador lists administradores and empresas only', async () => {
    const { itens } = await list('admin', '?por_pagina=100');
    expect(new Set(itens.map((u) => u.tipo_usuario))).toEqual(new Set(['administrador', 'empresa']));
    expect(itens.map((u) => u.email)).toEqual(
      expect.arrayContaining(['admin@demo.escola.br', 'empresa@demo.escola.br', 'empresa2@demo.escola.br']),
    );
  });

  it('an empresa user lists only the other users of its own body; a gestor only those linked to its school', async () => {
    const vv = (await list('empresa', '?por_pagina=100')).itens.map((u) => u.email).sort();
    expect(vv).toEqual(
      ['aluno@demo.escola.br', 'gestor@demo.escola.br', 'professor@demo.escola.br', ...professoresDe(...ESCOLAS_VV)].sort(),
    );
    const sa = (await list('empresa2', '?por_pagina=100')).itens.map((u) => u.email).sort();
    expect(sa).toEqual(professoresDe(...ESCOLAS_SA).sort());
    const gestorList = await list('gestor', '?por_pagina=100');
    const g = gestorList.itens.map((u) => u.email).sort();
    expect(g).toEqual(
      ['aluno@demo.escola.br', 'gestor@demo.escola.br', 'professor@demo.escola.br', ...professoresDe(ESCOLAS_VV[0])].sort(),
    );
    expect(gestorList.total).toBe(g.length);
  });

  it('searches by name, e-mail and role label, and pages', async () => {
    const professores = (await list('empresa', '?busca=professor&por_pagina=100')).itens.map((u) => u.email).sort();
    expect(professores).toEqual(['professor@demo.escola.br', ...professoresDe(...ESCOLAS_VV)].sort());
    expect((await list('empresa', '?busca=Ana%20Paula')).itens.map((u) => u.email)).toEqual(['gestor@demo.escola.br']);
    const todos = await list('empresa', '?por_pagina=100');
    const page = await list('empresa', `?por_pagina=2&pagina=${Math.ceil(todos.total / 2)}`);
    expect(page.itens).toHaveLength(todos.total % 2 || 2);
    expect(page.itens.map((u) => u.email)).toEqual(todos.itens.slice(-page.itens.length).map((u) => u.email));
    expect(page.total).toBe(todos.total);
  });

  it("another body's user is 404 with no data", async () => {
    const res = await enviar('GET', `/api/usuarios/${await idOf('gestor@demo.escola.br')}`, 'empresa2');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('gestor@demo.escola.br');
    expect(
      (
        await enviar('PUT', `/api/usuarios/${await idOf('gestor@demo.escola.br')}`, 'empresa2', {
          ...novo(),
          updated_at: new Date().toISOString(),
        })
      ).statusCode,
    ).toBe(404);
    expect((await enviar('DELETE', `/api/usuarios/${await idOf('gestor@demo.escola.br')}`, 'empresa2')).statusCode).toBe(404);
  });
});

describe('creating', () => {
  it('gives the message of each required field', async () => {
    const res = await enviar('POST', '/api/usuarios', 'admin', { nome: '', email: '', senha: '' });
    esperaCamposIncluem(res, { nome: 'Nome é obrigatório', email: 'E-mail é obrigatório', senha: 'Senha é obrigatória' });
    const bad = await enviar('POST', '/api/usuarios', 'admin', { nome: 'X', email: 'x@', senha: '123' });
    expect(bad.json().error.fields).toMatchObject({ email: 'E-mail inválido', senha: 'Senha deve ter pelo menos 6 caracteres' });
  });

  it('applies the empresa restrictions (no empresa users, no other body) with their messages', async () => {
    const tipo = await enviar('POST', '/api/usuarios', 'empresa', novo({ tipo_usuario: 'empresa' }));
    esperaMensagem(tipo, 403, 'Empresas só podem criar gestores, professores e alunos');
    const outra = (
      await api.db.select({ id: usuarios.empresa_id }).from(usuarios).where(eq(usuarios.email, 'empresa2@demo.escola.br'))
    )[0]!.id;
    const alheia = await enviar('POST', '/api/usuarios', 'empresa', novo({ empresa_id: outra }));
    esperaMensagem(alheia, 403, 'Você não tem permissão para criar usuários nesta empresa');
  });

  it('creates a professor linked to a school; the new user signs in and sees it in scope', async () => {
    const escola = await escolaId('EMEF Tiradentes');
    const body = novo({ escola_ids: [escola] });
    const res = await enviar('POST', '/api/usuarios', 'empresa', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: body.email, tipo_usuario: 'professor', status: 'ativo', escola_ids: [escola] });
    const cookie = await api.entrar(body.email, body.senha);
    const me = (await enviar('GET', '/api/me', cookie)).json();
    expect(me.escopo.escola_ids).toEqual([escola]);
  });

  it('refuses a duplicate e-mail on the field, leaving nothing behind', async () => {
    const before = (await api.db.select().from(contas)).length;
    const res = await enviar(
      'POST',
      '/api/usuarios',
      'admin',
      novo({
        email: 'gestor@demo.escola.br',
        tipo_usuario: 'empresa',
        empresa_id: (
          await api.db.select({ id: usuarios.empresa_id }).from(usuarios).where(eq(usuarios.email, 'empresa@demo.escola.br'))
        )[0]!.id,
      }),
    );
    esperaCampo(res, 'email', 'Já existe um usuário com este e-mail.');
    expect((await api.db.select().from(contas)).length).toBe(before);
  });
});

describe('editing and removing', () => {
  it('a new password replaces the old one and ends that user’s sessions', async () => {
    const body = novo();
    const created = (await enviar('POST', '/api/usuarios', 'empresa', body)).json();
    const session = await api.entrar(body.email, body.senha);
    const res = await enviar('PUT', `/api/usuarios/${created.id}`, 'empresa', {
      ...body,
      senha: 'OutraSenha#2026',
      updated_at: created.updated_at,
    });
    expect(res.statusCode).toBe(200);
    expect((await enviar('GET', '/api/me', session)).statusCode).toBe(401);
    expect((await signIn(api.app, body.email, body.senha)).statusCode).toBe(401);
    expect((await signIn(api.app, body.email, 'OutraSenha#2026')).statusCode).toBe(200);
  });

  it('a suspended user loses access at once; a stale version is refused with 409', async () => {
    const body = novo();
    const created = (await enviar('POST', '/api/usuarios', 'empresa', body)).json();
    const session = await api.entrar(body.email, body.senha);
    const ok = await enviar('PUT', `/api/usuarios/${created.id}`, 'empresa', {
      ...body,
      senha: '',
      status: 'suspenso',
      updated_at: created.updated_at,
    });
    expect(ok.statusCode).toBe(200);
    expect((await enviar('GET', '/api/me', session)).statusCode).toBe(401);
    const stale = await enviar('PUT', `/api/usuarios/${created.id}`, 'empresa', {
      ...body,
      senha: '',
      updated_at: created.updated_at,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('nobody removes their own access, and the last active administrador stays', async () => {
    const adminId = await idOf('admin@demo.escola.br');
    const self = (await enviar('GET', `/api/usuarios/${adminId}`, 'admin')).json();
    const demote = await enviar('PUT', `/api/usuarios/${adminId}`, 'admin', {
      nome: self.nome,
      email: self.email,
      tipo_usuario: 'empresa',
      status: 'ativo',
      updated_at: self.updated_at,
    });
    expect(demote.statusCode).toBe(400);
    expect((await enviar('DELETE', `/api/usuarios/${adminId}`, 'admin')).json().error.message).toBe(
      'Você não pode remover o seu próprio acesso.',
    );
  });

  it('empresa deletes a user of its body; the user can no longer sign in; gestor has no delete grant', async () => {
    const body = novo();
    const created = (await enviar('POST', '/api/usuarios', 'empresa', body)).json();
    expect((await enviar('DELETE', `/api/usuarios/${created.id}`, 'gestor')).statusCode).toBe(403);
    expect((await enviar('DELETE', `/api/usuarios/${created.id}`, 'empresa')).statusCode).toBe(204);
    expect((await signIn(api.app, body.email, body.senha)).statusCode).toBe(401);
  });
});

describe('changing the role (papel)', () => {
  /** A custom role granted, from the predefined administrador's grants, those of the given modules. */
  async function papelCom(nome: string, modulos: string[]) {
    const criado = await enviar('POST', '/api/papeis', 'admin', { nome, nivel: 6 });
    expect(criado.statusCode, criado.body).toBe(201);
    const { id } = criado.json();
    await api.db.execute(sql`
      insert into papeis_permissoes (papel_id, permissao_id)
      select ${id}, pp.permissao_id from papeis_permissoes pp
      join papeis p on p.id = pp.papel_id and p.nome = 'administrador'
      join permissoes pe on pe.id = pp.permissao_id
      where pe.modulo in (${sql.join(
        modulos.map((m) => sql`${m}`),
        sql`, `,
      )})`);
    return id as string;
  }
  const editar = async (who: string, email: string, over: object) => {
    const atual = (await enviar('GET', `/api/usuarios/${await idOf(email)}`, who)).json();
    return enviar('PUT', `/api/usuarios/${atual.id}`, who, {
      nome: atual.nome,
      email: atual.email,
      tipo_usuario: atual.tipo_usuario,
      empresa_id: atual.empresa_id,
      status: atual.status,
      papel_id: atual.papel_id,
      updated_at: atual.updated_at,
      ...over,
    });
  };

  it('nobody takes from themself, by another role, the users and settings grants they use', async () => {
    const soEscolas = await papelCom('Só escolas', ['escolas', 'alunos']);
    const recusado = await editar('admin', 'admin@demo.escola.br', { papel_id: soEscolas });
    esperaErro(recusado, 400, {
      code: 'VALIDATION_ERROR',
      message: 'Você não pode trocar o seu próprio papel por um sem as permissões de usuários e configurações que você usa.',
      fields: {
        papel_id: 'Você não pode trocar o seu próprio papel por um sem as permissões de usuários e configurações que você usa.',
      },
    });
    expect((await enviar('GET', '/api/usuarios', 'admin')).statusCode).toBe(200);
    expect((await enviar('GET', `/api/usuarios/${await idOf('admin@demo.escola.br')}`, 'admin')).json().papel_id).toBeNull();

    // A role that keeps every grant of users, settings and roles is no loss: allowed, and back.
    const pleno = await papelCom('Administração plena', ['usuarios', 'configuracoes', 'permissoes', 'escolas']);
    const trocado = await editar('admin', 'admin@demo.escola.br', { papel_id: pleno });
    expect(trocado.statusCode, trocado.body).toBe(200);
    expect(trocado.json().papel_id).toBe(pleno);
    expect((await editar('admin', 'admin@demo.escola.br', { papel_id: null })).statusCode).toBe(200);
  });

  it('the last administrador able to undo it keeps the administrador grants; with another one, the change goes through', async () => {
    // An administrador of a support role: manages users, not roles.
    const suporte = await papelCom('Suporte', ['usuarios']);
    const semGestao = await papelCom('Consulta', ['escolas']);
    const body = novo({ tipo_usuario: 'administrador', papel_id: suporte });
    expect((await enviar('POST', '/api/usuarios', 'admin', body)).statusCode).toBe(201);
    const deSuporte = await api.entrar(body.email, body.senha);

    const recusado = await editar(deSuporte, 'admin@demo.escola.br', { papel_id: semGestao });
    esperaCampos(recusado, {
      papel_id: 'O último administrador ativo não pode receber um papel sem as permissões de administrador.',
    });
    expect((await enviar('GET', '/api/papeis', 'admin')).statusCode).toBe(200);

    // A second full administrador could give the role back: now it is allowed.
    const outro = novo({ tipo_usuario: 'administrador' });
    expect((await enviar('POST', '/api/usuarios', 'admin', outro)).statusCode).toBe(201);
    const aceito = await editar(deSuporte, 'admin@demo.escola.br', { papel_id: semGestao });
    expect(aceito.statusCode, aceito.body).toBe(200);
    expect((await enviar('GET', '/api/papeis', 'admin')).statusCode).toBe(403);
    const devolvido = await editar(deSuporte, 'admin@demo.escola.br', { papel_id: null });
    expect(devolvido.statusCode, devolvido.body).toBe(200);
    expect((await enviar('GET', '/api/papeis', 'admin')).statusCode).toBe(200);
  });
});

describe('creation is one transaction', () => {
  it('when a later step fails, neither the user row nor its credential remains', async () => {
    const { sql } = await import('drizzle-orm');
    const db = api.db;
    await db.execute(
      sql`create function falha_forcada() returns trigger language plpgsql as $$ begin raise exception 'falha forçada'; end $$`,
    );
    await db.execute(
      sql`create trigger falha_forcada before insert on usuarios_escolas for each row execute function falha_forcada()`,
    );
    try {
      const contasAntes = (await db.select().from(contas)).length;
      const body = novo({ escola_ids: [await escolaId('EMEF Tiradentes')] });
      const res = await enviar('POST', '/api/usuarios', 'empresa', body);
      expect(res.statusCode).toBe(500);
      expect(await db.select().from(usuarios).where(eq(usuarios.email, body.email))).toHaveLength(0);
      expect((await db.select().from(contas)).length).toBe(contasAntes);
      expect((await signIn(api.app, body.email, body.senha)).statusCode).toBe(401);
    } finally {
      await db.execute(sql`drop trigger falha_forcada on usuarios_escolas`);
      await db.execute(sql`drop function falha_forcada()`);
    }
  });
});
