import { AlertTriangle, CheckCircle2, FileText, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatarMedia } from '../../../../domain/avaliacao/notas';
import { BotaoDownload } from '../../../components/botao-download';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PaginaDaEscola } from '../../../components/pagina-da-escola';
import { ListaPaginada } from '../../../components/lista-paginada';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { ResumoCardDiscreto } from '../../../components/resumo-card';
import { Button } from '../../../components/ui/button';
import { useSignedInSession } from '../../../lib/session';
import { useExclusao } from '../../../lib/use-exclusao';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { useExcluirNota } from '../api/excluir-nota';
import { type FiltroNotas, type Nota, urlExportarNotas, useNotas } from '../api/carregar-notas';
import { useOpcoesDeLancamento } from '../../../lib/opcoes/lancamento';
import { useResumoNotas } from '../api/carregar-resumo-notas';
import { NotaFormDialog } from '../components/nota-form-dialog';
import { NotasFiltros } from '../components/notas-filtros';
import { NotasTable } from '../components/notas-table';
import { TEXTOS } from '../components/textos';

type Filtros = Omit<FiltroNotas, 'escolaId'>;
const INICIAL: Filtros = { turmaId: 'all', disciplinaId: 'all', bimestre: 'all', situacao: 'all', busca: '' };

/**
 * The school's grades: cards, filters, the server-paged list, edit and delete (not offered where
 * the network computes the bimester grade from the assessments: the server says so per row).
 */
export function EscolaNotasPage() {
  return (
    <PaginaDaEscola titulo={TEXTOS.titulo} semCabecalho>
      {(escola) => <NotasDaEscola escolaId={escola.id} escolaNome={escola.nome} />}
    </PaginaDaEscola>
  );
}

function NotasDaEscola({ escolaId, escolaNome }: { escolaId: string; escolaNome: string }) {
  const podeExportar = useSignedInSession().permissoes.includes('relatorios.exportar');
  const paginacao = useBuscaPaginada<Filtros>(INICIAL, 20);
  const { filtros } = paginacao;
  const [editando, setEditando] = useState<Nota | null>(null);
  const filtro = { ...filtros, escolaId };
  const opcoes = useOpcoesDeLancamento('notas', { escolaId });
  const resumo = useResumoNotas(filtro);
  const lista = useNotas({ ...filtro, pagina: paginacao.pagina, porPagina: paginacao.porPagina });
  const exclusao = useExclusao<Nota>({
    excluir: useExcluirNota(),
    descrever: (nota) => TEXTOS.confirmarExclusao(nota.aluno_nome, nota.disciplina_nome, nota.bimestre),
    textos: TEXTOS,
    aoExcluir: () => paginacao.aposExcluir(lista.data?.itens.length),
  });
  const turmaEscolhida =
    filtros.turmaId !== 'all' ? opcoes.data?.itens.find((o) => o.turma_id === filtros.turmaId && o.pode_lancar) : undefined;

  const r = resumo.data;
  return (
    <>
      <PageHeader
        title={TEXTOS.titulo}
        description={escolaNome}
        actions={
          podeExportar || turmaEscolhida ? (
            <>
              {podeExportar ? <BotaoDownload url={urlExportarNotas(filtro)}>{TEXTOS.exportarExcel}</BotaoDownload> : null}
              {turmaEscolhida ? (
                <Button asChild>
                  <Link to={`/escola/${escolaId}/turma/${turmaEscolhida.turma_id}/notas`}>{TEXTOS.planilhaDaTurma}</Link>
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {resumo.isError ? (
        <LoadError message={TEXTOS.erroCarregar(resumo.error.message)} onRetry={() => void resumo.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <ResumoCardDiscreto
            titulo="Registros"
            valor={r ? r.registros : '…'}
            detalhe={r ? `${r.alunos} aluno(s) · média geral ${formatarMedia(r.media_geral)}` : undefined}
            icon={FileText}
          />
          <ResumoCardDiscreto titulo="Aprovados" valor={r ? r.aprovados : '…'} icon={CheckCircle2} />
          <ResumoCardDiscreto titulo="Recuperação" valor={r ? r.recuperacao : '…'} icon={AlertTriangle} />
          <ResumoCardDiscreto
            titulo="Reprovados"
            valor={r ? r.reprovados : '…'}
            detalhe={r ? `${r.parciais} com notas parciais` : undefined}
            icon={XCircle}
          />
        </div>
      )}
      <NotasFiltros filtros={filtros} opcoes={opcoes.data?.itens ?? []} onChange={paginacao.mudarFiltros} />
      {lista.data?.por_avaliacoes ? (
        <p role="note" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {TEXTOS.listaPorAvaliacoes}
        </p>
      ) : null}
      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={{ ...TEXTOS, carregando: TEXTOS.carregandoNotas }}
        vazio={paginacao.filtrando ? TEXTOS.semResultado : TEXTOS.vazio}
      >
        {(notas) => <NotasTable notas={notas} onEditar={setEditando} onExcluir={exclusao.pedir} />}
      </ListaPaginada>
      <NotaFormDialog nota={editando} onClose={() => setEditando(null)} />
      <ConfirmDialog {...exclusao.confirmacao} />
    </>
  );
}
