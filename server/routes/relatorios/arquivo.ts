import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RELATORIO_MENSAGENS as M, parametrosRelatorio } from '../../../domain/schemas/relatorio';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { dadosPessoaisInformados, informarAlunos } from '../../plugins/registro-de-acessos';
import { alunosDoRelatorio } from '../../services/relatorios/alunos-do-relatorio';
import { TIPO_PDF, TIPO_XLSX, enviarArquivo } from '../../services/documentos/download';
import { alcanceNaRede } from '../../policies/alcance';
import { alvoDoRelatorio } from '../../policies/relatorios';
import { ObjetoAusente, type Armazenamento } from '../../services/storage';
import { carregarRelatorioDoUsuario, relatorioIdParams } from './carregar';
import { CODIGOS_DE_ERRO as C } from '../../../domain/erros';

/** Past its retention the file is gone: 410, with a message that says so. */
const expirado = (mensagem: string) => new AppError(410, C.expirado, mensagem);

export const relatoriosArquivoRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento: Armazenamento }> = async (
  app,
  { db, armazenamento },
) => {
  app.get('/api/relatorios/:id/arquivo', {
    config: { access: ['relatorios', 'exportar'], dadosPessoais: dadosPessoaisInformados('relatorio_baixado') },
    schema: {
      tags: ['relatorios'],
      summary:
        'Baixa o arquivo de um relatório concluído do usuário (409 se ainda não concluiu, 410 se expirou); cada download é auditado',
      params: relatorioIdParams,
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const linha = await carregarRelatorioDoUsuario(db, actor.id, request.params.id);
      if (linha.status !== 'concluido') throw conflict(M.naoConcluido);
      // The scope is checked again: a gestor moved off a school no longer takes that school's data home.
      const alcance = linha.empresa_id ? await alcanceNaRede(db, actor, linha.empresa_id) : null;
      if (!alcance) throw notFound(M.naoEncontrado);
      const parametros = parametrosRelatorio.parse(linha.parametros);
      await alvoDoRelatorio(db, alcance, parametros).catch(() => {
        throw notFound(M.naoEncontrado);
      });
      if (!linha.arquivo_chave || !linha.expira_em || linha.expira_em <= new Date()) throw expirado(M.expirado);
      const partes: Buffer[] = [];
      try {
        for await (const p of await armazenamento.relatorios.read(linha.arquivo_chave)) partes.push(p as Buffer);
      } catch (err) {
        if (err instanceof ObjetoAusente) throw expirado(M.arquivoAusente);
        throw err;
      }
      informarAlunos(request, await alunosDoRelatorio(db, alcance, linha.tipo, parametros));
      await auditar(db, request, {
        acao: 'baixar',
        entidade: 'relatorio',
        entidade_id: linha.id,
        depois: { tipo: linha.tipo, formato: linha.formato, titulo: linha.titulo },
      });
      return enviarArquivo(reply, {
        nome: linha.nome_arquivo ?? `relatorio.${linha.formato}`,
        tipo: linha.formato === 'pdf' ? TIPO_PDF : TIPO_XLSX,
        dados: Buffer.concat(partes),
      });
    },
  });
};
