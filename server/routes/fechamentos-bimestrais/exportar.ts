import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STATUS_FECHAMENTO_LABEL } from '../../../domain/schemas/fechamento-bimestral';
import type { Db } from '../../db/client';
import { carregarAlcance, turmaParaLeitura } from '../../policies/avaliacao';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { hojeNaEmpresa } from '../../services/fuso';
import { apresentarLinhas, filtrosFechamentos, ordemFechamentos, selecionarFechamentos, whereFechamentos } from './carregar';

const tags = ['fechamentos-bimestrais'];

export const COLUNAS_EXPORTACAO = [
  'Disciplina',
  'Série',
  'Turma',
  'Professor',
  'Bimestre',
  'Frequência (%)',
  'Aulas dadas',
  'Aulas previstas',
  'Média da turma',
  'Aprovados',
  'Recuperação',
  'Reprovados',
  'Status',
  'Data de fechamento',
  'Observações',
] as const;

/** The list's rows as an XLSX workbook, built on the server in the requester's reach. */
export const fechamentosExportarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/fechamentos-bimestrais/exportar', {
    config: { access: ['fechamento', 'ler'] },
    schema: {
      tags,
      summary: 'Exporta em XLSX os fechamentos da turma com os filtros da lista (todas as páginas)',
      querystring: filtrosFechamentos,
    },
    handler: async (request, reply) => {
      const a = await carregarAlcance(db, actorOf(request));
      const turma = await turmaParaLeitura(db, a, request.query.turma_id, null);
      const linhas = await selecionarFechamentos(db)
        .where(whereFechamentos(a, request.query))
        .orderBy(...ordemFechamentos);
      const itens = (await apresentarLinhas(db, a, linhas)).map((l) => l.dto);

      const livro = new ExcelJS.Workbook();
      livro.creator = 'Gestão Escolar';
      const folha = livro.addWorksheet('Fechamento Bimestral');
      folha.addRow([...COLUNAS_EXPORTACAO]).font = { bold: true };
      for (const f of itens)
        folha.addRow([
          f.disciplina_nome,
          f.serie,
          f.turma_nome,
          f.professores.join(', '),
          `${f.bimestre}º`,
          f.percentual_frequencia,
          f.aulas_dadas,
          f.aulas_previstas,
          f.media_turma,
          f.aprovados,
          f.recuperacao,
          f.reprovados,
          STATUS_FECHAMENTO_LABEL[f.status],
          f.data_fechamento ? f.data_fechamento.split('-').reverse().join('/') : '',
          f.observacoes ?? '',
        ]);
      folha.columns.forEach((c) => {
        c.width = 18;
      });
      folha.getColumn(1).width = 32;
      folha.getColumn(15).width = 40;
      const buffer = Buffer.from(await livro.xlsx.writeBuffer());

      await auditar(db, request, {
        acao: 'exportar',
        entidade: 'fechamento_bimestral',
        entidade_id: turma.id,
        depois: { turma_nome: turma.nome, filtros: request.query, linhas: itens.length, formato: 'xlsx' },
      });
      const hoje = await hojeNaEmpresa(db, turma.empresa_id);
      const nome = `fechamento-bimestral-${hoje}.xlsx`;
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${nome}"`)
        .header('cache-control', 'no-store')
        .send(buffer);
    },
  });
};
