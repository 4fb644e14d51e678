import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { prazoDaSolicitacao } from '../../../domain/lgpd/prazos';
import {
  SOLICITACAO_MENSAGENS as MSG,
  responderSolicitacaoInput,
  solicitacaoInput,
  solicitacaoResposta,
  solicitacaoUpdate,
} from '../../../domain/schemas/privacidade-solicitacao';
import type { Db } from '../../db/client';
import { alunos, solicitacoesTitulares } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { atualizarNaVersao } from '../../lib/gravacao';
import { rejectInvalid } from '../../lib/validacao';
import { alunosNoEscopo } from '../../policies/alunos';
import { type Escopo, carregarEscopo } from '../../policies/escopo';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { hojeNaEmpresa } from '../../services/fuso';
import { apresentarLinhas, carregarSolicitacao } from './carregar-solicitacoes';

const tags = ['privacidade'];
const idParams = z.object({ id: z.string().uuid('Identificador inválido') });

/** The student a request is about, in the actor's reach (another network's is not there: 404). */
async function alunoDoPedido(db: Db, escopo: Escopo, alunoId: string) {
  const [aluno] = await db
    .select({ id: alunos.id, empresa_id: alunos.empresa_id, escola_id: alunos.escola_id })
    .from(alunos)
    .where(and(eq(alunos.id, alunoId), alunosNoEscopo(escopo)));
  if (!aluno) throw notFound(MSG.alunoNaoEncontrado);
  return aluno;
}

/** A date of the request checked against the network's today. */
function recusarFutura(data: string, hoje: string, campo: string, mensagem: string) {
  if (data > hoje) throw badRequest(mensagem, { [campo]: mensagem });
}

/**
 * Registering, correcting (while open) and answering data-subject requests. There is no delete: the
 * register is the network's proof that each request was handled in time.
 */
export const solicitacoesEscritaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  async function apresentarUma(request: Parameters<typeof actorOf>[0], escopo: Escopo, id: string) {
    const actor = actorOf(request);
    return (await apresentarLinhas(db, actor, [await carregarSolicitacao(db, escopo, id)]))[0]!;
  }

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
      const escopo = await carregarEscopo(db, actorOf(request));
      const dados = request.body;
      const aluno = await alunoDoPedido(db, escopo, dados.aluno_id);
      recusarFutura(dados.recebida_em, await hojeNaEmpresa(db, aluno.empresa_id), 'recebida_em', MSG.recebidaFutura);
      const [criada] = await db
        .insert(solicitacoesTitulares)
        .values({
          ...dados,
          empresa_id: aluno.empresa_id,
          escola_id: aluno.escola_id,
          prazo: prazoDaSolicitacao(dados.recebida_em),
          criado_por: actorOf(request).id,
        })
        .returning({ id: solicitacoesTitulares.id });
      const depois = await apresentarUma(request, escopo, criada!.id);
      await auditar(db, request, { acao: 'criar', entidade: 'solicitacao_titular', entidade_id: depois.id, depois });
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
      const escopo = await carregarEscopo(db, actorOf(request));
      const atual = await carregarSolicitacao(db, escopo, request.params.id);
      rejectInvalid(request);
      if (atual.status !== 'aberta') throw conflict(MSG.jaRespondida);
      const { updated_at, ...dados } = request.body;
      const aluno = await alunoDoPedido(db, escopo, dados.aluno_id);
      recusarFutura(dados.recebida_em, await hojeNaEmpresa(db, aluno.empresa_id), 'recebida_em', MSG.recebidaFutura);
      await atualizarNaVersao(
        db,
        solicitacoesTitulares,
        and(eq(solicitacoesTitulares.id, atual.id), eq(solicitacoesTitulares.status, 'aberta')),
        { ...dados, escola_id: aluno.escola_id, prazo: prazoDaSolicitacao(dados.recebida_em) },
        updated_at,
        () => conflict(MSG.conflito),
      );
      const depois = await apresentarUma(request, escopo, atual.id);
      const [antes] = await apresentarLinhas(db, actorOf(request), [atual]);
      await auditar(db, request, { acao: 'atualizar', entidade: 'solicitacao_titular', entidade_id: atual.id, antes, depois });
      return depois;
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
      const escopo = await carregarEscopo(db, actorOf(request));
      const atual = await carregarSolicitacao(db, escopo, request.params.id);
      rejectInvalid(request);
      if (atual.status !== 'aberta') throw conflict(MSG.jaRespondida);
      const { updated_at, ...resposta } = request.body;
      recusarFutura(resposta.respondida_em, await hojeNaEmpresa(db, atual.empresa_id), 'respondida_em', MSG.respondidaFutura);
      if (resposta.respondida_em < atual.recebida_em)
        throw badRequest(MSG.respondidaAntes, { respondida_em: MSG.respondidaAntes });
      await atualizarNaVersao(
        db,
        solicitacoesTitulares,
        and(eq(solicitacoesTitulares.id, atual.id), eq(solicitacoesTitulares.status, 'aberta')),
        { ...resposta, respondida_por: actorOf(request).id },
        updated_at,
        () => conflict(MSG.conflito),
      );
      const depois = await apresentarUma(request, escopo, atual.id);
      await auditar(db, request, { acao: 'responder', entidade: 'solicitacao_titular', entidade_id: atual.id, depois });
      return depois;
    },
  });
};
