import { and, eq, isNull } from 'drizzle-orm';
import { situacaoComParecer } from '../../../domain/conselho/parecer';
import { type Tx, lerJuntos } from '../../db/client';
import { conselhosClasse, conselhosDecisoes, resultadosFinais } from '../../db/schema';
import { situacoesCalculadas } from './resultado-calculado';

/**
 * Makes a final council's frozen decisions (the version it was finalized with) the annual result:
 * the overall row of resultados_finais of each student becomes the computed situation with the
 * student's parecer applied ('aprovado_conselho' for a failed student the council approved). Every
 * student of the class is set again from the computed result, so a correction that drops or
 * reverts a decision restores it. Runs in the caller's transaction (the one that finalizes the
 * council, after setting it 'finalizado'); a bimester council decides no result and changes nothing.
 */
export async function aplicarDecisoesDoConselho(tx: Tx, conselhoId: string): Promise<void> {
  const [conselho] = await tx
    .select({
      turma_id: conselhosClasse.turma_id,
      bimestre: conselhosClasse.bimestre,
      status: conselhosClasse.status,
      versao: conselhosClasse.versao,
    })
    .from(conselhosClasse)
    .where(eq(conselhosClasse.id, conselhoId));
  if (!conselho || conselho.bimestre !== null) return;
  // A council reopened for a correction still stands by the version it was finalized with.
  const versao = conselho.status === 'finalizado' ? conselho.versao : conselho.versao - 1;

  const [calculadas, decisoes, atuais] = await lerJuntos(tx, [
    () => situacoesCalculadas(tx, conselho.turma_id),
    () =>
      tx
        .select({ aluno_id: conselhosDecisoes.aluno_id, parecer: conselhosDecisoes.parecer })
        .from(conselhosDecisoes)
        .where(and(eq(conselhosDecisoes.conselho_id, conselhoId), eq(conselhosDecisoes.versao, versao))),
    () =>
      tx
        .select({ aluno_id: resultadosFinais.aluno_id, situacao: resultadosFinais.situacao })
        .from(resultadosFinais)
        .where(and(eq(resultadosFinais.turma_id, conselho.turma_id), isNull(resultadosFinais.disciplina_id))),
  ]);
  const parecer = new Map(decisoes.map((d) => [d.aluno_id, d.parecer]));
  for (const atual of atuais) {
    const calculada = calculadas.get(atual.aluno_id);
    if (!calculada) continue;
    const situacao = situacaoComParecer(calculada, parecer.get(atual.aluno_id) ?? null);
    if (situacao === atual.situacao) continue;
    await tx
      .update(resultadosFinais)
      .set({ situacao })
      .where(
        and(
          eq(resultadosFinais.turma_id, conselho.turma_id),
          eq(resultadosFinais.aluno_id, atual.aluno_id),
          isNull(resultadosFinais.disciplina_id),
        ),
      );
  }
}

/**
 * Applies the final council of a class again, if it has one: for a year finished anew (reopened and
 * finished again), whose stored results were written from the computed figures only.
 */
export async function aplicarConselhoFinalDaTurma(tx: Tx, turmaId: string): Promise<void> {
  const [final] = await tx
    .select({ id: conselhosClasse.id })
    .from(conselhosClasse)
    .where(and(eq(conselhosClasse.turma_id, turmaId), isNull(conselhosClasse.bimestre)));
  if (final) await aplicarDecisoesDoConselho(tx, final.id);
}
