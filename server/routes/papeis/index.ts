import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAGENS_PAPEL, papelInput } from '../../../domain/schemas/papel';
import type { Db } from '../../db/client';
import { papeis, permissoes, usuarios } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { papelSchema } from '../../presenters/papel';
import { recordAudit } from '../../services/audit';
import { loadPapel, loadPapeis, requireAdministrador } from './load';

const tags = ['permissões'];
const idParams = z.object({ id: z.string().uuid('Identificador inválido') });
const STALE = 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.';

function isUniqueViolation(err: unknown) {
  return (err as { cause?: { code?: string } })?.cause?.code === '23505' || (err as { code?: string })?.code === '23505';
}

/** Roles (papéis) and the permission catalogue of spec 1 §2.10. */
export const papeisRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/papeis', {
    config: { access: ['permissoes', 'ler'] },
    schema: { tags, summary: 'Papéis por nível, com as permissões concedidas', response: { 200: z.object({ itens: z.array(papelSchema) }) } },
    handler: async (request) => {
      requireAdministrador(request);
      return { itens: await loadPapeis(db) };
    },
  });

  app.get('/api/permissoes', {
    config: { access: ['permissoes', 'ler'] },
    schema: {
      tags,
      summary: 'Catálogo de permissões (módulo × ação)',
      response: { 200: z.object({ itens: z.array(z.object({ id: z.string().uuid(), nome: z.string(), descricao: z.string().nullable(), modulo: z.string(), acao: z.string() })) }) },
    },
    handler: async (request) => {
      requireAdministrador(request);
      return { itens: await db.select().from(permissoes).orderBy(asc(permissoes.modulo), asc(permissoes.acao)) };
    },
  });

  app.post('/api/papeis', {
    config: { access: ['permissoes', 'gerenciar'] },
    schema: { tags, summary: 'Cria um papel', body: papelInput, response: { 201: papelSchema } },
    handler: async (request, reply) => {
      const actor = requireAdministrador(request);
      try {
        const [row] = await db.insert(papeis).values(request.body).returning();
        await recordAudit(db, { usuario_id: actor.id, usuario_email: actor.email, acao: 'criar', entidade: 'papel', entidade_id: row!.id, depois: row, ip: request.ip }, request.log);
        return reply.status(201).send(await loadPapel(db, row!.id));
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest(MENSAGENS_PAPEL.nomeDuplicado, { nome: MENSAGENS_PAPEL.nomeDuplicado });
        throw err;
      }
    },
  });

  app.put('/api/papeis/:id', {
    config: { access: ['permissoes', 'atualizar'] },
    schema: { tags, summary: 'Atualiza um papel', params: idParams, body: papelInput.extend({ updated_at: z.string({ error: 'Versão do registro ausente' }).datetime('Versão do registro inválida') }), response: { 200: papelSchema } },
    handler: async (request) => {
      const actor = requireAdministrador(request);
      const before = await loadPapel(db, request.params.id);
      const { updated_at, ...input } = request.body;
      if (before.predefinido && input.nome !== before.nome) throw badRequest(MENSAGENS_PAPEL.predefinidoNaoRenomeia, { nome: MENSAGENS_PAPEL.predefinidoNaoRenomeia });
      try {
        const updated = await db
          .update(papeis)
          .set({ ...input, updated_at: sql`now()` })
          // Postgres keeps microseconds; clients see milliseconds.
          .where(and(eq(papeis.id, request.params.id), sql`date_trunc('milliseconds', ${papeis.updated_at}) = ${new Date(updated_at).toISOString()}::timestamptz`))
          .returning({ id: papeis.id });
        if (!updated.length) throw conflict(STALE);
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest(MENSAGENS_PAPEL.nomeDuplicado, { nome: MENSAGENS_PAPEL.nomeDuplicado });
        throw err;
      }
      const after = await loadPapel(db, request.params.id);
      await recordAudit(db, { usuario_id: actor.id, usuario_email: actor.email, acao: 'atualizar', entidade: 'papel', entidade_id: after.id, antes: before, depois: after, ip: request.ip }, request.log);
      return after;
    },
  });

  app.delete('/api/papeis/:id', {
    config: { access: ['permissoes', 'gerenciar'] },
    schema: { tags, summary: 'Exclui um papel que não é predefinido nem está em uso', params: idParams },
    handler: async (request, reply) => {
      const actor = requireAdministrador(request);
      const before = await loadPapel(db, request.params.id);
      if (before.predefinido) throw badRequest(MENSAGENS_PAPEL.predefinidoNaoDeleta);
      const [inUse] = await db.select({ n: count() }).from(usuarios).where(eq(usuarios.papel_id, before.id));
      if ((inUse?.n ?? 0) > 0) throw conflict(MENSAGENS_PAPEL.emUso);
      await db.delete(papeis).where(eq(papeis.id, before.id));
      await recordAudit(db, { usuario_id: actor.id, usuario_email: actor.email, acao: 'deletar', entidade: 'papel', entidade_id: before.id, antes: before, ip: request.ip }, request.log);
      return reply.status(204).send();
    },
  });
};
