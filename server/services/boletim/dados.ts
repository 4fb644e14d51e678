import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escolas } from '../../db/schema';
import type { TurmaNoAlcance } from '../../policies/alcance';
import { type DesempenhoDaTurma, type DesempenhoDoAluno, carregarDesempenhoDaTurma } from '../desempenho-da-turma';
import { carregarRecomendacoes } from './conselho';

/** Everything a class's boletins print: the class and its school, and each student's year. */
export interface DadosDosBoletins {
  turma: TurmaNoAlcance;
  escola: { nome: string; codigo_inep: string | null };
  desempenho: DesempenhoDaTurma;
  /** The students whose boletim is issued, in the class list's order. */
  alunos: DesempenhoDoAluno[];
  recomendacoes: ReadonlyMap<string, readonly string[]>;
}

/**
 * The boletins of a class, or of one student of it (`alunoId`; null when that student has no
 * enrolment in the class's year). Every subject of the class: who reaches a boletim (gestor, the
 * class's responsável, the student) reads all of them.
 */
export async function carregarBoletins(db: Db, turma: TurmaNoAlcance, alunoId?: string): Promise<DadosDosBoletins | null> {
  const [[escola], desempenho] = await Promise.all([
    db.select({ nome: escolas.nome, codigo_inep: escolas.codigo_inep }).from(escolas).where(eq(escolas.id, turma.escola_id)),
    carregarDesempenhoDaTurma(db, turma),
  ]);
  const alunos = alunoId ? desempenho.alunos.filter((a) => a.aluno_id === alunoId) : desempenho.alunos;
  if (alunoId && !alunos.length) return null;
  const recomendacoes = await carregarRecomendacoes(
    db,
    turma.id,
    alunos.map((a) => a.aluno_id),
  );
  return { turma, escola: escola!, desempenho, alunos, recomendacoes };
}
