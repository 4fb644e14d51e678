import { turmaDemo } from '../fixtures-academico';
import { type Ctx, type Expect, type Row, escolaOf, naRede } from '../types';

/**
 * The XLSX exports of the lists (students, classes, a class roster, grades, attendance): the
 * relatorios.exportar grant, which the administrador, the empresa and the gestor have and the
 * professor and the aluno do not (403). Own tenant = the demo main school and its 6º Ano A; other =
 * Dom Bosco (Serra Azul) and its 6º Ano A: out of the empresa's and the gestor's reach (404, no rows),
 * in the administrador's. Each file is one class's, to keep the matrix light.
 */
const EXPORTAR: Expect = naRede(200, 200, 200, 403, 403);

async function alvo(c: Ctx) {
  const escola = escolaOf(c);
  return { escola, turma: await turmaDemo(c.t, escola, '6º Ano A') };
}
const daTurma = async (c: Ctx) => {
  const a = await alvo(c);
  return `escola_id=${a.escola}&turma_id=${a.turma}`;
};

export const rows: Record<string, Row> = {
  'GET /api/alunos/exportar': {
    prepare: async (c) => ({ url: `/api/alunos/exportar?${await daTurma(c)}` }),
    expect: EXPORTAR,
  },
  'GET /api/turmas/exportar': {
    prepare: async (c) => ({ url: `/api/turmas/exportar?escola_id=${escolaOf(c)}` }),
    expect: EXPORTAR,
  },
  'GET /api/turmas/:id/alunos/exportar': {
    prepare: async (c) => ({ url: `/api/turmas/${(await alvo(c)).turma}/alunos/exportar?status=ativa` }),
    expect: EXPORTAR,
  },
  'GET /api/notas/exportar': {
    prepare: async (c) => ({ url: `/api/notas/exportar?${await daTurma(c)}&bimestre=1` }),
    expect: EXPORTAR,
  },
  'GET /api/frequencias/exportar': {
    prepare: async (c) => ({ url: `/api/frequencias/exportar?${await daTurma(c)}&status=todos` }),
    expect: EXPORTAR,
  },
};
