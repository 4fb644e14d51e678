import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { disciplinas } from '../../db/schema';
import { prepararApi } from '../../../test/api';
import { idUsuario } from '../../../test/demo';
import { esperaMensagem } from '../../../test/esperas';

const api = prepararApi({
  ids: async (db, demo) => {
    const disciplina = async (nome: string, empresa: string) =>
      (
        await db
          .select()
          .from(disciplinas)
          .where(and(eq(disciplinas.nome, nome), eq(disciplinas.empresa_id, empresa)))
      )[0]!.id;
    return {
      professorSA: await idUsuario(db, 'leandro.teixeira@demo.escola.br'),
      mat7: await disciplina('Matemática — 7º Ano', demo.vv),
      mat6: await disciplina('Matemática — 6º Ano', demo.vv),
      mat6SA: await disciplina('Matemática — 6º Ano', demo.sa),
    };
  },
});
const { enviar, ids } = api;

interface Atribuicao {
  id: string;
  turma_nome: string;
  disciplina_nome: string;
  professor_nome: string;
  professor_id: string;
}

describe('teaching assignments', () => {
  it('401 without a session; 403 for the aluno and, on writes and the professor list, for the professor', async () => {
    expect((await enviar('GET', '/api/atribuicoes')).statusCode).toBe(401);
    expect((await enviar('POST', '/api/atribuicoes', undefined, {})).statusCode).toBe(401);
    expect((await enviar('GET', '/api/atribuicoes', 'aluno')).statusCode).toBe(403);
    expect(
      (
        await enviar('POST', '/api/atribuicoes', 'professor', {
          turma_id: ids.seteA,
          disciplina_id: ids.mat7,
          professor_id: ids.professor,
        })
      ).statusCode,
    ).toBe(403);
    expect((await enviar('GET', `/api/atribuicoes/professores?escola_id=${ids.principal}`, 'professor')).statusCode).toBe(403);
  });

  it('the professor lists only its own classes’ assignments', async () => {
    const { itens } = (await enviar('GET', `/api/atribuicoes?professor_id=${ids.professor}&por_pagina=100`, 'professor')).json<{
      itens: Atribuicao[];
    }>();
    expect(itens.map((a) => `${a.turma_nome} ${a.disciplina_nome}`).sort()).toEqual([
      '6º Ano A Língua Portuguesa — 6º Ano',
      '6º Ano A Matemática — 6º Ano',
      '6º Ano B Matemática — 6º Ano',
    ]);
    const todas = (await enviar('GET', '/api/atribuicoes?por_pagina=100', 'professor')).json<{ itens: Atribuicao[] }>();
    expect(new Set(todas.itens.map((a) => a.turma_nome))).toEqual(new Set(['6º Ano A', '6º Ano B']));
  });

  it('lists the professors of the school’s body for the gestor, not of another body', async () => {
    const { itens } = (
      await enviar('GET', `/api/atribuicoes/professores?escola_id=${ids.principal}&por_pagina=100`, 'gestor')
    ).json<{ itens: { id: string }[] }>();
    expect(itens.map((p) => p.id)).toContain(ids.professor);
    expect(itens.map((p) => p.id)).not.toContain(ids.professorSA);
    expect((await enviar('GET', `/api/atribuicoes/professores?escola_id=${ids.domBosco}`, 'gestor')).statusCode).toBe(404);
  });

  it('validates: subject of the class’s série and body, a professor of the body, with field messages', async () => {
    const vazio = await enviar('POST', '/api/atribuicoes', 'gestor', {});
    expect(vazio.json().error.fields).toEqual({
      turma_id: 'Turma é obrigatória',
      disciplina_id: 'Disciplina é obrigatória',
      professor_id: 'Professor é obrigatório',
    });
    const serie = await enviar('POST', '/api/atribuicoes', 'gestor', {
      turma_id: ids.seteA,
      disciplina_id: ids.mat6,
      professor_id: ids.professor,
    });
    expect(serie.json().error.fields).toEqual({ disciplina_id: 'A disciplina não é da série da turma' });
    const alheios = await enviar('POST', '/api/atribuicoes', 'gestor', {
      turma_id: ids.seteA,
      disciplina_id: ids.mat6SA,
      professor_id: ids.professorSA,
    });
    expect(alheios.json().error.fields).toEqual({
      disciplina_id: 'Disciplina não encontrada nesta rede de ensino',
      professor_id: 'Professor não encontrado nesta rede de ensino',
    });
    const turmaSA = (await enviar('GET', `/api/turmas?escola_id=${ids.domBosco}`, 'empresa2')).json().itens[0].id;
    expect(
      (
        await enviar('POST', '/api/atribuicoes', 'gestor', {
          turma_id: turmaSA,
          disciplina_id: ids.mat6SA,
          professor_id: ids.professorSA,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('assigning a class puts it in the professor’s scope; a repeat is 409; removing takes it away', async () => {
    expect((await enviar('GET', `/api/turmas/${ids.seteA}`, 'professor')).statusCode).toBe(404);
    const res = await enviar('POST', '/api/atribuicoes', 'gestor', {
      turma_id: ids.seteA,
      disciplina_id: ids.mat7,
      professor_id: ids.professor,
    });
    expect(res.statusCode, res.body).toBe(201);
    const atribuicao = res.json<Atribuicao>();
    expect(atribuicao).toMatchObject({
      turma_nome: '7º Ano A',
      disciplina_nome: 'Matemática — 7º Ano',
      professor_nome: 'Carlos Eduardo Lima',
    });
    expect((await enviar('GET', `/api/turmas/${ids.seteA}`, 'professor')).statusCode).toBe(200);
    const disciplinasDaTurma = (await enviar('GET', `/api/turmas/${ids.seteA}/disciplinas`, 'professor')).json().itens as {
      nome: string;
      professores: { nome: string }[];
    }[];
    expect(
      disciplinasDaTurma
        .find((d) => d.nome === 'Matemática — 7º Ano')!
        .professores.map((p) => p.nome)
        .sort(),
    ).toEqual(['Carlos Eduardo Lima', 'Fernanda Ribeiro Costa']);

    const dup = await enviar('POST', '/api/atribuicoes', 'empresa', {
      turma_id: ids.seteA,
      disciplina_id: ids.mat7,
      professor_id: ids.professor,
    });
    esperaMensagem(dup, 409, 'Este professor já leciona esta disciplina nesta turma.');

    expect((await enviar('DELETE', `/api/atribuicoes/${atribuicao.id}`, 'empresa2')).statusCode).toBe(404);
    expect((await enviar('DELETE', `/api/atribuicoes/${atribuicao.id}`, 'gestor')).statusCode).toBe(204);
    expect((await enviar('GET', `/api/turmas/${ids.seteA}`, 'professor')).statusCode).toBe(404);
  });

  it('an inactive subject cannot be assigned', async () => {
    await api.db.update(disciplinas).set({ ativo: false }).where(eq(disciplinas.id, ids.mat7));
    const res = await enviar('POST', '/api/atribuicoes', 'gestor', {
      turma_id: ids.seteA,
      disciplina_id: ids.mat7,
      professor_id: ids.professor,
    });
    expect(res.json().error.fields).toEqual({ disciplina_id: 'A disciplina está inativa' });
    await api.db.update(disciplinas).set({ ativo: true }).where(eq(disciplinas.id, ids.mat7));
  });
});
