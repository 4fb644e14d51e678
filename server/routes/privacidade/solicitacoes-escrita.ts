import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prazoDaSolicitacao } from '../../../domain/privacidade/prazos';
import {
  SOLICITACAO_MENSAGENS as MSG,
  responderSolicitacaoInput,
  solicitacaoInput,
  solicitacaoResposta,
  solicitacaoUpdate,
} from '../../../domain/schemas/privacidade-solicitacao';
import type { Db } from '../../db/client';
import { solicitacoesTitulares } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { atualizarNaVersao } from '../../lib/gravacao';
import { idParams } from '../../lib/parametros';
import { rejectInvalid } from '../../lib/validacao';
import { alunoNoAlcance, carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { hojeNaEmpresa } from '../../services/fuso';
import { recusarFutura, responderSolicitacao } from '../../services/privacidade/solicitacoes';
import { apresentarLinhas, apresentarUma, carregarSolicitacao } from './carregar-solicitacoes';

const tags = ['privacidade'];

/**
 * Registering, correcting (while open) and answering data-subject requests. There is no delete: the
 * register is the network's proof that each request was handled in time.
 */
export const solicitacoesEscritaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/privacidade/solicitacoes', {
    config: { access: ['privacidade', 'gerenciar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Registra uma solicitação de titular: aluno, quem pediu e sua relação com o aluno, tipo (acesso, correção, anonimização, informação sobre compartilhamento) e o dia do recebimento (não futuro, no dia da rede); o prazo é o recebimento + 15 dias',
      body: solicitacaoInput,
      response: { 201: solicitacaoResposta },
    },
    handler: async (request, reply) => {
      rejectInvalid(request);
      const a = await carregarAlcance(db, actorOf(request));
      const dados = request.body;
      const aluno = await alunoNoAlcance(db, a, dados.aluno_id, 'ler', { naoEncontrado: MSG.alunoNaoEncontrado });
      recusarFutura(dados.recebida_em, await hojeNaEmpresa(db, aluno.empresa_id), 'recebida_em', MSG.recebidaFutura);
      const depois = await db.transaction(async (tx) => {
        const [criada] = await tx
          .insert(solicitacoesTitulares)
          .values({
            ...dados,
            empresa_id: aluno.empresa_id,
            escola_id: aluno.escola_id,
            prazo: prazoDaSolicitacao(dados.recebida_em),
            criado_por: a.actor.id,
          })
          .returning({ id: solicitacoesTitulares.id });
        const depois = await apresentarUma(tx, a, criada!.id);
        await auditar(tx, request, { acao: 'criar', entidade: 'solicitacao_titular', entidade_id: depois.id, depois });
        return depois;
      });
      return reply.status(201).send(depois);
    },
  });

  app.put('/api/privacidade/solicitacoes/:id', {
    config: { access: ['privacidade', 'gerenciar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Corrige uma solicitação ainda aberta (o prazo acompanha o recebimento); updated_at é a versão carregada',
      params: idParams,
      body: solicitacaoUpdate,
      response: { 200: solicitacaoResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const atual = await carregarSolicitacao(db, a, request.params.id);
      rejectInvalid(request);
      if (atual.status !== 'aberta') throw conflict(MSG.jaRespondida);
      const { updated_at, ...dados } = request.body;
      const aluno = await alunoNoAlcance(db, a, dados.aluno_id, 'ler', { naoEncontrado: MSG.alunoNaoEncontrado });
      recusarFutura(dados.recebida_em, await hojeNaEmpresa(db, aluno.empresa_id), 'recebida_em', MSG.recebidaFutura);
      const [antes] = await apresentarLinhas(db, a.actor, [atual]);
      return db.transaction(async (tx) => {
        await atualizarNaVersao(
          tx,
          solicitacoesTitulares,
          and(eq(solicitacoesTitulares.id, atual.id), eq(solicitacoesTitulares.status, 'aberta')),
          { ...dados, escola_id: aluno.escola_id, prazo: prazoDaSolicitacao(dados.recebida_em) },
          updated_at,
          () => conflict(MSG.conflito),
        );
        const depois = await apresentarUma(tx, a, atual.id);
        await auditar(tx, request, { acao: 'atualizar', entidade: 'solicitacao_titular', entidade_id: atual.id, antes, depois });
        return depois;
      });
    },
  });

  app.post('/api/privacidade/solicitacoes/:id/responder', {
    config: { access: ['privacidade', 'gerenciar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Registra a resposta (respondida) ou a recusa com o motivo (recusada) de uma solicitação aberta, e o dia (entre o recebimento e hoje, no dia da rede); depois de dada não muda',
      params: idParams,
      body: responderSolicitacaoInput,
      response: { 200: solicitacaoResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const atual = await carregarSolicitacao(db, a, request.params.id);
      rejectInvalid(request);
      return responderSolicitacao(db, request, atual, request.body, a.actor.id, (tx) => apresentarUma(tx, a, atual.id));
    },
  });
};
