import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alunos, type auditoria } from '../../db/schema';

type Linha = Pick<typeof auditoria.$inferSelect, 'acao' | 'entidade' | 'entidade_id'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The entries of a page whose values are hidden: those about a student since anonymised. The row
 * keeps them (the network's evidence of what was done, and by whom); whoever browses the log no
 * longer reads the name. The anonymisation's own entry holds no personal data and stays readable.
 */
export async function ocultasPorAnonimizacao(db: Db, linhas: readonly Linha[]): Promise<Set<Linha>> {
  const doAluno = linhas.filter((l) => l.entidade === 'aluno' && l.acao !== 'anonimizar' && UUID.test(l.entidade_id ?? ''));
  if (!doAluno.length) return new Set();
  const ids = [...new Set(doAluno.map((l) => l.entidade_id!))];
  const anonimizados = await db
    .select({ id: alunos.id })
    .from(alunos)
    .where(and(inArray(alunos.id, ids), isNotNull(alunos.anonimizado_em)));
  const deles = new Set(anonimizados.map((a) => a.id));
  return new Set(doAluno.filter((l) => deles.has(l.entidade_id!)));
}
