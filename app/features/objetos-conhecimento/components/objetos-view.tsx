import { useMemo } from 'react';
import { toast } from 'sonner';
import { STATUS_OBJETO_LABEL } from '../../../../domain/schemas/objeto-conhecimento';
import { CartoesDeResumo } from '../../../components/cartoes-de-resumo';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListaPaginada } from '../../../components/lista-paginada';
import { LoadError } from '../../../components/load-error';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { usePaginaCrud } from '../../../lib/use-pagina-crud';
import { useAvancarObjeto } from '../api/avancar-objeto';
import { useExcluirObjeto } from '../api/excluir-objeto';
import { type FiltroObjetos, type ObjetoConhecimento, useObjetos } from '../api/carregar-objetos';
import { useOpcoes } from '../api/carregar-opcoes';
import { useResumo } from '../api/carregar-resumo';
import { ObjetoFormDialog } from './objeto-form-dialog';
import { ObjetosFiltros } from './objetos-filtros';
import { ObjetosTable } from './objetos-table';
import { CARTOES_DO_RESUMO } from './cartoes-do-resumo';
import { TEXTOS } from './textos';

/**
 * The knowledge objects of a school (all its classes, with a class filter) or of one class:
 * cards, filters, table, dialog, status steps and deletion.
 */
export function ObjetosView({ escolaId, turmaId, descricao }: { escolaId: string; turmaId?: string; descricao: string }) {
  const { permissoes } = useSignedInSession();
  const podeCriar = permissoes.includes('objetos.criar');
  const podeAtualizar = permissoes.includes('objetos.atualizar');
  const podeExcluir = permissoes.includes('objetos.deletar');

  const paginacao = useBuscaPaginada<FiltroObjetos>(
    { escolaId, turmaId: turmaId ?? '', disciplinaId: '', bimestre: '', status: '', busca: '' },
    20,
  );
  const { filtros: filtro } = paginacao;
  const opcoes = useOpcoes({ escolaId, turmaId });
  const turmas = useMemo(() => opcoes.data?.turmas ?? [], [opcoes.data]);
  const lista = useObjetos(paginacao.consulta);
  // The cards count the whole school or class (and the chosen class on the school page).
  const resumo = useResumo({ escolaId, turmaId: filtro.turmaId });
  const avancar = useAvancarObjeto();
  const crud = usePaginaCrud<ObjetoConhecimento>({
    paginacao,
    lista,
    excluir: useExcluirObjeto(),
    descrever: (objeto) => TEXTOS.confirmarExclusao(objeto.codigo),
    textos: TEXTOS,
  });

  const disciplinas = useMemo(() => {
    const daTurma = filtro.turmaId ? turmas.filter((t) => t.id === filtro.turmaId) : turmas;
    const todas = new Map(daTurma.flatMap((t) => t.disciplinas).map((d) => [d.id, d]));
    return [...todas.values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  }, [turmas, filtro.turmaId]);
  const turmasComDisciplinas = turmas.filter((t) => t.disciplinas.length > 0);
  const onAvancar = (o: ObjetoConhecimento) =>
    avancar.mutate(o, {
      onSuccess: (novo) => toast.success(TEXTOS.avancado(STATUS_OBJETO_LABEL[novo.status])),
      onError: (error) => toast.error(TEXTOS.erroAvancar(error.message)),
    });

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={descricao}
      actions={podeCriar && turmasComDisciplinas.length ? <BotaoNovo onClick={crud.novo}>{TEXTOS.novo}</BotaoNovo> : null}
    >
      <CartoesDeResumo resumo={resumo.data} cartoes={CARTOES_DO_RESUMO} />
      {opcoes.isError ? (
        <LoadError message={TEXTOS.erroOpcoes(opcoes.error.message)} onRetry={() => void opcoes.refetch()} />
      ) : null}
      {turmaId && opcoes.isSuccess && !turmasComDisciplinas.length ? (
        <p className="text-sm text-slate-600">{TEXTOS.semDisciplinas}</p>
      ) : null}
      <ObjetosFiltros
        filtro={filtro}
        onChange={paginacao.mudarFiltros}
        turmas={turmaId ? null : turmas}
        disciplinas={disciplinas}
      />

      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.filtrando ? TEXTOS.vazioFiltros : TEXTOS.vazio}
        onTentarNovamente={() => {
          void lista.refetch();
          void resumo.refetch();
        }}
      >
        {(objetos) => (
          <ObjetosTable
            objetos={objetos}
            mostraTurma={!turmaId}
            podeAtualizar={podeAtualizar}
            podeExcluir={podeExcluir}
            avancando={avancar.isPending ? (avancar.variables?.id ?? null) : null}
            onAvancar={onAvancar}
            {...crud.acoes}
          />
        )}
      </ListaPaginada>

      <ObjetoFormDialog
        {...crud.formulario}
        objeto={crud.editando}
        turmas={
          crud.editando ? turmas.filter((t) => t.disciplinas.length || t.id === crud.editando?.turma_id) : turmasComDisciplinas
        }
        contexto={{ turmaId: filtro.turmaId, disciplinaId: filtro.disciplinaId }}
      />
      <ConfirmDialog {...crud.confirmacao} />
    </Pagina>
  );
}
