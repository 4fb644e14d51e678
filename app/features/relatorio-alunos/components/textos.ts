import type { CorDoRelatorio } from '../../../../domain/relatorio-alunos/cores';
import type { StatusRelatorioAlunos } from '../../../../domain/relatorio-alunos/status';
import type { BadgeColor } from '../../../components/ui/badge';

/** The texts of the Relatório de Alunos page, in one place. */
export const TEXTOS = {
  titulo: 'Relatório de Alunos',
  exportarPdf: 'Exportar PDF',
  exportarExcel: 'Exportar Excel',
  busca: 'Buscar por nome ou matrícula...',
  todasDisciplinas: 'Todas as disciplinas',
  todosStatus: 'Todos os status',
  todasSeries: 'Todas as séries',
  cardTotal: 'Total de Alunos',
  cardAprovados: 'Aprovados',
  cardRecuperacao: 'Recuperação',
  cardMedia: 'Média das Notas',
  carregando: 'Carregando relatório...',
  vazio: 'Nenhum aluno encontrado',
  vazioFiltros: 'Nenhum aluno corresponde aos filtros.',
  erroCarregar: (msg: string) => `Erro ao carregar relatório: ${msg}`,
  provisorio: '* Provisório: o bimestre ainda não foi finalizado; a nota pode mudar.',
  anoEncerrado: 'Ano letivo encerrado: o status é a situação final de cada aluno.',
  semAulas: 'Sem aulas',
} as const;

/** Text colours of the average and the attendance (green, yellow, red). */
export const COR_TEXTO: Record<CorDoRelatorio, string> = {
  verde: 'text-green-700',
  amarelo: 'text-amber-700',
  vermelho: 'text-red-700',
};

export const STATUS_COR: Record<StatusRelatorioAlunos, BadgeColor> = {
  aprovado: 'green',
  aprovado_recuperacao: 'green',
  recuperacao: 'orange',
  reprovado: 'red',
  reprovado_falta: 'red',
  transferido: 'neutral',
  abandono: 'neutral',
  sem_notas: 'neutral',
};
