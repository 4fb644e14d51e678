import {
  FECHAMENTO_BIMESTRAL_MENSAGENS as MSG,
  type StatusFechamentoBimestral,
} from '../../../../domain/schemas/fechamento-bimestral';
import type { BadgeColor } from '../../../components/ui/badge';

/** The texts of the Fechamento Bimestral page, in one place. */
export const TEXTOS = {
  titulo: 'Fechamento Bimestral',
  novo: 'Novo Fechamento',
  novoTitulo: 'Novo Fechamento Bimestral',
  editarTitulo: 'Editar Fechamento Bimestral',
  exportar: 'Exportar',
  busca: 'Buscar por disciplina, professor ou turma...',
  todasDisciplinas: 'Todas as disciplinas',
  todosBimestres: 'Todos os bimestres',
  todosStatus: 'Todos os status',
  cardTotal: 'Total de Fechamentos',
  cardFinalizados: 'Finalizados',
  cardAndamento: 'Em Andamento',
  cardFrequencia: 'Frequência Média',
  carregando: 'Carregando fechamentos...',
  vazio: 'Nenhum fechamento bimestral encontrado',
  vazioFiltros: 'Nenhum fechamento corresponde aos filtros.',
  erroCarregar: (msg: string) => `Erro ao carregar fechamentos: ${msg}`,
  criado: 'Fechamento bimestral criado com sucesso',
  atualizado: 'Fechamento bimestral atualizado com sucesso',
  excluido: 'Fechamento bimestral excluído com sucesso',
  finalizado: 'Fechamento finalizado',
  reaberto: 'Fechamento reaberto',
  aprovado: 'Fechamento aprovado',
  erroSalvar: (msg: string) => `Erro ao salvar fechamento: ${msg}`,
  erroExcluir: (msg: string) => `Erro ao excluir fechamento: ${msg}`,
  erroAcao: (msg: string) => `Erro: ${msg}`,
  confirmarExclusao: MSG.confirmarExclusao,
  ver: (nome: string) => `Ver ${nome}`,
  editar: (nome: string) => `Editar ${nome}`,
  excluir: (nome: string) => `Excluir ${nome}`,
  finalizar: 'Finalizar',
  reabrir: 'Reabrir',
  aprovar: 'Aprovar',
  finalizarDe: (nome: string) => `Finalizar ${nome}`,
  reabrirDe: (nome: string) => `Reabrir ${nome}`,
  aprovarDe: (nome: string) => `Aprovar ${nome}`,
  confirmarFinalizar:
    'Finalizar guarda as notas e a frequência de cada aluno e fecha o bimestre desta disciplina: notas, avaliações e chamadas do bimestre ficam bloqueadas até a reabertura.',
  exigeJustificativa: 'Mais da metade da turma está abaixo da média de aprovação: a justificativa é obrigatória.',
  confirmarReabrir: 'Reabrir permite alterar de novo as notas e a frequência do bimestre. O histórico dos fechamentos é mantido.',
  confirmarAprovar: 'Aprovar registra a aprovação da gestão para este fechamento finalizado.',
  justificativa: 'Justificativa',
  motivo: 'Motivo da reabertura',
  selecione: 'Selecione...',
  aulasPrevistasAjuda: 'Deixe em branco para usar a carga horária da disciplina e o calendário letivo.',
  fechar: 'Fechar',
  semChamadas: 'sem chamadas',
  aulasPrevistas: (n: number) => (n === 1 ? '1 aula prevista' : `${n} aulas previstas`),
} as const;

/** What the finalize dialog says up front (what the server's finalization would find). */
export const TEXTOS_IMPEDIMENTOS = {
  verificando: 'Verificando pendências, notas e chamadas do bimestre...',
  erro: (msg: string) => `Não foi possível verificar o que falta para finalizar: ${msg}`,
  pendencias: (n: number) => (n === 1 ? '1 pendência bloqueante' : `${n} pendências bloqueantes`),
  resolvaOuJustifique: 'Resolva-as ou finalize com uma justificativa, que fica no histórico e na auditoria.',
  resolvaAntes: 'Resolva-as antes de finalizar: só a gestão da escola pode finalizar com pendências bloqueantes.',
  semNota: (n: number) => (n === 1 ? '1 aluno sem nota no bimestre' : `${n} alunos sem nota no bimestre`),
  semNotaAjuda: 'A situação deles fica como pendente no fechamento.',
  semChamadas: (previstas: number) =>
    `Nenhuma chamada registrada no bimestre (${previstas === 1 ? '1 aula prevista' : `${previstas} aulas previstas`}).`,
  chamadasFaltando: (dadas: number, previstas: number) =>
    `Chamadas de ${dadas} de ${previstas} aulas previstas: ${previstas - dadas === 1 ? '1 aula sem chamada' : `${previstas - dadas} aulas sem chamada`}.`,
  nadaImpede: 'Nenhuma pendência bloqueante, nenhum aluno sem nota e chamadas de todas as aulas previstas.',
  titulo: 'Antes de finalizar',
} as const;

export const STATUS_COR: Record<StatusFechamentoBimestral, BadgeColor> = {
  em_andamento: 'orange',
  finalizado: 'blue',
  aprovado: 'green',
};

export const nomeDoFechamento = (f: { disciplina_nome: string; bimestre: number }) =>
  `${f.disciplina_nome} — ${f.bimestre}º bimestre`;
