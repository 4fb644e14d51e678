import { pageTitle } from '../../../../domain/navigation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { usePaginaCrud } from '../../../lib/use-pagina-crud';
import { useExcluirEmpresa } from '../api/excluir-empresa';
import { type Empresa, useEmpresas } from '../api/carregar-empresas';
import { EmpresaFormDialog } from '../components/empresa-form-dialog';
import { EmpresasTable } from '../components/empresas-table';
import { TEXTOS } from '../components/textos';

const { description } = pageTitle('/empresas');

/**
 * The companies the server lets this viewer see — every one for an administrador, its own for
 * an education body — with create, edit and delete as the server allows them.
 */
export function EmpresasPage() {
  const { usuario: eu, permissoes } = useSignedInSession();
  const isAdministrador = eu.tipo_usuario === 'administrador';
  // The spec gates 'Nova Empresa' on usuarios.criar; the server creates and deletes companies for
  // administradores only, so the buttons follow the server (docs/spec-deviations.md).
  const podeCriar = isAdministrador && permissoes.includes('empresas.criar');
  const podeExcluir = isAdministrador && permissoes.includes('empresas.deletar');
  const podeEditar = permissoes.includes('empresas.atualizar');

  const paginacao = useBuscaPaginada({ busca: '' }, 20);
  const lista = useEmpresas(paginacao.consulta);
  const crud = usePaginaCrud<Empresa>({
    paginacao,
    lista,
    excluir: useExcluirEmpresa(),
    descrever: (empresa) => TEXTOS.confirmarExclusao(empresa.nome),
    textos: TEXTOS,
    fecharAoFalhar: true,
  });

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={description}
      actions={podeCriar ? <BotaoNovo onClick={crud.novo}>{TEXTOS.nova}</BotaoNovo> : null}
    >
      <SearchInput value={paginacao.busca} onChange={paginacao.onBusca} placeholder={TEXTOS.busca} />

      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.termo ? TEXTOS.semResultado(paginacao.termo) : TEXTOS.vazio}
      >
        {(empresas) => <EmpresasTable empresas={empresas} podeEditar={podeEditar} podeExcluir={podeExcluir} {...crud.acoes} />}
      </ListaPaginada>

      <EmpresaFormDialog {...crud.formulario} empresa={crud.editando} />
      <ConfirmDialog {...crud.confirmacao} />
    </Pagina>
  );
}
