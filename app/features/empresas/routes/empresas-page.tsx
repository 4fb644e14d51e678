import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { pageTitle } from '../../../../domain/navigation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { SearchInput } from '../../../components/search-input';
import { Button } from '../../../components/ui/button';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { useDeleteEmpresa } from '../api/delete-empresa';
import { type Empresa, useEmpresas } from '../api/get-empresas';
import { EmpresaFormDialog } from '../components/empresa-form-dialog';
import { EmpresasTable } from '../components/empresas-table';
import { TEXTOS } from '../components/textos';

const POR_PAGINA = 20;
const { description } = pageTitle('/empresas');

type Dialogo = { tipo: 'nova' } | { tipo: 'editar'; empresa: Empresa } | { tipo: 'excluir'; empresa: Empresa } | null;

/**
 * Spec 1 §2.8: the companies the server lets this viewer see — every one for an administrador,
 * its own for an education body — with create, edit and delete as the server allows them.
 */
export function EmpresasPage() {
  const { usuario: eu, permissoes } = useSignedInSession();
  const isAdministrador = eu.tipo_usuario === 'administrador';
  // The spec gates 'Nova Empresa' on usuarios.criar; the server creates and deletes companies for
  // administradores only, so the buttons follow the server (docs/spec-deviations.md).
  const podeCriar = isAdministrador && permissoes.includes('empresas.criar');
  const podeExcluir = isAdministrador && permissoes.includes('empresas.deletar');
  const podeEditar = permissoes.includes('empresas.atualizar');

  const { pagina, setPagina, busca, termo, onBusca, aposExcluir } = useBuscaPaginada();
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const lista = useEmpresas({ pagina, porPagina: POR_PAGINA, busca: termo });
  const excluir = useDeleteEmpresa();

  const confirmarExclusao = (empresa: Empresa) => {
    excluir.mutate(empresa.id, {
      onSuccess: () => {
        toast.success(TEXTOS.excluida);
        setDialogo(null);
        aposExcluir(lista.data?.itens.length);
      },
      onError: (error) => {
        toast.error(TEXTOS.erroDeletar(error.message));
        setDialogo(null);
      },
    });
  };

  const formAberto = dialogo?.tipo === 'nova' || dialogo?.tipo === 'editar';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXTOS.titulo}
        description={description}
        actions={
          podeCriar ? (
            <Button onClick={() => setDialogo({ tipo: 'nova' })}>
              <Plus aria-hidden />
              {TEXTOS.nova}
            </Button>
          ) : null
        }
      />

      <SearchInput value={busca} onChange={onBusca} placeholder={TEXTOS.busca} />

      {lista.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          {TEXTOS.carregando}
        </p>
      ) : lista.isError ? (
        <LoadError message={TEXTOS.erroCarregar(lista.error.message)} onRetry={() => void lista.refetch()} />
      ) : lista.data.itens.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
          {termo ? TEXTOS.semResultado(termo) : TEXTOS.vazio}
        </p>
      ) : (
        <>
          <EmpresasTable
            empresas={lista.data.itens}
            podeEditar={podeEditar}
            podeExcluir={podeExcluir}
            onEditar={(empresa) => setDialogo({ tipo: 'editar', empresa })}
            onExcluir={(empresa) => setDialogo({ tipo: 'excluir', empresa })}
          />
          <Pagination pagina={pagina} porPagina={POR_PAGINA} total={lista.data.total} onChange={setPagina} />
        </>
      )}

      <EmpresaFormDialog
        open={formAberto}
        onOpenChange={(open) => {
          if (!open) setDialogo(null);
        }}
        empresa={dialogo?.tipo === 'editar' ? dialogo.empresa : null}
      />

      <ConfirmDialog
        open={dialogo?.tipo === 'excluir'}
        onOpenChange={(open) => {
          if (!open && !excluir.isPending) setDialogo(null);
        }}
        description={dialogo?.tipo === 'excluir' ? TEXTOS.confirmarExclusao(dialogo.empresa.nome) : ''}
        pending={excluir.isPending}
        onConfirm={() => {
          if (dialogo?.tipo === 'excluir') confirmarExclusao(dialogo.empresa);
        }}
      />
    </div>
  );
}
