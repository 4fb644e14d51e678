import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { pageTitle } from '../../../../domain/navigation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { SearchInput } from '../../../components/search-input';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { useDeleteEscola } from '../api/delete-escola';
import { type Escola, useEscolas } from '../api/get-escolas';
import { EscolaCard } from '../components/escola-card';
import { EscolaFormDialog } from '../components/escola-form-dialog';
import { TEXTOS } from '../components/textos';

const POR_PAGINA = 12;
const { description } = pageTitle('/escolas');

type Dialogo = { tipo: 'nova' } | { tipo: 'editar'; escola: Escola } | { tipo: 'excluir'; escola: Escola } | null;

/**
 * Spec 1 §2.9: the schools of the viewer's scope as a card grid, searched and paged on the
 * server. A load failure shows the error and a retry, never sample schools.
 */
export function EscolasPage() {
  const { usuario: eu, permissoes } = useSignedInSession();
  const isAdministrador = eu.tipo_usuario === 'administrador';
  const podeCriar = permissoes.includes('escolas.criar');
  const podeEditar = permissoes.includes('escolas.atualizar');
  const podeExcluir = permissoes.includes('escolas.deletar');

  const { pagina, setPagina, busca, termo, onBusca, aposExcluir } = useBuscaPaginada();
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const lista = useEscolas({ pagina, porPagina: POR_PAGINA, busca: termo });
  const excluir = useDeleteEscola();

  const confirmarExclusao = (escola: Escola) => {
    excluir.mutate(escola.id, {
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
              {TEXTOS.cadastrar}
            </Button>
          ) : null
        }
      />

      <div className="flex flex-wrap items-center gap-3">
        <SearchInput value={busca} onChange={onBusca} placeholder={TEXTOS.busca} />
        {lista.data ? (
          <Badge color="neutral" aria-live="polite">
            {TEXTOS.contagem(lista.data.total)}
          </Badge>
        ) : null}
      </div>

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
          <ul aria-label="Escolas cadastradas" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {lista.data.itens.map((escola) => (
              <li key={escola.id} className="flex min-w-0">
                <EscolaCard
                  escola={escola}
                  podeEditar={podeEditar}
                  podeExcluir={podeExcluir}
                  onEditar={(e) => setDialogo({ tipo: 'editar', escola: e })}
                  onExcluir={(e) => setDialogo({ tipo: 'excluir', escola: e })}
                />
              </li>
            ))}
          </ul>
          <Pagination pagina={pagina} porPagina={POR_PAGINA} total={lista.data.total} onChange={setPagina} />
        </>
      )}

      <EscolaFormDialog
        open={formAberto}
        onOpenChange={(open) => {
          if (!open) setDialogo(null);
        }}
        escola={dialogo?.tipo === 'editar' ? dialogo.escola : null}
        isAdministrador={isAdministrador}
      />

      <ConfirmDialog
        open={dialogo?.tipo === 'excluir'}
        onOpenChange={(open) => {
          if (!open && !excluir.isPending) setDialogo(null);
        }}
        description={dialogo?.tipo === 'excluir' ? TEXTOS.confirmarExclusao(dialogo.escola.nome) : ''}
        pending={excluir.isPending}
        onConfirm={() => {
          if (dialogo?.tipo === 'excluir') confirmarExclusao(dialogo.escola);
        }}
      />
    </div>
  );
}
