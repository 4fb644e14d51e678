import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATIVIDADES_PADRAO } from '../../../domain/privacidade/atividades-padrao';
import {
  ATIVIDADE_MENSAGENS as MSG,
  atividadeInput,
  atividadeResposta,
  atividadeUpdate,
  registroTratamentoResposta,
} from '../../../domain/schemas/privacidade-atividade';
import { empresaQuery } from '../../../domain/schemas/privacidade-configuracao';
import type { Db, Tx } from '../../db/client';
import { atividadesTratamento } from '../../db/schema';
import { empresaParaEscrever, empresaParaLer } from '../../policies/configuracoes-da-rede';
import { conflict, notFound } from '../../lib/errors';
import { atualizarNaVersao } from '../../lib/gravacao';
import { rejectInvalid } from '../../lib/validacao';
import { daRedeDoAtor, podeEditarAtividades } from '../../policies/privacidade';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { idParams } from '../../lib/parametros';

const tags = ['privacidade'];
type Linha = typeof atividadesTratamento.$inferSelect;

const apresentar = ({ codigo, created_at: _c, ordem: _o, updated_at, ...a }: Linha) => ({
  ...a,
  padrao: codigo !== null,
  updated_at: updated_at.toISOString(),
});

/**
 * A network without an activity gets the repository's list, once: the unique (empresa, codigo)
 * makes two first reads insert it one time. A network that edits or removes some keeps its own.
 */
async function semearSeVazio(db: Db | Tx, empresaId: string) {
  const [tem] = await db
    .select({ id: atividadesTratamento.id })
    .from(atividadesTratamento)
    .where(eq(atividadesTratamento.empresa_id, empresaId))
    .limit(1);
  if (tem) return;
  await db
    .insert(atividadesTratamento)
    .values(ATIVIDADES_PADRAO.map((a, ordem) => ({ ...a, empresa_id: empresaId, ordem })))
    .onConflictDoNothing();
}

/** The record of processing (LGPD art. 37): read by the network's gestores, kept by the secretaria. */
export const atividadesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  async function carregarAtividade(request: Parameters<typeof actorOf>[0], id: string): Promise<Linha> {
    const [linha] = await db
      .select()
      .from(atividadesTratamento)
      .where(and(eq(atividadesTratamento.id, id), daRedeDoAtor(actorOf(request), atividadesTratamento.empresa_id)));
    if (!linha) throw notFound(MSG.naoEncontrada);
    return linha;
  }

  app.get('/api/privacidade/atividades', {
    config: { access: ['privacidade', 'ler'] },
    schema: {
      tags,
      summary:
        'O registro das operações de tratamento da rede do usuário (o administrador escolhe a empresa): cada atividade com finalidade, base legal, dados, titulares, compartilhamento e retenção; sem nenhuma, a lista padrão do repositório é copiada para a rede',
      querystring: empresaQuery,
      response: { 200: registroTratamentoResposta },
    },
    handler: async (request) => {
      const { actor, empresa } = await empresaParaLer(db, request, request.query.empresa_id, MSG);
      await semearSeVazio(db, empresa.id);
      const linhas = await db
        .select()
        .from(atividadesTratamento)
        .where(eq(atividadesTratamento.empresa_id, empresa.id))
        .orderBy(asc(atividadesTratamento.ordem), asc(atividadesTratamento.created_at), asc(atividadesTratamento.id));
      return {
        empresa_id: empresa.id,
        empresa_nome: empresa.nome,
        itens: linhas.map(apresentar),
        pode_editar: podeEditarAtividades(actor),
      };
    },
  });

  app.post('/api/privacidade/atividades', {
    config: { access: ['privacidade', 'gerenciar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Acrescenta uma atividade ao registro de tratamento da rede (ao fim da lista)',
      body: atividadeInput,
      response: { 201: atividadeResposta },
    },
    handler: async (request, reply) => {
      rejectInvalid(request);
      const { empresa_id, ...dados } = request.body;
      const { empresa } = await empresaParaEscrever(db, request, empresa_id, MSG);
      await semearSeVazio(db, empresa.id);
      const [criada] = await db
        .insert(atividadesTratamento)
        .values({
          ...dados,
          empresa_id: empresa.id,
          ordem: sql`(select coalesce(max(${atividadesTratamento.ordem}), -1) + 1 from ${atividadesTratamento} where ${atividadesTratamento.empresa_id} = ${empresa.id})`,
        })
        .returning();
      const depois = apresentar(criada!);
      await auditar(db, request, { acao: 'criar', entidade: 'atividade_tratamento', entidade_id: depois.id, depois });
      return reply.status(201).send(depois);
    },
  });

  app.put('/api/privacidade/atividades/:id', {
    config: { access: ['privacidade', 'gerenciar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Altera uma atividade do registro de tratamento; updated_at é a versão carregada (409 se outra pessoa alterou)',
      params: idParams,
      body: atividadeUpdate,
      response: { 200: atividadeResposta },
    },
    handler: async (request) => {
      const atual = await carregarAtividade(request, request.params.id);
      rejectInvalid(request);
      const { updated_at, ...dados } = request.body;
      await atualizarNaVersao(db, atividadesTratamento, eq(atividadesTratamento.id, atual.id), dados, updated_at, () =>
        conflict(MSG.conflito),
      );
      const depois = apresentar(await carregarAtividade(request, atual.id));
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'atividade_tratamento',
        entidade_id: atual.id,
        antes: apresentar(atual),
        depois,
      });
      return depois;
    },
  });

  app.delete('/api/privacidade/atividades/:id', {
    config: { access: ['privacidade', 'gerenciar'] },
    schema: { tags, summary: 'Exclui uma atividade do registro (nunca a última)', params: idParams },
    handler: async (request, reply) => {
      const atual = await carregarAtividade(request, request.params.id);
      const excluida = await db.transaction(async (tx) => {
        // Counted and deleted under the network's rows' lock: two deletes at once cannot empty the record.
        const daRede = await tx
          .select({ id: atividadesTratamento.id })
          .from(atividadesTratamento)
          .where(eq(atividadesTratamento.empresa_id, atual.empresa_id))
          .for('update');
        if (daRede.length <= 1) return false;
        await tx.delete(atividadesTratamento).where(eq(atividadesTratamento.id, atual.id));
        return true;
      });
      if (!excluida) throw conflict(MSG.ultima);
      await auditar(db, request, {
        acao: 'deletar',
        entidade: 'atividade_tratamento',
        entidade_id: atual.id,
        antes: apresentar(atual),
      });
      return reply.status(204).send();
    },
  });
};
