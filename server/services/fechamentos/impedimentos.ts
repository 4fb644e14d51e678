import { inArray } from 'drizzle-orm';
import { exigeJustificativa } from '../../../domain/fechamento/figuras';
import type { ImpedimentosFechamento } from '../../../domain/schemas/fechamento-bimestral';
import type { Db } from '../../db/client';
import { alunos } from '../../db/schema';
import { pendenciasBloqueantes } from '../pendencias/bloqueio';
import { Contexto, type FechamentoParaFiguras, calcularFiguras } from './figuras';

/**
 * What the finalize dialog says before the click, computed by the code the finalization runs
 * (acoes.ts): the open blocking pendencies it would count (pendenciasBloqueantes, after the same
 * synchronization), and the live figures it would snapshot (calcularFiguras on the open closing),
 * whose students without a complete grade, lessons given and justificativa rule (exigeJustificativa)
 * are the finalization's own.
 */
export async function impedimentosDoFechamento(
  db: Db,
  log: { error(obj: unknown, msg: string): void },
  atual: FechamentoParaFiguras,
  podeSuperar: boolean,
): Promise<ImpedimentosFechamento> {
  const [pendencias, figuras] = await Promise.all([
    pendenciasBloqueantes(db, log, atual),
    calcularFiguras(db, [{ ...atual, status: 'em_andamento' }], new Contexto(db)),
  ]);
  const fig = figuras.get(atual.id)!;
  const semNota = fig.linhas.filter((l) => !l.completa).map((l) => l.aluno_id);
  const nomes = semNota.length
    ? await db.select({ aluno_id: alunos.id, nome: alunos.nome }).from(alunos).where(inArray(alunos.id, semNota))
    : [];
  return {
    pendencias_bloqueantes: pendencias,
    pode_superar_pendencias: podeSuperar,
    alunos_sem_nota: nomes.sort((x, y) => x.nome.localeCompare(y.nome, 'pt-BR')),
    aulas_previstas: fig.aulas_previstas,
    aulas_dadas: fig.aulas_dadas,
    exige_justificativa: exigeJustificativa(fig),
  };
}
