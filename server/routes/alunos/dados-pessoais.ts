import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TITULAR_MENSAGENS as MSG, exportacaoTitularQuery } from '../../../domain/schemas/privacidade-titular';
import type { Db } from '../../db/client';
import { alunoNoAlcance, carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { dadosPessoaisDoAluno } from '../../plugins/registro-de-acessos';
import { auditar } from '../../services/auditoria';
import { TIPO_PDF, enviarArquivo } from '../../services/documentos/download';
import { exportarDadosDoTitular } from '../../services/privacidade/titular-exportacao';
import { contarPorCategoria, gerarResumoDoTitular, nomeDaExportacao } from '../../services/privacidade/titular-pdf';
import type { Armazenamento } from '../../services/storage';
import { idValido } from '../../lib/parametros';

const params = z.object({ id: idValido(MSG.alunoNaoEncontrado) });

/** The data subject's export: everything held about one student, as JSON or as a readable PDF summary. */
export const alunosDadosPessoaisRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento: Armazenamento }> = async (
  app,
  { db, armazenamento },
) => {
  app.get('/api/alunos/:id/dados-pessoais', {
    config: { access: ['privacidade', 'exportar'], dadosPessoais: dadosPessoaisDoAluno('dados_pessoais') },
    schema: {
      tags: ['alunos'],
      summary:
        'Os dados pessoais de um aluno (pedido do titular): todas as linhas de todas as tabelas sobre ele e os seus arquivos em JSON, ou o resumo em PDF (categorias, quantidades e com quem os dados são compartilhados)',
      params,
      querystring: exportacaoTitularQuery,
    },
    handler: async (request, reply) => {
      const aluno = await alunoNoAlcance(db, await carregarAlcance(db, actorOf(request)), request.params.id, 'ler', {
        naoEncontrado: MSG.alunoNaoEncontrado,
      });
      const exportacao = (await exportarDadosDoTitular(db, armazenamento.arquivos, aluno.id))!;
      const { formato } = request.query;
      await auditar(db, request, {
        acao: 'exportar',
        entidade: 'aluno',
        entidade_id: aluno.id,
        depois: {
          documento: 'dados_pessoais',
          formato,
          registros: Object.fromEntries(contarPorCategoria(exportacao).map((c) => [c.categoria, c.registros])),
        },
      });
      if (formato === 'pdf') {
        const dados = await gerarResumoDoTitular(db, armazenamento.arquivos, aluno.empresa_id, exportacao);
        return enviarArquivo(reply, { nome: nomeDaExportacao(exportacao, 'pdf'), tipo: TIPO_PDF, dados });
      }
      const dados = Buffer.from(JSON.stringify(exportacao, null, 2), 'utf8');
      return enviarArquivo(reply, { nome: nomeDaExportacao(exportacao, 'json'), tipo: 'application/json; charset=utf-8', dados });
    },
  });
};
