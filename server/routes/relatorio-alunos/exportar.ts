import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STATUS_RELATORIO_ALUNOS_LABEL, resumirRelatorio } from '../../../domain/relatorio-alunos/status';
import { type FiltrosRelatorioAlunos, exportarRelatorioAlunosQuery, turmaParams } from '../../../domain/schemas/relatorio-alunos';
import type { Db } from '../../db/client';
import { escolas } from '../../db/schema';
import { carregarAlcance, turmaNoAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { TIPO_PDF, TIPO_XLSX, enviarArquivo, nomeDeArquivo } from '../../services/documentos/download';
import { carregarIdentidadeDoDocumento, dataHoraNaRede } from '../../services/documentos/identidade';
import { type RelatorioDaTurma, carregarRelatorioAlunos } from '../../services/relatorio-alunos';
import { pdfDoRelatorio, planilhaDoRelatorio } from '../../services/relatorio-alunos-arquivos';
import type { Armazenamento } from '../../services/storage';
import { dadosPessoaisInformados, informarAlunos } from '../../plugins/registro-de-acessos';

/** The filters as the PDF's subtitle says them. */
function filtrosAplicados(f: FiltrosRelatorioAlunos, r: RelatorioDaTurma): string[] {
  const textos: string[] = [];
  if (f.busca) textos.push(`Busca: "${f.busca}"`);
  if (f.disciplina_id) textos.push(`Disciplina: ${r.disciplinas.find((d) => d.id === f.disciplina_id)?.nome ?? '—'}`);
  if (f.status) textos.push(`Status: ${STATUS_RELATORIO_ALUNOS_LABEL[f.status]}`);
  if (f.serie) textos.push(`Série: ${f.serie}`);
  return textos.length ? textos : ['Sem filtros'];
}

/**
 * Exportar PDF / Exportar Excel: every row the filters show (all pages), made at once and sent as a
 * download named after the class; each export is audited.
 */
export const relatorioAlunosExportarRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento: Armazenamento }> = async (
  app,
  { db, armazenamento },
) => {
  app.get('/api/turmas/:turmaId/relatorio-alunos/exportar', {
    config: { access: ['relatorios', 'exportar'], dadosPessoais: dadosPessoaisInformados('exportacao_relatorio_alunos') },
    schema: {
      tags: ['relatorio-alunos'],
      summary:
        'Exporta o Relatório de Alunos da turma em PDF (paisagem, com a identidade da rede, cartões, filtros e legenda) ou XLSX, com os filtros da tabela (todas as páginas)',
      params: turmaParams,
      querystring: exportarRelatorioAlunosQuery,
    },
    handler: async (request, reply) => {
      const a = await carregarAlcance(db, actorOf(request));
      const turma = await turmaNoAlcance(db, a, request.params.turmaId);
      const { formato, ...filtros } = request.query;
      const r = await carregarRelatorioAlunos(db, a, turma, filtros);
      const resumo = resumirRelatorio(r.linhas);

      let dados: Buffer;
      if (formato === 'pdf') {
        const [identidade, [escola]] = await Promise.all([
          carregarIdentidadeDoDocumento(db, armazenamento.arquivos, turma.empresa_id),
          db.select({ nome: escolas.nome }).from(escolas).where(eq(escolas.id, turma.escola_id)),
        ]);
        dados = await pdfDoRelatorio({
          turma,
          escolaNome: escola?.nome ?? '',
          filtros: filtrosAplicados(filtros, r),
          linhas: r.linhas,
          resumo,
          limiares: r.limiares,
          provisorio: r.provisorio,
          identidade,
          geradoEm: dataHoraNaRede(new Date(), identidade.fuso),
        });
      } else {
        dados = await planilhaDoRelatorio(r.linhas);
      }

      informarAlunos(
        request,
        r.linhas.map((l) => l.aluno_id),
      );
      await auditar(db, request, {
        acao: 'exportar',
        entidade: 'relatorio_alunos',
        entidade_id: turma.id,
        depois: { turma_nome: turma.nome, filtros, linhas: r.linhas.length, formato },
      });
      return enviarArquivo(reply, {
        nome: `${nomeDeArquivo('relatorio-alunos', turma.nome, turma.ano_letivo)}.${formato}`,
        tipo: formato === 'pdf' ? TIPO_PDF : TIPO_XLSX,
        dados,
      });
    },
  });
};
