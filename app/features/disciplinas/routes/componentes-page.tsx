import { toast } from 'sonner';
import { BIMESTRES, BIMESTRE_LABEL } from '../../../../domain/academico/catalogo';
import { SERIES_DISCIPLINA, SERIE_DISCIPLINA_LABEL } from '../../../../domain/academico/series';
import { pageTitle } from '../../../../domain/navigation';
import { BarraFiltros, type CampoFiltro } from '../../../components/barra-filtros';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type OpcaoFiltro, opcoesDe, opcoesPorNome } from '../../../components/filtro-select';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { usePaginaCrud } from '../../../lib/use-pagina-crud';
import { useExcluirDisciplina } from '../api/excluir-disciplina';
import { type Disciplina, type FiltroDisciplinas, useDisciplinas } from '../api/carregar-disciplinas';
import { useEmpresasOpcoes } from '../../../lib/opcoes/empresas';
import { useAlternarDisciplina } from '../api/alternar-disciplina';
import { useOpcoesDeComponentes } from '../api/carregar-componentes-da-rede';
import { DisciplinaFormDialog } from '../components/disciplina-form-dialog';
import { DisciplinasTable } from '../components/disciplinas-table';
import { TEXTOS } from '../components/textos';

const { description } = pageTitle('/componentes');
const STATUS = [
  { value: 'true', label: 'Ativos' },
  { value: 'false', label: 'Inativos' },
];

type Filtros = Omit<FiltroDisciplinas, 'pagina' | 'porPagina'>;
const SEM_FILTRO: Filtros = { busca: '', disciplina: 'all', serie_ano: 'all', bimestre: 'all', ativo: 'all', empresa_id: 'all' };

/** The network's own components, as its rows name them (not the catalogue's areas). */
const campoComponente = (opcoes: OpcaoFiltro[]): CampoFiltro<keyof Filtros> => ({
  chave: 'disciplina',
  id: 'filtro-disciplina',
  label: 'Componente',
  todos: 'Todos os componentes',
  opcoes,
});
const CAMPOS: CampoFiltro<keyof Filtros>[] = [
  {
    chave: 'serie_ano',
    id: 'filtro-serie',
    label: 'Série/Ano',
    todos: 'Todas as séries',
    opcoes: opcoesDe(SERIES_DISCIPLINA, SERIE_DISCIPLINA_LABEL),
  },
  {
    chave: 'bimestre',
    id: 'filtro-bimestre',
    label: 'Bimestre',
    todos: 'Todos os bimestres',
    opcoes: opcoesDe(BIMESTRES, BIMESTRE_LABEL),
  },
  { chave: 'ativo', id: 'filtro-status', label: 'Status', todos: 'Todos', opcoes: STATUS },
];
/** Only an administrador sees more than one education body. */
const campoEmpresa = (empresas: { id: string; nome: string }[]): CampoFiltro<keyof Filtros> => ({
  chave: 'empresa_id',
  id: 'filtro-empresa',
  label: 'Empresa',
  todos: 'Todas as empresas',
  opcoes: opcoesPorNome(empresas),
});

/** The curriculum components of the user's education body, stored and filtered on the server. */
export function ComponentesPage() {
  const { usuario, permissoes } = useSignedInSession();
  const isAdministrador = usuario.tipo_usuario === 'administrador';
  const podeCriar = permissoes.includes('disciplinas.criar');
  const podeEditar = permissoes.includes('disciplinas.atualizar');
  const podeExcluir = permissoes.includes('disciplinas.deletar');
  const empresas = useEmpresasOpcoes(isAdministrador);
  const componentes = useOpcoesDeComponentes();
  const campos = [campoComponente(componentes.data ?? []), ...CAMPOS];

  const paginacao = useBuscaPaginada(SEM_FILTRO, 20);
  const lista = useDisciplinas(paginacao.consulta);
  const alternar = useAlternarDisciplina();
  const crud = usePaginaCrud<Disciplina>({
    paginacao,
    lista,
    excluir: useExcluirDisciplina(),
    descrever: (disciplina) => TEXTOS.confirmarExclusao(disciplina.nome),
    textos: TEXTOS,
    fecharAoFalhar: true,
  });

  const onAlternar = (d: Disciplina) =>
    alternar.mutate(
      { id: d.id, ativo: !d.ativo },
      {
        onSuccess: (nova) => toast.success(nova.ativo ? TEXTOS.ativado : TEXTOS.desativado),
        onError: (error) => toast.error(TEXTOS.erroStatus, { description: error.message }),
      },
    );

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={description}
      actions={podeCriar ? <BotaoNovo onClick={crud.novo}>{TEXTOS.novo}</BotaoNovo> : null}
    >
      <BarraFiltros
        paginacao={paginacao}
        placeholder={TEXTOS.busca}
        campos={isAdministrador ? [...campos, campoEmpresa(empresas.data?.itens ?? [])] : campos}
      />

      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={{ titulo: TEXTOS.vazio, detalhe: paginacao.filtrando ? TEXTOS.vazioComFiltro : TEXTOS.vazioSemFiltro }}
      >
        {(disciplinas) => (
          <DisciplinasTable
            disciplinas={disciplinas}
            mostraEmpresa={isAdministrador}
            podeEditar={podeEditar}
            podeExcluir={podeExcluir}
            alternando={alternar.isPending ? (alternar.variables?.id ?? null) : null}
            {...crud.acoes}
            onAlternar={onAlternar}
          />
        )}
      </ListaPaginada>

      <DisciplinaFormDialog
        {...crud.formulario}
        disciplina={crud.editando}
        empresas={isAdministrador ? (empresas.data?.itens ?? []) : []}
      />
      <ConfirmDialog {...crud.confirmacao} />
    </Pagina>
  );
}
