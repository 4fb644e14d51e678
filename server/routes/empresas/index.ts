import { type SQL, and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONFLITO } from '../../../domain/academico/campos';
import { empresaInputSchema, empresaResposta, empresaUpdateSchema, tiposEmpresaPorBusca } from '../../../domain/schemas/empresa';
import type { Db } from '../../db/client';
import { empresas, escolas, usuarios } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { excluirSeLivre, proximaVersao, versaoConfere } from '../../lib/gravacao';
import { likePattern, pageOf, pagingQuery } from '../../lib/paging';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { apresentarEmpresa } from '../../presenters/empresa';
import { idParams } from '../../lib/parametros';

const tags = ['empresas'];
const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

const EMPRESA_TEXTOS = {
  naoEncontrada: 'Empresa não encontrada.',
  somenteAdminCria: 'Apenas administradores podem criar empresas.',
  somenteAdminExclui: 'Apenas administradores podem excluir empresas.',
  conflito: CONFLITO,
  vinculada: 'Não é possível excluir a empresa: ela ainda possui escolas ou usuários vinculados.',
} as const;

/**
 * Administrators see every company; anybody else (empresa, or a custom role granted
 * empresas.*) reaches only the company of their own user record — none if they have none.
 */
function empresasDoAtor(actor: Actor): SQL | undefined {
  if (actor.tipo_usuario === 'administrador') return undefined;
  return actor.empresa_id ? eq(empresas.id, actor.empresa_id) : sql`false`;
}

function buscaEmpresas(busca: string | undefined): SQL | undefined {
  if (!busca) return undefined;
  const tipos = tiposEmpresaPorBusca(busca);
  return or(
    ilike(empresas.nome, likePattern(busca)),
    ilike(empresas.email, likePattern(busca)),
    tipos.length ? inArray(empresas.tipo, tipos) : undefined,
  );
}

/** Companies (education bodies): list, read, create, update, delete. */
export const empresasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/empresas', {
    config: { access: ['empresas', 'ler'] },
    schema: {
      tags,
      summary: 'Empresas do escopo do usuário: busca por nome, e-mail ou tipo, paginadas e ordenadas por nome',
      querystring: pagingQuery,
      response: { 200: pageOf(empresaResposta) },
    },
    handler: async (request) => {
      const { pagina, por_pagina, busca } = request.query;
      const where = and(empresasDoAtor(actorOf(request)), buscaEmpresas(busca));
      const rows = await db
        .select()
        .from(empresas)
        .where(where)
        .orderBy(asc(empresas.nome), asc(empresas.id))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db.select({ n: count() }).from(empresas).where(where);
      return { itens: rows.map(apresentarEmpresa), total: total?.n ?? 0, pagina, por_pagina };
    },
  });

  app.get('/api/empresas/:id', {
    config: { access: ['empresas', 'ler'] },
    schema: {
      tags,
      summary: 'Uma empresa do escopo do usuário',
      params: idParams,
      response: { 200: empresaResposta, 404: errorBody },
    },
    handler: async (request) => {
      const [row] = await db
        .select()
        .from(empresas)
        .where(and(eq(empresas.id, request.params.id), empresasDoAtor(actorOf(request))));
      if (!row) throw notFound(EMPRESA_TEXTOS.naoEncontrada);
      return apresentarEmpresa(row);
    },
  });

  app.post('/api/empresas', {
    config: { access: ['empresas', 'criar'] },
    schema: {
      tags,
      summary: 'Cria uma empresa (somente administradores)',
      body: empresaInputSchema,
      response: { 201: empresaResposta, 400: errorBody, 403: errorBody },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      // The grant alone is not enough: a new tenant is created only by an administrator.
      if (actor.tipo_usuario !== 'administrador') throw forbidden(EMPRESA_TEXTOS.somenteAdminCria);
      const [row] = await db.insert(empresas).values(request.body).returning();
      const depois = apresentarEmpresa(row!);
      await auditar(db, request, { acao: 'criar', entidade: 'empresa', entidade_id: depois.id, depois });
      return reply.status(201).send(depois);
    },
  });

  app.put('/api/empresas/:id', {
    config: { access: ['empresas', 'atualizar'] },
    schema: {
      tags,
      summary: 'Atualiza uma empresa do escopo; recusa com 409 se outra pessoa a alterou desde que foi carregada',
      params: idParams,
      body: empresaUpdateSchema,
      response: { 200: empresaResposta, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const { updated_at: versao, ...dados } = request.body;
      const [antes] = await db
        .select()
        .from(empresas)
        .where(and(eq(empresas.id, request.params.id), empresasDoAtor(actor)));
      if (!antes) throw notFound(EMPRESA_TEXTOS.naoEncontrada);
      // Version check and write in one statement, so two concurrent saves cannot both succeed.
      const [row] = await db
        .update(empresas)
        .set({ ...dados, updated_at: proximaVersao(empresas.updated_at) })
        .where(and(eq(empresas.id, antes.id), versaoConfere(empresas.updated_at, new Date(versao))))
        .returning();
      if (!row) throw conflict(EMPRESA_TEXTOS.conflito);
      const depois = apresentarEmpresa(row);
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'empresa',
        entidade_id: row.id,
        antes: apresentarEmpresa(antes),
        depois,
      });
      return depois;
    },
  });

  app.delete('/api/empresas/:id', {
    config: { access: ['empresas', 'deletar'] },
    schema: {
      tags,
      summary: 'Exclui uma empresa sem escolas nem usuários vinculados (somente administradores)',
      params: idParams,
      response: { 204: z.void().describe('Excluída'), 403: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      if (actor.tipo_usuario !== 'administrador') throw forbidden(EMPRESA_TEXTOS.somenteAdminExclui);
      const { id } = request.params;
      const [antes] = await db.select().from(empresas).where(eq(empresas.id, id));
      if (!antes) throw notFound(EMPRESA_TEXTOS.naoEncontrada);
      const [[escolasVinculadas], [usuariosVinculados]] = await Promise.all([
        db.select({ n: count() }).from(escolas).where(eq(escolas.empresa_id, id)),
        db.select({ n: count() }).from(usuarios).where(eq(usuarios.empresa_id, id)),
      ]);
      if ((escolasVinculadas?.n ?? 0) > 0 || (usuariosVinculados?.n ?? 0) > 0) throw conflict(EMPRESA_TEXTOS.vinculada);
      // Someone linked a school or user in the meantime, or other tenant rows remain.
      await excluirSeLivre(db.delete(empresas).where(eq(empresas.id, id)), () => conflict(EMPRESA_TEXTOS.vinculada));
      await auditar(db, request, { acao: 'deletar', entidade: 'empresa', entidade_id: id, antes: apresentarEmpresa(antes) });
      return reply.status(204).send();
    },
  });
};
