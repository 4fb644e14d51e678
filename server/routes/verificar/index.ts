import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOLETIM_MENSAGENS as MSG, codigoParams, verificacaoResposta } from '../../../domain/schemas/boletim';
import type { Db } from '../../db/client';
import { documentosEmitidos } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { apresentarVerificacao } from '../../presenters/boletim';
import { criarLimite } from './limite';

/**
 * Verificação pública de um documento emitido pelo código: anyone holding the paper (a school
 * receiving a transferred student, a parent) confirms it was issued, by whom and when, and sees the
 * key figures kept at issue. An unknown code says only that: no hint of what exists.
 */
export const verificarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const limitar = criarLimite();

  app.get('/api/publico/verificar/:codigo', {
    config: { access: 'public' },
    schema: {
      tags: ['público'],
      summary:
        'Confere um documento emitido (boletim) pelo código de verificação: quem emitiu, quando e o resumo guardado (aluno, escola, turma, ano letivo, médias finais, frequência e situação)',
      params: codigoParams,
      response: { 200: verificacaoResposta },
    },
    handler: async (request, reply) => {
      limitar(request.ip);
      const [doc] = await db.select().from(documentosEmitidos).where(eq(documentosEmitidos.codigo, request.params.codigo));
      if (!doc) throw notFound(MSG.naoEncontrado);
      // Never kept by a shared cache: the answer is about one child.
      reply.header('cache-control', 'no-store');
      return apresentarVerificacao(doc);
    },
  });
};
