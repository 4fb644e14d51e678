import { eq } from 'drizzle-orm';
import { FECHAMENTO_ANUAL_MENSAGENS as MSG, type ResultadosAlunos } from '../../../domain/schemas/fechamento-anual';
import type { Db, Tx } from '../../db/client';
import { turmas } from '../../db/schema';
import { type Actor, can } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { type Alcance, carregarAlcance, escreveTurma, leTurma } from '../../policies/avaliacao';
import { apresentarResultadosAlunos } from '../../presenters/fechamento-anual';
import { colunasDaTurmaDestino } from '../../services/rematricula';
import { type TurmaDoAno, calcularResultadosDaTurma } from '../../services/resultados-finais';

export type TurmaDoFechamento = TurmaDoAno & {
  professor_responsavel_id: string | null;
  turno: 'matutino' | 'vespertino' | 'noturno' | 'integral';
  capacidade: number;
};

/**
 * The class of a Fechamento Anual with the actor's reach: out of it (another network, a class the
 * professor neither teaches nor follows) → 404.
 */
export async function turmaDoFechamento(
  db: Db,
  actor: Actor,
  turmaId: string,
): Promise<{ a: Alcance; turma: TurmaDoFechamento }> {
  const a = await carregarAlcance(db, actor);
  const [turma] = await db
    .select({
      ...colunasDaTurmaDestino,
      empresa_id: turmas.empresa_id,
      escola_id: turmas.escola_id,
      ano_letivo: turmas.ano_letivo,
      professor_responsavel_id: turmas.professor_responsavel_id,
    })
    .from(turmas)
    .where(eq(turmas.id, turmaId));
  if (!turma || !leTurma(a, turma, null)) throw notFound(MSG.turmaNaoEncontrada);
  return { a, turma };
}

/** The subjects the actor sees in the class: a professor only those it teaches, unless it is the class's responsável. */
export function disciplinasVisiveis(a: Alcance, turmaId: string): Set<string> | null {
  if (a.scope.tipo !== 'turmas' || a.responsaveis.includes(turmaId)) return null;
  return new Set(a.pares.filter((p) => p.turma_id === turmaId).map((p) => p.disciplina_id));
}

/** Each student's results in the subjects the actor sees, and where it may type recuperação final grades. */
export async function carregarResultadosAlunos(db: Db | Tx, a: Alcance, turma: TurmaDoFechamento): Promise<ResultadosAlunos> {
  const r = await calcularResultadosDaTurma(db, turma);
  const visiveis = disciplinasVisiveis(a, turma.id);
  if (visiveis) r.disciplinas = r.disciplinas.filter((d) => visiveis.has(d.id));
  const lanca = can(a.actor, 'notas', 'atualizar');
  return {
    turma_id: turma.id,
    ano_letivo: turma.ano_letivo,
    status: r.ano.status,
    media_aprovacao: r.regras.media_aprovacao,
    disciplinas: r.disciplinas.map((d) => ({ id: d.id, nome: d.nome })),
    alunos: apresentarResultadosAlunos(r, (disciplinaId) => lanca && escreveTurma(a, turma, disciplinaId)),
  };
}
