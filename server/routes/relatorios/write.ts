import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tipoDoCatalogo } from '../../../domain/relatorios/catalogo';
import { RELATORIO_MENSAGENS as M, relatorioInput, relatorioResposta } from '../../../domain/schemas/relatorio';
import type { Db } from '../../db/client';
import { relatorios } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/access';
import { alcanceNaRede } from '../../policies/alcance';
import { type AlvoDoRelatorio, alvoDoRelatorio, redeDoRelatorio } from '../../policies/relatorios';
import { apresentarRelatorio } from '../../presenters/relatorio';
import { auditar } from '../../services/auditoria';
import { LIMITE_NA_FILA, avisarFila, enfileirar } from '../../services/relatorios/fila';
import type { Armazenamento } from '../../services/storage';
import { carregarRelatorioDoUsuario, relatorioIdParams } from './carregar';

const tags = ['relatorios'];

/** The list's title: the type and what it covers. */
function tituloDo(
  tipo: Parameters<typeof tipoDoCatalogo>[0],
  alvo: AlvoDoRelatorio,
  ano: number | null,
  bimestre: number | null,
) {
  return [tipoDoCatalogo(tipo).titulo, alvo.escola?.nome, alvo.turma?.nome, bimestre ? `${bimestre}º bimestre` : null, ano]
    .filter(Boolean)
    .join(' · ');
}

export const relatoriosEscritaRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento: Armazenamento }> = async (
  app,
  { db, armazenamento },
) => {
  app.post('/api/relatorios', {
    config: { access: ['relatorios', 'gerar'] },
    schema: {
      tags,
      summary: `Pede um relatório: responde 202 na hora com o job; o arquivo é feito em segundo plano e o solicitante é notificado. Escola e turma só do escopo do usuário (fora dele, 404). Com ${LIMITE_NA_FILA} relatórios do usuário esperando ou em geração, 429.`,
      body: relatorioInput,
      response: { 202: relatorioResposta },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { tipo, formato, parametros } = request.body;
      const empresaId = await redeDoRelatorio(db, actor, parametros.empresa_id);
      const alcance = await alcanceNaRede(db, actor, empresaId);
      if (!alcance) throw notFound(M.empresaNaoEncontrada);
      const alvo = await alvoDoRelatorio(db, alcance, parametros);
      const guardados = { ...parametros, empresa_id: empresaId };
      // Past the requester's limit of reports in the queue: 429, nothing queued.
      const linha = await enfileirar(db, {
        empresa_id: empresaId,
        solicitante_id: actor.id,
        tipo,
        formato,
        titulo: tituloDo(tipo, alvo, parametros.ano_letivo, parametros.bimestre),
        parametros: guardados,
      });
      await auditar(db, request, {
        acao: 'solicitar',
        entidade: 'relatorio',
        entidade_id: linha.id,
        depois: { tipo, formato, parametros: guardados },
      });
      avisarFila();
      return reply.status(202).send(apresentarRelatorio(linha));
    },
  });

  app.delete('/api/relatorios/:id', {
    config: { access: ['relatorios', 'gerar'] },
    schema: { tags, summary: 'Exclui um relatório do usuário e o seu arquivo', params: relatorioIdParams },
    handler: async (request, reply) => {
      const linha = await carregarRelatorioDoUsuario(db, actorOf(request).id, request.params.id);
      await db.delete(relatorios).where(eq(relatorios.id, linha.id));
      if (linha.arquivo_chave) await armazenamento.relatorios.remove(linha.arquivo_chave);
      await auditar(db, request, {
        acao: 'excluir',
        entidade: 'relatorio',
        entidade_id: linha.id,
        antes: { tipo: linha.tipo, titulo: linha.titulo, status: linha.status },
      });
      return reply.status(204).send();
    },
  });
};
