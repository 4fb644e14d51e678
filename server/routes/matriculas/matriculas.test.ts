import { hoje } from '../../../domain/academico/campos';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampo, esperaCampos, esperaMensagem } from '../../../test/esperas';

const api = prepararApi();
const { enviar, ids } = api;
const ANO = new Date().getFullYear();
// The institution's day (São Paulo), which the server uses when no date is given — not UTC's.
const HOJE = hoje();

async function alunoSemTurma(nome: string, escola = ids.principal, user = 'empresa') {
  const res = await enviar('POST', '/api/alunos', user, { nome, escola_id: escola });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
async function turmaNova(capacidade = 30, escola = ids.principal) {
  const res = await enviar('POST', '/api/turmas', 'empresa', {
    nome: `Turma ${Math.random().toString(36).slice(2, 7)}`,
    serie: '6º Ano',
    turno: 'matutino',
    capacidade,
    ano_letivo: ANO,
    escola_id: escola,
  });
  return res.json().id as string;
}
async function matricular(aluno_id: string, turma_id: string, user = 'gestor') {
  return enviar('POST', '/api/matriculas', user, { aluno_id, turma_id });
}

describe('who may enrol', () => {
  it('401 without a session, 403 for the aluno, before the body is looked at', async () => {
    expect((await enviar('POST', '/api/matriculas', undefined, {})).statusCode).toBe(401);
    expect((await enviar('POST', `/api/matriculas/${ID_INEXISTENTE}/transferir`, 'aluno', {})).statusCode).toBe(403);
    expect((await enviar('POST', `/api/matriculas/${ID_INEXISTENTE}/encerrar`, 'aluno', {})).statusCode).toBe(403);
  });

  it("another body's student or class is 404 with no data", async () => {
    const alheio = await alunoSemTurma('Aluno Serra Azul', ids.domBosco, 'empresa2');
    const res = await matricular(alheio, ids.sextoA, 'empresa');
    esperaMensagem(res, 404, 'Aluno não encontrado.');
    const meu = await alunoSemTurma('Aluno de Vale Verde');
    const turmaSA = (await enviar('GET', `/api/turmas?escola_id=${ids.domBosco}`, 'empresa2')).json().itens[0].id;
    expect((await matricular(meu, turmaSA, 'empresa')).statusCode).toBe(404);
  });

  it('a professor enrols only into its classes', async () => {
    const aluno = await alunoSemTurma('Aluno Para o Professor');
    // Not in any of its classes yet: the professor does not reach the student.
    expect((await matricular(aluno, ids.sextoB, 'professor')).statusCode).toBe(404);
    expect((await matricular(aluno, ids.seteA, 'gestor')).statusCode).toBe(201);
    const [m] = (await enviar('GET', `/api/alunos/${aluno}`, 'gestor')).json().historico;
    expect((await enviar('POST', `/api/matriculas/${m.id}/transferir`, 'professor', { turma_id: ids.sextoB })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/matriculas', () => {
  it('validates the body with field messages', async () => {
    const res = await enviar('POST', '/api/matriculas', 'gestor', { aluno_id: '', turma_id: 'x', data_inicio: '31/02/2026' });
    esperaCampos(res, { aluno_id: 'Aluno é obrigatório', turma_id: 'Turma é obrigatória', data_inicio: 'Data inválida' });
  });

  it('enrols from today, and the class count goes up', async () => {
    const turma = await turmaNova();
    const aluno = await alunoSemTurma('Aluna Nova');
    const res = await matricular(aluno, turma);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      aluno_id: aluno,
      turma_id: turma,
      status: 'ativa',
      data_inicio: HOJE,
      ano_letivo: ANO,
      data_fim: null,
    });
    expect((await enviar('GET', `/api/turmas/${turma}`, 'gestor')).json().alunos_matriculados).toBe(1);
  });

  it('enforces capacity, also when two enrol at once', async () => {
    const turma = await turmaNova(2);
    const alunos = await Promise.all(['Um', 'Dois', 'Três', 'Quatro'].map((n) => alunoSemTurma(`Aluno ${n}`)));
    const results = await Promise.all(alunos.map((a) => matricular(a, turma)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().error.message).toMatch(/^A turma .+ atingiu a capacidade máxima de 2 alunos\.$/);
    expect((await enviar('GET', `/api/turmas/${turma}`, 'gestor')).json().alunos_matriculados).toBe(2);
  });

  it('refuses a second class in the same ano letivo, a class of another school and an inactive student', async () => {
    const aluno = await alunoSemTurma('Aluno Dobrado');
    expect((await matricular(aluno, ids.sextoB)).statusCode).toBe(201);
    const again = await matricular(aluno, ids.seteA);
    esperaMensagem(again, 409, 'O aluno já está matriculado na turma 6º Ano B neste ano letivo. Use a transferência.');
    const outraEscola = await matricular(
      await alunoSemTurma('Aluno de Outra Escola'),
      await turmaNova(30, ids.tiradentes),
      'empresa',
    );
    expect(outraEscola.json().error.message).toBe('A turma não é da escola do aluno. Use a transferência.');
    const inativo = (
      await enviar('POST', '/api/alunos', 'gestor', { nome: 'Aluno Inativo', escola_id: ids.principal, status: 'inativo' })
    ).json();
    expect((await matricular(inativo.id, ids.sextoB)).json().error.message).toBe('Somente alunos ativos podem ser matriculados.');
  });
});

describe('transfer and end', () => {
  it('transfers: the old enrolment ends as transferida on the day, the new one starts that day', async () => {
    const aluno = await alunoSemTurma('Aluno Transferido');
    const origem = (await matricular(aluno, ids.sextoB)).json();
    const res = await enviar('POST', `/api/matriculas/${origem.id}/transferir`, 'gestor', { turma_id: ids.seteA });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ turma_nome: '7º Ano A', status: 'ativa', data_inicio: HOJE });
    const historico = (await enviar('GET', `/api/alunos/${aluno}`, 'gestor')).json().historico;
    expect(historico).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: origem.id, status: 'transferida', data_fim: HOJE })]),
    );
    // Once ended, it cannot be transferred or ended again.
    const again = await enviar('POST', `/api/matriculas/${origem.id}/transferir`, 'gestor', { turma_id: ids.sextoA });
    esperaMensagem(again, 409, 'Esta matrícula não está ativa.');
  });

  it('a transfer to a school of the same body moves the student there; to the same class or a full one is refused', async () => {
    const aluno = await alunoSemTurma('Aluno Mudando de Escola');
    const origem = (await matricular(aluno, ids.sextoB)).json();
    expect(
      (await enviar('POST', `/api/matriculas/${origem.id}/transferir`, 'empresa', { turma_id: ids.sextoB })).json().error.message,
    ).toBe('O aluno já está nesta turma.');
    const cheia = await turmaNova(1);
    await matricular(await alunoSemTurma('Ocupante'), cheia);
    expect((await enviar('POST', `/api/matriculas/${origem.id}/transferir`, 'empresa', { turma_id: cheia })).statusCode).toBe(
      409,
    );
    const destino = await turmaNova(30, ids.tiradentes);
    expect((await enviar('POST', `/api/matriculas/${origem.id}/transferir`, 'empresa', { turma_id: destino })).statusCode).toBe(
      201,
    );
    expect((await enviar('GET', `/api/alunos/${aluno}`, 'empresa')).json()).toMatchObject({
      escola_id: ids.tiradentes,
      escola_nome: 'EMEF Tiradentes',
    });
    // The gestor of the first school no longer reaches the student.
    expect((await enviar('GET', `/api/alunos/${aluno}`, 'gestor')).statusCode).toBe(404);
  });

  it('a date before the enrolment start is refused', async () => {
    const aluno = await alunoSemTurma('Aluno Apressado');
    const m = (await matricular(aluno, ids.sextoB)).json();
    const res = await enviar('POST', `/api/matriculas/${m.id}/encerrar`, 'gestor', {
      status: 'concluida',
      data_fim: `${ANO - 1}-12-01`,
    });
    esperaCampo(res, 'data_fim', 'A data não pode ser anterior ao início da matrícula.');
  });

  it('ends an enrolment as concluída or cancelada; the class frees the seat', async () => {
    const turma = await turmaNova(1);
    const aluno = await alunoSemTurma('Aluno Concluinte');
    const m = (await matricular(aluno, turma)).json();
    const bad = await enviar('POST', `/api/matriculas/${m.id}/encerrar`, 'gestor', { status: 'ativa' });
    expect(bad.json().error.fields.status).toBe('Situação inválida');
    const res = await enviar('POST', `/api/matriculas/${m.id}/encerrar`, 'gestor', { status: 'cancelada' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelada', data_fim: HOJE });
    expect((await matricular(await alunoSemTurma('Aluno da Vaga'), turma)).statusCode).toBe(201);
  });
});
