import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import { useDeleteFrequencia } from '../api/delete-frequencia';
import { type FiltroFrequencia, type Frequencia, type StatusFiltro, useFrequencias } from '../api/get-frequencias';
import { useUpdateFrequencia } from '../api/update-frequencia';
import { FrequenciaFormDialog } from './frequencia-form-dialog';
import { FrequenciasTable } from './frequencias-table';
import { TEXTOS, dataBR } from './textos';

const POR_PAGINA = 20;

/**
 * The server-paged record list with the spec's list button (presente ⇄ faltou), the edit
 * dialog and the delete confirmation. Give it a `key` of its filters so paging restarts.
 */
export function RegistrosFrequencia({
  filtro,
  status,
  busca,
  visao,
  editavel = true,
}: {
  filtro: FiltroFrequencia;
  status: StatusFiltro;
  busca: string;
  visao: 'escola' | 'geral';
  editavel?: boolean;
}) {
  const [pagina, setPagina] = useState(1);
  const [editando, setEditando] = useState<Frequencia | null>(null);
  const [excluindo, setExcluindo] = useState<Frequencia | null>(null);
  const lista = useFrequencias({ ...filtro, status, busca, pagina, porPagina: POR_PAGINA });
  const atualizar = useUpdateFrequencia();
  const excluir = useDeleteFrequencia();
  const filtrado =
    status !== 'todos' ||
    busca.trim() !== '' ||
    Boolean(filtro.dataInicio || filtro.dataFim) ||
    [filtro.turmaId, filtro.disciplinaId].some((v) => v && v !== 'all');

  const alternar = (f: Frequencia) =>
    atualizar.mutate(
      {
        id: f.id,
        input: {
          data: f.data,
          presente: !f.presente,
          justificativa: f.presente ? f.justificativa : null,
          observacoes: f.observacoes,
          updated_at: f.updated_at,
        },
      },
      {
        onSuccess: (novo) =>
          toast.success(`${novo.aluno_nome}: ${novo.presente ? TEXTOS.presente : TEXTOS.faltou} em ${dataBR(novo.data)}`),
        onError: (error) => toast.error(TEXTOS.erroSalvar(error.message)),
      },
    );

  const confirmarExclusao = (f: Frequencia) =>
    excluir.mutate(f.id, {
      onSuccess: () => {
        toast.success(TEXTOS.excluido);
        setExcluindo(null);
        if (pagina > 1 && lista.data?.itens.length === 1) setPagina(pagina - 1);
      },
      onError: (error) => toast.error(TEXTOS.erroDeletar(error.message)),
    });

  if (lista.isPending)
    return (
      <p role="status" className="py-8 text-center text-sm text-slate-600">
        {TEXTOS.carregandoRegistros}
      </p>
    );
  if (lista.isError) return <LoadError message={TEXTOS.erroCarregar(lista.error.message)} onRetry={() => void lista.refetch()} />;
  if (!lista.data.itens.length) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
        {filtrado ? TEXTOS.semResultado : TEXTOS.vazio}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <FrequenciasTable
        registros={lista.data.itens}
        visao={visao}
        alternando={atualizar.isPending ? atualizar.variables?.id : null}
        onAlternar={editavel ? alternar : undefined}
        onEditar={editavel ? setEditando : undefined}
        onExcluir={editavel ? setExcluindo : undefined}
      />
      <Pagination pagina={pagina} porPagina={POR_PAGINA} total={lista.data.total} onChange={setPagina} />
      <FrequenciaFormDialog registro={editando} onClose={() => setEditando(null)} />
      <ConfirmDialog
        open={excluindo !== null}
        onOpenChange={(open) => {
          if (!open && !excluir.isPending) setExcluindo(null);
        }}
        description={excluindo ? TEXTOS.confirmarExclusao(excluindo.aluno_nome, dataBR(excluindo.data)) : ''}
        pending={excluir.isPending}
        onConfirm={() => excluindo && confirmarExclusao(excluindo)}
      />
    </div>
  );
}
