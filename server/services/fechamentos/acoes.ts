import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { dataBr } from '../../../domain/calendario';
import { exigeJustificativa, prazoVencido } from '../../../domain/fechamento/figuras';
import {
  FECHAMENTO_BIMESTRAL_MENSAGENS as MSG,
  type StatusFechamentoBimestral,
} from '../../../domain/schemas/fechamento-bimestral';
import type { Db, Tx } from '../../db/client';
import { fechamentosBimestrais, fechamentosEventos, fechamentosSnapshots } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { proximaVersao } from '../../lib/gravacao';
import type { Alcance } from '../../policies/alcance';
import { podeReabrirAposPrazo } from '../../policies/fechamentos';
import type { LinhaFechamento } from '../../presenters/fechamento-bimestral';
import { auditar } from '../auditoria';
import { hojeNaEmpresa } from '../fuso';
import { exigirSemPendenciasBloqueantes } from '../pendencias/bloqueio';
import { sincronizarAposGravar } from '../pendencias/sincronizar';
import { Contexto, type FechamentoParaFiguras, type FigurasCalculadas, calcularFiguras } from './figuras';

/** The closing as the routes load it (in the actor's reach): its fields, names and what its figures need. */
type Linha = LinhaFechamento & FechamentoParaFiguras;

/*
 * The state changes of a bimonthly closing: finalizing (snapshot and lock), reopening with a reason
 * and approving. Each is one transaction holding the status change, its event and its audit row, so
 * a failure anywhere leaves none of them. The route has already found the closing in the actor's
 * reach and asked the policy whether the actor may act (policies/fechamentos.ts).
 */

/** The audit entry of an action: which class, subject and bimester, plus what the action changed. */
function auditarAcao(
  tx: Tx,
  request: FastifyRequest,
  acao: string,
  atual: Linha,
  mudou: { antes?: Record<string, unknown>; depois: Record<string, unknown> },
) {
  return auditar(tx, request, {
    acao,
    entidade: 'fechamento_bimestral',
    entidade_id: atual.id,
    ...(mudou.antes ? { antes: mudou.antes } : {}),
    depois: { turma_nome: atual.turma_nome, disciplina_nome: atual.disciplina_nome, bimestre: atual.bimestre, ...mudou.depois },
  });
}

/** What a finalization stored: the closing's new fields, the figures of its snapshot and the network's today. */
export interface Finalizado {
  marcado: Pick<LinhaFechamento, 'status' | 'versao_snapshot' | 'data_fechamento' | 'justificativa' | 'updated_at'>;
  fig: FigurasCalculadas;
  hoje: string;
}

/**
 * Finalizes an open closing: in one transaction the snapshot of each student, the network's today
 * as its date, the lock of the bimestre, the event and the audit row. A justification is required
 * when more than half the class is below the average; open blocking pendencies hold it unless the
 * management (`podeSuperar`) gives a written reason.
 */
export async function finalizarFechamento(
  db: Db,
  request: FastifyRequest,
  a: Alcance,
  atual: Linha,
  pedido: { justificativa: string | null | undefined; motivoPendencias: string | null | undefined; podeSuperar: boolean },
): Promise<Finalizado> {
  if (atual.status !== 'em_andamento') throw conflict(MSG.jaFinalizado);
  const justificativa = pedido.justificativa ?? atual.justificativa;
  // Missing roll calls, grades or assessment results hold the bimestre; the management may override in writing.
  const superou = await exigirSemPendenciasBloqueantes(db, request.log, atual, {
    motivo: pedido.motivoPendencias ?? null,
    podeSuperar: pedido.podeSuperar,
  });
  // Today, the calendar and the rules are read before the transaction, side by side on the pool.
  const ctx = new Contexto(db);
  const [hoje] = await Promise.all([
    hojeNaEmpresa(db, atual.empresa_id),
    ctx.calendario(atual.empresa_id, atual.ano_letivo),
    ctx.regrasDe(atual.empresa_id),
  ]);

  const finalizado = await db.transaction(async (tx) => {
    // The status check and the change are one statement: of two finalizations at once, the
    // second waits for the first's row lock, then finds it no longer em_andamento.
    const [marcado] = await tx
      .update(fechamentosBimestrais)
      .set({
        status: 'finalizado',
        versao_snapshot: sql`${fechamentosBimestrais.versao_snapshot} + 1`,
        data_fechamento: hoje,
        justificativa,
        updated_at: proximaVersao(fechamentosBimestrais.updated_at),
      })
      .where(and(eq(fechamentosBimestrais.id, atual.id), eq(fechamentosBimestrais.status, 'em_andamento')))
      .returning({
        status: fechamentosBimestrais.status,
        versao_snapshot: fechamentosBimestrais.versao_snapshot,
        data_fechamento: fechamentosBimestrais.data_fechamento,
        justificativa: fechamentosBimestrais.justificativa,
        updated_at: fechamentosBimestrais.updated_at,
      });
    if (!marcado) throw conflict(MSG.jaFinalizado);
    // The figures as they stand now, read inside the transaction (the open closing's live path).
    const fig = (await calcularFiguras(tx, [{ ...atual, status: 'em_andamento' }], ctx)).get(atual.id)!;
    if (exigeJustificativa(fig) && !justificativa)
      throw badRequest(MSG.justificativaObrigatoria, { justificativa: MSG.justificativaObrigatoria });
    if (fig.linhas.length)
      await tx.insert(fechamentosSnapshots).values(
        fig.linhas.map((l) => ({
          fechamento_id: atual.id,
          versao: marcado.versao_snapshot,
          aluno_id: l.aluno_id,
          empresa_id: atual.empresa_id,
          nota_bruta: l.nota_bruta,
          nota: l.nota,
          faltas: l.faltas,
          aulas: l.aulas,
          percentual_frequencia: l.percentual_frequencia,
          situacao: l.situacao,
        })),
      );
    await tx.insert(fechamentosEventos).values({
      fechamento_id: atual.id,
      empresa_id: atual.empresa_id,
      acao: 'finalizado',
      usuario_id: a.actor.id,
      ...(superou ? { motivo: superou.motivo } : {}),
    });
    await auditarAcao(tx, request, 'finalizar', atual, {
      depois: {
        versao_snapshot: marcado.versao_snapshot,
        data_fechamento: hoje,
        justificativa,
        media_turma: fig.media_turma,
        ...(superou ? { motivo_pendencias: superou.motivo, pendencias_bloqueantes: superou.pendencias } : {}),
      },
    });
    return { marcado, fig, hoje };
  });
  // The finalized bimestre no longer misses grades (notas_faltando).
  await sincronizarAposGravar(db, request.log, atual.turma_id, ['notas_faltando']);
  return finalizado;
}

/**
 * Reopening and approving only move the status: the check and the change are one statement (of two
 * at once, the second finds the status already moved → 409), with the event and the audit row in
 * the same transaction.
 */
async function mudarStatus(
  db: Db,
  request: FastifyRequest,
  a: Alcance,
  atual: Linha,
  de: StatusFechamentoBimestral[],
  evento: { status: StatusFechamentoBimestral; acao: 'reaberto' | 'aprovado'; motivo?: string; conflito: string },
  auditoria: { acao: string; depois: Record<string, unknown> },
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
    await auditarAcao(tx, request, auditoria.acao, atual, { antes: { status: atual.status }, depois: auditoria.depois });
  });
}

/**
 * Reopens a finalized or approved closing with the reason (its snapshots stay in the history).
 * After the bimestre's deadline only the network (empresa) or the administrador reopens.
 */
export async function reabrirFechamento(db: Db, request: FastifyRequest, a: Alcance, atual: Linha, motivo: string) {
  if (atual.status === 'em_andamento') throw conflict(MSG.naoFinalizado);
  const ctx = new Contexto(db);
  const prazo = (await ctx.calendario(atual.empresa_id, atual.ano_letivo)).bimestres[atual.bimestre - 1]!.prazo;
  const hoje = await hojeNaEmpresa(db, atual.empresa_id);
  if (prazoVencido(prazo, hoje) && !podeReabrirAposPrazo(a)) throw forbidden(MSG.prazoVencido(atual.bimestre, dataBr(prazo)));
  await mudarStatus(
    db,
    request,
    a,
    atual,
    ['finalizado', 'aprovado'],
    { status: 'em_andamento', acao: 'reaberto', motivo, conflito: MSG.naoFinalizado },
    { acao: 'reabrir', depois: { status: 'em_andamento', motivo } },
  );
  await sincronizarAposGravar(db, request.log, atual.turma_id, ['notas_faltando']);
}

/** Approves a finalized closing (the management's approval). */
export async function aprovarFechamento(db: Db, request: FastifyRequest, a: Alcance, atual: Linha) {
  await mudarStatus(
    db,
    request,
    a,
    atual,
    ['finalizado'],
    { status: 'aprovado', acao: 'aprovado', conflito: MSG.aprovarSoFinalizado },
    { acao: 'aprovar', depois: { status: 'aprovado' } },
  );
}
