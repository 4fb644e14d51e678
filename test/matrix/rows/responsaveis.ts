import { freshAluno, freshResponsavel, freshTurma } from '../fixtures-academico';
import { type Ctx, type Expect, type Row, escolaOf } from '../types';

/**
 * The guardians of a student: "own" is a student of the Vale Verde main school, enrolled in a class of
 * the demo professor when it is the actor (its scope covers the student); "other" is a Serra Azul one.
 * Read with alunos.ler, written with alunos.atualizar: the aluno role has neither.
 */
const NO_ALUNO = (ok: number): Expect => ({
  administrador: [ok, ok],
  empresa: [ok, 404],
  gestor: [ok, 404],
  professor: [ok, 404],
  aluno: [403, 403],
});

const alunoDoAtor = async (c: Ctx) =>
  (
    await freshAluno(
      c.t,
      escolaOf(c),
      await freshTurma(c.t, escolaOf(c), c.role === 'professor' && c.tenant === 'own' ? c.ids.professorUser : null),
    )
  ).alunoId;

export const rows: Record<string, Row> = {
  'GET /api/alunos/:id/responsaveis': {
    prepare: async (c) => {
      const alunoId = await alunoDoAtor(c);
      await freshResponsavel(c.t, alunoId);
      return { url: `/api/alunos/${alunoId}/responsaveis` };
    },
    expect: NO_ALUNO(200),
  },
  'GET /api/responsaveis': {
    prepare: async (c) => ({ url: `/api/responsaveis?aluno_id=${await alunoDoAtor(c)}&busca=Matriz` }),
    expect: NO_ALUNO(200),
  },
  'POST /api/alunos/:id/responsaveis': {
    prepare: async (c) => ({
      url: `/api/alunos/${await alunoDoAtor(c)}/responsaveis`,
      payload: { nome: 'Responsável Novo da Matriz', parentesco: 'pai', responsavel_legal: true },
    }),
    expect: NO_ALUNO(201),
  },
  'PUT /api/alunos/:id/responsaveis/:responsavelId': {
    prepare: async (c) => {
      const alunoId = await alunoDoAtor(c);
      const { pessoa, vinculo } = await freshResponsavel(c.t, alunoId);
      return {
        url: `/api/alunos/${alunoId}/responsaveis/${pessoa.id}`,
        payload: {
          nome: pessoa.nome,
          parentesco: 'mae',
          telefone: '(35) 99999-0000',
          updated_at: vinculo.updated_at.toISOString(),
          responsavel_updated_at: pessoa.updated_at.toISOString(),
        },
      };
    },
    expect: NO_ALUNO(200),
  },
  'DELETE /api/alunos/:id/responsaveis/:responsavelId': {
    prepare: async (c) => {
      const alunoId = await alunoDoAtor(c);
      const { pessoa } = await freshResponsavel(c.t, alunoId);
      return { url: `/api/alunos/${alunoId}/responsaveis/${pessoa.id}` };
    },
    expect: NO_ALUNO(204),
  },
};
