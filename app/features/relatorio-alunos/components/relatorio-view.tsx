import { BotaoBoletinsDaTurma } from '../../../components/boletim-botoes';
import { BotaoDownload } from '../../../components/botao-download';
import { CartoesDeResumo } from '../../../components/cartoes-de-resumo';
import { ListaPaginada } from '../../../components/lista-paginada';
import { Pagina } from '../../../components/page-header';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { type FiltroRelatorioAlunos, urlExportacao, useRelatorioAlunos } from '../api/carregar-relatorio-alunos';
import { CARTOES_DO_RESUMO } from './cartoes-do-resumo';
import { RelatorioFiltros } from './relatorio-filtros';
import { RelatorioTable } from './relatorio-table';
import { TEXTOS } from './textos';

/**
 * The Relatório de Alunos of a class: cards, filters, the read-only table (a student in a subject per
 * row) and the exports of the rows the filters show; the boletins for who may issue them.
 */
export function RelatorioView({ turma, descricao }: { turma: { id: string; nome: string }; descricao: string }) {
  const { permissoes } = useSignedInSession();
  const podeExportar = permissoes.includes('relatorios.exportar');

  const paginacao = useBuscaPaginada<FiltroRelatorioAlunos>({ busca: '', disciplinaId: '', status: '', serie: '' }, 20);
  const { criterios } = paginacao;
  const lista = useRelatorioAlunos(turma.id, paginacao.consulta);
  const dados = lista.data;
  // The server says who issues the boletins: of the professors, only the class's responsável.
  const comBoletim = dados?.boletins ?? false;

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={descricao}
      actions={
        <div className="flex flex-wrap gap-2">
          {podeExportar ? (
            <>
              <BotaoDownload url={urlExportacao(turma.id, 'pdf', criterios)}>{TEXTOS.exportarPdf}</BotaoDownload>
              <BotaoDownload url={urlExportacao(turma.id, 'xlsx', criterios)}>{TEXTOS.exportarExcel}</BotaoDownload>
            </>
          ) : null}
          {comBoletim ? <BotaoBoletinsDaTurma turmaId={turma.id} /> : null}
        </div>
      }
    >
      <CartoesDeResumo resumo={dados?.resumo} cartoes={CARTOES_DO_RESUMO} />
      <RelatorioFiltros
        filtro={paginacao.filtros}
        onChange={paginacao.mudarFiltros}
        disciplinas={dados?.disciplinas ?? []}
        series={dados ? [dados.turma.serie] : []}
      />
      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.filtrando ? TEXTOS.vazioFiltros : TEXTOS.vazio}
      >
        {(linhas) => <RelatorioTable linhas={linhas} limiares={dados!.limiares} turmaId={turma.id} comBoletim={comBoletim} />}
      </ListaPaginada>
      {dados?.ano_encerrado ? <p className="text-sm text-slate-600">{TEXTOS.anoEncerrado}</p> : null}
      {dados?.provisorio ? <p className="text-sm text-amber-800">{TEXTOS.provisorio}</p> : null}
    </Pagina>
  );
}
