import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditoriaFiltrosCampos, auditoriaResposta, PERIODO_INVERTIDO, periodoEmOrdem } from '../../../domain/schemas/auditoria';
import type { Db } from '../../db/client';
import { auditoria } from '../../db/schema';
import { pageOf, pagingQuery } from '../../lib/paging';
import { RECUSA_SOMENTE_ADMINISTRADOR } from '../../policies/somente-administrador';
import { dadosPessoais, dadosPessoaisInformados, informarAlunos } from '../../plugins/registro-de-acessos';
import { auditar } from '../../services/auditoria';
import { alunosDaAuditoria, alunosDasEntradasDeAuditoria } from '../../services/privacidade/acessos';
import { fusoDaEmpresa } from '../../services/fuso';
import { ocultasPorAnonimizacao } from './anonimizados';
import { filtroAuditoria } from './consulta';
import { auditoriaCsv } from './csv';
import { apresentarAuditoria } from '../../presenters/auditoria';

const tags = ['auditoria'];
const ACESSO = {
  permissao: ['configuracoes', 'gerenciar'],
  somenteAdministrador: RECUSA_SOMENTE_ADMINISTRADOR.seguranca,
} as const;
const listaQuery = z
  .object({ ...pagingQuery.shape, ...auditoriaFiltrosCampos })
  .refine(periodoEmOrdem, { message: PERIODO_INVERTIDO, path: ['ate'] });
const exportarQuery = z.object(auditoriaFiltrosCampos).refine(periodoEmOrdem, { message: PERIODO_INVERTIDO, path: ['ate'] });

/** The audit log for administradores: filtered, paged, newest first; and its CSV export. */
export const auditoriaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/auditoria', {
    config: {
      access: ACESSO,
      dadosPessoais: dadosPessoais('auditoria', (r: { itens: { id: string }[] }) =>
        alunosDasEntradasDeAuditoria(
          db,
          r.itens.map((i) => i.id),
        ),
      ),
    },
    schema: {
      tags,
      summary: 'Registros de auditoria, filtrados e paginados (administradores)',
      querystring: listaQuery,
      response: { 200: pageOf(auditoriaResposta) },
    },
    handler: async (request) => {
      const { pagina, por_pagina, busca: _busca, ...filtros } = request.query;
      const where = filtroAuditoria(filtros);
      const rows = await db
        .select()
        .from(auditoria)
        .where(where)
        .orderBy(desc(auditoria.created_at), desc(auditoria.id))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db.select({ n: count() }).from(auditoria).where(where);
      const ocultas = await ocultasPorAnonimizacao(db, rows);
      return { itens: rows.map((r) => apresentarAuditoria(r, ocultas.has(r))), total: total?.n ?? 0, pagina, por_pagina };
    },
  });

  app.get('/api/auditoria/exportar', {
    config: { access: ACESSO, dadosPessoais: dadosPessoaisInformados('exportacao_auditoria') },
    schema: { tags, summary: 'Exporta os registros filtrados em CSV (administradores)', querystring: exportarQuery },
    handler: async (request, reply) => {
      const filtros = request.query;
      // The export is itself an event worth recording: who took a copy of the log, and of what.
      await auditar(db, request, { acao: 'exportar', entidade: 'auditoria', depois: { filtros, formato: 'csv' } });
      // Administradores only: the platform's time zone (their identity is the platform's).
      const fuso = await fusoDaEmpresa(db, null);
      const nome = `auditoria-${new Date().toISOString().slice(0, 10)}.csv`;
      informarAlunos(request, await alunosDaAuditoria(db, filtroAuditoria(filtros)));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${nome}"`)
        .header('cache-control', 'no-store')
        .send(auditoriaCsv(db, filtroAuditoria(filtros), fuso));
    },
  });
};
