// @motores: busca de texto
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alunos, papeis, papeisPermissoes, permissoes } from '../../db/schema';
import { createUser } from '../../services/create-user';
import { prepararApi } from '../../../test/api';
import { esperaCampo, esperaMensagem } from '../../../test/esperas';

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

const api = prepararApi();
const { enviar, ids } = api;
const ANO = new Date().getFullYear();
const lista = async (user: string, q = '') => (await enviar('GET', `/api/alunos?por_pagina=100${q}`, user)).json<Pagina>();
const corpo = (a: Aluno, over: object = {}) => ({
  nome: a.nome,
  email: a.email,
  telefone: a.telefone,
  data_nascimento: a.data_nascimento,
  endereco: a.endereco,
  codigo_inep: a.codigo_inep,
  status: a.status,
  usuario_id: a.usuario_id,
  turma_id: null,
  updated_at: a.updated_at,
  ...over,
});

async function criar(user: string, body: object): Promise<Aluno> {
  const res = await enviar('POST', '/api/alunos', user, { escola_id: ids.principal, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('who reaches which students', () => {
  it('401 without a session; 403 for the aluno (no alunos grant); professor may not delete', async () => {
    expect((await enviar('GET', '/api/alunos')).statusCode).toBe(401);
    expect((await enviar('POST', '/api/alunos', undefined, {})).statusCode).toBe(401);
    expect((await enviar('GET', '/api/alunos', 'aluno')).statusCode).toBe(403);
    const [a] = (await lista('professor')).itens;
    expect((await enviar('DELETE', `/api/alunos/${a!.id}`, 'professor')).statusCode).toBe(403);
  });

  it('the professor sees only the students of the classes it teaches', async () => {
    const p = await lista('professor');
    const nasTurmas =
      (await lista('gestor', `&turma_id=${ids.sextoA}`)).total + (await lista('gestor', `&turma_id=${ids.sextoB}`)).total;
    expect(p.total).toBe(nasTurmas);
    expect(p.itens.every((a) => [ids.sextoA, ids.sextoB].includes(a.matricula_atual!.turma_id))).toBe(true);
    const deOutraTurma = (await lista('gestor', `&turma_id=${ids.seteA}`)).itens[0]!;
    for (const res of [
      await enviar('GET', `/api/alunos/${deOutraTurma.id}`, 'professor'),
      await enviar('PUT', `/api/alunos/${deOutraTurma.id}`, 'professor', corpo(deOutraTurma)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(deOutraTurma.nome);
    }
  });

  it("another body's student is 404 with no data; the gestor sees only its school", async () => {
    const alheio = (await lista('empresa2')).itens[0]!;
    for (const res of [
      await enviar('GET', `/api/alunos/${alheio.id}`, 'empresa'),
      await enviar('PUT', `/api/alunos/${alheio.id}`, 'empresa', corpo(alheio)),
      await enviar('DELETE', `/api/alunos/${alheio.id}`, 'empresa'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Aluno não encontrado.' } });
    }
    expect(new Set((await lista('gestor')).itens.map((a) => a.escola_id))).toEqual(new Set([ids.principal]));
    expect(
      (await enviar('POST', '/api/alunos', 'gestor', { nome: 'Fora do Escopo', escola_id: ids.tiradentes })).statusCode,
    ).toBe(404);
  });

  it('an aluno given alunos.ler still reaches only its own record', async () => {
    const [papel] = await api.db.select().from(papeis).where(eq(papeis.nome, 'aluno'));
    const [ler] = await api.db.select().from(permissoes).where(eq(permissoes.nome, 'alunos.ler'));
    await api.db.insert(papeisPermissoes).values({ papel_id: papel!.id, permissao_id: ler!.id });
    try {
      const propria = await lista('aluno');
      expect(propria.itens.map((a) => a.usuario_id)).toEqual([ids.aluno]);
      const colega = (await lista('gestor', `&turma_id=${ids.sextoA}`)).itens.find((a) => a.usuario_id !== ids.aluno)!;
      expect((await enviar('GET', `/api/alunos/${colega.id}`, 'aluno')).statusCode).toBe(404);
      expect((await enviar('GET', `/api/alunos/${propria.itens[0]!.id}`, 'aluno')).statusCode).toBe(200);
    } finally {
      await api.db
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
    const res = await enviar('GET', `/api/alunos/${transferido!.id}`, 'gestor');
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
    const res = await enviar('POST', '/api/alunos', 'gestor', { escola_id: ids.principal, ...body });
    esperaCampo(res, field, message);
  });

  it('generates a unique matrícula number of the body and year, even for simultaneous requests', async () => {
    const criados = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        enviar('POST', '/api/alunos', 'empresa', { nome: `Aluno Simultâneo ${i}`, escola_id: ids.tiradentes }),
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
      filiacao_1: 'Marta Duarte',
      codigo_inep: '123456789012',
      turma_id: ids.sextoB,
    });
    expect(aluno).toMatchObject({
      email: 'rafaela@exemplo.com.br',
      codigo_inep: '123456789012',
      filiacao_1: 'Marta Duarte',
      status: 'ativo',
      matricula_atual: { turma_nome: '6º Ano B', status: 'ativa' },
    });
    const dup = await enviar('POST', '/api/alunos', 'gestor', {
      nome: 'Outra',
      escola_id: ids.principal,
      codigo_inep: '123456789012',
    });
    esperaCampo(dup, 'codigo_inep', 'Já existe um aluno com este código INEP nesta rede de ensino');
  });

  it('refuses enrolling beyond capacity, and nothing is created', async () => {
    const turma = (
      await enviar('POST', '/api/turmas', 'gestor', {
        nome: 'Turma Pequena',
        serie: '9º Ano',
        turno: 'noturno',
        capacidade: 1,
        ano_letivo: ANO,
        escola_id: ids.principal,
      })
    ).json();
    await criar('gestor', { nome: 'Primeiro da Turma', turma_id: turma.id });
    const res = await enviar('POST', '/api/alunos', 'gestor', {
      nome: 'Segundo da Turma',
      escola_id: ids.principal,
      turma_id: turma.id,
    });
    esperaMensagem(res, 409, 'A turma Turma Pequena atingiu a capacidade máxima de 1 alunos.');
    expect(await api.db.select().from(alunos).where(eq(alunos.nome, 'Segundo da Turma'))).toEqual([]);
  });

  it('a professor must put the new student in one of its classes', async () => {
    const sem = await enviar('POST', '/api/alunos', 'professor', { nome: 'Sem Turma', escola_id: ids.principal });
    expect(sem.json().error.fields.turma_id).toBe('Escolha uma das suas turmas para matricular o aluno.');
    const outra = await enviar('POST', '/api/alunos', 'professor', {
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
    const conta = { nome: 'Conta Aluna', email: 'conta.aluna@demo.escola.br', senha: 'Cajueiro-em-Flor-2026' };
    const user = await createUser(api.db, { ...conta, tipo_usuario: 'aluno', empresa_id: ids.vv });
    const opcoes = (await enviar('GET', `/api/alunos/usuarios-disponiveis?escola_id=${ids.principal}`, 'gestor')).json();
    expect(opcoes.itens.map((u: { email: string }) => u.email)).toEqual(['conta.aluna@demo.escola.br']);
    expect((await enviar('GET', `/api/alunos/usuarios-disponiveis?escola_id=${ids.domBosco}`, 'empresa')).statusCode).toBe(404);
    expect((await enviar('GET', `/api/alunos/usuarios-disponiveis?escola_id=${ids.principal}`, 'professor')).statusCode).toBe(
      403,
    );

    const porProfessor = await enviar('POST', '/api/alunos', 'professor', {
      nome: 'Com Conta',
      escola_id: ids.principal,
      turma_id: ids.sextoA,
      usuario_id: user.id,
    });
    expect(porProfessor.statusCode).toBe(403);
    const taken = await enviar('POST', '/api/alunos', 'gestor', {
      nome: 'Conta Tomada',
      escola_id: ids.principal,
      usuario_id: ids.aluno,
    });
    expect(taken.json().error.fields.usuario_id).toMatch(/^Usuário de acesso indisponível/);

    const aluno = await criar('gestor', { nome: 'Aluna Com Conta', usuario_id: user.id });
    expect(aluno).toMatchObject({ usuario_id: user.id, usuario_nome: 'Conta Aluna' });
    expect((await enviar('GET', `/api/alunos/usuarios-disponiveis?escola_id=${ids.principal}`, 'gestor')).json().total).toBe(0);
    const comEste = (
      await enviar('GET', `/api/alunos/usuarios-disponiveis?escola_id=${ids.principal}&aluno_id=${aluno.id}`, 'gestor')
    ).json();
    expect(comEste.itens.map((u: { id: string }) => u.id)).toEqual([user.id]);
    // The linked user's scope is now this record.
    const contaAluna = await api.entrar(conta.email, conta.senha);
    const me = (await enviar('GET', '/api/me', contaAluna)).json();
    expect(me.escopo.aluno_id).toBe(aluno.id);
  });
});

describe('PUT /api/alunos/:id', () => {
  it('edits; a stale version → 409', async () => {
    const aluno = await criar('gestor', { nome: 'Aluno Editável' });
    const ok = await enviar(
      'PUT',
      `/api/alunos/${aluno.id}`,
      'gestor',
      corpo(aluno, { nome: 'Aluno Editado', filiacao_1: 'Pai' }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ nome: 'Aluno Editado', filiacao_1: 'Pai', matricula: aluno.matricula });
    const stale = await enviar('PUT', `/api/alunos/${aluno.id}`, 'empresa', corpo(aluno, { nome: 'Outro' }));
    expect(stale.statusCode).toBe(409);
  });

  it('a new class moves the student, keeping the old enrolment as history', async () => {
    const aluno = await criar('gestor', { nome: 'Aluno em Trânsito', turma_id: ids.sextoB });
    const res = await enviar('PUT', `/api/alunos/${aluno.id}`, 'gestor', corpo(aluno, { turma_id: ids.seteA }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().matricula_atual.turma_nome).toBe('7º Ano A');
    const historico = (await enviar('GET', `/api/alunos/${aluno.id}`, 'gestor')).json().historico as Matricula[];
    expect(historico.map((m) => [m.turma_nome, m.status])).toEqual(
      expect.arrayContaining([
        ['7º Ano A', 'ativa'],
        ['6º Ano B', 'transferida'],
      ]),
    );
  });

  it('status inativo or transferido ends the active enrolment', async () => {
    const aluno = await criar('gestor', { nome: 'Aluno de Saída', turma_id: ids.sextoB });
    const res = await enviar('PUT', `/api/alunos/${aluno.id}`, 'gestor', corpo(aluno, { status: 'transferido' }));
    expect(res.json()).toMatchObject({ status: 'transferido', matricula_atual: null, possui_historico: true });
    const [m] = (await enviar('GET', `/api/alunos/${aluno.id}`, 'gestor')).json().historico as Matricula[];
    expect(m).toMatchObject({ status: 'transferida' });
    expect(m!.data_fim).not.toBeNull();
  });
});

describe('DELETE /api/alunos/:id', () => {
  it('a student with history is kept (409, asking to inactivate); one without is deleted', async () => {
    const comHistorico = await criar('gestor', { nome: 'Aluno Com Histórico', turma_id: ids.sextoB });
    const res = await enviar('DELETE', `/api/alunos/${comHistorico.id}`, 'gestor');
    esperaMensagem(
      res,
      409,
      'Não é possível excluir o aluno: ele possui histórico escolar (matrículas, notas ou frequências). Altere o status para inativo.',
    );
    const semHistorico = await criar('gestor', { nome: 'Aluno Sem Histórico' });
    expect((await enviar('DELETE', `/api/alunos/${semHistorico.id}`, 'gestor')).statusCode).toBe(204);
    expect((await enviar('GET', `/api/alunos/${semHistorico.id}`, 'gestor')).statusCode).toBe(404);
  });
});
