import type { TestApp } from '../../app';
import { type Ctx, type Row, escolaOf, naRede } from '../types';
import { cenarioAnual } from './fechamentos-anuais';

type Cenario = Awaited<ReturnType<typeof cenarioAnual>>;
const cache = new WeakMap<TestApp, Map<string, Promise<Cenario>>>();

/** One class per tenant (the Fechamento Anual's: the demo professor teaches it on its own network). */
function turmaDe(c: Ctx) {
  const porApp = cache.get(c.t) ?? new Map<string, Promise<Cenario>>();
  cache.set(c.t, porApp);
  if (!porApp.has(c.tenant))
    porApp.set(
      c.tenant,
      cenarioAnual(c.t, escolaOf(c), { professorId: c.tenant === 'own' ? c.ids.professorUser : undefined, finalizados: 2 }),
    );
  return porApp.get(c.tenant)!.then((s) => s.turma.id);
}

export const rows: Record<string, Row> = {
  'GET /api/turmas/:turmaId/relatorio-alunos': {
    prepare: async (c) => ({ url: `/api/turmas/${await turmaDe(c)}/relatorio-alunos` }),
    expect: naRede(200, 200, 200, 200, 403),
  },
  'GET /api/turmas/:turmaId/relatorio-alunos/exportar': {
    prepare: async (c) => ({ url: `/api/turmas/${await turmaDe(c)}/relatorio-alunos/exportar?formato=xlsx` }),
    expect: naRede(200, 200, 200, 403, 403),
  },
};
