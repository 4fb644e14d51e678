import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type AcaoPendencia, transicaoDaPendencia } from '../../../domain/pendencia/status';
import { PENDENCIA_MENSAGENS as MSG } from '../../../domain/schemas/pendencia';
import type { Db } from '../../db/client';
import { pendencias } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { mesmaVersao, proximaVersao } from '../../lib/gravacao';
import { auditar } from '../auditoria';
import { hojeNaEmpresa } from '../fuso';

/** What a status step reads of the pendency (the route found it in the actor's reach). */
interface PendenciaDaAcao {
  id: string;
  empresa_id: string;
  titulo: string;
  data_resolucao: string | null;
}

/**
 * One status step of a pendency (iniciar, resolver, cancelar with the reason, reabrir) from the
 * version on screen: in one transaction the row is locked (of two clicks from the same screen, the
 * second finds a new version: 409), the step is checked against its status and origin
 * (transicaoDaPendencia), written, and audited.
 */
export async function moverPendencia(
  db: Db,
  request: FastifyRequest,
  atual: PendenciaDaAcao,
  acao: AcaoPendencia,
  pedido: { updated_at: string; motivo: string | null },
) {
  const hoje = await hojeNaEmpresa(db, atual.empresa_id);
  await db.transaction(async (tx) => {
    const [linha] = await tx
      .select({ status: pendencias.status, origem: pendencias.origem, updated_at: pendencias.updated_at })
      .from(pendencias)
      .where(eq(pendencias.id, atual.id))
      .for('update');
    if (!linha || !mesmaVersao(linha.updated_at, pedido.updated_at)) throw conflict(MSG.conflito);
    const passo = transicaoDaPendencia(acao, linha, { hoje, motivo: pedido.motivo });
    if ('recusa' in passo) throw conflict(passo.recusa);
    await tx
      .update(pendencias)
      .set({ ...passo, updated_at: proximaVersao(pendencias.updated_at) })
      .where(eq(pendencias.id, atual.id));
    await auditar(tx, request, {
      acao: `${acao}_pendencia`,
      entidade: 'pendencia',
      entidade_id: atual.id,
      antes: { titulo: atual.titulo, status: linha.status, data_resolucao: atual.data_resolucao },
      depois: { titulo: atual.titulo, ...passo },
    });
  });
}
