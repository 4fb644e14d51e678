import type { Turno } from '../../../../domain/academico/catalogo';
import { TEXTOS_DE_LINHA } from '../../../lib/textos-de-linha';

/** The texts of the class registration and school class pages, in one place. */
export const TEXTOS = {
  titulo: 'Cadastrar Turma',
  nova: 'Nova Turma',
  exportarExcel: 'Exportar Excel',
  busca: 'Buscar por nome, série, escola ou professor...',
  carregando: 'Carregando turmas...',
  vazio: 'Nenhuma turma cadastrada ainda',
  semResultado: 'Nenhuma turma encontrada para a busca e os filtros escolhidos',
  erroCarregar: (msg: string) => `Erro ao carregar turmas: ${msg}`,
  novaTitulo: 'Nova Turma',
  editarTitulo: 'Editar Turma',
  criada: 'Turma criada com sucesso',
  atualizada: 'Turma atualizada com sucesso',
  excluido: 'Turma excluída com sucesso',
  ativada: 'Turma ativada',
  desativada: 'Turma desativada',
  erroSalvar: (msg: string) => `Erro ao salvar turma: ${msg}`,
  erroExcluir: (msg: string) => `Erro ao excluir turma: ${msg}`,
  erroStatus: (msg: string) => `Erro ao alterar status da turma: ${msg}`,
  confirmarExclusao: 'Tem certeza que deseja excluir esta turma?',
  naoDefinido: 'Não definido',
  nenhum: 'Nenhum',
  selecioneEscola: 'Selecione uma escola',
  escolhaEscola: 'Escolha a escola para ver os professores',
  carregandoProfessores: 'Carregando professores...',
  editar: TEXTOS_DE_LINHA.editar,
  excluir: TEXTOS_DE_LINHA.excluir,
  ativar: (nome: string) => `Ativar ${nome}`,
  desativar: (nome: string) => `Desativar ${nome}`,
  cards: {
    total: 'Total de Turmas',
    ativas: 'Turmas Ativas',
    matriculados: 'Alunos Matriculados',
    escolas: 'Escolas',
    vagas: 'Vagas Disponíveis',
  },
  // The school's 'Turmas e Disciplinas' screen.
  escolaTitulo: 'Turmas e Disciplinas',
  disciplinas: 'Disciplinas',
  semDisciplinas: 'Nenhuma disciplina atribuída a esta turma.',
  carregandoDisciplinas: 'Carregando disciplinas...',
  erroDisciplinas: (msg: string) => `Erro ao carregar disciplinas: ${msg}`,
  atribuir: 'Atribuir Professor',
  // The way in from /cadastrar-turma and the class pages.
  atribuirProfessores: 'Atribuir professores',
  atribuirProfessoresDe: (turma: string) => `Atribuir professores — ${turma}`,
  atribuirTitulo: (turma: string) => `Atribuir professor — ${turma}`,
  atribuido: 'Professor atribuído com sucesso',
  erroAtribuir: (msg: string) => `Erro ao atribuir professor: ${msg}`,
  removerAtribuicao: (professor: string, disciplina: string) => `Retirar ${professor} de ${disciplina}`,
  confirmarRemocao: (professor: string, disciplina: string) =>
    `Retirar ${professor} da disciplina ${disciplina} nesta turma? As notas e frequências já lançadas continuam registradas.`,
  removido: 'Atribuição removida',
  erroRemover: (msg: string) => `Erro ao remover atribuição: ${msg}`,
  verAlunos: 'Ver alunos',
  semTurmasEscola: 'Nenhuma turma cadastrada nesta escola.',
} as const;

export const TURNO_COR: Record<Turno, 'blue' | 'orange' | 'purple' | 'green'> = {
  matutino: 'blue',
  vespertino: 'orange',
  noturno: 'purple',
  integral: 'green',
};
