import { Building2, Plus, Shield } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { pageTitle } from '../../../../domain/navigation';
import { tiposPermitidos } from '../../../../domain/schemas/usuario';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { SearchInput } from '../../../components/search-input';
import { Button } from '../../../components/ui/button';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { useDeleteUsuario } from '../api/delete-usuario';
import { type Usuario, useUsuarios } from '../api/get-usuarios';
import { TEXTOS } from '../components/textos';
import { UsuarioFormDialog } from '../components/usuario-form-dialog';
import { UsuariosTable } from '../components/usuarios-table';

const POR_PAGINA = 20;
const { description } = pageTitle('/usuarios');

type Dialogo = { tipo: 'novo' } | { tipo: 'editar'; usuario: Usuario } | { tipo: 'excluir'; usuario: Usuario } | null;

/** Spec 1 §2.7: the users the server lets this viewer see, with create, edit and delete. */
export function UsuariosPage() {
  const { usuario: eu, permissoes } = useSignedInSession();
  const isAdministrador = eu.tipo_usuario === 'administrador';
  const tipos = tiposPermitidos(eu.tipo_usuario);
  const podeCriar = permissoes.includes('usuarios.criar') && tipos.length > 0;
  const podeAtualizar = permissoes.includes('usuarios.atualizar');
  const podeDeletar = permissoes.includes('usuarios.deletar');
  // The server refuses to give a user a type the viewer may not choose, so editing one is pointless.
  const podeEditar = useCallback((u: Usuario) => podeAtualizar && tipos.includes(u.tipo_usuario), [podeAtualizar, tipos]);
  // Nobody may remove their own access (the server refuses it too).
  const podeExcluir = useCallback((u: Usuario) => podeDeletar && u.id !== eu.id, [podeDeletar, eu.id]);

  const { pagina, setPagina, busca, termo, onBusca, aposExcluir } = useBuscaPaginada();
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const lista = useUsuarios({ pagina, porPagina: POR_PAGINA, busca: termo });
  const excluir = useDeleteUsuario();

  const confirmarExclusao = (usuario: Usuario) => {
    excluir.mutate(usuario.id, {
      onSuccess: () => {
        toast.success(TEXTOS.excluido);
        setDialogo(null);
        aposExcluir(lista.data?.itens.length);
      },
      onError: (error) => toast.error(TEXTOS.erroDeletar(error.message)),
    });
  };

  const formAberto = dialogo?.tipo === 'novo' || dialogo?.tipo === 'editar';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXTOS.titulo}
        description={description}
        actions={
          <>
            {isAdministrador ? (
              <>
                <Button variant="outline" asChild>
                  <Link to="/empresas">
                    <Building2 aria-hidden />
                    {TEXTOS.gerenciarEmpresas}
                  </Link>
                </Button>
                <Button variant="outline" asChild>
                  <Link to="/permissoes">
                    <Shield aria-hidden />
                    {TEXTOS.gerenciarPermissoes}
                  </Link>
                </Button>
              </>
            ) : null}
            {podeCriar ? (
              <Button onClick={() => setDialogo({ tipo: 'novo' })}>
                <Plus aria-hidden />
                {TEXTOS.novo}
              </Button>
            ) : null}
          </>
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
          <UsuariosTable
            usuarios={lista.data.itens}
            mostraEmpresa={!isAdministrador}
            podeEditar={podeEditar}
            podeExcluir={podeExcluir}
            onEditar={(usuario) => setDialogo({ tipo: 'editar', usuario })}
            onExcluir={(usuario) => setDialogo({ tipo: 'excluir', usuario })}
          />
          <Pagination pagina={pagina} porPagina={POR_PAGINA} total={lista.data.total} onChange={setPagina} />
        </>
      )}

      <UsuarioFormDialog
        open={formAberto}
        onOpenChange={(open) => {
          if (!open) setDialogo(null);
        }}
        usuario={dialogo?.tipo === 'editar' ? dialogo.usuario : null}
        tipos={tipos}
        isAdministrador={isAdministrador}
      />

      <ConfirmDialog
        open={dialogo?.tipo === 'excluir'}
        onOpenChange={(open) => {
          if (!open && !excluir.isPending) setDialogo(null);
        }}
        description={dialogo?.tipo === 'excluir' ? TEXTOS.confirmarExclusao(dialogo.usuario.nome) : ''}
        pending={excluir.isPending}
        onConfirm={() => {
          if (dialogo?.tipo === 'excluir') confirmarExclusao(dialogo.usuario);
        }}
      />
    </div>
  );
}
