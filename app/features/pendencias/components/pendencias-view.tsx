import { toast } from 'sonner';
import type { AcaoPendencia } from '../../../../domain/pendencia/status';
import { STATUS_PENDENCIA_LABEL } from '../../../../domain/schemas/pendencia';
import { CartoesDeResumo } from '../../../components/cartoes-de-resumo';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { useSignedInSession } from '../../../lib/session';
import { useAcaoConfirmada } from '../../../lib/use-acao-confirmada';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { usePaginaCrud } from '../../../lib/use-pagina-crud';
import { type FiltroPendencias, type Pendencia, usePendencias } from '../api/carregar-pendencias';
import { useAcaoPendencia, useExcluirPendencia } from '../api/gravar-pendencia';
import { type Cancelamento, CancelarDialog } from './cancelar-dialog';
import { CARTOES_DO_RESUMO } from './cartoes-do-resumo';
import { PendenciaFormDialog } from './pendencia-form-dialog';
import { PendenciasFiltros } from './pendencias-filtros';
import { PendenciasTable } from './pendencias-table';
import { TEXTOS } from './textos';

/**
 * The pendencies of a class, typed by people and raised by the system: cards, filters, table,
 * the create/edit dialog, the status steps (cancelar asks the reason) and deletion.
 */
export function PendenciasView({ turma, descricao }: { turma: { id: string; nome: string }; descricao: string }) {
  const { permissoes } = useSignedInSession();
  const podeCriar = permissoes.includes('pendencias.criar');

  const paginacao = useBuscaPaginada<FiltroPendencias>(
    { turmaId: turma.id, tipo: '', prioridade: '', status: '', origem: '', busca: '' },
    20,
  );
  const lista = usePendencias(paginacao.consulta);
  const agir = useAcaoPendencia();
  const cancelar = useAcaoConfirmada({
    executar: (pendencia: Pendencia, { motivo }: Cancelamento) => agir.mutateAsync({ pendencia, acao: 'cancelar', motivo }),
    textos: { sucesso: () => TEXTOS.alterado(STATUS_PENDENCIA_LABEL.cancelada), falha: TEXTOS.erroAcao },
  });
  const crud = usePaginaCrud<Pendencia>({
    paginacao,
    lista,
    excluir: useExcluirPendencia(),
    descrever: () => TEXTOS.confirmarExclusao,
    textos: TEXTOS,
  });

  const onAcao = (pendencia: Pendencia, acao: AcaoPendencia) => {
    if (acao === 'cancelar') return cancelar.pedir(pendencia);
    agir.mutate(
      { pendencia, acao },
      {
        onSuccess: (nova) => toast.success(TEXTOS.alterado(STATUS_PENDENCIA_LABEL[nova.status])),
        onError: (error) => toast.error(TEXTOS.erroAcao(error.message)),
      },
    );
  };

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={descricao}
      actions={podeCriar ? <BotaoNovo onClick={crud.novo}>{TEXTOS.nova}</BotaoNovo> : null}
    >
      <CartoesDeResumo resumo={lista.data?.resumo} cartoes={CARTOES_DO_RESUMO} />
      <PendenciasFiltros filtro={paginacao.filtros} onChange={paginacao.mudarFiltros} />

      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.filtrando ? TEXTOS.vazioFiltros : TEXTOS.vazio}
      >
        {(pendencias) => (
          <PendenciasTable
            pendencias={pendencias}
            agindo={agir.isPending ? (agir.variables?.pendencia.id ?? null) : null}
            onAcao={onAcao}
            {...crud.acoes}
          />
        )}
      </ListaPaginada>

      <PendenciaFormDialog {...crud.formulario} pendencia={crud.editando} turma={turma} />
      <CancelarDialog {...cancelar.confirmacao} />
      <ConfirmDialog {...crud.confirmacao} />
    </Pagina>
  );
}
