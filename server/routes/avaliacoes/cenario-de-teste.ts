import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { diaLetivoPassado, primeirosDiasLetivos } from '../../../test/calendario';
import { atribuicoes } from '../../db/schema';

/**
 * The assessments tests' setup, shared by the files of this folder: each test file that imports it
 * gets its own copy of the database (prepararApi) and these bindings, filled before its first test.
 */
export const api = prepararApi();
export const { enviar } = api;
export let c: Cenario;
export let outraDisciplina: string;
/** A school day already past (and its bimestre), and the first school day of each bimestre. */
export let PASSADO: { data: string; bimestre: number };
export let PRIMEIRO_DIA: Record<number, string>;
beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  PASSADO = await diaLetivoPassado(api.db, c.t6A.id);
  PRIMEIRO_DIA = await primeirosDiasLetivos(api.db, c.t6A.id);
  // A subject of 6º Ano A the demo professor does not teach.
  const [outra] = await api.db
    .select({ id: atribuicoes.disciplina_id })
    .from(atribuicoes)
    .where(and(eq(atribuicoes.turma_id, c.t6A.id)));
  const todas = await api.db.select().from(atribuicoes).where(eq(atribuicoes.turma_id, c.t6A.id));
  outraDisciplina = todas.find((t) => t.professor_id !== c.professor.id)?.disciplina_id ?? outra!.id;
});

/** An assessment of 6º Ano A already applied, or, for another bimestre, dated on its first school day. */
export const nova = (extra: Record<string, unknown> = {}) => {
  const bimestre = typeof extra.bimestre === 'number' && extra.bimestre !== PASSADO.bimestre ? extra.bimestre : null;
  const data = bimestre ? (PRIMEIRO_DIA[bimestre] ?? PASSADO.data) : PASSADO.data;
  return {
    turma_id: c.t6A.id,
    disciplina_id: c.matematica.id,
    bimestre: PASSADO.bimestre,
    titulo: 'Prova de frações',
    descricao: 'Frações e decimais',
    tipo: 'prova',
    data_aplicacao: data,
    data_entrega: data,
    ...extra,
  };
};

export interface Resultados {
  avaliacao: { id: string; updated_at: string; status: string; peso: number };
  itens: { aluno_id: string; nota: number | null; ausente: boolean; dispensado: boolean }[];
}

export async function criar(quem = 'professor', extra: Record<string, unknown> = {}) {
  return api.criar<{ id: string; updated_at: string; status: string; peso: number; valor_total: number; professor_id: string }>(
    '/api/avaliacoes',
    quem,
    nova(extra),
  );
}

/** One step from the version the screen has now. */
export async function avancar(id: string, quem = 'professor') {
  const atual = await api.json(`/api/avaliacoes/${id}`, quem);
  return enviar('POST', `/api/avaliacoes/${id}/avancar`, quem, { updated_at: atual.updated_at });
}

export async function lancarTodos(id: string, nota = 8) {
  const r = await api.json<Resultados>(`/api/avaliacoes/${id}/resultados`, 'professor');
  const itens = r.itens.map((i, n) => ({
    aluno_id: i.aluno_id,
    nota: n === 0 ? null : nota,
    ausente: n === 0,
    dispensado: false,
  }));
  return enviar('PUT', `/api/avaliacoes/${id}/resultados`, 'professor', { itens, updated_at: r.avaliacao.updated_at });
}
