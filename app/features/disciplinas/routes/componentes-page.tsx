import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { BIMESTRES, BIMESTRE_LABEL, CODIGOS_DISCIPLINA, CODIGO_DISCIPLINA_LABEL } from '../../../../domain/academico/catalogo';
import { pageTitle } from '../../../../domain/navigation';
import { SERIES_DISCIPLINA, SERIE_DISCIPLINA_LABEL } from '../../../../domain/academico/series';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FiltroSelect } from '../../../components/filtro-select';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { SearchInput } from '../../../components/search-input';
import { Button } from '../../../components/ui/button';
import { useSignedInSession } from '../../../lib/session';
import { useListaPaginada } from '../../../lib/use-lista-paginada';
import { useDeleteDisciplina } from '../api/delete-disciplina';
import { type Disciplina, type FiltroDisciplinas, useDisciplinas } from '../api/get-disciplinas';
import { useEmpresasOpcoes } from '../api/get-empresas-opcoes';
import { useToggleDisciplina } from '../api/toggle-disciplina';
import { DisciplinaFormDialog } from '../components/disciplina-form-dialog';
import { DisciplinasTable } from '../components/disciplinas-table';
import { TEXTOS } from '../components/textos';

const POR_PAGINA = 20;
const { description } = pageTitle('/componentes');
const opcoes = <T extends string>(valores: readonly T[], labels: Record<T, string>) =>
  valores.map((v) => ({ value: v, label: labels[v] }));
const STATUS = [
  { value: 'true', label: 'Ativos' },
  { value: 'false', label: 'Inativos' },
];

type Dialogo = { tipo: 'novo' } | { tipo: 'editar'; disciplina: Disciplina } | { tipo: 'excluir'; disciplina: Disciplina } | null;
type Filtros = Omit<FiltroDisciplinas, 'pagina' | 'porPagina'>;
const SEM_FILTRO: Filtros = { busca: '', disciplina: 'all', serie_ano: 'all', bimestre: 'all', ativo: 'all', empresa_id: 'all' };

/** Spec 2 'Subjects page': the curriculum components of the user's education body, stored and filtered on the server. */
export function ComponentesPage() {
  const { usuario, permissoes } = useSignedInSession();
  const isAdministrador = usuario.tipo_usuario === 'administrador';
  const podeCriar = permissoes.includes('disciplinas.criar');
  const podeEditar = permissoes.includes('disciplinas.atualizar');
  const podeExcluir = permissoes.includes('disciplinas.deletar');
  const empresas = useEmpresasOpcoes(isAdministrador);

  const { pagina, setPagina, filtros, mudarFiltros, aposExcluir } = useListaPaginada<Filtros>(SEM_FILTRO);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const onBusca = useCallback((busca: string) => mudarFiltros({ busca }), [mudarFiltros]);
  const filtrar = (chave: keyof Filtros) => (valor: string) => mudarFiltros({ [chave]: valor });

  const termo = filtros.busca.trim();
  const lista = useDisciplinas({ ...filtros, pagina, porPagina: POR_PAGINA, busca: termo });
  const alternar = useToggleDisciplina();
  const excluir = useDeleteDisciplina();
  const filtrando = Object.entries(filtros).some(([chave, valor]) => (chave === 'busca' ? termo !== '' : valor !== 'all'));

  const onAlternar = (d: Disciplina) =>
    alternar.mutate(
      { id: d.id, ativo: !d.ativo },
      {
        onSuccess: (nova) => toast.success(nova.ativo ? TEXTOS.ativado : TEXTOS.desativado),
        onError: (error) => toast.error(TEXTOS.erroStatus, { description: error.message }),
      },
    );

  const confirmarExclusao = (d: Disciplina) =>
    excluir.mutate(d.id, {
      onSuccess: () => {
        toast.success(TEXTOS.excluido);
        setDialogo(null);
        aposExcluir(lista.data?.itens.length);
      },
      onError: (error) => {
        toast.error(TEXTOS.erroExcluir, { description: error.message });
        setDialogo(null);
      },
    });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXTOS.titulo}
        description={description}
        actions={
          podeCriar ? (
            <Button onClick={() => setDialogo({ tipo: 'novo' })}>
              <Plus aria-hidden />
              {TEXTOS.novo}
            </Button>
          ) : null
        }
      />

      <section aria-label="Filtros" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <SearchInput value={filtros.busca} onChange={onBusca} placeholder={TEXTOS.busca} />
        <div className="flex flex-wrap gap-4">
          <FiltroSelect
            id="filtro-disciplina"
            label="Disciplina"
            todos="Todas as disciplinas"
            value={filtros.disciplina}
            onChange={filtrar('disciplina')}
            opcoes={opcoes(CODIGOS_DISCIPLINA, CODIGO_DISCIPLINA_LABEL)}
          />
          <FiltroSelect
            id="filtro-serie"
            label="Série/Ano"
            todos="Todas as séries"
            value={filtros.serie_ano}
            onChange={filtrar('serie_ano')}
            opcoes={opcoes(SERIES_DISCIPLINA, SERIE_DISCIPLINA_LABEL)}
          />
          <FiltroSelect
            id="filtro-bimestre"
            label="Bimestre"
            todos="Todos os bimestres"
            value={filtros.bimestre}
            onChange={filtrar('bimestre')}
            opcoes={opcoes(BIMESTRES, BIMESTRE_LABEL)}
          />
          <FiltroSelect
            id="filtro-status"
            label="Status"
            todos="Todos"
            value={filtros.ativo}
            onChange={filtrar('ativo')}
            opcoes={STATUS}
          />
          {isAdministrador ? (
            <FiltroSelect
              id="filtro-empresa"
              label="Empresa"
              todos="Todas as empresas"
              value={filtros.empresa_id}
              onChange={filtrar('empresa_id')}
              opcoes={(empresas.data?.itens ?? []).map((e) => ({ value: e.id, label: e.nome }))}
            />
          ) : null}
        </div>
      </section>

      {lista.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          {TEXTOS.carregando}
        </p>
      ) : lista.isError ? (
        <LoadError message={TEXTOS.erroCarregar(lista.error.message)} onRetry={() => void lista.refetch()} />
      ) : lista.data.itens.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center">
          <p className="font-medium text-slate-900">{TEXTOS.vazio}</p>
          <p className="mt-1 text-sm text-slate-600">{filtrando ? TEXTOS.vazioComFiltro : TEXTOS.vazioSemFiltro}</p>
        </div>
      ) : (
        <>
          <DisciplinasTable
            disciplinas={lista.data.itens}
            mostraEmpresa={isAdministrador}
            podeEditar={podeEditar}
            podeExcluir={podeExcluir}
            alternando={alternar.isPending ? (alternar.variables?.id ?? null) : null}
            onEditar={(disciplina) => setDialogo({ tipo: 'editar', disciplina })}
            onAlternar={onAlternar}
            onExcluir={(disciplina) => setDialogo({ tipo: 'excluir', disciplina })}
          />
          <Pagination pagina={pagina} porPagina={POR_PAGINA} total={lista.data.total} onChange={setPagina} />
        </>
      )}

      <DisciplinaFormDialog
        open={dialogo?.tipo === 'novo' || dialogo?.tipo === 'editar'}
        onOpenChange={(open) => {
          if (!open) setDialogo(null);
        }}
        disciplina={dialogo?.tipo === 'editar' ? dialogo.disciplina : null}
        empresas={isAdministrador ? (empresas.data?.itens ?? []) : []}
      />

      <ConfirmDialog
        open={dialogo?.tipo === 'excluir'}
        onOpenChange={(open) => {
          if (!open && !excluir.isPending) setDialogo(null);
        }}
        description={dialogo?.tipo === 'excluir' ? TEXTOS.confirmarExclusao(dialogo.disciplina.nome) : ''}
        pending={excluir.isPending}
        onConfirm={() => {
          if (dialogo?.tipo === 'excluir') confirmarExclusao(dialogo.disciplina);
        }}
      />
    </div>
  );
}
