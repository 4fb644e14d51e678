import type { StatusObjeto } from '../../../../domain/schemas/objeto-conhecimento';
import type { BadgeColor } from '../../../components/ui/badge';

/** The texts of the knowledge objects pages, in one place. */
export const TEXTOS = {
  titulo: 'Objetos de Conhecimento',
  novo: 'Novo Objeto',
  novoTitulo: 'Novo Objeto de Conhecimento',
  editarTitulo: 'Editar Objeto de Conhecimento',
  busca: 'Buscar por código, título ou descrição...',
  todasTurmas: 'Todas as turmas',
  todasDisciplinas: 'Todas as disciplinas',
  todosBimestres: 'Todos os bimestres',
  todosStatus: 'Todos os status',
  cardTotal: 'Total de Objetos',
  cardPendentes: 'Pendentes',
  cardAndamento: 'Em Andamento',
  cardConcluidos: 'Concluídos',
  carregando: 'Carregando objetos de conhecimento...',
  vazio: 'Nenhum objeto de conhecimento encontrado',
  vazioFiltros: 'Nenhum objeto de conhecimento corresponde aos filtros.',
  erroCarregar: (msg: string) => `Erro ao carregar objetos de conhecimento: ${msg}`,
  erroOpcoes: (msg: string) => `Erro ao carregar turmas e disciplinas: ${msg}`,
  semDisciplinas: 'Nenhuma disciplina atribuída a você nesta turma.',
  criado: 'Objeto de conhecimento criado com sucesso',
  atualizado: 'Objeto de conhecimento atualizado com sucesso',
  excluido: 'Objeto de conhecimento excluído com sucesso',
  avancado: (status: string) => `Status alterado para ${status}`,
  erroSalvar: (msg: string) => `Erro ao salvar objeto de conhecimento: ${msg}`,
  erroExcluir: (msg: string) => `Erro ao excluir objeto de conhecimento: ${msg}`,
  erroAvancar: (msg: string) => `Erro ao alterar status: ${msg}`,
  confirmarExclusao: (codigo: string) =>
    `Tem certeza que deseja excluir o objeto de conhecimento ${codigo}? Esta ação não pode ser desfeita.`,
  editar: (codigo: string) => `Editar ${codigo}`,
  excluir: (codigo: string) => `Excluir ${codigo}`,
  iniciar: (codigo: string) => `Iniciar ${codigo}`,
  concluir: (codigo: string) => `Concluir ${codigo}`,
  selecione: 'Selecione...',
} as const;

export const STATUS_COR: Record<StatusObjeto, BadgeColor> = { pendente: 'orange', em_andamento: 'blue', concluido: 'green' };
