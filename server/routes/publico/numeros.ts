import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type NumerosDaPlataforma, numerosResposta } from '../../../domain/schemas/publico';
import type { Db } from '../../db/client';
import { alunos, escolas, usuarios } from '../../db/schema';
import { aprovacao } from '../../services/resumo-avaliacao';

/**
 * The landing page's figures are read at every visit by anyone: counted once every few
 * minutes, not per request (a stranger reloading the page must not cost four aggregate queries).
 */
const VALIDADE_MS = 5 * 60_000;

async function contar(db: Db): Promise<NumerosDaPlataforma> {
  const [[a], [e], [p], { taxaAprovacao }] = await Promise.all([
    db.select({ n: count() }).from(alunos).where(eq(alunos.status, 'ativo')),
    db.select({ n: count() }).from(escolas).where(eq(escolas.ativo, true)),
    db
      .select({ n: count() })
      .from(usuarios)
      .where(and(eq(usuarios.tipo_usuario, 'professor'), eq(usuarios.status, 'ativo'))),
    aprovacao(db, { tipo: 'global' }),
  ]);
  return { alunos: a?.n ?? 0, escolas: e?.n ?? 0, professores: p?.n ?? 0, taxa_aprovacao: taxaAprovacao };
}

/**
 * The platform's totals for the landing page: active students, active schools,
 * active teachers and the approval rate, over every network. Totals only: no name, no network.
 */
export const numerosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  let guardado: { valor: Promise<NumerosDaPlataforma>; ate: number } | null = null;

  app.get('/api/publico/numeros', {
    config: { access: 'public' },
    schema: {
      tags: ['público'],
      summary: 'Totais da plataforma (alunos, escolas, professores, taxa de aprovação), recontados a cada 5 minutos',
      response: { 200: numerosResposta },
    },
    handler: async () => {
      const agora = Date.now();
      if (!guardado || guardado.ate <= agora) {
        const valor = contar(db);
        guardado = { valor, ate: agora + VALIDADE_MS };
        // A failed count is not kept: the next visit tries again.
        valor.catch(() => {
          if (guardado?.valor === valor) guardado = null;
        });
      }
      return guardado.valor;
    },
  });
};
