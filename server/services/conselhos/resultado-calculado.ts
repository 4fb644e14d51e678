import { and, eq } from 'drizzle-orm';
import type { SituacaoFinal } from '../../../domain/avaliacao/resultado-final';
import type { Db, Tx } from '../../db/client';
import { resultadosFinais } from '../../db/schema';

/** The worst subject result is the student's overall one (as when the year was finished). */
const GRAVIDADE: Partial<Record<SituacaoFinal, number>> = {
  aprovado: 0,
  aprovado_recuperacao: 1,
  reprovado: 2,
  reprovado_falta: 3,
};

type Linha = { aluno_id: string; disciplina_id: string | null; situacao: SituacaoFinal };

function porAluno(linhas: Linha[]): Map<string, SituacaoFinal> {
  const calculadas = new Map<string, SituacaoFinal>();
  // The overall rows first: a student who left (or a year still running) keeps that situation.
  for (const l of linhas) {
    if (l.disciplina_id !== null) continue;
    const fora = l.situacao === 'transferido' || l.situacao === 'abandono' || l.situacao === 'cursando';
    calculadas.set(l.aluno_id, fora ? l.situacao : 'aprovado');
  }
  for (const l of linhas) {
    const atual = l.disciplina_id === null ? undefined : calculadas.get(l.aluno_id);
    if (atual !== undefined && (GRAVIDADE[l.situacao] ?? -1) > (GRAVIDADE[atual] ?? Infinity))
      calculadas.set(l.aluno_id, l.situacao);
  }
  return calculadas;
}

const colunas = {
  aluno_id: resultadosFinais.aluno_id,
  disciplina_id: resultadosFinais.disciplina_id,
  situacao: resultadosFinais.situacao,
};

/**
 * The computed overall situation of each student of a finished class, by aluno_id: what the final
 * council's parecer is measured against. It is read again from the stored subject rows rather than
 * from the overall row, which a parecer may have rewritten ('aprovado_conselho'): so a corrected
 * council that reverts its decision gives the student back the computed result. A student with no
 * stored result (the year is not finished) is absent.
 */
export async function situacoesCalculadas(db: Db | Tx, turmaId: string): Promise<Map<string, SituacaoFinal>> {
  return porAluno(await db.select(colunas).from(resultadosFinais).where(eq(resultadosFinais.turma_id, turmaId)));
}

/** The computed overall situation of one student of the class (null before the year is finished). */
export async function situacaoCalculada(db: Db | Tx, turmaId: string, alunoId: string): Promise<SituacaoFinal | null> {
  const linhas = await db
    .select(colunas)
    .from(resultadosFinais)
    .where(and(eq(resultadosFinais.turma_id, turmaId), eq(resultadosFinais.aluno_id, alunoId)));
  return porAluno(linhas).get(alunoId) ?? null;
}
