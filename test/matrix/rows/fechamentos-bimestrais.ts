import { eq } from 'drizzle-orm';
import { atribuicoes, fechamentosBimestrais, turmas, usuarios } from '../../../server/db/schema';
import { turmas6A, umaVezPorApp } from '../alvos';
import { freshDisciplina, professorDa } from '../fixtures-academico';
import { type Ctx, type Expect, type Row, naRede } from '../types';

/**
 * Bimonthly closings: own tenant = 6º Ano A of the demo school (the demo professor teaches a fresh
 * subject there), other = 6º Ano A of Dom Bosco (Serra Azul). Each write gets a fresh subject, so
 * its closing is new.
 */
const montado = umaVezPorApp(async (t) => {
  const { t6A, tSA } = await turmas6A(t);
  const [prof] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, 'professor@demo.escola.br'));
  return { own: t6A, other: tSA, professorDemo: prof!.id };
});

async function alvo(c: Ctx) {
  const m = await montado(c.t);
  return { turma: m[c.tenant], professorDemo: m.professorDemo };
}

/** A subject of the class taught by the demo professor (own) or a Serra Azul one (other). */
async function novoPar(c: Ctx) {
  const { turma, professorDemo } = await alvo(c);
  const disciplina = await freshDisciplina(c.t, turma.empresa_id);
  const professor = c.tenant === 'own' ? professorDemo : await professorDa(c.t, turma.empresa_id);
  await c.t.database.db
    .insert(atribuicoes)
    .values({ empresa_id: turma.empresa_id, professor_id: professor, turma_id: turma.id, disciplina_id: disciplina });
  return { turma, disciplina };
}

/**
 * An open closing with nothing to block its finalization: a fresh class of the same school, with no
 * students, so no grade or roll call can be missing (those raise pendencies that hold the closing).
 */
async function fechamentoSemPendencias(c: Ctx) {
  const { turma, professorDemo } = await alvo(c);
  const [vazia] = await c.t.database.db
    .insert(turmas)
    .values({
      empresa_id: turma.empresa_id,
      escola_id: turma.escola_id,
      nome: `Matriz ${crypto.randomUUID().slice(0, 8)}`,
      serie: turma.serie,
      turno: turma.turno,
      ano_letivo: turma.ano_letivo,
    })
    .returning();
  const disciplina = await freshDisciplina(c.t, turma.empresa_id);
  const professor = c.tenant === 'own' ? professorDemo : await professorDa(c.t, turma.empresa_id);
  await c.t.database.db
    .insert(atribuicoes)
    .values({ empresa_id: turma.empresa_id, professor_id: professor, turma_id: vazia!.id, disciplina_id: disciplina });
  const [row] = await c.t.database.db
    .insert(fechamentosBimestrais)
    .values({
      empresa_id: turma.empresa_id,
      escola_id: turma.escola_id,
      turma_id: vazia!.id,
      disciplina_id: disciplina,
      bimestre: 1,
      ano_letivo: turma.ano_letivo,
    })
    .returning();
  return row!;
}

/**
 * A closing of a fresh pair. Finalized ones are of the year 2099, whose default calendar has every
 * deadline ahead: the gestor's reopening is not refused for the deadline, whatever today is.
 */
async function novoFechamento(c: Ctx, status: 'em_andamento' | 'finalizado' = 'em_andamento') {
  const { turma, disciplina } = await novoPar(c);
  const [row] = await c.t.database.db
    .insert(fechamentosBimestrais)
    .values({
      empresa_id: turma.empresa_id,
      escola_id: turma.escola_id,
      turma_id: turma.id,
      disciplina_id: disciplina,
      bimestre: 1,
      ano_letivo: status === 'finalizado' ? 2099 : turma.ano_letivo,
      status,
      versao_snapshot: status === 'finalizado' ? 1 : 0,
    })
    .returning();
  return row!;
}

const LER: Expect = naRede(200, 200, 200, 200, 403);
const CRIAR: Expect = naRede(201, 201, 201, 201, 403);
const GESTAO: Expect = naRede(200, 200, 200, 403, 403);
const EXCLUIR: Expect = naRede(204, 204, 204, 403, 403);

const daTurma = async (c: Ctx) => `turma_id=${(await alvo(c)).turma.id}`;

export const rows: Record<string, Row> = {
  'GET /api/fechamentos-bimestrais': {
    prepare: async (c) => ({ url: `/api/fechamentos-bimestrais?${await daTurma(c)}` }),
    expect: LER,
  },
  'GET /api/fechamentos-bimestrais/resumo': {
    prepare: async (c) => ({ url: `/api/fechamentos-bimestrais/resumo?${await daTurma(c)}` }),
    expect: LER,
  },
  'GET /api/fechamentos-bimestrais/exportar': {
    prepare: async (c) => ({ url: `/api/fechamentos-bimestrais/exportar?${await daTurma(c)}` }),
    expect: LER,
  },
  'GET /api/fechamentos-bimestrais/:id': {
    prepare: async (c) => ({ url: `/api/fechamentos-bimestrais/${(await novoFechamento(c)).id}` }),
    expect: LER,
  },
  'GET /api/fechamentos-bimestrais/:id/impedimentos': {
    prepare: async (c) => ({ url: `/api/fechamentos-bimestrais/${(await novoFechamento(c)).id}/impedimentos` }),
    expect: LER,
  },
  'POST /api/fechamentos-bimestrais': {
    prepare: async (c) => {
      const { turma, disciplina } = await novoPar(c);
      return { url: '/api/fechamentos-bimestrais', payload: { turma_id: turma.id, disciplina_id: disciplina, bimestre: 1 } };
    },
    expect: CRIAR,
  },
  'PUT /api/fechamentos-bimestrais/:id': {
    prepare: async (c) => {
      const f = await novoFechamento(c);
      return {
        url: `/api/fechamentos-bimestrais/${f.id}`,
        payload: { observacoes: 'Matriz', updated_at: f.updated_at.toISOString() },
      };
    },
    expect: LER,
  },
  'DELETE /api/fechamentos-bimestrais/:id': {
    prepare: async (c) => ({ url: `/api/fechamentos-bimestrais/${(await novoFechamento(c)).id}` }),
    expect: EXCLUIR,
  },
  'POST /api/fechamentos-bimestrais/:id/finalizar': {
    prepare: async (c) => ({
      url: `/api/fechamentos-bimestrais/${(await fechamentoSemPendencias(c)).id}/finalizar`,
      payload: {},
    }),
    expect: LER,
  },
  'POST /api/fechamentos-bimestrais/:id/reabrir': {
    prepare: async (c) => ({
      url: `/api/fechamentos-bimestrais/${(await novoFechamento(c, 'finalizado')).id}/reabrir`,
      payload: { motivo: 'Matriz' },
    }),
    expect: GESTAO,
  },
  'POST /api/fechamentos-bimestrais/:id/aprovar': {
    prepare: async (c) => ({ url: `/api/fechamentos-bimestrais/${(await novoFechamento(c, 'finalizado')).id}/aprovar` }),
    expect: GESTAO,
  },
};
