import { AlarmClock, CircleAlert, Inbox } from 'lucide-react';
import {
  STATUS_SOLICITACAO,
  STATUS_SOLICITACAO_LABEL,
  TIPO_SOLICITACAO_LABEL,
  TIPOS_SOLICITACAO,
} from '../../../../domain/privacidade/tipos';
import { pageTitle } from '../../../../domain/navigation';
import { type ListaSolicitacoes, SOLICITACAO_MENSAGENS as MSG } from '../../../../domain/schemas/privacidade-solicitacao';
import { BarraFiltros, type CampoFiltro } from '../../../components/barra-filtros';
import { type CartaoDeResumo, CartoesDeResumo } from '../../../components/cartoes-de-resumo';
import { opcoesDe } from '../../../components/filtro-select';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { formatNumber } from '../../../lib/format';
import { useSignedInSession } from '../../../lib/session';
import { useAcaoConfirmada } from '../../../lib/use-acao-confirmada';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { useFormulario } from '../../../lib/use-pagina-crud';
import { type FiltroSolicitacoes, type Solicitacao, useResponderSolicitacao, useSolicitacoes } from '../api/solicitacoes';
import { type RespostaDada, ResponderDialog } from '../components/responder-dialog';
import { SolicitacaoFormDialog } from '../components/solicitacao-form-dialog';
import { SolicitacoesTable } from '../components/solicitacoes-table';
import { TEXTOS_SOLICITACOES as TEXTOS } from '../components/textos';
import { VoltarPrivacidade } from '../components/voltar-privacidade';

const { description } = pageTitle('/privacidade/solicitacoes');

const CARTOES: CartaoDeResumo<ListaSolicitacoes['resumo']>[] = [
  { titulo: TEXTOS.cardAbertas, valor: (r) => formatNumber(r.abertas), icone: Inbox, cor: 'azul' },
  { titulo: TEXTOS.cardVencendo, valor: (r) => formatNumber(r.vencendo), icone: AlarmClock, cor: 'laranja' },
  { titulo: TEXTOS.cardVencidas, valor: (r) => formatNumber(r.vencidas), icone: CircleAlert, cor: 'roxo' },
];

const CAMPOS: CampoFiltro<keyof FiltroSolicitacoes>[] = [
  {
    chave: 'status',
    id: 'filtro-status',
    label: 'Status',
    todos: TEXTOS.todosStatus,
    opcoes: opcoesDe(STATUS_SOLICITACAO, STATUS_SOLICITACAO_LABEL),
  },
  {
    chave: 'tipo',
    id: 'filtro-tipo',
    label: 'Tipo',
    todos: TEXTOS.todosTipos,
    opcoes: opcoesDe(TIPOS_SOLICITACAO, TIPO_SOLICITACAO_LABEL),
  },
];

/**
 * Data-subject requests (LGPD art. 18 and 19): the secretaria registers them and records the answer
 * within 15 days; a gestor follows those of their schools.
 */
export function SolicitacoesPage() {
  const { permissoes } = useSignedInSession();
  const podeRegistrar = permissoes.includes('privacidade.gerenciar');
  const paginacao = useBuscaPaginada<FiltroSolicitacoes>({ busca: '', status: 'all', tipo: 'all' }, 20);
  const lista = useSolicitacoes(paginacao.consulta);
  const form = useFormulario<Solicitacao>();
  const { mutateAsync: responderSolicitacao } = useResponderSolicitacao();
  const responder = useAcaoConfirmada({
    executar: (s: Solicitacao, resposta: RespostaDada) =>
      responderSolicitacao({ id: s.id, input: { ...resposta, updated_at: s.updated_at } }),
    textos: { sucesso: () => MSG.respondidaOk, falha: TEXTOS.erroResponder },
  });

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={description}
      actions={podeRegistrar ? <BotaoNovo onClick={form.novo}>{TEXTOS.nova}</BotaoNovo> : null}
    >
      <VoltarPrivacidade />
      <CartoesDeResumo resumo={lista.data?.resumo} cartoes={CARTOES} />
      <BarraFiltros paginacao={paginacao} placeholder={TEXTOS.busca} campos={CAMPOS} />
      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.filtrando ? TEXTOS.vazioFiltros : TEXTOS.vazio}
      >
        {(itens) => <SolicitacoesTable solicitacoes={itens} onEditar={form.editar} onResponder={responder.pedir} />}
      </ListaPaginada>
      <SolicitacaoFormDialog {...form.formulario} solicitacao={form.editando} />
      <ResponderDialog {...responder.confirmacao} />
    </Pagina>
  );
}
