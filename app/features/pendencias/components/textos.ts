import type { AcaoPendencia } from '../../../../domain/pendencia/status';
import type { PrioridadePendencia, StatusPendencia } from '../../../../domain/pendencia/tipos';
import { PENDENCIA_MENSAGENS } from '../../../../domain/schemas/pendencia';
import type { BadgeColor } from '../../../components/ui/badge';

/** The texts of the Pendências page, in one place. */
export const TEXTOS = {
  titulo: 'Pendências',
  nova: 'Nova Pendência',
  novaTitulo: 'Nova Pendência',
  editarTitulo: 'Editar Pendência',
  busca: 'Buscar por título, descrição, aluno ou responsável...',
  todosTipos: 'Todos os tipos',
  todasPrioridades: 'Todas as prioridades',
  todosStatus: 'Todos os status',
  todasOrigens: 'Todas as origens',
  cardTotal: 'Total de Pendências',
  cardResolvidas: 'Resolvidas',
  cardAndamento: 'Em Andamento',
  cardPendentes: 'Pendentes',
  carregando: 'Carregando pendências...',
  vazio: 'Nenhuma pendência encontrada',
  vazioFiltros: 'Nenhuma pendência corresponde aos filtros.',
  erroCarregar: (msg: string) => `Erro ao carregar pendências: ${msg}`,
  criado: PENDENCIA_MENSAGENS.criada,
  atualizado: PENDENCIA_MENSAGENS.atualizada,
  excluido: PENDENCIA_MENSAGENS.excluida,
  erroSalvar: (msg: string) => `Erro ao salvar pendência: ${msg}`,
  erroExcluir: (msg: string) => `Erro ao excluir pendência: ${msg}`,
  erroAcao: (msg: string) => `Erro ao alterar status: ${msg}`,
  alterado: (status: string) => `Status alterado para ${status}`,
  confirmarExclusao: PENDENCIA_MENSAGENS.confirmarExclusao,
  editar: (titulo: string) => `Editar ${titulo}`,
  excluir: (titulo: string) => `Excluir ${titulo}`,
  acaoDe: (acao: string, titulo: string) => `${acao}: ${titulo}`,
  ondeAgir: 'Onde agir',
  ondeAgirDe: (titulo: string) => `Onde agir: ${titulo}`,
  gerada: 'Gerada pelo sistema',
  bloqueante: 'Bloqueia o fechamento',
  resolvidaEm: (data: string) => `Resolvida em ${data}`,
  canceladaPorque: (motivo: string) => `Cancelada: ${motivo}`,
  semResponsavel: 'Sem responsável',
  selecione: 'Selecione...',
  nenhum: 'Nenhum',
  nenhuma: 'Nenhuma',
  carregandoOpcoes: 'Carregando...',
  erroOpcoes: (msg: string) => `Erro ao carregar as opções: ${msg}`,
  geradaAviso:
    'Pendência gerada pelo sistema: o título, a descrição, o tipo, a prioridade, o aluno, a disciplina e o vencimento vêm da causa; altere o responsável e as observações.',
  cancelarTitulo: 'Cancelar pendência',
  cancelarTexto: 'Informe o motivo do cancelamento. A pendência poderá ser reaberta depois.',
  motivo: 'Motivo',
  confirmarCancelamento: 'Cancelar pendência',
  voltar: 'Voltar',
  enviando: 'Enviando...',
} as const;

/** Each action's button. */
export const ROTULO_ACAO: Record<AcaoPendencia, string> = {
  iniciar: 'Iniciar',
  resolver: 'Resolver',
  cancelar: 'Cancelar',
  reabrir: 'Reabrir',
};

export const STATUS_COR: Record<StatusPendencia, BadgeColor> = {
  pendente: 'orange',
  em_andamento: 'blue',
  resolvida: 'green',
  cancelada: 'neutral',
};

export const PRIORIDADE_COR: Record<PrioridadePendencia, BadgeColor> = {
  baixa: 'neutral',
  media: 'blue',
  alta: 'orange',
  critica: 'red',
};
