import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BNCC_MENSAGENS as MSG, importacaoBody, relatorioImportacaoResposta, validarLinhas } from '../../../domain/schemas/bncc';
import type { Db } from '../../db/client';
import { auditar } from '../../services/auditoria';
import { forbidden } from '../../lib/errors';
import { actorOf } from '../../plugins/access';
import { aplicarLinhasOficiais } from '../../services/bncc-catalogo';
import { rejectInvalid } from '../../lib/validacao';

const tags = ['bncc'];

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
      summary:
        'Importa um lote de linhas do catálogo oficial (codigo, descricao, componente_curricular, ano_serie, etapa); responde criadas, atualizadas, inalteradas e recusadas com o motivo',
      body: importacaoBody,
      response: { 200: relatorioImportacaoResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      if (actor.tipo_usuario !== 'administrador') throw forbidden(MSG.importarSoAdministrador);
      rejectInvalid(request);
      const { linhas, simular } = request.body;
      const { validas, recusadas } = validarLinhas(linhas);

      const { antes, ...relatorio } = await db.transaction(async (tx) => {
        const r = await aplicarLinhasOficiais(tx, validas, simular);
        return { ...r, recusadas: [...recusadas, ...r.recusadas].sort((a, b) => a.linha - b.linha) };
      });
      if (!simular && (relatorio.criadas.length || relatorio.atualizadas.length)) {
        await auditar(db, request, {
          acao: 'importar',
          entidade: 'bncc_habilidade',
          entidade_id: null,
          antes: antes.length ? { atualizadas: antes } : undefined,
          depois: {
            criadas: relatorio.criadas,
            atualizadas: relatorio.atualizadas,
            inalteradas: relatorio.inalteradas,
            recusadas: relatorio.recusadas.length,
          },
        });
      }
      return relatorio;
    },
  });
};
