import { useState } from 'react';
import { toast } from 'sonner';
import { CartoesDeResumo } from '../../../components/cartoes-de-resumo';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { usePaginaCrud } from '../../../lib/use-pagina-crud';
import { type Conselho, type FiltroConselhos, useConselhos, useOpcoesConselho } from '../api/carregar-conselhos';
import { useAcaoConselho, useExcluirConselho } from '../api/gravar-conselho';
import { AcaoDialog, type PedidoDeAcao } from './acao-dialog';
import { CARTOES_DO_RESUMO } from './cartoes-do-resumo';
import { ConselhoFormDialog } from './conselho-form-dialog';
import { ConselhosFiltros } from './conselhos-filtros';
import { ConselhosTable } from './conselhos-table';
import { TEXTOS } from './textos';

const SUCESSO = { iniciar: TEXTOS.iniciado, finalizar: TEXTOS.finalizado, corrigir: TEXTOS.corrigido } as const;

/**
 * The class councils of a class: cards, filters, the table (participants, status, actions), 'Novo
 * Conselho', edit, Iniciar / Abrir / Finalizar / Corrigir decisões, Baixar ata and delete.
 */
export function ConselhosView({ turmaId, base, descricao }: { turmaId: string; base: string; descricao: string }) {
  const { permissoes } = useSignedInSession();
  const podeCriar = permissoes.includes('conselho.criar');
  const paginacao = useBuscaPaginada<FiltroConselhos>({ busca: '', bimestre: '', status: '' }, 20);
  const lista = useConselhos(turmaId, paginacao.consulta);
  const opcoes = useOpcoesConselho(turmaId);
  const acao = useAcaoConselho();
  const [pedido, setPedido] = useState<PedidoDeAcao | null>(null);
  const crud = usePaginaCrud<Conselho>({
    paginacao,
    lista,
    excluir: useExcluirConselho(),
    descrever: () => TEXTOS.confirmarExclusao,
    textos: TEXTOS,
  });

  const confirmar = async (corpo: object) => {
    if (!pedido) return;
    try {
      await acao.mutateAsync({ id: pedido.conselho.id, acao: pedido.acao, corpo });
      toast.success(SUCESSO[pedido.acao]);
      setPedido(null);
    } catch (error) {
      toast.error(TEXTOS.erroAcao(error instanceof Error ? error.message : 'Erro desconhecido'));
      throw error;
    }
  };

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={descricao}
      actions={podeCriar && opcoes.data ? <BotaoNovo onClick={crud.novo}>{TEXTOS.novo}</BotaoNovo> : null}
    >
      <CartoesDeResumo resumo={lista.data?.resumo} cartoes={CARTOES_DO_RESUMO} />
      <ConselhosFiltros filtro={paginacao.filtros} onChange={paginacao.mudarFiltros} />
      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.filtrando ? TEXTOS.vazioFiltros : TEXTOS.vazio}
      >
        {(conselhos) => (
          <ConselhosTable
            conselhos={conselhos}
            ocupado={acao.isPending ? (acao.variables?.id ?? null) : null}
            caminhoDaMesa={(c) => `${base}/${c.id}`}
            onAcao={(conselho, a) => setPedido({ conselho, acao: a })}
            {...crud.acoes}
          />
        )}
      </ListaPaginada>
      {opcoes.data ? (
        <ConselhoFormDialog {...crud.formulario} conselho={crud.editando} turmaId={turmaId} opcoes={opcoes.data} />
      ) : null}
      <AcaoDialog pedido={pedido} pendente={acao.isPending} onClose={() => setPedido(null)} onConfirmar={confirmar} />
      <ConfirmDialog {...crud.confirmacao} />
    </Pagina>
  );
}
