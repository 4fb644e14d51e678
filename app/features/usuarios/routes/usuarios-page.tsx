import { Building2, Shield } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { pageTitle } from '../../../../domain/navigation';
import { tiposPermitidos } from '../../../../domain/schemas/usuario';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { Button } from '../../../components/ui/button';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { usePaginaCrud } from '../../../lib/use-pagina-crud';
import { useExcluirUsuario } from '../api/excluir-usuario';
import { type Usuario, useUsuarios } from '../api/carregar-usuarios';
import { TEXTOS } from '../components/textos';
import { UsuarioFormDialog } from '../components/usuario-form-dialog';
import { UsuariosTable } from '../components/usuarios-table';

const { description } = pageTitle('/usuarios');

/** The users the server lets this viewer see, with create, edit and delete. */
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

  const paginacao = useBuscaPaginada({ busca: '' }, 20);
  const lista = useUsuarios(paginacao.consulta);
  const crud = usePaginaCrud<Usuario>({
    paginacao,
    lista,
    excluir: useExcluirUsuario(),
    descrever: (usuario) => TEXTOS.confirmarExclusao(usuario.nome),
    textos: TEXTOS,
  });

  return (
    <Pagina
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
          {podeCriar ? <BotaoNovo onClick={crud.novo}>{TEXTOS.novo}</BotaoNovo> : null}
        </>
      }
    >
      <SearchInput value={paginacao.busca} onChange={paginacao.onBusca} placeholder={TEXTOS.busca} />

      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.termo ? TEXTOS.semResultado(paginacao.termo) : TEXTOS.vazio}
      >
        {(usuarios) => (
          <UsuariosTable
            usuarios={usuarios}
            mostraEmpresa={!isAdministrador}
            podeEditar={podeEditar}
            podeExcluir={podeExcluir}
            {...crud.acoes}
          />
        )}
      </ListaPaginada>

      <UsuarioFormDialog {...crud.formulario} usuario={crud.editando} tipos={tipos} isAdministrador={isAdministrador} />
      <ConfirmDialog {...crud.confirmacao} />
    </Pagina>
  );
}
