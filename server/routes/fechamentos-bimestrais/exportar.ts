import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STATUS_FECHAMENTO_LABEL } from '../../../domain/schemas/fechamento-bimestral';
import { dataBr } from '../../../domain/calendario/datas';
import type { Db } from '../../db/client';
import { carregarAlcance, turmaNoAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { enviarArquivo, nomeDeArquivo, TIPO_XLSX } from '../../services/documentos/download';
import { type ColunaPlanilha, planilhaDeLista } from '../../services/documentos/planilha';
import { hojeNaEmpresa } from '../../services/fuso';
import { apresentarLinhas, filtrosFechamentos, ordemFechamentos, selecionarFechamentos, whereFechamentos } from './carregar';

const tags = ['fechamentos-bimestrais'];

type Fechamento = Awaited<ReturnType<typeof apresentarLinhas>>[number]['dto'];

/** The list's columns; every text cell is neutralised (planilhaDeLista): observations are typed by users. */
const COLUNAS: ColunaPlanilha<Fechamento>[] = [
  { titulo: 'Disciplina', largura: 32, valor: (f) => f.disciplina_nome },
  { titulo: 'Série', largura: 18, valor: (f) => f.serie },
  { titulo: 'Turma', largura: 18, valor: (f) => f.turma_nome },
  { titulo: 'Professor', largura: 18, valor: (f) => f.professores.join(', ') },
  { titulo: 'Bimestre', largura: 18, valor: (f) => `${f.bimestre}º` },
  { titulo: 'Frequência (%)', largura: 18, valor: (f) => f.percentual_frequencia },
  { titulo: 'Aulas dadas', largura: 18, valor: (f) => f.aulas_dadas },
  { titulo: 'Aulas previstas', largura: 18, valor: (f) => f.aulas_previstas },
  { titulo: 'Média da turma', largura: 18, valor: (f) => f.media_turma },
  { titulo: 'Aprovados', largura: 18, valor: (f) => f.aprovados },
  { titulo: 'Recuperação', largura: 18, valor: (f) => f.recuperacao },
  { titulo: 'Reprovados', largura: 18, valor: (f) => f.reprovados },
  { titulo: 'Status', largura: 18, valor: (f) => STATUS_FECHAMENTO_LABEL[f.status] },
  { titulo: 'Data de fechamento', largura: 18, valor: (f) => (f.data_fechamento ? dataBr(f.data_fechamento) : '') },
  { titulo: 'Observações', largura: 40, valor: (f) => f.observacoes ?? '' },
];

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
      const turma = await turmaNoAlcance(db, a, request.query.turma_id);
      const linhas = await selecionarFechamentos(db)
        .where(whereFechamentos(a, request.query))
        .orderBy(...ordemFechamentos);
      const itens = (await apresentarLinhas(db, a, linhas)).map((l) => l.dto);

      const dados = await planilhaDeLista('Fechamento Bimestral', COLUNAS, itens);

      await auditar(db, request, {
        acao: 'exportar',
        entidade: 'fechamento_bimestral',
        entidade_id: turma.id,
        depois: { turma_nome: turma.nome, filtros: request.query, linhas: itens.length, formato: 'xlsx' },
      });
      const hoje = await hojeNaEmpresa(db, turma.empresa_id);
      return enviarArquivo(reply, {
        nome: `${nomeDeArquivo('fechamento-bimestral', turma.nome, hoje)}.xlsx`,
        tipo: TIPO_XLSX,
        dados,
      });
    },
  });
};
