import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { ID_INEXISTENTE, idUsuario } from '../../../test/demo';
import { esperaCampo, esperaMensagem } from '../../../test/esperas';

const api = prepararApi({
  ids: async (db) => ({ professorSA: await idUsuario(db, 'leandro.teixeira@demo.escola.br') }),
});
const { enviar, ids } = api;
const ANO = new Date().getFullYear();

interface Turma {
  id: string;
  nome: string;
  escola_id: string;
  escola_nome: string;
  alunos_matriculados: number;
  capacidade: number;
  ativo: boolean;
  updated_at: string;
  professor_responsavel_nome: string | null;
  [k: string]: unknown;
}
interface Pagina {
  itens: Turma[];
  total: number;
  resumo: { total: number; ativas: number; matriculados: number; escolas: number; vagas: number };
}
const nova = (over: object = {}) => ({
  nome: `8º Ano B ${Math.random().toString(36).slice(2, 7)}`,
  serie: '8º Ano',
  turno: 'vespertino',
  capacidade: 30,
  ano_letivo: ANO,
  escola_id: ids.principal,
  ...over,
});
const lista = async (user: string, q = '') => (await enviar('GET', `/api/turmas?por_pagina=100${q}`, user)).json<Pagina>();
const corpo = ({
  id: _i,
  escola_nome: _e,
  alunos_matriculados: _a,
  professor_responsavel_nome: _p,
  empresa_id: _em,
  created_at: _c,
  ...rest
}: Turma) => rest;

async function criar(user: string, body: object = nova()): Promise<Turma> {
  const res = await enviar('POST', '/api/turmas', user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('who reaches which classes', () => {
  it('401 without a session; 403 for the aluno (no turmas grant); 403 for the professor on writes', async () => {
    expect((await enviar('GET', '/api/turmas')).statusCode).toBe(401);
    expect((await enviar('POST', '/api/turmas', undefined, { nome: '' })).statusCode).toBe(401);
    expect((await enviar('GET', '/api/turmas', 'aluno')).statusCode).toBe(403);
    expect((await enviar('POST', '/api/turmas', 'professor', nova())).statusCode).toBe(403);
    expect((await enviar('PATCH', `/api/turmas/${ids.sextoA}/ativo`, 'professor', { ativo: false })).statusCode).toBe(403);
    expect((await enviar('DELETE', `/api/turmas/${ids.sextoA}`, 'professor')).statusCode).toBe(403);
  });

  it('the professor lists only the classes it teaches; another class is 404 with no data', async () => {
    const p = await lista('professor');
    expect(p.itens.map((x) => x.nome).sort()).toEqual(['6º Ano A', '6º Ano B']);
    const res = await enviar('GET', `/api/turmas/${ids.seteA}`, 'professor');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Turma não encontrada.' } });
    expect((await enviar('GET', `/api/turmas/${ids.seteA}/disciplinas`, 'professor')).statusCode).toBe(404);
    expect((await enviar('GET', `/api/turmas/${ids.seteA}/alunos`, 'professor')).statusCode).toBe(404);
  });

  it('gestor: its school only; empresa: its body; empresa2 never sees Vale Verde', async () => {
    expect(new Set((await lista('gestor')).itens.map((x) => x.escola_id))).toEqual(new Set([ids.principal]));
    const vv = await lista('empresa');
    expect(vv.resumo.escolas).toBe(3);
    expect(vv.itens.every((x) => x.escola_nome.startsWith('EME'))).toBe(true);
    const res = await enviar('GET', `/api/turmas/${ids.sextoA}`, 'empresa2');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('6º Ano A');
    expect(
      (
        await enviar(
          'PUT',
          `/api/turmas/${ids.sextoA}`,
          'empresa2',
          corpo((await enviar('GET', `/api/turmas/${ids.sextoA}`, 'admin')).json()),
        )
      ).statusCode,
    ).toBe(404);
    expect((await enviar('DELETE', `/api/turmas/${ids.sextoA}`, 'empresa2')).statusCode).toBe(404);
  });
});

describe('GET /api/turmas', () => {
  it('counts enrolled students and shows the responsável or nothing', async () => {
    const sextoA = (await enviar('GET', `/api/turmas/${ids.sextoA}`, 'gestor')).json<Turma>();
    expect(sextoA).toMatchObject({
      nome: '6º Ano A',
      serie: '6º Ano',
      alunos_matriculados: 32,
      capacidade: 35,
      professor_responsavel_nome: 'Carlos Eduardo Lima',
      ano_letivo: ANO,
    });
    const semResponsavel = (await lista('gestor')).itens.find((x) => x.nome === '6º Ano B')!;
    expect(semResponsavel.professor_responsavel_nome).toBeNull();
  });

  it('computes the cards over the filtered set', async () => {
    const todas = await lista('gestor');
    const matriculados = todas.itens.reduce((s, x) => s + x.alunos_matriculados, 0);
    expect(todas.resumo).toEqual({ total: 6, ativas: 6, matriculados, escolas: 1, vagas: 6 * 35 - matriculados });
    const sextos = await lista('empresa', '&serie=6º Ano');
    expect(sextos.resumo.total).toBe(4);
    expect(sextos.resumo.escolas).toBe(2);
    expect(sextos.itens.every((x) => x.serie === '6º Ano')).toBe(true);
  });

  it('searches name, série, school and teacher; filters school, turno, status', async () => {
    expect((await lista('empresa', '&busca=Tiradentes')).itens.every((x) => x.escola_id === ids.tiradentes)).toBe(true);
    expect((await lista('empresa', '&busca=Carlos Eduardo')).itens.map((x) => x.nome)).toEqual(['6º Ano A']);
    expect((await lista('empresa', `&escola_id=${ids.tiradentes}&turno=vespertino`)).itens.map((x) => x.nome)).toEqual([
      '6º Ano B',
      '8º Ano A',
    ]);
    expect((await lista('empresa', '&ativo=false')).total).toBe(0);
    expect((await lista('empresa', '&escola_id=all&serie=all&turno=all&ativo=all')).total).toBe((await lista('empresa')).total);
    const bad = await enviar('GET', '/api/turmas?turno=madrugada', 'empresa');
    esperaCampo(bad, 'turno', 'Filtro inválido');
  });
});

describe('POST /api/turmas', () => {
  it.each([
    [{ nome: '' }, 'nome', 'Nome da turma é obrigatório'],
    [{ serie: '10º Ano' }, 'serie', 'Série é obrigatória'],
    [{ turno: '' }, 'turno', 'Turno é obrigatório'],
    [{ capacidade: 0 }, 'capacidade', 'Capacidade deve estar entre 1 e 50'],
    [{ capacidade: 51 }, 'capacidade', 'Capacidade deve estar entre 1 e 50'],
    [{ capacidade: 'trinta' }, 'capacidade', 'Capacidade deve estar entre 1 e 50'],
    [{ ano_letivo: null }, 'ano_letivo', 'Ano letivo é obrigatório'],
    [{ escola_id: '' }, 'escola_id', 'Escola é obrigatória'],
    [{ professor_responsavel_id: 'fulano' }, 'professor_responsavel_id', 'Professor inválido'],
  ])('%j → 400 fields.%s', async (over, field, message) => {
    const res = await enviar('POST', '/api/turmas', 'gestor', nova(over));
    esperaCampo(res, field, message);
  });

  it('creates an active class with 0 enrolled and the chosen responsável', async () => {
    const turma = await criar(
      'gestor',
      nova({ nome: '8º Ano C', professor_responsavel_id: ids.professor, observacoes: 'Sala 12' }),
    );
    expect(turma).toMatchObject({
      nome: '8º Ano C',
      ativo: true,
      alunos_matriculados: 0,
      professor_responsavel_nome: 'Carlos Eduardo Lima',
      observacoes: 'Sala 12',
      escola_nome: 'EMEF Professora Maria das Dores Silva',
    });
    // Responsável puts the class in the professor's scope at once.
    expect((await lista('professor')).itens.map((x) => x.nome)).toContain('8º Ano C');
  });

  it('refuses a professor of another body, a school out of scope, a repeated name', async () => {
    const outro = await enviar('POST', '/api/turmas', 'empresa', nova({ professor_responsavel_id: ids.professorSA }));
    esperaCampo(outro, 'professor_responsavel_id', 'Professor não encontrado nesta rede de ensino');
    const gestor = await enviar('POST', '/api/turmas', 'gestor', nova({ escola_id: ids.tiradentes }));
    expect(gestor.statusCode).toBe(404);
    expect((await enviar('POST', '/api/turmas', 'empresa', nova({ escola_id: ids.domBosco }))).statusCode).toBe(404);
    const dup = await enviar('POST', '/api/turmas', 'gestor', nova({ nome: '6º Ano A' }));
    esperaCampo(dup, 'nome', 'Já existe uma turma com este nome nesta escola e ano letivo');
  });
});

describe('PUT, PATCH ativo and DELETE /api/turmas/:id', () => {
  it('updates; a stale version → 409', async () => {
    const turma = await criar('empresa');
    const ok = await enviar('PUT', `/api/turmas/${turma.id}`, 'empresa', { ...corpo(turma), capacidade: 40, turno: 'noturno' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ capacidade: 40, turno: 'noturno' });
    const stale = await enviar('PUT', `/api/turmas/${turma.id}`, 'gestor', { ...corpo(turma), nome: 'Outro Nome' });
    esperaMensagem(stale, 409, 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.');
  });

  it('capacity never below the enrolled; school and ano letivo fixed once there are enrolments', async () => {
    const sextoA = (await enviar('GET', `/api/turmas/${ids.sextoA}`, 'gestor')).json<Turma>();
    const baixa = await enviar('PUT', `/api/turmas/${ids.sextoA}`, 'gestor', { ...corpo(sextoA), capacidade: 20 });
    esperaCampo(baixa, 'capacidade', 'A capacidade não pode ser menor que o número de alunos matriculados (32).');
    const mover = await enviar('PUT', `/api/turmas/${ids.sextoA}`, 'empresa', { ...corpo(sextoA), escola_id: ids.tiradentes });
    esperaMensagem(mover, 409, 'Não é possível mudar a escola ou o ano letivo de uma turma que já tem matrículas.');
    expect(
      (await enviar('PUT', `/api/turmas/${ids.sextoA}`, 'empresa', { ...corpo(sextoA), ano_letivo: ANO - 1 })).statusCode,
    ).toBe(409);
    expect((await enviar('GET', `/api/turmas/${ids.sextoA}`, 'gestor')).json()).toMatchObject({
      capacidade: 35,
      escola_id: ids.principal,
      ano_letivo: ANO,
    });
  });

  it('toggles ativo: an inactive class leaves the sidebar and refuses enrolments', async () => {
    const turma = await criar('gestor');
    expect((await enviar('PATCH', `/api/turmas/${turma.id}/ativo`, 'gestor', { ativo: false })).json().ativo).toBe(false);
    const nav = (await enviar('GET', `/api/navegacao/escolas/${ids.principal}/turmas`, 'gestor')).json().itens as {
      id: string;
    }[];
    expect(nav.map((x) => x.id)).not.toContain(turma.id);
    const aluno = (await enviar('POST', '/api/alunos', 'gestor', { nome: 'Aluno Sem Turma', escola_id: ids.principal })).json();
    const res = await enviar('POST', '/api/matriculas', 'gestor', { aluno_id: aluno.id, turma_id: turma.id });
    esperaMensagem(res, 409, 'Não é possível matricular em uma turma inativa.');
  });

  it('refuses deleting a class with enrolments; deletes an empty one', async () => {
    const res = await enviar('DELETE', `/api/turmas/${ids.sextoA}`, 'empresa');
    esperaMensagem(res, 409, 'Não é possível excluir a turma: ela possui matrículas, notas ou frequências registradas.');
    const vazia = await criar('gestor');
    expect((await enviar('DELETE', `/api/turmas/${vazia.id}`, 'gestor')).statusCode).toBe(204);
    expect((await enviar('GET', `/api/turmas/${vazia.id}`, 'gestor')).statusCode).toBe(404);
  });
});

describe('the class subjects and roster', () => {
  it('GET /api/turmas/:id/disciplinas lists the assigned subjects with their professors', async () => {
    const res = await enviar('GET', `/api/turmas/${ids.sextoA}/disciplinas`, 'professor');
    expect(res.statusCode).toBe(200);
    const itens = res.json().itens as { nome: string; professores: { nome: string }[] }[];
    expect(itens).toHaveLength(8);
    expect(itens.find((d) => d.nome === 'Matemática — 6º Ano')!.professores.map((p) => p.nome)).toEqual(['Carlos Eduardo Lima']);
    expect(itens.find((d) => d.nome === 'História — 6º Ano')!.professores.map((p) => p.nome)).toEqual(['Juliana Pereira Nunes']);
  });

  it('GET /api/turmas/:id/alunos: active enrolments first, history after, cards over the class', async () => {
    const res = await enviar('GET', `/api/turmas/${ids.seteA}/alunos?por_pagina=100`, 'gestor');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.resumo).toEqual({ ativas: 31, transferidas: 0, encerradas: 0, capacidade: 35 });
    expect(body.itens.every((m: { status: string }) => m.status === 'ativa')).toBe(true);
    const seteB = (await enviar('GET', '/api/turmas?busca=7º Ano B', 'gestor')).json().itens[0] as Turma;
    const historico = (await enviar('GET', `/api/turmas/${seteB.id}/alunos?status=transferida`, 'gestor')).json();
    expect(historico.total).toBe(1);
    expect(historico.resumo.transferidas).toBe(1);
    expect(
      (await enviar('GET', `/api/turmas/${ids.seteA}/alunos?busca=${encodeURIComponent(body.itens[0].matricula)}`, 'gestor'))
        .json()
        .itens.map((m: { nome: string }) => m.nome),
    ).toEqual([body.itens[0].nome]);
    expect((await enviar('GET', `/api/turmas/${ids.seteA}/alunos`, 'aluno')).statusCode).toBe(403);
    expect((await enviar('GET', `/api/turmas/${ID_INEXISTENTE}/alunos`, 'admin')).statusCode).toBe(404);
  });
});
