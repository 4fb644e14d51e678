import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENSAGENS_PAPEL, papelResposta } from '../../../domain/schemas/papel';
import type { Db } from '../../db/client';
import { papeisPermissoes, permissoes } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { RECUSA_SOMENTE_ADMINISTRADOR } from '../../policies/somente-administrador';
import { auditar } from '../../services/auditoria';
import { carregarPapel } from './carregar';
import { idValido } from '../../lib/parametros';

/**
 * Grants or revokes one permission of a role (a click on a card of the grid). Read on the
 * next request by every route, so the change applies at once.
 */
export const papeisGrantsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put('/api/papeis/:id/permissoes/:permissaoId', {
    config: { access: { permissao: ['permissoes', 'atualizar'], somenteAdministrador: RECUSA_SOMENTE_ADMINISTRADOR.papeis } },
    schema: {
      tags: ['permissões'],
      summary: 'Concede ou revoga uma permissão de um papel',
      params: z.object({ id: idValido(), permissaoId: idValido() }),
      body: z.object({ concedida: z.boolean({ error: 'Informe se a permissão é concedida' }) }),
      response: { 200: papelResposta },
    },
    handler: async (request) => {
      const { id, permissaoId } = request.params;
      const before = await carregarPapel(db, id);
      const [perm] = await db.select().from(permissoes).where(eq(permissoes.id, permissaoId));
      if (!perm) throw notFound('Permissão não encontrada.');
      // Revoking these from administrador would leave nobody able to undo it.
      if (!request.body.concedida && before.predefinido && before.nome === 'administrador' && perm.modulo === 'permissoes') {
        throw badRequest(MENSAGENS_PAPEL.adminSemPermissoes);
      }
      if (request.body.concedida) {
        await db.insert(papeisPermissoes).values({ papel_id: id, permissao_id: permissaoId }).onConflictDoNothing();
      } else {
        await db
          .delete(papeisPermissoes)
          .where(and(eq(papeisPermissoes.papel_id, id), eq(papeisPermissoes.permissao_id, permissaoId)));
      }
      const after = await carregarPapel(db, id);
      await auditar(db, request, {
        acao: request.body.concedida ? 'conceder_permissao' : 'revogar_permissao',
        entidade: 'papel',
        entidade_id: id,
        antes: { permissoes: before.permissoes },
        depois: { permissoes: after.permissoes, permissao: perm.nome },
      });
      return after;
    },
  });
};
