import type { ResultadosAlunos } from '../../../domain/schemas/fechamento-anual';
import type { Db, Tx } from '../../db/client';
import { can } from '../../lib/actor';
import { type Alcance, type TurmaNoAlcance, alcancaTurma, disciplinasVisiveis } from '../../policies/alcance';
import { apresentarResultadosAlunos } from '../../presenters/fechamento-anual';
import { calcularResultadosDaTurma } from '../../services/resultados-finais/calcular';
import { type LidoDoAno } from '../../services/resultados-finais/ler';

/**
 * Each student's results in the subjects the actor sees, and where it may type recuperação final
 * grades. `lido`: what the caller read with the class (camposDoAno), nothing more read here.
 */
export async function carregarResultadosAlunos(
  db: Db | Tx,
  a: Alcance,
  turma: TurmaNoAlcance,
  lido?: LidoDoAno,
): Promise<ResultadosAlunos> {
  const r = await calcularResultadosDaTurma(db, turma, lido ? { lido } : {});
  const visiveis = disciplinasVisiveis(a, turma.id);
  if (visiveis) r.disciplinas = r.disciplinas.filter((d) => visiveis.has(d.id));
  const lanca = can(a.actor, 'notas', 'atualizar');
  return {
    turma_id: turma.id,
    ano_letivo: turma.ano_letivo,
    status: r.ano.status,
    media_aprovacao: r.regras.media_aprovacao,
    disciplinas: r.disciplinas.map((d) => ({ id: d.id, nome: d.nome })),
    alunos: apresentarResultadosAlunos(r, (disciplinaId) => lanca && alcancaTurma(a, turma, 'escrever', disciplinaId)),
  };
}
