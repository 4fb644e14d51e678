import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SOLICITACAO_MENSAGENS as MSG, type responderSolicitacaoInput } from '../../../domain/schemas/privacidade-solicitacao';
import type { Db, Tx } from '../../db/client';
import { solicitacoesTitulares } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { atualizarNaVersao } from '../../lib/gravacao';
import { auditar } from '../auditoria';
import { hojeNaEmpresa } from '../fuso';

/** What answering reads of the request (the route found it in the actor's reach). */
interface SolicitacaoDaResposta {
  id: string;
  empresa_id: string;
  status: string;
  recebida_em: string;
}

/** A date of the request checked against the network's today. */
export function recusarFutura(data: string, hoje: string, campo: string, mensagem: string) {
  if (data > hoje) throw badRequest(mensagem, { [campo]: mensagem });
}

/**
 * Answers (respondida) or refuses with the reason (recusada) an open data-subject request, on a day
 * between its receipt and the network's today; once given it does not change. The answer and its
 * audit row are one transaction. `depois` presents the request as stored, inside it, for the audit.
 */
export async function responderSolicitacao<T>(
  db: Db,
  request: FastifyRequest,
  atual: SolicitacaoDaResposta,
  pedido: z.output<typeof responderSolicitacaoInput>,
  respondidaPor: string,
  depois: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (atual.status !== 'aberta') throw conflict(MSG.jaRespondida);
  const { updated_at, ...resposta } = pedido;
  recusarFutura(resposta.respondida_em, await hojeNaEmpresa(db, atual.empresa_id), 'respondida_em', MSG.respondidaFutura);
  if (resposta.respondida_em < atual.recebida_em) throw badRequest(MSG.respondidaAntes, { respondida_em: MSG.respondidaAntes });
  return db.transaction(async (tx) => {
    await atualizarNaVersao(
      tx,
      solicitacoesTitulares,
      and(eq(solicitacoesTitulares.id, atual.id), eq(solicitacoesTitulares.status, 'aberta')),
      { ...resposta, respondida_por: respondidaPor },
      updated_at,
      () => conflict(MSG.conflito),
    );
    const dto = await depois(tx);
    await auditar(tx, request, { acao: 'responder', entidade: 'solicitacao_titular', entidade_id: atual.id, depois: dto });
    return dto;
  });
}
