import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alunos, escolas, papeis, papeisPermissoes, permissoes, turmas, usuarios } from '../../db/schema';
import { createUser } from '../../services/create-user';
import { ORIGIN, type TestApp, createTestApp } from '../../../test/app';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids = { principal: '', tiradentes: '', domBosco: '', sextoA: '', sextoB: '', seteA: '', alunoUser: '', vv: '' };
const ANO = new Date().getFullYear();
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'empresa', 'empresa2', 'gestor', 'professor', 'aluno'])
    cookies[u] = await t.login(`${u}@demo.escola.br`);
  const db = t.database.db;
  const escola = async (nome: string) => (await db.select().from(escolas).where(eq(escolas.nome, nome)))[0]!;
  const principal = await escola('EMEF Professora Maria das Dores Silva');
  ids.principal = principal.id;
  ids.vv = principal.empresa_id;
  ids.tiradentes = (await escola('EMEF Tiradentes')).id;
  ids.domBosco = (await escola('Escola Estadual Dom Bosco')).id;
  const turma = async (nome: string) =>
    (
      await db
        .select()
        .from(turmas)
        .where(and(eq(turmas.escola_id, ids.principal), eq(turmas.nome, nome)))
    )[0]!.id;
  ids.sextoA = await turma('6º Ano A');
  ids.sextoB = await turma('6º Ano B');
  ids.seteA = await turma('7º Ano A');
  ids.alunoUser = (await db.select().from(usuarios).where(eq(usuarios.email, 'aluno@demo.escola.br')))[0]!.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, user?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(user ? { cookie: cookies[user] } : {}) },
    ...(payload ? { payload } : {}),
  });
interface Matricula {
  id: string;
  turma_id: string;
  turma_nome: string;
  status: string;
  data_fim: string | null;
}
interface Aluno {
  id: string;
  nome: string;
  matricula: string;
  status: string;
  escola_id: string;
  usuario_id: string | null;
  matricula_atual: Matricula | null;
  possui_historico: boolean;
  updated_at: string;
  [k: string]: unknown;
}
interface Pagina {
  itens: Aluno[];
  total: number;
  resumo: { total: number; ativos: number; inativos: number; transferidos: number };
}
const lista = async (user: string, q = '') => (await send('GET', `/api/alunos?por_pagina=100${q}`, user)).json<Pagina>();
const corpo = (a: Aluno, over: object = {}) => ({
  nome: a.nome,
  email: a.email,
  telefone: a.telefone,
  data_nascimento: a.data_nascimento,
  endereco: a.endereco,
  responsavel: a.responsavel,
  telefone_responsavel: a.telefone_responsavel,
  codigo_inep: a.codigo_inep,
  status: a.status,
  usuario_id: a.usuario_id,
  turma_id: null,
  updated_at: a.updated_at,
  ...over,
});

async function criar(user: string, body: object): Promise<Aluno> {
  const res = await send('POST', '/api/alunos', user, { escola_id: ids.principal, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('who reaches which students', () => {
  it('401 without a session; 403 for the aluno (no alunos grant); professor may not delete', async () => {
    expect((await send('GET', '/api/alunos')).statusCode).toBe(401);
    expect((await send('POST', '/api/alunos', undefined, {})).statusCode).toBe(401);
    expect((await send('GET', '/api/alunos', 'aluno')).statusCode).toBe(403);
    const [a] = (await lista('professor')).itens;
    expect((await send('DELETE', `/api/alunos/${a!.id}`, 'professor')).statusCode).toBe(403);
  });

  it('the professor sees only the students of the classes it teaches', async () => {
    const p = await lista('professor');
    const nasTurmas =
      (await lista('gestor', `&turma_id=${ids.sextoA}`)).total + (await lista('gestor', `&turma_id=${ids.sextoB}`)).total;
    expect(p.total).toBe(nasTurmas);
    expect(p.itens.every((a) => [ids.sextoA, ids.sextoB].includes(a.matricula_atual!.turma_id))).toBe(true);
    const deOutraTurma = (await lista('gestor', `&turma_id=${ids.seteA}`)).itens[0]!;
    for (const res of [
      await send('GET', `/api/alunos/${deOutraTurma.id}`, 'professor'),
      await send('PUT', `/api/alunos/${deOutraTurma.id}`, 'professor', corpo(deOutraTurma)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(deOutraTurma.nome);
    }
  });

  it("another body's student is 404 with no data; the gestor sees only its school", async () => {
    const alheio = (await lista('empresa2')).itens[0]!;
    for (const res of [
      await send('GET', `/api/alunos/${alheio.id}`, 'empresa'),
      await send('PUT', `/api/alunos/${alheio.id}`, 'empresa', corpo(alheio)),
      await send('DELETE', `/api/alunos/${alheio.id}`, 'empresa'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Aluno não encontrado.' } });
    }
    expect(new Set((await lista('gestor')).itens.map((a) => a.escola_id))).toEqual(new Set([ids.principal]));
    expect((await send('POST', '/api/alunos', 'gestor', { nome: 'Fora do Escopo', escola_id: ids.tiradentes })).statusCode).toBe(
      404,
    );
  });

  it('an aluno given alunos.ler still reaches only its own record', async () => {
    const [papel] = await t.database.db.select().from(papeis).where(eq(papeis.nome, 'aluno'));
    const [ler] = await t.database.db.select().from(permissoes).where(eq(permissoes.nome, 'alunos.ler'));
    await t.database.db.insert(papeisPermissoes).values({ papel_id: papel!.id, permissao_id: ler!.id });
    try {
      const propria = await lista('aluno');
      expect(propria.itens.map((a) => a.usuario_id)).toEqual([ids.alunoUser]);
      const colega = (await lista('gestor', `&turma_id=${ids.sextoA}`)).itens.find((a) => a.usuario_id !== ids.alunoUser)!;
      expect((await send('GET', `/api/alunos/${colega.id}`, 'aluno')).statusCode).toBe(404);
      expect((await send('GET', `/api/alunos/${propria.itens[0]!.id}`, 'aluno')).statusCode).toBe(200);
    } finally {
      await t.database.db
        .delete(papeisPermissoes)
        .where(and(eq(papeisPermissoes.papel_id, papel!.id), eq(papeisPermissoes.permissao_id, ler!.id)));
    }
  });
});

describe('GET /api/alunos', () => {
  it('searches by name or matrícula, filters by class, série and status, with the cards over the filtered set', async () => {
    const escola = await lista('gestor', `&escola_id=${ids.principal}`);
    expect(escola.resumo).toMatchObject({ inativos: 2, transferidos: 1 });
    expect(escola.resumo.total).toBe(escola.resumo.ativos + 3);
    const lucas = await lista('gestor', '&busca=Lucas Almeida');
    expect(lucas.itens.map((a) => a.nome)).toEqual(['Lucas Almeida Souza']);
    expect(lucas.itens[0]!.matricula_atual).toMatchObject({ turma_nome: '6º Ano A', status: 'ativa' });
    expect((await lista('gestor', `&busca=${lucas.itens[0]!.matricula}`)).itens.map((a) => a.nome)).toEqual([
      'Lucas Almeida Souza',
    ]);
    const sextos = await lista('gestor', '&serie=6º Ano');
    expect(sextos.total).toBe(62);
    const inativos = await lista('gestor', '&status=inativo');
    expect(inativos.resumo).toEqual({ total: 2, ativos: 0, inativos: 2, transferidos: 0 });
    expect(inativos.itens.every((a) => a.matricula_atual === null && a.possui_historico)).toBe(true);
    expect((await lista('gestor', '&status=all&serie=all&turma_id=all')).total).toBe(escola.total);
  });

  it('detail shows the enrolment history', async () => {
    const [transferido] = (await lista('gestor', '&status=transferido')).itens;
    const res = await send('GET', `/api/alunos/${transferido!.id}`, 'gestor');
    expect(res.json().historico).toEqual([expect.objectContaining({ turma_nome: '8º Ano A', status: 'transferida' })]);
  });
});

describe('POST /api/alunos', () => {
  it.each([
    [{ nome: '' }, 'nome', 'Nome é obrigatório'],
    [{ nome: 'X', email: 'sem-arroba' }, 'email', 'E-mail inválido'],
    [{ nome: 'X', codigo_inep: '1234' }, 'codigo_inep', 'Código INEP deve ter 12 dígitos'],
    [{ nome: 'X', data_nascimento: '2020-02-30' }, 'data_nascimento', 'Data de nascimento inválida'],
    [{ nome: 'X', data_nascimento: '2999-01-01' }, 'data_nascimento', 'Data de nascimento não pode ser no futuro'],
    [{ nome: 'X', status: 'formado' }, 'status', 'Status inválido'],
    [{ nome: 'X', escola_id: '' }, 'escola_id', 'Escola é obrigatória'],
    [{ nome: 'X', turma_id: 'abc' }, 'turma_id', 'Turma inválida'],
  ])('%j → 400 fields.%s', async (body, field, message) => {
    const res = await send('POST', '/api/alunos', 'gestor', { escola_id: ids.principal, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('generates a unique matrícula number of the body and year, even for simultaneous requests', async () => {
    const criados = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        send('POST', '/api/alunos', 'empresa', { nome: `Aluno Simultâneo ${i}`, escola_id: ids.tiradentes }),
      ),
    );
    const numeros = criados.map((r) => r.json().matricula as string);
    expect(new Set(numeros).size).toBe(6);
    for (const n of numeros) expect(n).toMatch(new RegExp(`^${ANO}\\d{6}$`));
  });

  it('creates with every field and enrols into the chosen class', async () => {
    const aluno = await criar('gestor', {
      nome: 'Rafaela Duarte Campos',
      email: 'Rafaela@Exemplo.com.br',
      telefone: '(35) 99888-1234',
      data_nascimento: `${ANO - 11}-05-12`,
      endereco: 'Rua A, 10',
      responsavel: 'Marta Duarte',
      telefone_responsavel: '(35) 99777-0000',
      codigo_inep: '123456789012',
      turma_id: ids.sextoB,
    });
    expect(aluno).toMatchObject({
      email: 'rafaela@exemplo.com.br',
      codigo_inep: '123456789012',
      status: 'ativo',
      matricula_atual: { turma_nome: '6º Ano B', status: 'ativa' },
    });
    const dup = await send('POST', '/api/alunos', 'gestor', {
      nome: 'Outra',
      escola_id: ids.principal,
      codigo_inep: '123456789012',
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.fields.codigo_inep).toBe('Já existe um aluno com este código INEP nesta rede de ensino');
  });

  it('refuses enrolling beyond capacity, and nothing is created', async () => {
    const turma = (
      await send('POST', '/api/turmas', 'gestor', {
        nome: 'Turma Pequena',
        serie: '9º Ano',
        turno: 'noturno',
        capacidade: 1,
        ano_letivo: ANO,
        escola_id: ids.principal,
      })
    ).json();
    await criar('gestor', { nome: 'Primeiro da Turma', turma_id: turma.id });
    const res = await send('POST', '/api/alunos', 'gestor', {
      nome: 'Segundo da Turma',
      escola_id: ids.principal,
      turma_id: turma.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A turma Turma Pequena atingiu a capacidade máxima de 1 alunos.');
    expect(await t.database.db.select().from(alunos).where(eq(alunos.nome, 'Segundo da Turma'))).toEqual([]);
  });

  it('a professor must put the new student in one of its classes', async () => {
    const sem = await send('POST', '/api/alunos', 'professor', { nome: 'Sem Turma', escola_id: ids.principal });
    expect(sem.json().error.fields.turma_id).toBe('Escolha uma das suas turmas para matricular o aluno.');
    const outra = await send('POST', '/api/alunos', 'professor', {
      nome: 'Outra Turma',
      escola_id: ids.principal,
      turma_id: ids.seteA,
    });
    expect(outra.json().error.fields.turma_id).toBe('Turma não encontrada nesta escola');
    expect((await criar('professor', { nome: 'Novo do Professor', turma_id: ids.sextoB })).matricula_atual!.turma_nome).toBe(
      '6º Ano B',
    );
  });
});

describe("'Usuário de acesso'", () => {
  it('offers the unlinked aluno users of the body, and links one; professors may not', async () => {
    const user = await createUser(t.database.db, {
      nome: 'Conta Aluna',
      email: 'conta.aluna@demo.escola.br',
      senha: 'Cajueiro-em-Flor-2026',
      tipo_usuario: 'aluno',
      empresa_id: ids.vv,
    });
    const opcoes = (await send('GET', `/api/alunos/usuarios-disponiveis?escola_id=${ids.principal}`, 'gestor')).json();
    expect(opcoes.itens.map((u: { email: string }) => u.email)).toEqual(['conta.aluna@demo.escola.br']);
    expect((await send('GET', `/api/alunos/usuarios-disponiveis?escola_id=${ids.domBosco}`, 'empresa')).statusCode).toBe(404);
    expect((await send('GET', `/api/alunos/usuarios-disponiveis?escola_id=${ids.principal}`, 'professor')).statusCode).toBe(403);

    const porProfessor = await send('POST', '/api/alunos', 'professor', {
      nome: 'Com Conta',
      escola_id: ids.principal,
      turma_id: ids.sextoA,
      usuario_id: user.id,
    });
    expect(porProfessor.statusCode).toBe(403);
    const taken = await send('POST', '/api/alunos', 'gestor', {
      nome: 'Conta Tomada',
      escola_id: ids.principal,
      usuario_id: ids.alunoUser,
    });
    expect(taken.json().error.fields.usuario_id).toMatch(/^Usuário de acesso indisponível/);

    const aluno = await criar('gestor', { nome: 'Aluna Com Conta', usuario_id: user.id });
    expect(aluno).toMatchObject({ usuario_id: user.id, usuario_nome: 'Conta Aluna' });
    expect((await send('GET', `/api/alunos/usuarios-disponiveis?escola_id=${ids.principal}`, 'gestor')).json().total).toBe(0);
    const comEste = (
      await send('GET', `/api/alunos/usuarios-disponiveis?escola_id=${ids.principal}&aluno_id=${aluno.id}`, 'gestor')
    ).json();
    expect(comEste.itens.map((u: { id: string }) => u.id)).toEqual([user.id]);
    // The linked user's scope is now this record.
    cookies.contaAluna = await t.login('conta.aluna@demo.escola.br', 'Cajueiro-em-Flor-2026');
    const me = (await send('GET', '/api/me', 'contaAluna')).json();
    expect(me.escopo.aluno_id).toBe(aluno.id);
  });
});

describe('PUT /api/alunos/:id', () => {
  it('edits; a stale version → 409', async () => {
    const aluno = await criar('gestor', { nome: 'Aluno Editável' });
    const ok = await send(
      'PUT',
      `/api/alunos/${aluno.id}`,
      'gestor',
      corpo(aluno, { nome: 'Aluno Editado', responsavel: 'Pai' }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ nome: 'Aluno Editado', responsavel: 'Pai', matricula: aluno.matricula });
    const stale = await send('PUT', `/api/alunos/${aluno.id}`, 'empresa', corpo(aluno, { nome: 'Outro' }));
    expect(stale.statusCode).toBe(409);
  });

  it('a new class moves the student, keeping the old enrolment as history', async () => {
    const aluno = await criar('gestor', { nome: 'Aluno em Trânsito', turma_id: ids.sextoB });
    const res = await send('PUT', `/api/alunos/${aluno.id}`, 'gestor', corpo(aluno, { turma_id: ids.seteA }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().matricula_atual.turma_nome).toBe('7º Ano A');
    const historico = (await send('GET', `/api/alunos/${aluno.id}`, 'gestor')).json().historico as Matricula[];
    expect(historico.map((m) => [m.turma_nome, m.status])).toEqual(
      expect.arrayContaining([
        ['7º Ano A', 'ativa'],
        ['6º Ano B', 'transferida'],
      ]),
    );
  });

  it('status inativo or transferido ends the active enrolment', async () => {
    const aluno = await criar('gestor', { nome: 'Aluno de Saída', turma_id: ids.sextoB });
    const res = await send('PUT', `/api/alunos/${aluno.id}`, 'gestor', corpo(aluno, { status: 'transferido' }));
    expect(res.json()).toMatchObject({ status: 'transferido', matricula_atual: null, possui_historico: true });
    const [m] = (await send('GET', `/api/alunos/${aluno.id}`, 'gestor')).json().historico as Matricula[];
    expect(m).toMatchObject({ status: 'transferida' });
    expect(m!.data_fim).not.toBeNull();
  });
});

describe('DELETE /api/alunos/:id', () => {
  it('a student with history is kept (409, asking to inactivate); one without is deleted', async () => {
    const comHistorico = await criar('gestor', { nome: 'Aluno Com Histórico', turma_id: ids.sextoB });
    const res = await send('DELETE', `/api/alunos/${comHistorico.id}`, 'gestor');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Não é possível excluir o aluno: ele possui histórico escolar (matrículas, notas ou frequências). Altere o status para inativo.',
    );
    const semHistorico = await criar('gestor', { nome: 'Aluno Sem Histórico' });
    expect((await send('DELETE', `/api/alunos/${semHistorico.id}`, 'gestor')).statusCode).toBe(204);
    expect((await send('GET', `/api/alunos/${semHistorico.id}`, 'gestor')).statusCode).toBe(404);
  });
});
