import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anosCobertos } from '../../../domain/bncc';
import { BNCC_MENSAGENS as MSG, type HabilidadeDados, type RelatorioImportacao, importacaoBody, validarLinhas } from '../../../domain/schemas/bncc';
import type { Db, Tx } from '../../db/client';
import { bnccHabilidades } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { actorOf } from '../../plugins/access';
import { auditar, codigosDeRedes, travarCatalogo } from './catalogo';

const tags = ['bncc'];

const relatorioSchema = z.object({
  criadas: z.array(z.string()),
  atualizadas: z.array(z.string()),
  inalteradas: z.number().int(),
  recusadas: z.array(z.object({ linha: z.number().int(), codigo: z.string(), motivo: z.string() })),
});

type Atual = Pick<typeof bnccHabilidades.$inferSelect, 'id' | 'codigo' | 'descricao' | 'componente_curricular' | 'ano_serie' | 'etapa'>;
const mudou = (a: Atual, d: HabilidadeDados) =>
  a.descricao !== d.descricao || a.componente_curricular !== d.componente_curricular || a.ano_serie !== d.ano_serie || a.etapa !== d.etapa;

/**
 * Official catalogue import (administradores): the browser reads the CSV or JSON file, shows a
 * preview and sends it in batches; each batch is validated again here, row by row, and applied
 * in one transaction. A row equal to the stored one changes nothing, so importing the same
 * file twice leaves the catalogue as it was. `simular` answers the same report without writing.
 */
export const bnccImportacaoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/bncc/importacao', {
    config: { access: ['bncc', 'criar'] },
    attachValidation: true,
    // A batch of the largest official texts stays well under this.
    bodyLimit: 4 * 1024 * 1024,
    schema: {
      tags,
      summary: 'Importa um lote de linhas do catálogo oficial (codigo, descricao, componente_curricular, ano_serie, etapa); responde criadas, atualizadas, inalteradas e recusadas com o motivo',
      body: importacaoBody,
      response: { 200: relatorioSchema },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      if (actor.tipo_usuario !== 'administrador') throw forbidden(MSG.importarSoAdministrador);
      if (request.validationError) throw request.validationError;
      const { linhas, simular } = request.body;
      const { validas, recusadas } = validarLinhas(linhas);

      const aplicar = async (tx: Tx): Promise<RelatorioImportacao & { antes: Atual[] }> => {
        await travarCatalogo(tx);
        const codigos = validas.map((v) => v.dados.codigo);
        const deRedes = await codigosDeRedes(tx, codigos);
        const existentes = codigos.length
          ? await tx
              .select({ id: bnccHabilidades.id, codigo: bnccHabilidades.codigo, descricao: bnccHabilidades.descricao, componente_curricular: bnccHabilidades.componente_curricular, ano_serie: bnccHabilidades.ano_serie, etapa: bnccHabilidades.etapa })
              .from(bnccHabilidades)
              .where(and(isNull(bnccHabilidades.empresa_id), inArray(bnccHabilidades.codigo, codigos)))
          : [];
        const porCodigo = new Map(existentes.map((e) => [e.codigo, e]));
        const relatorio = { criadas: [] as string[], atualizadas: [] as string[], inalteradas: 0, recusadas: [...recusadas], antes: [] as Atual[] };
        const novas: HabilidadeDados[] = [];
        for (const { linha, dados } of validas) {
          const atual = porCodigo.get(dados.codigo);
          if (deRedes.has(dados.codigo)) relatorio.recusadas.push({ linha, codigo: dados.codigo, motivo: MSG.codigoDeRede });
          else if (!atual) novas.push(dados);
          else if (!mudou(atual, dados)) relatorio.inalteradas++;
          else {
            relatorio.atualizadas.push(dados.codigo);
            relatorio.antes.push(atual);
            if (!simular) {
              await tx
                .update(bnccHabilidades)
                .set({ ...dados, anos: anosCobertos(dados.ano_serie), updated_at: sql`date_trunc('milliseconds', greatest(now(), ${bnccHabilidades.updated_at} + interval '1 millisecond'))` })
                .where(eq(bnccHabilidades.id, atual.id));
            }
          }
        }
        relatorio.criadas = novas.map((n) => n.codigo);
        if (!simular && novas.length) await tx.insert(bnccHabilidades).values(novas.map((n) => ({ ...n, empresa_id: null, anos: anosCobertos(n.ano_serie) })));
        relatorio.recusadas.sort((a, b) => a.linha - b.linha);
        return relatorio;
      };

      const { antes, ...relatorio } = await db.transaction(aplicar);
      if (!simular && (relatorio.criadas.length || relatorio.atualizadas.length)) {
        await auditar(db, request, actor, 'importar', null, antes.length ? { atualizadas: antes } : undefined, {
          criadas: relatorio.criadas,
          atualizadas: relatorio.atualizadas,
          inalteradas: relatorio.inalteradas,
          recusadas: relatorio.recusadas.length,
        });
      }
      return relatorio;
    },
  });
};
