import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataBr } from '../../../domain/calendario';
import { exigeJustificativa, prazoVencido } from '../../../domain/fechamento/figuras';
import {
  FECHAMENTO_BIMESTRAL_MENSAGENS as MSG,
  fechamentoBimestralResposta,
  finalizarInput,
  reabrirInput,
} from '../../../domain/schemas/fechamento-bimestral';
import type { Db } from '../../db/client';
import { fechamentosBimestrais, fechamentosEventos, fechamentosSnapshots } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { proximaVersao } from '../../lib/gravacao';
import { idParams } from '../../lib/parametros';
import { podeFinalizar, podeReabrirAposPrazo, podeReabrirOuAprovar } from '../../policies/fechamentos';
import { apresentarFechamento, turmaDaLinha } from '../../presenters/fechamento-bimestral';
import { Contexto, calcularFiguras } from '../../services/fechamentos/figuras';
import { hojeNaEmpresa } from '../../services/fuso';
import { exigirSemPendenciasBloqueantes } from '../../services/pendencias/bloqueio';
import { sincronizarAposGravar } from '../../services/pendencias/sincronizar';
import { auditarAcao, carregarParaAcao, mudarStatus } from './transicoes';
import { apresentarUm } from './write';

const tags = ['fechamentos-bimestrais'];

/** Finalizing (snapshot and lock), reopening with a reason and approving a bimonthly closing. */
export const fechamentosAcoesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/fechamentos-bimestrais/:id/finalizar', {
    config: { access: ['fechamento', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Finaliza um fechamento em andamento: numa transação guarda o snapshot de cada aluno, marca a data de hoje da rede e trava o bimestre da disciplina na turma. Justificativa obrigatória quando mais da metade da turma está abaixo da média. Com pendências bloqueantes abertas da turma, disciplina e bimestre → 409 (PENDENCIAS_BLOQUEANTES), a menos que a gestão envie motivo_pendencias',
      params: idParams,
      body: finalizarInput,
      response: { 200: fechamentoBimestralResposta },
    },
    handler: async (request) => {
      const { a, atual } = await carregarParaAcao(db, request, podeFinalizar, MSG.naoLeciona);
      if (atual.status !== 'em_andamento') throw conflict(MSG.jaFinalizado);
      const justificativa = request.body?.justificativa ?? atual.justificativa;
      // Missing roll calls, grades or assessment results hold the bimestre; the management may override in writing.
      const superou = await exigirSemPendenciasBloqueantes(db, request.log, atual, {
        motivo: request.body?.motivo_pendencias ?? null,
        podeSuperar: podeReabrirOuAprovar(a, turmaDaLinha(atual), atual.disciplina_id),
      });
      // Today, the calendar and the rules are read before the transaction, side by side on the pool.
      const ctx = new Contexto(db);
      const [hoje] = await Promise.all([
        hojeNaEmpresa(db, atual.empresa_id),
        ctx.calendario(atual.empresa_id, atual.ano_letivo),
        ctx.regrasDe(atual.empresa_id),
      ]);

      const { marcado, fig } = await db.transaction(async (tx) => {
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
        return { marcado, fig };
      });

      // The snapshot just stored is these figures: the answer is built from them, not read again.
      const depois = apresentarFechamento({ ...atual, ...marcado }, fig, a, hoje);
      await auditarAcao(db, request, 'finalizar', atual, {
        depois: {
          versao_snapshot: marcado.versao_snapshot,
          data_fechamento: hoje,
          justificativa,
          media_turma: fig.media_turma,
          ...(superou ? { motivo_pendencias: superou.motivo, pendencias_bloqueantes: superou.pendencias } : {}),
        },
      });
      // The finalized bimestre no longer misses grades (notas_faltando).
      await sincronizarAposGravar(db, request.log, atual.turma_id, ['notas_faltando']);
      return depois;
    },
  });

  app.post('/api/fechamentos-bimestrais/:id/reabrir', {
    config: { access: ['notas', 'fecharBimestre'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Reabre um fechamento finalizado ou aprovado, com o motivo (os snapshots ficam no histórico). Depois do prazo do bimestre, só a empresa reabre',
      params: idParams,
      body: reabrirInput,
      response: { 200: fechamentoBimestralResposta },
    },
    handler: async (request) => {
      const { a, atual } = await carregarParaAcao(db, request, podeReabrirOuAprovar, MSG.naoPodeReabrir);
      if (atual.status === 'em_andamento') throw conflict(MSG.naoFinalizado);
      const ctx = new Contexto(db);
      const prazo = (await ctx.calendario(atual.empresa_id, atual.ano_letivo)).bimestres[atual.bimestre - 1]!.prazo;
      const hoje = await hojeNaEmpresa(db, atual.empresa_id);
      if (prazoVencido(prazo, hoje) && !podeReabrirAposPrazo(a)) throw forbidden(MSG.prazoVencido(atual.bimestre, dataBr(prazo)));
      const { motivo } = request.body;
      await mudarStatus(db, a, atual, ['finalizado', 'aprovado'], {
        status: 'em_andamento',
        acao: 'reaberto',
        motivo,
        conflito: MSG.naoFinalizado,
      });
      await auditarAcao(db, request, 'reabrir', atual, {
        antes: { status: atual.status },
        depois: { status: 'em_andamento', motivo },
      });
      await sincronizarAposGravar(db, request.log, atual.turma_id, ['notas_faltando']);
      return apresentarUm(db, a, atual.id);
    },
  });

  app.post('/api/fechamentos-bimestrais/:id/aprovar', {
    config: { access: ['notas', 'fecharBimestre'], corpo: 'nenhum' },
    schema: {
      tags,
      summary: 'Aprova um fechamento finalizado (a aprovação da gestão)',
      params: idParams,
      response: { 200: fechamentoBimestralResposta },
    },
    handler: async (request) => {
      const { a, atual } = await carregarParaAcao(db, request, podeReabrirOuAprovar, MSG.naoPodeReabrir);
      await mudarStatus(db, a, atual, ['finalizado'], {
        status: 'aprovado',
        acao: 'aprovado',
        conflito: MSG.aprovarSoFinalizado,
      });
      await auditarAcao(db, request, 'aprovar', atual, { antes: { status: atual.status }, depois: { status: 'aprovado' } });
      return apresentarUm(db, a, atual.id);
    },
  });
};
