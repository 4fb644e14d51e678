import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizarNome } from '../../../domain/aluno/nome';
import {
  DUPLICADO_MENSAGENS as MSG,
  type DuplicadoSuspeito,
  duplicadoSuspeitoResposta,
  duplicadosSuspeitosPagina,
  varreduraResposta,
} from '../../../domain/schemas/duplicado';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { duplicadosSuspeitos } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { idParams } from '../../lib/parametros';
import { likePattern, pagingQuery } from '../../lib/paging';
import { carregarAlcance } from '../../policies/alcance';
import { duplicadosNoEscopo } from '../../policies/duplicados';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { auditar } from '../../services/auditoria';
import { procurarNaRede } from '../../services/duplicados/varredura';
import { type LinhaDoPar, apresentarPar, carregarPar, contarPares, paresQuery } from './carregar';
import { duplicadosFusaoRoutes } from './fusao';
import { duplicadosVerificarRoutes } from './verificar';

const tags = ['duplicados'];
const ACESSO = ['alunos', 'gerenciar'] as const;

const listaQuery = pagingQuery.extend({
  grau: z.enum(['certo', 'muito_provavel', 'possivel'], { error: 'Grau inválido' }).optional(),
  escola_id: z.uuid('Escola inválida').optional(),
});
const redeQuery = z.object({ empresa_id: z.uuid('Rede de ensino inválida').optional() });

/** "Possíveis duplicados": the suspected pairs of the network (or the gestor's schools), the scan, and dismissing a pair. */
export const duplicadosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(duplicadosVerificarRoutes, { db });
  await app.register(duplicadosFusaoRoutes, { db });

  app.get('/api/duplicados', {
    config: {
      access: [...ACESSO],
      dadosPessoais: dadosPessoais('duplicados', (r: { itens: DuplicadoSuspeito[] }) => r.itens.flatMap((i) => [i.a.id, i.b.id])),
    },
    schema: {
      tags,
      summary:
        'Pares de possíveis duplicados ainda não decididos no alcance de quem pergunta (a rede para a secretaria; para o gestor, os pares com os dois registros nas suas escolas), os mais certos primeiro, com os dados que se comparam lado a lado; busca pelo nome de qualquer um dos dois',
      querystring: listaQuery,
      response: { 200: duplicadosSuspeitosPagina },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const { pagina, por_pagina, busca, grau, escola_id } = request.query;
      const nome = busca ? normalizarNome(busca) : '';
      const filtros = sql.join(
        [
          sql`d.status = 'pendente'`,
          duplicadosNoEscopo(a.scope) ?? sql`true`,
          grau ? sql`d.grau = ${grau}` : sql`true`,
          escola_id ? sql`(a.escola_id = ${escola_id}::uuid or b.escola_id = ${escola_id}::uuid)` : sql`true`,
          nome ? sql`(a.nome_busca like ${likePattern(nome)} or b.nome_busca like ${likePattern(nome)})` : sql`true`,
        ],
        sql` and `,
      );
      const linhas = await queryRows<LinhaDoPar & { total: number }>(
        db,
        sql`${paresQuery(filtros)}
          order by case d.grau when 'certo' then 0 when 'muito_provavel' then 1 else 2 end, d.created_at, d.id
          limit ${por_pagina} offset ${(pagina - 1) * por_pagina}`,
      );
      const total = linhas[0]?.total ?? (pagina > 1 ? await contarPares(db, filtros) : 0);
      return { itens: linhas.map(apresentarPar), total, pagina, por_pagina };
    },
  });

  app.post('/api/duplicados/procurar', {
    config: { access: [...ACESSO], corpo: 'nenhum' },
    schema: {
      tags,
      summary:
        'Procura duplicados entre os alunos da rede (a secretaria) ou das escolas do gestor, pelas mesmas regras do cadastro e da importação, e registra os pares novos; pares pendentes que deixaram de ser parecidos saem, os decididos ficam. Uma procura por rede de cada vez (409). O administrador informa a rede (empresa_id)',
      querystring: redeQuery,
      response: { 200: varreduraResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const empresaId = a.actor.empresa_id ?? request.query.empresa_id;
      if (!empresaId) throw badRequest('Informe a rede de ensino.', { empresa_id: 'Informe a rede de ensino.' });
      return procurarNaRede(db, request, a.scope, empresaId);
    },
  });

  app.post('/api/duplicados/:id/descartar', {
    config: { access: [...ACESSO], corpo: 'nenhum' },
    schema: {
      tags,
      summary: '"Não são a mesma pessoa": descarta o par, que não volta a ser apontado pela procura; 409 se já decidido',
      params: idParams,
      response: { 200: duplicadoSuspeitoResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const par = await carregarPar(db, a, request.params.id);
      await db.transaction(async (tx) => {
        const [descartado] = await tx
          .update(duplicadosSuspeitos)
          .set({ status: 'descartado', decidido_por: a.actor.id, decidido_em: new Date(), updated_at: new Date() })
          .where(and(eq(duplicadosSuspeitos.id, par.id), eq(duplicadosSuspeitos.status, 'pendente')))
          .returning({ id: duplicadosSuspeitos.id });
        if (!descartado) throw conflict(MSG.jaDecidido);
        await auditar(tx, request, {
          acao: 'descartar',
          entidade: 'duplicados',
          entidade_id: par.id,
          depois: { aluno_a: par.a.id, aluno_b: par.b.id, grau: par.grau, motivo: par.motivo },
        });
      });
      return par;
    },
  });
};
