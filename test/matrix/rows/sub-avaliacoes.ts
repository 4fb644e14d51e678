import { avaliacoes } from '../../../server/db/schema';
import { diaLetivoPassado } from '../../calendario';
import { turmasComDisciplina, umaVezPorApp } from '../alvos';
import { uniqueName } from '../fixtures';
import { type Ctx, type Expect, type Row, naRede, same } from '../types';

/**
 * Sub-avaliações: own tenant = Matemática of 6º Ano A of the demo school (the demo professor
 * teaches it); other = a class of Serra Azul with a subject of its own. Each cell gets a fresh
 * assessment, dated in the past so it can be advanced.
 */
interface Alvo {
  empresa: string;
  escola: string;
  turma: string;
  disciplina: string;
}
const montado = umaVezPorApp(async (t): Promise<{ own: Alvo; other: Alvo }> => {
  const { vv, sa, t6A, tSA, mat, discSA } = await turmasComDisciplina(t, 'Avaliação SA');
  return {
    own: { empresa: vv.empresa_id, escola: vv.id, turma: t6A.id, disciplina: mat.id },
    other: { empresa: sa.empresa_id, escola: sa.id, turma: tSA.id, disciplina: discSA.id },
  };
});

const alvo = async (c: Ctx) => (await montado(c.t))[c.tenant];

/** A school day already past in the target class's year, and its bimestre (the network's calendar). */
const passado = async (c: Ctx) => diaLetivoPassado(c.t.database.db, (await alvo(c)).turma);

async function nova(c: Ctx) {
  const a = await alvo(c);
  const dia = await passado(c);
  const [row] = await c.t.database.db
    .insert(avaliacoes)
    .values({
      empresa_id: a.empresa,
      escola_id: a.escola,
      turma_id: a.turma,
      disciplina_id: a.disciplina,
      bimestre: dia.bimestre,
      titulo: `Matriz ${uniqueName()}`,
      descricao: 'Avaliação da matriz',
      tipo: 'prova',
      data_aplicacao: dia.data,
      data_entrega: dia.data,
    })
    .returning();
  return row!;
}

const corpo = (a: Alvo, dia: { data: string; bimestre: number }) => ({
  turma_id: a.turma,
  disciplina_id: a.disciplina,
  bimestre: dia.bimestre,
  titulo: 'Prova da matriz',
  descricao: 'Avaliação da matriz',
  tipo: 'prova',
  data_aplicacao: dia.data,
  data_entrega: dia.data,
});

const LISTA: Expect = same(200, 200, 200, 200, 403);
const UMA = (ok: number): Expect => naRede(ok, ok, ok, ok, 403);
const EXCLUIR: Expect = naRede(204, 204, 204, 403, 403);

export const rows: Record<string, Row> = {
  'GET /api/avaliacoes': { prepare: async (c) => ({ url: `/api/avaliacoes?turma_id=${(await alvo(c)).turma}` }), expect: LISTA },
  'GET /api/avaliacoes/:id': { prepare: async (c) => ({ url: `/api/avaliacoes/${(await nova(c)).id}` }), expect: UMA(200) },
  'GET /api/avaliacoes/:id/resultados': {
    prepare: async (c) => ({ url: `/api/avaliacoes/${(await nova(c)).id}/resultados` }),
    expect: UMA(200),
  },
  'POST /api/avaliacoes': {
    prepare: async (c) => ({ url: '/api/avaliacoes', payload: corpo(await alvo(c), await passado(c)) }),
    expect: UMA(201),
  },
  'PUT /api/avaliacoes/:id': {
    prepare: async (c) => {
      const a = await nova(c);
      const { turma_id: _t, disciplina_id: _d, bimestre: _b, ...campos } = corpo(await alvo(c), await passado(c));
      return {
        url: `/api/avaliacoes/${a.id}`,
        payload: { ...campos, titulo: 'Editada', updated_at: a.updated_at.toISOString() },
      };
    },
    expect: UMA(200),
  },
  'DELETE /api/avaliacoes/:id': { prepare: async (c) => ({ url: `/api/avaliacoes/${(await nova(c)).id}` }), expect: EXCLUIR },
  'POST /api/avaliacoes/:id/avancar': {
    prepare: async (c) => {
      const a = await nova(c);
      return { url: `/api/avaliacoes/${a.id}/avancar`, payload: { updated_at: a.updated_at.toISOString() } };
    },
    expect: UMA(200),
  },
  'PUT /api/avaliacoes/:id/resultados': {
    prepare: async (c) => {
      const a = await nova(c);
      return { url: `/api/avaliacoes/${a.id}/resultados`, payload: { itens: [], updated_at: a.updated_at.toISOString() } };
    },
    expect: UMA(200),
  },
};
