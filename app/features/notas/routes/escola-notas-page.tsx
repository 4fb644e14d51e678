import { AlertTriangle, CheckCircle2, FileText, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { formatarMedia } from '../../../../domain/avaliacao/notas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EscolaFrame } from '../../../components/escola-frame';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeleteNota } from '../api/delete-nota';
import { type FiltroNotas, type Nota, useNotas } from '../api/get-notas';
import { useOpcoesNotas } from '../api/get-opcoes';
import { useResumoNotas } from '../api/get-resumo-notas';
import { NotaFormDialog } from '../components/nota-form-dialog';
import { NotasFiltros } from '../components/notas-filtros';
import { NotasTable } from '../components/notas-table';
import { ResumoCard } from '../components/resumo-card';
import { TEXTOS } from '../components/textos';
import { useListaPaginada } from '../../../lib/use-lista-paginada';

const POR_PAGINA = 20;
type Filtros = Omit<FiltroNotas, 'escolaId'>;
const INICIAL: Filtros = { turmaId: 'all', disciplinaId: 'all', bimestre: 'all', situacao: 'all', busca: '' };

/** The school's grades (spec 2 "Grades page"): cards, filters, the server-paged list, edit and delete. */
export function EscolaNotasPage() {
  const { escolaId = '' } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return (
    <EscolaFrame escolaId={escolaId}>
      {({ escola }) => (
        <div className="flex flex-col gap-6">
          <NotasDaEscola escolaId={escola.id} escolaNome={escola.nome} />
        </div>
      )}
    </EscolaFrame>
  );
}

function NotasDaEscola({ escolaId, escolaNome }: { escolaId: string; escolaNome: string }) {
  const { pagina, setPagina, filtros, mudarFiltros: onChange, aposExcluir } = useListaPaginada<Filtros>(INICIAL);
  const [editando, setEditando] = useState<Nota | null>(null);
  const [excluindo, setExcluindo] = useState<Nota | null>(null);
  const filtro = { ...filtros, escolaId };
  const opcoes = useOpcoesNotas({ escolaId });
  const resumo = useResumoNotas(filtro);
  const lista = useNotas({ ...filtro, pagina, porPagina: POR_PAGINA });
  const excluir = useDeleteNota();
  const filtrado = Object.entries(filtros).some(([k, v]) => (k === 'busca' ? v.trim() !== '' : v !== 'all'));
  const turmaEscolhida =
    filtros.turmaId !== 'all' ? opcoes.data?.itens.find((o) => o.turma_id === filtros.turmaId && o.pode_lancar) : undefined;

  const confirmarExclusao = (nota: Nota) =>
    excluir.mutate(nota.id, {
      onSuccess: () => {
        toast.success(TEXTOS.excluido);
        setExcluindo(null);
        aposExcluir(lista.data?.itens.length);
      },
      onError: (error) => toast.error(TEXTOS.erroDeletar(error.message)),
    });

  const r = resumo.data;
  return (
    <>
      <PageHeader
        title={TEXTOS.titulo}
        description={escolaNome}
        actions={
          turmaEscolhida ? (
            <Button asChild>
              <Link to={`/escola/${escolaId}/turma/${turmaEscolhida.turma_id}/notas`}>{TEXTOS.planilhaDaTurma}</Link>
            </Button>
          ) : null
        }
      />
      {resumo.isError ? (
        <LoadError message={TEXTOS.erroCarregar(resumo.error.message)} onRetry={() => void resumo.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <ResumoCard
            titulo="Registros"
            valor={r ? r.registros : '…'}
            detalhe={r ? `${r.alunos} aluno(s) · média geral ${formatarMedia(r.media_geral)}` : undefined}
            icon={FileText}
          />
          <ResumoCard titulo="Aprovados" valor={r ? r.aprovados : '…'} icon={CheckCircle2} />
          <ResumoCard titulo="Recuperação" valor={r ? r.recuperacao : '…'} icon={AlertTriangle} />
          <ResumoCard
            titulo="Reprovados"
            valor={r ? r.reprovados : '…'}
            detalhe={r ? `${r.parciais} com notas parciais` : undefined}
            icon={XCircle}
          />
        </div>
      )}
      <NotasFiltros filtros={filtros} opcoes={opcoes.data?.itens ?? []} onChange={onChange} />
      {lista.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          {TEXTOS.carregandoNotas}
        </p>
      ) : lista.isError ? (
        <LoadError message={TEXTOS.erroCarregar(lista.error.message)} onRetry={() => void lista.refetch()} />
      ) : lista.data.itens.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
          {filtrado ? TEXTOS.semResultado : TEXTOS.vazio}
        </p>
      ) : (
        <>
          <NotasTable notas={lista.data.itens} onEditar={setEditando} onExcluir={setExcluindo} />
          <Pagination pagina={pagina} porPagina={POR_PAGINA} total={lista.data.total} onChange={setPagina} />
        </>
      )}
      <NotaFormDialog nota={editando} onClose={() => setEditando(null)} />
      <ConfirmDialog
        open={excluindo !== null}
        onOpenChange={(open) => {
          if (!open && !excluir.isPending) setExcluindo(null);
        }}
        description={
          excluindo ? TEXTOS.confirmarExclusao(excluindo.aluno_nome, excluindo.disciplina_nome, excluindo.bimestre) : ''
        }
        pending={excluir.isPending}
        onConfirm={() => excluindo && confirmarExclusao(excluindo)}
      />
    </>
  );
}
