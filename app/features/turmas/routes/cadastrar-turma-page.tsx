import { CheckCircle2, GraduationCap, Plus, School, Users } from 'lucide-react';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { pageTitle } from '../../../../domain/navigation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { ResumoCard, ResumoCards } from '../../../components/resumo-card';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { useSignedInSession } from '../../../lib/session';
import { useDeleteTurma } from '../api/delete-turma';
import { useEscolasOpcoes } from '../api/get-escolas-opcoes';
import { type Turma, useTurmas } from '../api/get-turmas';
import { useToggleTurma } from '../api/toggle-turma';
import { AtribuicaoDialog } from '../components/atribuicao-dialog';
import { TEXTOS } from '../components/textos';
import { TurmaFormDialog } from '../components/turma-form-dialog';
import { type FiltrosTurmas, SEM_FILTRO, TurmasFiltros } from '../components/turmas-filtros';
import { TurmasTable } from '../components/turmas-table';
import { useListaPaginada } from '../../../lib/use-lista-paginada';

const POR_PAGINA = 20;
const { description } = pageTitle('/cadastrar-turma');

type Dialogo =
  | { tipo: 'nova' }
  | { tipo: 'editar'; turma: Turma }
  | { tipo: 'excluir'; turma: Turma }
  | { tipo: 'atribuir'; turma: Turma }
  | null;

/** Spec 2 'Cadastrar Turma': the classes of every school in the user's scope, filtered and counted by the server. */
export function CadastrarTurmaPage() {
  const { permissoes } = useSignedInSession();
  const podeCriar = permissoes.includes('turmas.criar');
  const podeEditar = permissoes.includes('turmas.atualizar');
  // Assigning a teacher is changing the class, as the server checks it.
  const podeAtribuir = podeEditar;
  const podeExcluir = permissoes.includes('turmas.deletar');
  const escolas = useEscolasOpcoes();

  const {
    pagina,
    setPagina,
    filtros: { busca, ...filtros },
    mudarFiltros,
    aposExcluir,
  } = useListaPaginada<FiltrosTurmas & { busca: string }>({ busca: '', ...SEM_FILTRO });
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const onBusca = useCallback((termo: string) => mudarFiltros({ busca: termo }), [mudarFiltros]);

  const termo = busca.trim();
  const lista = useTurmas({ pagina, porPagina: POR_PAGINA, busca: termo, ...filtros });
  const alternar = useToggleTurma();
  const excluir = useDeleteTurma();
  const resumo = lista.data?.resumo;
  const filtrando = termo !== '' || Object.values(filtros).some((v) => v !== 'all');

  const onAlternar = (t: Turma) =>
    alternar.mutate(
      { id: t.id, ativo: !t.ativo },
      {
        onSuccess: (nova) => toast.success(nova.ativo ? TEXTOS.ativada : TEXTOS.desativada),
        onError: (error) => toast.error(TEXTOS.erroStatus(error.message)),
      },
    );

  const confirmarExclusao = (t: Turma) =>
    excluir.mutate(t.id, {
      onSuccess: () => {
        toast.success(TEXTOS.excluida);
        setDialogo(null);
        aposExcluir(lista.data?.itens.length);
      },
      onError: (error) => {
        toast.error(TEXTOS.erroExcluir(error.message));
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
            <Button onClick={() => setDialogo({ tipo: 'nova' })}>
              <Plus aria-hidden />
              {TEXTOS.nova}
            </Button>
          ) : null
        }
      />

      <ResumoCards label="Resumo das turmas">
        <ResumoCard titulo={TEXTOS.cards.total} valor={resumo ? formatNumber(resumo.total) : '—'} icone={<GraduationCap />} />
        <ResumoCard titulo={TEXTOS.cards.ativas} valor={resumo ? formatNumber(resumo.ativas) : '—'} icone={<CheckCircle2 />} />
        <ResumoCard
          titulo={TEXTOS.cards.matriculados}
          valor={resumo ? formatNumber(resumo.matriculados) : '—'}
          icone={<Users />}
        />
        <ResumoCard titulo={TEXTOS.cards.escolas} valor={resumo ? formatNumber(resumo.escolas) : '—'} icone={<School />} />
      </ResumoCards>

      <TurmasFiltros
        busca={busca}
        onBusca={onBusca}
        filtros={filtros}
        onFiltro={(chave, valor) => mudarFiltros({ [chave]: valor })}
        escolas={escolas.data?.itens ?? []}
      />

      {lista.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          {TEXTOS.carregando}
        </p>
      ) : lista.isError ? (
        <LoadError message={TEXTOS.erroCarregar(lista.error.message)} onRetry={() => void lista.refetch()} />
      ) : lista.data.itens.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
          {filtrando ? TEXTOS.semResultado : TEXTOS.vazio}
        </p>
      ) : (
        <>
          <TurmasTable
            turmas={lista.data.itens}
            podeEditar={podeEditar}
            podeExcluir={podeExcluir}
            podeAtribuir={podeAtribuir}
            alternando={alternar.isPending ? (alternar.variables?.id ?? null) : null}
            onEditar={(turma) => setDialogo({ tipo: 'editar', turma })}
            onAlternar={onAlternar}
            onExcluir={(turma) => setDialogo({ tipo: 'excluir', turma })}
            onAtribuir={(turma) => setDialogo({ tipo: 'atribuir', turma })}
          />
          <Pagination pagina={pagina} porPagina={POR_PAGINA} total={lista.data.total} onChange={setPagina} />
        </>
      )}

      <TurmaFormDialog
        open={dialogo?.tipo === 'nova' || dialogo?.tipo === 'editar'}
        onOpenChange={(open) => {
          if (!open) setDialogo(null);
        }}
        turma={dialogo?.tipo === 'editar' ? dialogo.turma : null}
      />

      {dialogo?.tipo === 'atribuir' ? (
        <AtribuicaoDialog turma={dialogo.turma} open onOpenChange={(open) => !open && setDialogo(null)} />
      ) : null}

      <ConfirmDialog
        open={dialogo?.tipo === 'excluir'}
        onOpenChange={(open) => {
          if (!open && !excluir.isPending) setDialogo(null);
        }}
        description={
          dialogo?.tipo === 'excluir' ? (
            <>
              {TEXTOS.confirmarExclusao}
              <span className="mt-1 block font-medium text-slate-800">
                {dialogo.turma.nome} · {dialogo.turma.escola_nome}
              </span>
            </>
          ) : (
            ''
          )
        }
        pending={excluir.isPending}
        onConfirm={() => {
          if (dialogo?.tipo === 'excluir') confirmarExclusao(dialogo.turma);
        }}
      />
    </div>
  );
}
