import { asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AcaoDe } from '../../../domain/permissions';
import {
  MENSAGENS_PAPEL,
  papelInput,
  papelResposta,
  papelUpdate,
  permissaoCatalogoResposta,
} from '../../../domain/schemas/papel';
import type { Db } from '../../db/client';
import { papeis, permissoes, usuarios } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { atualizarNaVersao, excluirSeLivre, gravarSemDuplicar } from '../../lib/gravacao';
import { RECUSA_SOMENTE_ADMINISTRADOR } from '../../policies/somente-administrador';
import { auditar } from '../../services/auditoria';
import { apresentarPermissao } from '../../presenters/papel';
import { carregarPapel, carregarPapeis } from './carregar';
import { idParams } from '../../lib/parametros';

const tags = ['permissões'];
const nomeDuplicado = () => badRequest(MENSAGENS_PAPEL.nomeDuplicado, { nome: MENSAGENS_PAPEL.nomeDuplicado });

/** Roles are the administrador's, whatever grants a custom role carries (permissoes.* included). */
const somenteAdministrador = (acao: AcaoDe<'permissoes'>) => ({
  permissao: ['permissoes', acao] as const,
  somenteAdministrador: RECUSA_SOMENTE_ADMINISTRADOR.papeis,
});

/** Roles (papéis) and the catalogue of permissions they grant. */
export const papeisRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/papeis', {
    config: { access: somenteAdministrador('ler') },
    schema: {
      tags,
      summary: 'Papéis por nível, com as permissões concedidas',
      response: { 200: z.object({ itens: z.array(papelResposta) }) },
    },
    handler: async () => {
      return { itens: await carregarPapeis(db) };
    },
  });

  app.get('/api/permissoes', {
    config: { access: somenteAdministrador('ler') },
    schema: {
      tags,
      summary: 'Catálogo de permissões (módulo × ação)',
      response: {
        200: z.object({ itens: z.array(permissaoCatalogoResposta) }),
      },
    },
    handler: async () => {
      const linhas = await db.select().from(permissoes).orderBy(asc(permissoes.modulo), asc(permissoes.acao));
      return { itens: linhas.map(apresentarPermissao) };
    },
  });

  app.post('/api/papeis', {
    config: { access: somenteAdministrador('gerenciar') },
    schema: { tags, summary: 'Cria um papel', body: papelInput, response: { 201: papelResposta } },
    handler: async (request, reply) => {
      const [row] = await gravarSemDuplicar(db.insert(papeis).values(request.body).returning(), nomeDuplicado);
      await auditar(db, request, { acao: 'criar', entidade: 'papel', entidade_id: row!.id, depois: row });
      return reply.status(201).send(await carregarPapel(db, row!.id));
    },
  });

  app.put('/api/papeis/:id', {
    config: { access: somenteAdministrador('atualizar') },
    schema: {
      tags,
      summary: 'Atualiza um papel; updated_at é a versão carregada (409 se outra pessoa alterou)',
      params: idParams,
      body: papelUpdate,
      response: { 200: papelResposta },
    },
    handler: async (request) => {
      const before = await carregarPapel(db, request.params.id);
      const { updated_at, ...input } = request.body;
      if (before.predefinido && input.nome !== before.nome)
        throw badRequest(MENSAGENS_PAPEL.predefinidoNaoRenomeia, { nome: MENSAGENS_PAPEL.predefinidoNaoRenomeia });
      // An inactive role grants nothing: the administrador role switched off would lock everybody out.
      if (before.predefinido && before.nome === 'administrador' && !input.ativo)
        throw badRequest(MENSAGENS_PAPEL.adminInativo, { ativo: MENSAGENS_PAPEL.adminInativo });
      await gravarSemDuplicar(
        atualizarNaVersao(db, papeis, eq(papeis.id, request.params.id), input, new Date(updated_at), () =>
          conflict(MENSAGENS_PAPEL.conflito),
        ),
        nomeDuplicado,
      );
      const after = await carregarPapel(db, request.params.id);
      await auditar(db, request, { acao: 'atualizar', entidade: 'papel', entidade_id: after.id, antes: before, depois: after });
      return after;
    },
  });

  app.delete('/api/papeis/:id', {
    config: { access: somenteAdministrador('gerenciar') },
    schema: { tags, summary: 'Exclui um papel que não é predefinido nem está em uso', params: idParams },
    handler: async (request, reply) => {
      const before = await carregarPapel(db, request.params.id);
      if (before.predefinido) throw badRequest(MENSAGENS_PAPEL.predefinidoNaoDeleta);
      const [inUse] = await db.select({ n: count() }).from(usuarios).where(eq(usuarios.papel_id, before.id));
      if ((inUse?.n ?? 0) > 0) throw conflict(MENSAGENS_PAPEL.emUso);
      // Assigned to a user in the meantime: the foreign key refuses, same answer.
      await excluirSeLivre(db.delete(papeis).where(eq(papeis.id, before.id)), () => conflict(MENSAGENS_PAPEL.emUso));
      await auditar(db, request, { acao: 'deletar', entidade: 'papel', entidade_id: before.id, antes: before });
      return reply.status(204).send();
    },
  });
};
