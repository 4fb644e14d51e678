import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anosCobertos } from '../../../domain/bncc';
import {
  BNCC_MENSAGENS as MSG,
  conferirComCodigo,
  type HabilidadeDados,
  habilidadeInput,
  habilidadeResposta,
  habilidadeUpdate,
} from '../../../domain/schemas/bncc';
import type { Db } from '../../db/client';
import { auditar } from '../../services/auditoria';
import { bnccHabilidades, objetosConhecimentoHabilidades } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { rejectInvalid } from '../../lib/validacao';
import { atualizarNaVersao, excluirSeLivre } from '../../lib/gravacao';
import { actorOf } from '../../plugins/access';
import { conflitoDeCodigo, habilidadesVisiveis, selecionarHabilidade, travarCatalogo } from '../../services/bncc-habilidades';
import { apresentarHabilidade } from '../../presenters/bncc';
import { idParams } from '../../lib/parametros';

const tags = ['bncc'];

/** An official skill must agree with its code; a body's own may use any code shape. */
function conferirOficial(dados: HabilidadeDados) {
  const divergencia = conferirComCodigo(dados);
  if (divergencia) throw badRequest('Verifique os campos informados.', { [divergencia.campo]: divergencia.mensagem });
}

/**
 * Writing the catalogue: an administrador writes the official skills; anyone
 * else holding the grant writes only their own education body's skills.
 */
export const bnccWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const carregar = async (id: string) => {
    const [row] = await selecionarHabilidade(db).where(eq(bnccHabilidades.id, id));
    if (!row) throw notFound(MSG.naoEncontrada);
    return apresentarHabilidade(row);
  };

  /** The row the actor may change: out of sight → 404; official and not an administrador → 403. */
  const carregarParaAlterar = async (actor: Actor, id: string) => {
    const [row] = await selecionarHabilidade(db).where(and(eq(bnccHabilidades.id, id), habilidadesVisiveis(actor)));
    if (!row) throw notFound(MSG.naoEncontrada);
    if (!row.empresa_id && actor.tipo_usuario !== 'administrador') throw forbidden(MSG.oficialSoAdministrador);
    return row;
  };

  app.post('/api/bncc', {
    config: { access: ['bncc', 'criar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Cria uma habilidade: oficial quando quem cria é administrador; da própria rede para os demais',
      body: habilidadeInput,
      response: { 201: habilidadeResposta },
    },
    handler: async (request, reply) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      const dados = request.body;
      const empresa_id = actor.tipo_usuario === 'administrador' ? null : actor.empresa_id;
      if (actor.tipo_usuario !== 'administrador' && !empresa_id) throw badRequest(MSG.semEmpresa);
      if (!empresa_id) conferirOficial(dados);

      const id = await db.transaction(async (tx) => {
        await travarCatalogo(tx);
        const conflito = await conflitoDeCodigo(tx, dados.codigo, empresa_id);
        if (conflito) throw badRequest('Verifique os campos informados.', { codigo: conflito });
        const [row] = await tx
          .insert(bnccHabilidades)
          .values({ ...dados, empresa_id, anos: anosCobertos(dados.ano_serie) })
          .returning({ id: bnccHabilidades.id });
        return row!.id;
      });
      const habilidade = await carregar(id);
      await auditar(db, request, { acao: 'criar', entidade: 'bncc_habilidade', entidade_id: id, depois: habilidade });
      return reply.status(201).send(habilidade);
    },
  });

  app.put('/api/bncc/:id', {
    config: { access: ['bncc', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Atualiza uma habilidade; updated_at é a versão carregada (409 se outra pessoa alterou)',
      params: idParams,
      body: habilidadeUpdate,
      response: { 200: habilidadeResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      const atual = await carregarParaAlterar(actor, request.params.id);
      const { updated_at, ...dados } = request.body;
      if (!atual.empresa_id) conferirOficial(dados);

      await db.transaction(async (tx) => {
        await travarCatalogo(tx);
        const conflito = await conflitoDeCodigo(tx, dados.codigo, atual.empresa_id, atual.id);
        if (conflito) throw badRequest('Verifique os campos informados.', { codigo: conflito });
        const mudancas = { ...dados, anos: anosCobertos(dados.ano_serie) };
        await atualizarNaVersao(tx, bnccHabilidades, eq(bnccHabilidades.id, atual.id), mudancas, new Date(updated_at), () =>
          conflict(MSG.conflito),
        );
      });
      const depois = await carregar(atual.id);
      const antes = apresentarHabilidade(atual);
      await auditar(db, request, { acao: 'atualizar', entidade: 'bncc_habilidade', entidade_id: atual.id, antes, depois });
      return depois;
    },
  });

  app.delete('/api/bncc/:id', {
    config: { access: ['bncc', 'deletar'] },
    attachValidation: true,
    schema: { tags, summary: 'Exclui uma habilidade que nenhum objeto de conhecimento usa', params: idParams },
    handler: async (request, reply) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      const atual = await carregarParaAlterar(actor, request.params.id);
      const [uso] = await db
        .select({ n: count() })
        .from(objetosConhecimentoHabilidades)
        .where(eq(objetosConhecimentoHabilidades.habilidade_id, atual.id));
      if ((uso?.n ?? 0) > 0) throw conflict(MSG.emUso);
      // Chosen by an object since the check: the foreign key refuses, same answer.
      await excluirSeLivre(db.delete(bnccHabilidades).where(eq(bnccHabilidades.id, atual.id)), () => conflict(MSG.emUso));
      const antes = apresentarHabilidade(atual);
      await auditar(db, request, { acao: 'deletar', entidade: 'bncc_habilidade', entidade_id: atual.id, antes });
      return reply.status(204).send();
    },
  });
};
