import { desc, eq } from 'drizzle-orm';
import { alunos, documentosEmitidos, turmas } from '../../../server/db/schema';
import { ORIGIN } from '../../app';
import { type Ctx, type Row, escolaOf, naRede, same } from '../types';
import { cenarioAnual } from './fechamentos-anuais';

type Cenario = Awaited<ReturnType<typeof cenarioAnual>>;
const cache = new WeakMap<Ctx['t'], Map<string, Promise<Cenario>>>();

/**
 * One class per tenant whose responsável, on the own network, is the demo professor: the only
 * professor who issues its boletins (on another network's class the professor has no link: 404).
 */
function cenario(c: Ctx) {
  const porApp = cache.get(c.t) ?? new Map<string, Promise<Cenario>>();
  cache.set(c.t, porApp);
  if (!porApp.has(c.tenant)) {
    const professorId = c.tenant === 'own' ? c.ids.professorUser : undefined;
    porApp.set(
      c.tenant,
      cenarioAnual(c.t, escolaOf(c), { professorId, finalizados: 8 }).then(async (s) => {
        if (professorId)
          await c.t.database.db.update(turmas).set({ professor_responsavel_id: professorId }).where(eq(turmas.id, s.turma.id));
        return s;
      }),
    );
  }
  return porApp.get(c.tenant)!;
}

/** A code printed on a boletim the administrador issued (the public check answers it to anyone). */
async function codigoEmitido(c: Ctx) {
  const s = await cenario(c);
  const res = await c.t.app.inject({
    method: 'GET',
    url: `/api/boletins/turmas/${s.turma.id}/alunos/${s.alunos.aprovado}`,
    headers: { cookie: c.admin, origin: ORIGIN },
  });
  if (res.statusCode !== 200) throw new Error(`boletim: ${res.statusCode} ${res.body}`);
  const [doc] = await c.t.database.db
    .select({ codigo: documentosEmitidos.codigo })
    .from(documentosEmitidos)
    .where(eq(documentosEmitidos.aluno_id, s.alunos.aprovado))
    .orderBy(desc(documentosEmitidos.emitido_em))
    .limit(1);
  return doc!.codigo;
}

// A class's boletins: the gestor, the empresa, the administrador and the responsável professor; the aluno has its own route.
const DA_TURMA = naRede(200, 200, 200, 200, 403);

export const rows: Record<string, Row> = {
  'GET /api/boletins/meu': {
    // Only a user linked to a student record has one: the demo aluno (the same account on either tenant).
    prepare: async () => ({ url: '/api/boletins/meu' }),
    expect: same(404, 404, 404, 404, 200),
  },
  'GET /api/boletins/turmas/:turmaId': {
    prepare: async (c) => ({ url: `/api/boletins/turmas/${(await cenario(c)).turma.id}` }),
    expect: DA_TURMA,
  },
  'GET /api/boletins/turmas/:turmaId/alunos/:alunoId': {
    prepare: async (c) => {
      const s = await cenario(c);
      return { url: `/api/boletins/turmas/${s.turma.id}/alunos/${s.alunos.recuperacao}` };
    },
    expect: DA_TURMA,
  },
  'GET /api/publico/verificar/:codigo': {
    prepare: async (c) => ({ url: `/api/publico/verificar/${await codigoEmitido(c)}` }),
    expect: same(200, 200, 200, 200, 200),
  },
  // The full name, to anyone who knows the student's birth date: no session needed, none changes it.
  'POST /api/publico/verificar/:codigo/aluno': {
    prepare: async (c) => {
      const codigo = await codigoEmitido(c);
      const data_nascimento = '2013-05-20';
      await c.t.database.db
        .update(alunos)
        .set({ data_nascimento })
        .where(eq(alunos.id, (await cenario(c)).alunos.aprovado));
      return { url: `/api/publico/verificar/${codigo}/aluno`, payload: { data_nascimento } };
    },
    expect: same(200, 200, 200, 200, 200),
  },
};
