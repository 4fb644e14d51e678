import { current, uniqueName } from '../fixtures';
import {
  alunoDemo,
  disciplinaDemo,
  freshAluno,
  freshAtribuicao,
  freshDisciplina,
  freshTurma,
  professorDa,
  turmaDemo,
} from '../fixtures-academico';
import { type Ctx, type Expect, type Row, empresaOf, escolaOf, same } from '../types';

/**
 * Classes, students, enrolments, teaching assignments and subjects. "own" is the
 * Vale Verde main school (where the demo professor teaches 6º Ano A); "other" is Serra Azul.
 */
const LER_ESCOPO: Expect = {
  administrador: [200, 200],
  empresa: [200, 404],
  gestor: [200, 404],
  professor: [200, 404],
  aluno: [403, 403],
};
const GESTAO = (ok: number): Expect => ({
  administrador: [ok, ok],
  empresa: [ok, 404],
  gestor: [ok, 404],
  professor: [403, 403],
  aluno: [403, 403],
});
const ESCRITA_PROFESSOR = (ok: number): Expect => ({
  administrador: [ok, ok],
  empresa: [ok, 404],
  gestor: [ok, 404],
  professor: [ok, 404],
  aluno: [403, 403],
});

/** The demo professor's own class when it is the actor, so its scope covers the row. */
const turmaDoAtor = (c: Ctx) =>
  freshTurma(c.t, escolaOf(c), c.role === 'professor' && c.tenant === 'own' ? c.ids.professorUser : null);
const turmaPrincipal = (c: Ctx) => turmaDemo(c.t, escolaOf(c), '6º Ano A');

async function alunoBody(c: Ctx, id: string) {
  const {
    id: _id,
    matricula: _m,
    escola_nome: _e,
    usuario_nome: _u,
    matricula_atual: _a,
    possui_historico: _p,
    historico: _h,
    created_at: _c,
    empresa_id: _em,
    contato_familia: _cf,
    municipio_nome: _mn,
    municipio_nascimento_nome: _mnn,
    ...body
  } = await current(c.t.app, c.admin, `/api/alunos/${id}`);
  return { ...body, turma_id: null };
}

export const rows: Record<string, Row> = {
  'GET /api/turmas': { prepare: async () => ({ url: '/api/turmas?por_pagina=5' }), expect: same(200, 200, 200, 200, 403) },
  'GET /api/turmas/:id': { prepare: async (c) => ({ url: `/api/turmas/${await turmaPrincipal(c)}` }), expect: LER_ESCOPO },
  'POST /api/turmas': {
    prepare: async (c) => ({
      url: '/api/turmas',
      payload: {
        nome: `Turma ${uniqueName()}`,
        serie: '7º Ano',
        turno: 'vespertino',
        capacidade: 30,
        ano_letivo: new Date().getFullYear(),
        escola_id: escolaOf(c),
      },
    }),
    expect: GESTAO(201),
  },
  'PUT /api/turmas/:id': {
    prepare: async (c) => {
      const id = await freshTurma(c.t, escolaOf(c));
      return { url: `/api/turmas/${id}`, payload: await current(c.t.app, c.admin, `/api/turmas/${id}`) };
    },
    expect: GESTAO(200),
  },
  'PATCH /api/turmas/:id/ativo': {
    prepare: async (c) => ({ url: `/api/turmas/${await freshTurma(c.t, escolaOf(c))}/ativo`, payload: { ativo: false } }),
    expect: GESTAO(200),
  },
  'DELETE /api/turmas/:id': {
    prepare: async (c) => ({ url: `/api/turmas/${await freshTurma(c.t, escolaOf(c))}` }),
    expect: GESTAO(204),
  },
  'GET /api/turmas/:id/disciplinas': {
    prepare: async (c) => ({ url: `/api/turmas/${await turmaPrincipal(c)}/disciplinas` }),
    expect: LER_ESCOPO,
  },
  'GET /api/turmas/:id/alunos': {
    prepare: async (c) => ({ url: `/api/turmas/${await turmaPrincipal(c)}/alunos` }),
    expect: LER_ESCOPO,
  },
  // The school overview: its figures, inside the scope like the school itself.
  'GET /api/escolas/:id/resumo': { prepare: async (c) => ({ url: `/api/escolas/${escolaOf(c)}/resumo` }), expect: LER_ESCOPO },

  'GET /api/alunos': { prepare: async () => ({ url: '/api/alunos?por_pagina=5' }), expect: same(200, 200, 200, 200, 403) },
  'GET /api/alunos/:id': {
    // Own: a student of a class of the demo professor's; other: a Serra Azul student.
    prepare: async (c) => ({
      url: `/api/alunos/${c.tenant === 'own' ? (await freshAluno(c.t, escolaOf(c), await freshTurma(c.t, escolaOf(c), c.ids.professorUser))).alunoId : await alunoDemo(c.t, escolaOf(c))}`,
    }),
    expect: LER_ESCOPO,
  },
  'GET /api/alunos/usuarios-disponiveis': {
    prepare: async (c) => ({ url: `/api/alunos/usuarios-disponiveis?escola_id=${escolaOf(c)}` }),
    expect: GESTAO(200),
  },
  'POST /api/alunos': {
    prepare: async (c) => ({
      url: '/api/alunos',
      payload: {
        nome: `Aluno ${uniqueName()}`,
        escola_id: escolaOf(c),
        ...(c.role === 'professor' ? { turma_id: await turmaDoAtor(c) } : {}),
      },
    }),
    expect: ESCRITA_PROFESSOR(201),
  },
  'PUT /api/alunos/:id': {
    prepare: async (c) => {
      const { alunoId } = await freshAluno(c.t, escolaOf(c), await turmaDoAtor(c));
      return { url: `/api/alunos/${alunoId}`, payload: await alunoBody(c, alunoId) };
    },
    expect: ESCRITA_PROFESSOR(200),
  },
  'DELETE /api/alunos/:id': {
    prepare: async (c) => ({ url: `/api/alunos/${(await freshAluno(c.t, escolaOf(c))).alunoId}` }),
    expect: GESTAO(204),
  },
  // The sensitive data (LGPD art. 11): their own permission, granted by default to the management only.
  'GET /api/alunos/:id/dados-sensiveis': {
    prepare: async (c) => ({ url: `/api/alunos/${(await freshAluno(c.t, escolaOf(c))).alunoId}/dados-sensiveis` }),
    expect: GESTAO(200),
  },
  'PUT /api/alunos/:id/dados-sensiveis': {
    prepare: async (c) => ({
      url: `/api/alunos/${(await freshAluno(c.t, escolaOf(c))).alunoId}/dados-sensiveis`,
      payload: { cor_raca: 'parda', alergias: 'Amendoim', updated_at: null },
    }),
    expect: GESTAO(200),
  },
  // Public data (IBGE): any signed-in user searches it.
  'GET /api/municipios': {
    prepare: async () => ({ url: '/api/municipios?busca=lavras' }),
    expect: same(200, 200, 200, 200, 200),
  },

  'POST /api/matriculas': {
    // The professor reaches a student once enrolled in its class: an ended enrolment there, then a new one.
    prepare: async (c) => {
      const turma = await turmaDoAtor(c);
      const { alunoId } = await freshAluno(c.t, escolaOf(c), turma, 'cancelada');
      return { url: '/api/matriculas', payload: { aluno_id: alunoId, turma_id: turma } };
    },
    expect: ESCRITA_PROFESSOR(201),
  },
  'POST /api/matriculas/:id/transferir': {
    prepare: async (c) => {
      const { matriculaId } = await freshAluno(c.t, escolaOf(c), await turmaDoAtor(c));
      return { url: `/api/matriculas/${matriculaId}/transferir`, payload: { turma_id: await turmaDoAtor(c) } };
    },
    expect: ESCRITA_PROFESSOR(201),
  },
  'POST /api/matriculas/:id/encerrar': {
    prepare: async (c) => ({
      url: `/api/matriculas/${(await freshAluno(c.t, escolaOf(c), await turmaDoAtor(c))).matriculaId}/encerrar`,
      payload: { status: 'concluida' },
    }),
    expect: ESCRITA_PROFESSOR(200),
  },

  'GET /api/atribuicoes': {
    prepare: async () => ({ url: '/api/atribuicoes?por_pagina=5' }),
    expect: same(200, 200, 200, 200, 403),
  },
  'GET /api/atribuicoes/professores': {
    prepare: async (c) => ({ url: `/api/atribuicoes/professores?escola_id=${escolaOf(c)}` }),
    expect: GESTAO(200),
  },
  'POST /api/atribuicoes': {
    prepare: async (c) => ({
      url: '/api/atribuicoes',
      payload: {
        turma_id: await freshTurma(c.t, escolaOf(c)),
        disciplina_id: await disciplinaDemo(c.t, empresaOf(c)),
        professor_id: await professorDa(c.t, empresaOf(c)),
      },
    }),
    expect: GESTAO(201),
  },
  'DELETE /api/atribuicoes/:id': {
    prepare: async (c) => ({ url: `/api/atribuicoes/${await freshAtribuicao(c.t, escolaOf(c))}` }),
    expect: GESTAO(204),
  },

  'GET /api/disciplinas': {
    prepare: async () => ({ url: '/api/disciplinas?por_pagina=5' }),
    expect: same(200, 200, 200, 200, 403),
  },
  'GET /api/disciplinas/:id': {
    prepare: async (c) => ({ url: `/api/disciplinas/${await disciplinaDemo(c.t, empresaOf(c))}` }),
    expect: LER_ESCOPO,
  },
  'POST /api/disciplinas': {
    prepare: async (c) => ({
      url: '/api/disciplinas',
      payload: {
        nome: `Componente ${uniqueName()}`,
        disciplina: 'historia',
        serie_ano: '7_ano',
        bimestre: '2_bimestre',
        empresa_id: empresaOf(c),
      },
    }),
    // Writing in another body is refused outright (the body is named in the request).
    expect: { administrador: [201, 201], empresa: [201, 403], gestor: [201, 403], professor: [403, 403], aluno: [403, 403] },
  },
  'PUT /api/disciplinas/:id': {
    prepare: async (c) => {
      const id = await freshDisciplina(c.t, empresaOf(c));
      return { url: `/api/disciplinas/${id}`, payload: await current(c.t.app, c.admin, `/api/disciplinas/${id}`) };
    },
    expect: GESTAO(200),
  },
  'PATCH /api/disciplinas/:id/ativo': {
    prepare: async (c) => ({
      url: `/api/disciplinas/${await freshDisciplina(c.t, empresaOf(c))}/ativo`,
      payload: { ativo: false },
    }),
    expect: GESTAO(200),
  },
  'DELETE /api/disciplinas/:id': {
    prepare: async (c) => ({ url: `/api/disciplinas/${await freshDisciplina(c.t, empresaOf(c))}` }),
    expect: GESTAO(204),
  },
};
