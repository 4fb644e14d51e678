import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { STATUS_OBJETO_LABEL } from '../../../../domain/schemas/objeto-conhecimento';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { Button } from '../../../components/ui/button';
import { useSignedInSession } from '../../../lib/session';
import { useAvancarObjeto } from '../api/avancar-objeto';
import { useDeleteObjeto } from '../api/delete-objeto';
import { type FiltroObjetos, type ObjetoConhecimento, useObjetos } from '../api/get-objetos';
import { useOpcoes } from '../api/get-opcoes';
import { useResumo } from '../api/get-resumo';
import { ObjetoFormDialog } from './objeto-form-dialog';
import { ObjetosFiltros } from './objetos-filtros';
import { ObjetosTable } from './objetos-table';
import { ResumoCards } from './resumo-cards';
import { TEXTOS } from './textos';
import { useListaPaginada } from '../../../lib/use-lista-paginada';

const POR_PAGINA = 20;
type Dialogo =
  { tipo: 'novo' } | { tipo: 'editar'; objeto: ObjetoConhecimento } | { tipo: 'excluir'; objeto: ObjetoConhecimento } | null;

/**
 * The knowledge objects of a school (all its classes, with a class filter) or of one class:
 * cards, filters, table, dialog, status steps and deletion (spec 2 "Knowledge objects page").
 */
export function ObjetosView({ escolaId, turmaId, descricao }: { escolaId: string; turmaId?: string; descricao: string }) {
  const { permissoes } = useSignedInSession();
  const podeCriar = permissoes.includes('objetos.criar');
  const podeAtualizar = permissoes.includes('objetos.atualizar');
  const podeExcluir = permissoes.includes('objetos.deletar');

  const {
    pagina,
    setPagina,
    filtros: filtro,
    mudarFiltros: mudarFiltro,
    aposExcluir,
  } = useListaPaginada<FiltroObjetos>({
    escolaId,
    turmaId: turmaId ?? '',
    disciplinaId: '',
    bimestre: '',
    status: '',
    busca: '',
  });
  const [dialogo, setDialogo] = useState<Dialogo>(null);

  const opcoes = useOpcoes({ escolaId, turmaId });
  const turmas = useMemo(() => opcoes.data?.turmas ?? [], [opcoes.data]);
  const consulta = { ...filtro, busca: filtro.busca.trim() };
  const lista = useObjetos({ ...consulta, pagina, porPagina: POR_PAGINA });
  // The cards count the whole school or class (and the chosen class on the school page).
  const resumo = useResumo({ escolaId, turmaId: filtro.turmaId });
  const avancar = useAvancarObjeto();
  const excluir = useDeleteObjeto();

  const disciplinas = useMemo(() => {
    const daTurma = filtro.turmaId ? turmas.filter((t) => t.id === filtro.turmaId) : turmas;
    const todas = new Map(daTurma.flatMap((t) => t.disciplinas).map((d) => [d.id, d]));
    return [...todas.values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  }, [turmas, filtro.turmaId]);
  const turmasComDisciplinas = turmas.filter((t) => t.disciplinas.length > 0);
  const filtrando = Boolean(
    filtro.busca.trim() || filtro.disciplinaId || filtro.bimestre || filtro.status || (!turmaId && filtro.turmaId),
  );

  const onAvancar = (o: ObjetoConhecimento) =>
    avancar.mutate(o, {
      onSuccess: (novo) => toast.success(TEXTOS.avancado(STATUS_OBJETO_LABEL[novo.status])),
      onError: (error) => toast.error(TEXTOS.erroAvancar(error.message)),
    });

  const confirmarExclusao = (o: ObjetoConhecimento) =>
    excluir.mutate(o.id, {
      onSuccess: () => {
        toast.success(TEXTOS.excluido);
        setDialogo(null);
        aposExcluir(lista.data?.itens.length);
      },
      onError: (error) => toast.error(TEXTOS.erroExcluir(error.message)),
    });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXTOS.titulo}
        description={descricao}
        actions={
          podeCriar && turmasComDisciplinas.length ? (
            <Button onClick={() => setDialogo({ tipo: 'novo' })}>
              <Plus aria-hidden />
              {TEXTOS.novo}
            </Button>
          ) : null
        }
      />
      <ResumoCards resumo={resumo.data} />
      {opcoes.isError ? (
        <LoadError message={TEXTOS.erroOpcoes(opcoes.error.message)} onRetry={() => void opcoes.refetch()} />
      ) : null}
      {turmaId && opcoes.isSuccess && !turmasComDisciplinas.length ? (
        <p className="text-sm text-slate-600">{TEXTOS.semDisciplinas}</p>
      ) : null}
      <ObjetosFiltros filtro={filtro} onChange={mudarFiltro} turmas={turmaId ? null : turmas} disciplinas={disciplinas} />

      {lista.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          {TEXTOS.carregando}
        </p>
      ) : lista.isError ? (
        <LoadError
          message={TEXTOS.erroCarregar(lista.error.message)}
          onRetry={() => {
            void lista.refetch();
            void resumo.refetch();
          }}
        />
      ) : lista.data.itens.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
          {filtrando ? TEXTOS.vazioFiltros : TEXTOS.vazio}
        </p>
      ) : (
        <>
          <ObjetosTable
            objetos={lista.data.itens}
            mostraTurma={!turmaId}
            podeAtualizar={podeAtualizar}
            podeExcluir={podeExcluir}
            avancando={avancar.isPending ? (avancar.variables?.id ?? null) : null}
            onAvancar={onAvancar}
            onEditar={(objeto) => setDialogo({ tipo: 'editar', objeto })}
            onExcluir={(objeto) => setDialogo({ tipo: 'excluir', objeto })}
          />
          <Pagination pagina={pagina} porPagina={POR_PAGINA} total={lista.data.total} onChange={setPagina} />
        </>
      )}

      <ObjetoFormDialog
        open={dialogo?.tipo === 'novo' || dialogo?.tipo === 'editar'}
        onOpenChange={(open) => {
          if (!open) setDialogo(null);
        }}
        objeto={dialogo?.tipo === 'editar' ? dialogo.objeto : null}
        turmas={
          dialogo?.tipo === 'editar'
            ? turmas.filter((t) => t.disciplinas.length || t.id === dialogo.objeto.turma_id)
            : turmasComDisciplinas
        }
        contexto={{ turmaId: filtro.turmaId, disciplinaId: filtro.disciplinaId }}
      />
      <ConfirmDialog
        open={dialogo?.tipo === 'excluir'}
        onOpenChange={(open) => {
          if (!open && !excluir.isPending) setDialogo(null);
        }}
        description={dialogo?.tipo === 'excluir' ? TEXTOS.confirmarExclusao(dialogo.objeto.codigo) : ''}
        pending={excluir.isPending}
        onConfirm={() => {
          if (dialogo?.tipo === 'excluir') confirmarExclusao(dialogo.objeto);
        }}
      />
    </div>
  );
}
