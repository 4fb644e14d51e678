import type { StatusAvaliacao } from '../../../../domain/avaliacao/sub-avaliacoes';
import { AVALIACAO_MENSAGENS } from '../../../../domain/schemas/avaliacao';
import type { BadgeColor } from '../../../components/ui/badge';

/** The texts of the Sub-Avaliações page, in one place. */
export const TEXTOS = {
  titulo: 'Sub-Avaliações',
  nova: 'Nova Sub-Avaliação',
  novaTitulo: 'Nova Sub-Avaliação',
  editarTitulo: 'Editar Sub-Avaliação',
  busca: 'Buscar por título, descrição ou disciplina...',
  todasDisciplinas: 'Todas as disciplinas',
  todosBimestres: 'Todos os bimestres',
  todosTipos: 'Todos os tipos',
  todosStatus: 'Todos os status',
  cardTotal: 'Total de Avaliações',
  cardFinalizadas: 'Finalizadas',
  cardAndamento: 'Em Andamento',
  cardAgendadas: 'Agendadas',
  carregando: 'Carregando sub-avaliações...',
  vazio: 'Nenhuma sub-avaliação encontrada',
  vazioFiltros: 'Nenhuma sub-avaliação corresponde aos filtros.',
  erroCarregar: (msg: string) => `Erro ao carregar sub-avaliações: ${msg}`,
  criado: AVALIACAO_MENSAGENS.criada,
  atualizado: AVALIACAO_MENSAGENS.atualizada,
  excluido: AVALIACAO_MENSAGENS.excluida,
  notasSalvas: AVALIACAO_MENSAGENS.notasSalvas,
  avancado: (status: string) => `Status alterado para ${status}`,
  erroSalvar: (msg: string) => `Erro ao salvar sub-avaliação: ${msg}`,
  erroExcluir: (msg: string) => `Erro ao excluir sub-avaliação: ${msg}`,
  erroAvancar: (msg: string) => `Erro ao alterar status: ${msg}`,
  erroNotas: (msg: string) => `Erro ao salvar notas: ${msg}`,
  erroCarregarNotas: (msg: string) => `Erro ao carregar os alunos: ${msg}`,
  confirmarExclusao: AVALIACAO_MENSAGENS.confirmarExclusao,
  editar: (titulo: string) => `Editar ${titulo}`,
  excluir: (titulo: string) => `Excluir ${titulo}`,
  lancarNotas: 'Lançar notas',
  lancarNotasDe: (titulo: string) => `Lançar notas de ${titulo}`,
  verNotas: 'Ver notas',
  verNotasDe: (titulo: string) => `Ver notas de ${titulo}`,
  avancarPara: (status: string, titulo: string) => `Marcar ${titulo} como ${status.toLowerCase()}`,
  fechado: 'Período fechado',
  selecione: 'Selecione...',
  professorPadrao: 'Professor da disciplina na turma',
  semAlunos: 'Nenhum aluno matriculado nesta turma.',
  ausente: 'Ausente',
  dispensado: 'Dispensado',
  salvarNotas: 'Salvar notas',
  salvando: 'Salvando...',
  cancelar: 'Cancelar',
  fechar: 'Fechar',
} as const;

/** The button of each status shows the next one: 'Marcar como aplicada', and so on. */
export const ROTULO_AVANCO: Record<StatusAvaliacao, string | null> = {
  agendada: 'Aplicada',
  aplicada: 'Corrigida',
  corrigida: 'Finalizada',
  finalizada: null,
};

export const STATUS_COR: Record<StatusAvaliacao, BadgeColor> = {
  agendada: 'orange',
  aplicada: 'blue',
  corrigida: 'purple',
  finalizada: 'green',
};
