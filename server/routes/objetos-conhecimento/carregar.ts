import { asc, eq, inArray } from 'drizzle-orm';
import type { ObjetoConhecimento } from '../../../domain/schemas/objeto-conhecimento';
import type { Db, Tx } from '../../db/client';
import { bnccHabilidades, disciplinas, objetosConhecimento, objetosConhecimentoHabilidades, turmas } from '../../db/schema';
import { type LinhaObjeto, apresentarObjeto } from '../../presenters/objeto-conhecimento';

/** Objects with their class and subject names; the caller adds the WHERE and the order. */
export const selecionarObjetos = (db: Db | Tx) =>
  db
    .select({ objeto: objetosConhecimento, turma_nome: turmas.nome, serie: turmas.serie, disciplina_nome: disciplinas.nome })
    .from(objetosConhecimento)
    .innerJoin(turmas, eq(turmas.id, objetosConhecimento.turma_id))
    .innerJoin(disciplinas, eq(disciplinas.id, objetosConhecimento.disciplina_id));

/** Rows → objects with their skills in the order they were chosen, in one query for the page. */
export async function carregarObjetos(db: Db | Tx, rows: LinhaObjeto[]): Promise<ObjetoConhecimento[]> {
  const ids = rows.map((r) => r.objeto.id);
  const vinculos = ids.length
    ? await db
        .select({
          objeto_id: objetosConhecimentoHabilidades.objeto_id,
          codigo: bnccHabilidades.codigo,
          descricao: bnccHabilidades.descricao,
          componente_curricular: bnccHabilidades.componente_curricular,
          ano_serie: bnccHabilidades.ano_serie,
        })
        .from(objetosConhecimentoHabilidades)
        .innerJoin(bnccHabilidades, eq(bnccHabilidades.id, objetosConhecimentoHabilidades.habilidade_id))
        .where(inArray(objetosConhecimentoHabilidades.objeto_id, ids))
        .orderBy(asc(objetosConhecimentoHabilidades.ordem))
    : [];
  return rows.map((row) =>
    apresentarObjeto(
      row,
      vinculos.filter((v) => v.objeto_id === row.objeto.id).map(({ objeto_id: _o, ...h }) => h),
    ),
  );
}
