import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { atribuicoes, disciplinas, escolas, turmas } from '../db/schema';
import { idValido } from '../lib/parametros';
import type { Alcance } from '../policies/alcance';
import { type Colunas, podeEscrever, podeLer } from '../policies/notas-e-frequencias';

export const opcoesQuery = z.object({
  escola_id: idValido().optional(),
  turma_id: idValido().optional(),
});

/** Bounded: a body's administrator filters by school to see the rest. */
const LIMITE = 500;

const colunas: Colunas = {
  empresa_id: turmas.empresa_id,
  escola_id: turmas.escola_id,
  turma_id: atribuicoes.turma_id,
  disciplina_id: atribuicoes.disciplina_id,
};

/**
 * The (class, subject) pairs the actor reaches — the subjects of a class are those with a
 * teaching assignment for it — for the pickers and filters of the grade and attendance pages.
 */
export async function listarOpcoes(db: Db, a: Alcance, filtro: z.output<typeof opcoesQuery>, temPermissaoDeEscrita: boolean) {
  const escrita = podeEscrever(a, colunas);
  const rows = await db
    .selectDistinct({
      escola_id: escolas.id,
      escola_nome: escolas.nome,
      turma_id: turmas.id,
      turma_nome: turmas.nome,
      disciplina_id: disciplinas.id,
      disciplina_nome: disciplinas.nome,
      pode_lancar: escrita ? sql<boolean>`(${escrita})` : sql<boolean>`true`,
    })
    .from(atribuicoes)
    .innerJoin(turmas, eq(turmas.id, atribuicoes.turma_id))
    .innerJoin(escolas, eq(escolas.id, turmas.escola_id))
    .innerJoin(disciplinas, eq(disciplinas.id, atribuicoes.disciplina_id))
    .where(
      and(
        podeLer(a, colunas),
        eq(turmas.ativo, true),
        filtro.escola_id ? eq(turmas.escola_id, filtro.escola_id) : undefined,
        filtro.turma_id ? eq(turmas.id, filtro.turma_id) : undefined,
      ),
    )
    .orderBy(asc(escolas.nome), asc(turmas.nome), asc(disciplinas.nome), asc(turmas.id), asc(disciplinas.id))
    .limit(LIMITE);
  // A professor may be assigned twice to a pair through different rows; one option each.
  const unicos = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const chave = `${r.turma_id}:${r.disciplina_id}`;
    const atual = unicos.get(chave);
    if (!atual || (!atual.pode_lancar && r.pode_lancar)) unicos.set(chave, r);
  }
  return { itens: [...unicos.values()].map((r) => ({ ...r, pode_lancar: temPermissaoDeEscrita && Boolean(r.pode_lancar) })) };
}
