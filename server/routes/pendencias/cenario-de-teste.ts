import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { atribuicoes, disciplinas, pendencias } from '../../db/schema';

/**
 * The pendencies tests' setup, shared by the files of this folder: each test file that imports it
 * gets its own copy of the database (prepararApi) and these bindings, filled before its first test.
 */
export const api = prepararApi();
export const { enviar } = api;
export let c: Cenario;
/** 6º Ano B: the demo professor teaches only Matemática there (and is not its responsável). */
export let portugues6B: string;
export let matematica6B: string;
export let professor6B: string;

export const lista = (turmaId: string) => `/api/turmas/${turmaId}/pendencias`;
export const corpo = (extra: object = {}) => ({
  titulo: 'Entregar laudo médico',
  descricao: 'A família ficou de trazer o laudo para a escola.',
  responsavel_id: c.gestor.id,
  data_vencimento: '2026-12-10',
  ...extra,
});

/** A pendency written straight into the table (another network's, a generated one, one in a class of the test's choosing). */
export async function inserir(valores: Partial<typeof pendencias.$inferInsert> & { turma_id: string }) {
  const turma = [c.t6A, c.t6B, c.t7A, c.tSA].find((t) => t.id === valores.turma_id)!;
  const [row] = await api.db
    .insert(pendencias)
    .values({
      empresa_id: turma.empresa_id,
      escola_id: turma.escola_id,
      titulo: 'Pendência de teste',
      descricao: 'Inserida pelo teste',
      data_vencimento: '2026-12-01',
      ...valores,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  const doPar = async (nome: string) =>
    (
      await api.db
        .select({ disciplina_id: atribuicoes.disciplina_id, professor_id: atribuicoes.professor_id })
        .from(atribuicoes)
        .innerJoin(disciplinas, eq(disciplinas.id, atribuicoes.disciplina_id))
        .where(and(eq(atribuicoes.turma_id, c.t6B.id), eq(disciplinas.nome, nome)))
    )[0]!;
  matematica6B = (await doPar('Matemática — 6º Ano')).disciplina_id;
  const pt = await doPar('Língua Portuguesa — 6º Ano');
  portugues6B = pt.disciplina_id;
  professor6B = pt.professor_id;
});
