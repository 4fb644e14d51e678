import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { alunosResponsaveis, responsaveis } from '../db/schema';

interface ContatoDaFamilia {
  nome: string;
  telefone: string | null;
  email: string | null;
}

/**
 * The family contact of each student, as notices, lists and reports name it: the legal guardian of
 * lowest priority (ties by the older link), or, when no linked guardian is a legal one, the guardian of
 * lowest priority of any kind. One query for all the ids; a student without guardians is absent.
 */
export async function contatosDaFamilia(db: Db | Tx, alunoIds: string[]): Promise<Map<string, ContatoDaFamilia>> {
  const contatos = new Map<string, ContatoDaFamilia>();
  if (alunoIds.length === 0) return contatos;
  const linhas = await db
    .selectDistinctOn([alunosResponsaveis.aluno_id], {
      aluno_id: alunosResponsaveis.aluno_id,
      nome: responsaveis.nome,
      telefone: responsaveis.telefone,
      email: responsaveis.email,
    })
    .from(alunosResponsaveis)
    .innerJoin(responsaveis, eq(responsaveis.id, alunosResponsaveis.responsavel_id))
    .where(inArray(alunosResponsaveis.aluno_id, [...new Set(alunoIds)]))
    .orderBy(
      alunosResponsaveis.aluno_id,
      sql`${alunosResponsaveis.responsavel_legal} desc`,
      asc(alunosResponsaveis.prioridade),
      asc(alunosResponsaveis.created_at),
      asc(alunosResponsaveis.id),
    );
  for (const l of linhas) contatos.set(l.aluno_id, { nome: l.nome, telefone: l.telefone, email: l.email });
  return contatos;
}
