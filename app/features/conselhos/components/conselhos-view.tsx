import { CartoesDeResumo } from '../../../components/cartoes-de-resumo';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { useSignedInSession } from '../../../lib/session';
import { useAcaoConfirmada } from '../../../lib/use-acao-confirmada';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { usePaginaCrud } from '../../../lib/use-pagina-crud';
import { type Conselho, type FiltroConselhos, useConselhos, useOpcoesConselho } from '../api/carregar-conselhos';
import { type CorpoDaAcao, useAcaoConselho, useExcluirConselho } from '../api/gravar-conselho';
import { AcaoDialog, type PedidoDeAcao } from './acao-dialog';
import { CARTOES_DO_RESUMO } from './cartoes-do-resumo';
import { ConselhoFormDialog } from './conselho-form-dialog';
import { ConselhosFiltros } from './conselhos-filtros';
import { ConselhosTable } from './conselhos-table';
import { RESULTADO_DA_ACAO, TEXTOS } from './textos';

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
  const acaoConfirmada = useAcaoConfirmada({
    executar: ({ conselho, acao: a }: PedidoDeAcao, corpo: CorpoDaAcao) => acao.mutateAsync({ id: conselho.id, acao: a, corpo }),
    textos: RESULTADO_DA_ACAO,
  });
  const crud = usePaginaCrud<Conselho>({
    paginacao,
    lista,
    excluir: useExcluirConselho(),
    descrever: () => TEXTOS.confirmarExclusao,
    textos: TEXTOS,
  });

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
            onAcao={(conselho, a) => acaoConfirmada.pedir({ conselho, acao: a })}
            {...crud.acoes}
          />
        )}
      </ListaPaginada>
      {opcoes.data ? (
        <ConselhoFormDialog {...crud.formulario} conselho={crud.editando} turmaId={turmaId} opcoes={opcoes.data} />
      ) : null}
      <AcaoDialog {...acaoConfirmada.confirmacao} />
      <ConfirmDialog {...crud.confirmacao} />
    </Pagina>
  );
}
