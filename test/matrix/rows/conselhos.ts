import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { StatusConselho } from '../../../domain/conselho/tipos';
import { atribuicoes, conselhosClasse, conselhosParticipantes, matriculas, usuarios } from '../../../server/db/schema';
import { turmas6A, umaVezPorApp } from '../alvos';
import { type Ctx, type Expect, type Row, escolaOf, naRede } from '../types';
import { cenarioConselho } from './conselhos-ata';

/**
 * Class councils: own tenant = 6º Ano A of the demo school (the demo professor teaches there),
 * other = 6º Ano A of Dom Bosco (Serra Azul). Each cell's council is written straight into the
 * table in a year of its own (one council per class, year and bimestre); starting one needs the
 * bimestre's closings finalized, so that cell gets a class of cenarioConselho.
 */
const montado = umaVezPorApp(async (t) => {
  const { t6A, tSA } = await turmas6A(t);
  const db = t.database.db;
  const [demo] = await db.select().from(usuarios).where(eq(usuarios.email, 'professor@demo.escola.br'));
  const daTurma = async (turmaId: string) => {
    const [prof] = await db
      .select({ id: atribuicoes.professor_id })
      .from(atribuicoes)
      .where(eq(atribuicoes.turma_id, turmaId))
      .orderBy(asc(atribuicoes.professor_id))
      .limit(1);
    const [aluno] = await db
      .select({ id: matriculas.aluno_id })
      .from(matriculas)
      .where(and(eq(matriculas.turma_id, turmaId), eq(matriculas.status, 'ativa'), isNotNull(matriculas.aluno_id)))
      .limit(1);
    return { professor: prof!.id, aluno: aluno!.id };
  };
  return {
    own: { turma: t6A, ...(await daTurma(t6A.id)), professor: demo!.id },
    other: { turma: tSA, ...(await daTurma(tSA.id)) },
    demo: demo!.id,
  };
});

const alvo = async (c: Ctx) => (await montado(c.t))[c.tenant];

let ano = 2300;

/** A council of the class in a year no other cell uses, in `status`, with the class's teacher called. */
async function novoConselho(c: Ctx, status: StatusConselho = 'agendado') {
  const { turma, professor } = await alvo(c);
  const db = c.t.database.db;
  const [row] = await db
    .insert(conselhosClasse)
    .values({
      empresa_id: turma.empresa_id,
      escola_id: turma.escola_id,
      turma_id: turma.id,
      ano_letivo: ano++,
      bimestre: 1,
      data: '2030-04-30',
      horario: '14:00',
      local: 'Sala da matriz',
      coordenador_id: professor,
      pauta: ['Rendimento'],
      status,
      data_finalizacao: status === 'finalizado' ? '2030-04-30' : null,
    })
    .returning();
  await db.insert(conselhosParticipantes).values({ conselho_id: row!.id, usuario_id: professor, empresa_id: turma.empresa_id });
  return row!;
}

const corpo = (professor: string) => ({
  data: '2030-05-02',
  horario: '09:30',
  local: 'Biblioteca',
  coordenador_id: professor,
  participantes: [professor],
  convidados: 'Orientadora',
  pauta: 'Rendimento, Frequência',
});

const LER: Expect = naRede(200, 200, 200, 200, 403);
const CRIAR: Expect = naRede(201, 201, 201, 201, 403);
/** Correcting is the management's: a professor is refused on its own network's council, and finds no other's (404). */
const GESTAO: Expect = { ...naRede(200, 200, 200, 403, 403), professor: [403, 404] };
const EXCLUIR: Expect = naRede(204, 204, 204, 403, 403);

export const rows: Record<string, Row> = {
  'GET /api/turmas/:turmaId/conselhos': {
    prepare: async (c) => ({ url: `/api/turmas/${(await alvo(c)).turma.id}/conselhos` }),
    expect: LER,
  },
  'GET /api/turmas/:turmaId/conselhos/opcoes': {
    prepare: async (c) => ({ url: `/api/turmas/${(await alvo(c)).turma.id}/conselhos/opcoes` }),
    expect: LER,
  },
  'GET /api/conselhos/:id': {
    prepare: async (c) => ({ url: `/api/conselhos/${(await novoConselho(c)).id}` }),
    expect: LER,
  },
  'GET /api/conselhos/:id/alunos': {
    prepare: async (c) => ({ url: `/api/conselhos/${(await novoConselho(c, 'em_andamento')).id}/alunos` }),
    expect: LER,
  },
  'POST /api/conselhos': {
    prepare: async (c) => {
      const { turma, professor } = await alvo(c);
      // The class's 3rd bimestre council of its year: the previous cell's is removed first.
      await c.t.database.db
        .delete(conselhosClasse)
        .where(
          and(
            eq(conselhosClasse.turma_id, turma.id),
            eq(conselhosClasse.ano_letivo, turma.ano_letivo),
            eq(conselhosClasse.bimestre, 3),
          ),
        );
      return { url: '/api/conselhos', payload: { turma_id: turma.id, bimestre: 3, ...corpo(professor) } };
    },
    expect: CRIAR,
  },
  'PUT /api/conselhos/:id': {
    prepare: async (c) => {
      const conselho = await novoConselho(c);
      const { professor } = await alvo(c);
      return {
        url: `/api/conselhos/${conselho.id}`,
        payload: { ...corpo(professor), updated_at: conselho.updated_at.toISOString() },
      };
    },
    expect: LER,
  },
  'DELETE /api/conselhos/:id': {
    prepare: async (c) => ({ url: `/api/conselhos/${(await novoConselho(c)).id}` }),
    expect: EXCLUIR,
  },
  'POST /api/conselhos/:id/iniciar': {
    prepare: async (c) => {
      const m = await montado(c.t);
      const professorId = c.tenant === 'own' ? m.demo : undefined;
      const { conselho } = await cenarioConselho(c.t, escolaOf(c), { professorId, status: 'agendado', decisoes: {} });
      return { url: `/api/conselhos/${conselho.id}/iniciar` };
    },
    expect: LER,
  },
  'POST /api/conselhos/:id/finalizar': {
    prepare: async (c) => ({ url: `/api/conselhos/${(await novoConselho(c, 'em_andamento')).id}/finalizar` }),
    expect: LER,
  },
  'POST /api/conselhos/:id/corrigir': {
    prepare: async (c) => ({
      url: `/api/conselhos/${(await novoConselho(c, 'finalizado')).id}/corrigir`,
      payload: { motivo: 'Matriz' },
    }),
    expect: GESTAO,
  },
  'PUT /api/conselhos/:id/presencas': {
    prepare: async (c) => {
      const conselho = await novoConselho(c, 'em_andamento');
      const { professor } = await alvo(c);
      return {
        url: `/api/conselhos/${conselho.id}/presencas`,
        payload: { presencas: [{ usuario_id: professor, presente: true }] },
      };
    },
    expect: LER,
  },
  'PUT /api/conselhos/:id/decisoes/:alunoId': {
    prepare: async (c) => {
      const conselho = await novoConselho(c, 'em_andamento');
      const { aluno } = await alvo(c);
      return {
        url: `/api/conselhos/${conselho.id}/decisoes/${aluno}`,
        payload: { encaminhamentos: ['familia'], recomendacao_aluno: 'Matriz', updated_at: null },
      };
    },
    expect: LER,
  },
};
