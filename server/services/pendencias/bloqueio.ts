import { and, asc, eq, inArray } from 'drizzle-orm';
import { ORIGENS_BLOQUEANTES } from '../../../domain/pendencia/geradores';
import { FECHAMENTO_BIMESTRAL_MENSAGENS as MSG } from '../../../domain/schemas/fechamento-bimestral';
import type { Db } from '../../db/client';
import { pendencias } from '../../db/schema';
import { AppError, forbidden } from '../../lib/errors';
import { sincronizarAposGravar } from './sincronizar';
import { CODIGOS_DE_ERRO as C } from '../../../domain/erros';

interface Alvo {
  turma_id: string;
  disciplina_id: string;
  bimestre: number;
}

/**
 * Open blocking pendencies of a class × subject × bimestre, after bringing the blocking causes up to
 * date: what the finalization counts and what the finalize dialog lists beforehand (one query, so
 * the two cannot disagree).
 */
export async function pendenciasBloqueantes(db: Db, log: { error(obj: unknown, msg: string): void }, alvo: Alvo) {
  await sincronizarAposGravar(db, log, alvo.turma_id, ORIGENS_BLOQUEANTES);
  return db
    .select({ id: pendencias.id, titulo: pendencias.titulo, link: pendencias.link })
    .from(pendencias)
    .where(
      and(
        eq(pendencias.turma_id, alvo.turma_id),
        eq(pendencias.disciplina_id, alvo.disciplina_id),
        eq(pendencias.bimestre, alvo.bimestre),
        eq(pendencias.bloqueante, true),
        inArray(pendencias.status, ['pendente', 'em_andamento']),
      ),
    )
    .orderBy(asc(pendencias.data_vencimento), asc(pendencias.titulo), asc(pendencias.id));
}

/**
 * Before finalizing a closing: with open blocking pendencies of its class × subject × bimestre the
 * closing is refused (409, code PENDENCIAS_BLOQUEANTES, with their count), unless the school's
 * management (`podeSuperar`: gestor, empresa, administrador — never a professor) gives a written
 * reason. Returns what the finalization records: the reason and the count it overrode, or null
 * when nothing blocked (a reason sent then is not needed and not kept).
 */
export async function exigirSemPendenciasBloqueantes(
  db: Db,
  log: { error(obj: unknown, msg: string): void },
  alvo: Alvo,
  pedido: { motivo: string | null; podeSuperar: boolean },
): Promise<{ motivo: string; pendencias: number } | null> {
  const n = (await pendenciasBloqueantes(db, log, alvo)).length;
  if (!n) return null;
  if (!pedido.motivo) throw new AppError(409, C.pendenciasBloqueantes, MSG.pendenciasBloqueantes(n, pedido.podeSuperar));
  if (!pedido.podeSuperar) throw forbidden(MSG.soGestaoSuperaPendencias);
  return { motivo: pedido.motivo, pendencias: n };
}
