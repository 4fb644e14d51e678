import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { StatusFechamentoBimestral } from '../../../domain/schemas/fechamento-bimestral';
import type { Db } from '../../db/client';
import { fechamentosBimestrais, fechamentosEventos } from '../../db/schema';
import { conflict, forbidden } from '../../lib/errors';
import { proximaVersao } from '../../lib/gravacao';
import { rejectInvalid } from '../../lib/validacao';
import { type Alcance, type TurmaAlvo, carregarAlcance } from '../../policies/avaliacao';
import { actorOf } from '../../plugins/access';
import { turmaDaLinha } from '../../presenters/fechamento-bimestral';
import { auditar } from '../../services/auditoria';
import { fechamentoNoAlcance } from './write';

/** What finalizing, reopening and approving a closing share: loading it, moving its status, auditing. */

type Permissao = (a: Alcance, turma: TurmaAlvo, disciplinaId: string) => boolean;
type Linha = Awaited<ReturnType<typeof fechamentoNoAlcance>>;

/**
 * The closing an action is about, with the actor's reach: out of reach → 404 (nothing leaks), in
 * reach but not allowed → 403. Input is checked only after this (attachValidation), as on every write.
 */
export async function carregarParaAcao(
  db: Db,
  request: FastifyRequest<{ Params: { id: string } }>,
  pode: Permissao,
  proibido: string,
) {
  const a = await carregarAlcance(db, actorOf(request));
  const atual = await fechamentoNoAlcance(db, a, request.params.id);
  if (!pode(a, turmaDaLinha(atual), atual.disciplina_id)) throw forbidden(proibido);
  rejectInvalid(request);
  return { a, atual };
}

/**
 * Reopening and approving only move the status: the check and the change are one statement (of two
 * at once, the second finds the status already moved → 409), with the event in the same transaction.
 */
export async function mudarStatus(
  db: Db,
  a: Alcance,
  atual: Linha,
  de: StatusFechamentoBimestral[],
  evento: { status: StatusFechamentoBimestral; acao: 'reaberto' | 'aprovado'; motivo?: string; conflito: string },
) {
  await db.transaction(async (tx) => {
    const [mudado] = await tx
      .update(fechamentosBimestrais)
      .set({ status: evento.status, updated_at: proximaVersao(fechamentosBimestrais.updated_at) })
      .where(and(eq(fechamentosBimestrais.id, atual.id), inArray(fechamentosBimestrais.status, de)))
      .returning({ id: fechamentosBimestrais.id });
    if (!mudado) throw conflict(evento.conflito);
    await tx.insert(fechamentosEventos).values({
      fechamento_id: atual.id,
      empresa_id: atual.empresa_id,
      acao: evento.acao,
      ...(evento.motivo === undefined ? {} : { motivo: evento.motivo }),
      usuario_id: a.actor.id,
    });
  });
}

/** The audit entry of an action: which class, subject and bimester, plus what the action changed. */
export function auditarAcao(
  db: Db,
  request: FastifyRequest,
  acao: string,
  atual: Linha,
  mudou: { antes?: Record<string, unknown>; depois: Record<string, unknown> },
) {
  return auditar(db, request, {
    acao,
    entidade: 'fechamento_bimestral',
    entidade_id: atual.id,
    ...(mudou.antes ? { antes: mudou.antes } : {}),
    depois: { turma_nome: atual.turma_nome, disciplina_nome: atual.disciplina_nome, bimestre: atual.bimestre, ...mudou.depois },
  });
}
