import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { escolas, turmas } from '../db/schema';
import { AppError, notFound } from '../lib/errors';
import { escolasNoEscopo } from '../policies/escolas';
import type { Escopo } from '../policies/escopo';
import { turmasNoEscopo } from '../policies/turmas';
import { CODIGOS_DE_ERRO as C } from '../../domain/erros';

/** The exports of the lists (alunos, turmas, notas, frequência): what they share. */

/** More rows than a spreadsheet someone reads: the filters should narrow it first. */
export const LIMITE_EXPORTACAO = 50_000;

/** Refuses (413) an export of more rows than the limit; read LIMITE_EXPORTACAO + 1 rows to know. */
export function conferirTamanhoDaExportacao(linhas: number): void {
  if (linhas > LIMITE_EXPORTACAO)
    throw new AppError(
      413,
      C.exportacaoGrandeDemais,
      `A exportação passa de ${LIMITE_EXPORTACAO.toLocaleString('pt-BR')} linhas. Use os filtros para reduzir a lista.`,
    );
}

export const ESCOLA_NAO_ENCONTRADA = 'Escola não encontrada.';
export const TURMA_NAO_ENCONTRADA = 'Turma não encontrada.';

export interface AlvoDaExportacao {
  escola: string | null;
  turma: string | null;
  /** Whose day names the file: the class's or school's network, else the requester's. */
  empresa_id: string | null;
}

/**
 * The school and the class the filters name, each checked in the scope: either one outside it is a
 * 404 (never another network's name or rows), even with the other one in it. Their names name the file.
 */
export async function alvoDaExportacao(
  db: Db,
  escopo: Escopo,
  f: { escola_id?: string | null; turma_id?: string | null },
  empresaDoUsuario: string | null,
): Promise<AlvoDaExportacao> {
  const [escola] = f.escola_id
    ? await db
        .select({ nome: escolas.nome, empresa_id: escolas.empresa_id })
        .from(escolas)
        .where(and(eq(escolas.id, f.escola_id), escolasNoEscopo(escopo)))
    : [null];
  if (escola === undefined) throw notFound(ESCOLA_NAO_ENCONTRADA);
  const [turma] = f.turma_id
    ? await db
        .select({ nome: turmas.nome, empresa_id: turmas.empresa_id })
        .from(turmas)
        .where(and(eq(turmas.id, f.turma_id), turmasNoEscopo(escopo)))
    : [null];
  if (turma === undefined) throw notFound(TURMA_NAO_ENCONTRADA);
  return {
    escola: escola?.nome ?? null,
    turma: turma?.nome ?? null,
    empresa_id: turma?.empresa_id ?? escola?.empresa_id ?? empresaDoUsuario,
  };
}
