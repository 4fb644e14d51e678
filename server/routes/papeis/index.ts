import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAGENS_PAPEL, papelInput, papelUpdate } from '../../../domain/schemas/papel';
import type { Db } from '../../db/client';
import { papeis, permissoes, usuarios } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { papelSchema } from '../../presenters/papel';
import { recordAudit } from '../../services/audit';
import { loadPapel, loadPapeis, requireAdministrador } from './load';

const tags = ['permissões'];
const idParams = z.object({ id: z.string().uuid('Identificador inválido') });

function hasPgCode(err: unknown, code: string) {
  return (err as { cause?: { code?: string } })?.cause?.code === code || (err as { code?: string })?.code === code;
}
const isUniqueViolation = (err: unknown) => hasPgCode(err, '23505');
const isForeignKeyViolation = (err: unknown) => hasPgCode(err, '23503');

/**
 * Runs before the body is validated, so anybody but an administrador (even one whose custom role
 * was granted permissoes.*) gets 403 and never learns what the input should look like.
 */
const onlyAdministrador = { preValidation: async (request: FastifyRequest) => void requireAdministrador(request) };

/** Roles (papéis) and the permission catalogue of spec 1 §2.10. */
export const papeisRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/papeis', {
    config: { access: ['permissoes', 'ler'] },
    ...onlyAdministrador,
    schema: {
      tags,
      summary: 'Papéis por nível, com as permissões concedidas',
      response: { 200: z.object({ itens: z.array(papelSchema) }) },
    },
    handler: async (request) => {
      requireAdministrador(request);
      return { itens: await loadPapeis(db) };
    },
  });

  app.get('/api/permissoes', {
    config: { access: ['permissoes', 'ler'] },
    ...onlyAdministrador,
    schema: {
      tags,
      summary: 'Catálogo de permissões (módulo × ação)',
      response: {
        200: z.object({
          itens: z.array(
            z.object({
              id: z.string().uuid(),
              nome: z.string(),
              descricao: z.string().nullable(),
              modulo: z.string(),
              acao: z.string(),
            }),
          ),
        }),
      },
    },
    handler: async (request) => {
      requireAdministrador(request);
      return { itens: await db.select().from(permissoes).orderBy(asc(permissoes.modulo), asc(permissoes.acao)) };
    },
  });

  app.post('/api/papeis', {
    config: { access: ['permissoes', 'gerenciar'] },
    ...onlyAdministrador,
    schema: { tags, summary: 'Cria um papel', body: papelInput, response: { 201: papelSchema } },
    handler: async (request, reply) => {
      const actor = requireAdministrador(request);
      try {
        const [row] = await db.insert(papeis).values(request.body).returning();
        await recordAudit(
          db,
          {
            usuario_id: actor.id,
            usuario_email: actor.email,
            acao: 'criar',
            entidade: 'papel',
            entidade_id: row!.id,
            depois: row,
            ip: request.ip,
          },
          request.log,
        );
        return reply.status(201).send(await loadPapel(db, row!.id));
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest(MENSAGENS_PAPEL.nomeDuplicado, { nome: MENSAGENS_PAPEL.nomeDuplicado });
        throw err;
      }
    },
  });

  app.put('/api/papeis/:id', {
    config: { access: ['permissoes', 'atualizar'] },
    ...onlyAdministrador,
    schema: {
      tags,
      summary: 'Atualiza um papel; updated_at é a versão carregada (409 se outra pessoa alterou)',
      params: idParams,
      body: papelUpdate,
      response: { 200: papelSchema },
    },
    handler: async (request) => {
      const actor = requireAdministrador(request);
      const before = await loadPapel(db, request.params.id);
      const { updated_at, ...input } = request.body;
      if (before.predefinido && input.nome !== before.nome)
        throw badRequest(MENSAGENS_PAPEL.predefinidoNaoRenomeia, { nome: MENSAGENS_PAPEL.predefinidoNaoRenomeia });
      // An inactive role grants nothing: the administrador role switched off would lock everybody out.
      if (before.predefinido && before.nome === 'administrador' && !input.ativo)
        throw badRequest(MENSAGENS_PAPEL.adminInativo, { ativo: MENSAGENS_PAPEL.adminInativo });
      // Check and write in one statement. Clients hold milliseconds (PostgreSQL keeps microseconds),
      // so the version is compared at that precision and always moves forward by at least 1 ms.
      const versaoAtual = sql`date_trunc('milliseconds', ${papeis.updated_at})`;
      try {
        const updated = await db
          .update(papeis)
          .set({ ...input, updated_at: sql`greatest(now(), ${versaoAtual} + interval '1 millisecond')` })
          .where(and(eq(papeis.id, request.params.id), sql`${versaoAtual} = ${new Date(updated_at).toISOString()}::timestamptz`))
          .returning({ id: papeis.id });
        if (!updated.length) throw conflict(MENSAGENS_PAPEL.conflito);
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest(MENSAGENS_PAPEL.nomeDuplicado, { nome: MENSAGENS_PAPEL.nomeDuplicado });
        throw err;
      }
      const after = await loadPapel(db, request.params.id);
      await recordAudit(
        db,
        {
          usuario_id: actor.id,
          usuario_email: actor.email,
          acao: 'atualizar',
          entidade: 'papel',
          entidade_id: after.id,
          antes: before,
          depois: after,
          ip: request.ip,
        },
        request.log,
      );
      return after;
    },
  });

  app.delete('/api/papeis/:id', {
    config: { access: ['permissoes', 'gerenciar'] },
    ...onlyAdministrador,
    schema: { tags, summary: 'Exclui um papel que não é predefinido nem está em uso', params: idParams },
    handler: async (request, reply) => {
      const actor = requireAdministrador(request);
      const before = await loadPapel(db, request.params.id);
      if (before.predefinido) throw badRequest(MENSAGENS_PAPEL.predefinidoNaoDeleta);
      const [inUse] = await db.select({ n: count() }).from(usuarios).where(eq(usuarios.papel_id, before.id));
      if ((inUse?.n ?? 0) > 0) throw conflict(MENSAGENS_PAPEL.emUso);
      try {
        await db.delete(papeis).where(eq(papeis.id, before.id));
      } catch (err) {
        // Assigned to a user in the meantime: the foreign key refuses, same answer.
        if (isForeignKeyViolation(err)) throw conflict(MENSAGENS_PAPEL.emUso);
        throw err;
      }
      await recordAudit(
        db,
        {
          usuario_id: actor.id,
          usuario_email: actor.email,
          acao: 'deletar',
          entidade: 'papel',
          entidade_id: before.id,
          antes: before,
          ip: request.ip,
        },
        request.log,
      );
      return reply.status(204).send();
    },
  });
};
