import { pageTitle } from '../../../../domain/navigation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { Badge } from '../../../components/ui/badge';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { usePaginaCrud } from '../../../lib/use-pagina-crud';
import { useExcluirEscola } from '../api/excluir-escola';
import { type Escola, useEscolas } from '../api/carregar-escolas';
import { EscolaCard } from '../components/escola-card';
import { EscolaFormDialog } from '../components/escola-form-dialog';
import { TEXTOS } from '../components/textos';

const { description } = pageTitle('/escolas');

/**
 * The schools of the viewer's scope as a card grid, searched and paged on the server. A load
 * failure shows the error and a retry, never sample schools.
 */
export function EscolasPage() {
  const { usuario: eu, permissoes } = useSignedInSession();
  const isAdministrador = eu.tipo_usuario === 'administrador';
  const podeCriar = permissoes.includes('escolas.criar');
  const podeEditar = permissoes.includes('escolas.atualizar');
  const podeExcluir = permissoes.includes('escolas.deletar');

  const paginacao = useBuscaPaginada({ busca: '' }, 12);
  const lista = useEscolas(paginacao.consulta);
  const crud = usePaginaCrud<Escola>({
    paginacao,
    lista,
    excluir: useExcluirEscola(),
    descrever: (escola) => TEXTOS.confirmarExclusao(escola.nome),
    textos: TEXTOS,
    fecharAoFalhar: true,
  });

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={description}
      actions={podeCriar ? <BotaoNovo onClick={crud.novo}>{TEXTOS.cadastrar}</BotaoNovo> : null}
    >
      <div className="flex flex-wrap items-center gap-3">
        <SearchInput value={paginacao.busca} onChange={paginacao.onBusca} placeholder={TEXTOS.busca} />
        {lista.data ? (
          <Badge color="neutral" aria-live="polite">
            {TEXTOS.contagem(lista.data.total)}
          </Badge>
        ) : null}
      </div>

      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.termo ? TEXTOS.semResultado(paginacao.termo) : TEXTOS.vazio}
      >
        {(escolas) => (
          <ul aria-label="Escolas cadastradas" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {escolas.map((escola) => (
              <li key={escola.id} className="flex min-w-0">
                <EscolaCard escola={escola} podeEditar={podeEditar} podeExcluir={podeExcluir} {...crud.acoes} />
              </li>
            ))}
          </ul>
        )}
      </ListaPaginada>

      <EscolaFormDialog {...crud.formulario} escola={crud.editando} isAdministrador={isAdministrador} />
      <ConfirmDialog {...crud.confirmacao} />
    </Pagina>
  );
}
