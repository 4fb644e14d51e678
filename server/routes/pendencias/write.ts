import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ehGerada } from '../../../domain/pendencia/status';
import {
  PENDENCIA_MENSAGENS as MSG,
  type PendenciaDados,
  pendenciaInput,
  pendenciaResposta,
  pendenciaUpdate,
} from '../../../domain/schemas/pendencia';
import type { Db } from '../../db/client';
import { pendencias } from '../../db/schema';
import { conflict, forbidden } from '../../lib/errors';
import { atualizarNaVersao } from '../../lib/gravacao';
import { idParams, turmaIdParams } from '../../lib/parametros';
import { recusarCampos, rejectInvalid } from '../../lib/validacao';
import { carregarAlcance, turmaNoAlcance } from '../../policies/alcance';
import { alcancaPendencia, turmaDePendenciaAtribuida } from '../../policies/pendencias';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { notify } from '../../services/notify';
import {
  type LinhaCarregada,
  apresentarLinhas,
  apresentarUma,
  carregarPendencia,
  conferirReferencias,
  turmaDaLinha,
} from './carregar';

const tags = ['pendências'];

/** A generated pendency's título, descrição, cause and terms are the system's: only these change by hand. */
const TRAVADOS_NA_GERADA = ['titulo', 'descricao', 'tipo', 'prioridade', 'aluno_id', 'disciplina_id', 'data_vencimento'] as const;

function alteracoesNaGerada(atual: LinhaCarregada, dados: PendenciaDados): Record<string, string> {
  const erros: Record<string, string> = {};
  // Compared as the form sends them back (trimmed, blank as absent), so an untouched field always passes.
  const comoEnviado = (v: string | null) => (v ?? '').trim();
  for (const campo of TRAVADOS_NA_GERADA)
    if (comoEnviado(dados[campo]) !== comoEnviado(atual[campo])) erros[campo] = MSG.geradaTravada;
  return erros;
}

/** Creating, editing (status kept) and deleting pendencies; the responsável is told when it is given one. */
export const pendenciasWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** The in-app notice to a new responsável (not to whoever assigned it to themselves), linking to the class's page. */
  const avisarResponsavel = async (
    actorId: string,
    p: { responsavel_id: string | null; titulo: string; turma_nome: string; escola_id: string; turma_id: string },
  ) => {
    if (!p.responsavel_id || p.responsavel_id === actorId) return;
    await notify(db, [p.responsavel_id], {
      evento: 'sistema',
      titulo: MSG.notificacaoTitulo,
      mensagem: MSG.notificacao(p.titulo, p.turma_nome),
      tipo: 'info',
      link: `/escola/${p.escola_id}/turma/${p.turma_id}/pendencias`,
    });
  };

  app.post('/api/turmas/:turmaId/pendencias', {
    config: { access: ['pendencias', 'criar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Cria uma pendência (pendente) na turma; o responsável é um gestor da escola ou um professor da turma e é notificado; aluno e disciplina, quando informados, são da turma',
      params: turmaIdParams,
      body: pendenciaInput,
      response: { 201: pendenciaResposta },
    },
    handler: async (request, reply) => {
      const a = await carregarAlcance(db, actorOf(request));
      const turma = await turmaNoAlcance(db, a, request.params.turmaId).catch((recusa: unknown) =>
        turmaDePendenciaAtribuida(db, a, request.params.turmaId, recusa),
      );
      rejectInvalid(request);
      const dados = request.body;
      recusarCampos(await conferirReferencias(db, turma, dados));
      if (!alcancaPendencia(a, { turma_id: turma.id, disciplina_id: dados.disciplina_id, responsavel_id: dados.responsavel_id }))
        throw forbidden(MSG.naoLeciona);
      const depois = await db.transaction(async (tx) => {
        const [criada] = await tx
          .insert(pendencias)
          .values({
            ...dados,
            empresa_id: turma.empresa_id,
            escola_id: turma.escola_id,
            turma_id: turma.id,
            status: 'pendente',
            origem: 'manual',
          })
          .returning({ id: pendencias.id });
        const depois = await apresentarUma(tx, a, criada!.id);
        await auditar(tx, request, { acao: 'criar', entidade: 'pendencia', entidade_id: depois.id, depois });
        return depois;
      });
      await avisarResponsavel(a.actor.id, depois);
      return reply.status(201).send(depois);
    },
  });

  app.put('/api/pendencias/:id', {
    config: { access: ['pendencias', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Altera uma pendência mantendo o status; numa gerada pelo sistema só o responsável e as observações mudam; updated_at é a versão carregada; um novo responsável é notificado',
      params: idParams,
      body: pendenciaUpdate,
      response: { 200: pendenciaResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const atual = await carregarPendencia(db, a, request.params.id);
      rejectInvalid(request);
      const { updated_at, ...dados } = request.body;
      if (ehGerada(atual.origem)) recusarCampos(alteracoesNaGerada(atual, dados));
      recusarCampos(await conferirReferencias(db, turmaDaLinha(atual), dados, atual));
      if (
        dados.disciplina_id !== atual.disciplina_id &&
        !alcancaPendencia(a, {
          turma_id: atual.turma_id,
          disciplina_id: dados.disciplina_id,
          responsavel_id: dados.responsavel_id,
        })
      )
        throw forbidden(MSG.naoLeciona);
      // A generated one keeps its cause as the system wrote it: only what people work on is written.
      const mudancas = ehGerada(atual.origem) ? { responsavel_id: dados.responsavel_id, observacoes: dados.observacoes } : dados;
      const [antes] = apresentarLinhas(a, [atual]);
      const depois = await db.transaction(async (tx) => {
        await atualizarNaVersao(tx, pendencias, eq(pendencias.id, atual.id), mudancas, updated_at, () => conflict(MSG.conflito));
        const depois = await apresentarUma(tx, a, atual.id);
        await auditar(tx, request, { acao: 'atualizar', entidade: 'pendencia', entidade_id: atual.id, antes, depois });
        return depois;
      });
      if (depois.responsavel_id !== atual.responsavel_id) await avisarResponsavel(a.actor.id, depois);
      return depois;
    },
  });

  app.delete('/api/pendencias/:id', {
    config: { access: ['pendencias', 'deletar'] },
    schema: {
      tags,
      summary: 'Exclui uma pendência registrada por uma pessoa (as geradas pelo sistema não se excluem: resolvem-se pela causa)',
      params: idParams,
    },
    handler: async (request, reply) => {
      const a = await carregarAlcance(db, actorOf(request));
      const atual = await carregarPendencia(db, a, request.params.id);
      if (ehGerada(atual.origem)) throw conflict(MSG.geradaExcluir);
      const [antes] = apresentarLinhas(a, [atual]);
      await db.transaction(async (tx) => {
        await tx.delete(pendencias).where(and(eq(pendencias.id, atual.id), eq(pendencias.origem, 'manual')));
        await auditar(tx, request, { acao: 'deletar', entidade: 'pendencia', entidade_id: atual.id, antes });
      });
      return reply.status(204).send();
    },
  });
};
