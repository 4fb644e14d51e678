import type { Situacao } from '../../../../domain/avaliacao/notas';
import { NOTA_MENSAGENS } from '../../../../domain/schemas/nota';
import type { BadgeColor } from '../../../components/ui/badge';

/** The texts of the grade pages, in one place. */
export const TEXTOS = {
  titulo: 'Notas',
  exportarExcel: 'Exportar Excel',
  bimestre: 'Bimestre',
  bimestreN: (n: number) => `${n}º Bimestre`,
  selecioneDisciplina: 'Selecione uma disciplina',
  disciplinaSomenteLeitura: (nome: string) => `${nome} (somente leitura)`,
  semDisciplinas: 'Nenhuma disciplina atribuída a esta turma.',
  carregando: 'Carregando...',
  carregandoNotas: 'Carregando notas...',
  erroCarregar: (msg: string) => `Erro ao carregar notas: ${msg}`,
  semAlunos: 'Nenhum aluno matriculado nesta turma.',
  salvar: 'Salvar',
  salvando: 'Salvando...',
  salvas: 'Notas salvas com sucesso',
  erroSalvar: (msg: string) => `Erro ao salvar notas: ${msg}`,
  corrijaCelulas: 'Corrija as notas destacadas antes de salvar.',
  parcial: 'parcial',
  somenteLeitura: 'Somente leitura: você pode consultar estas notas, mas não alterá-las.',
  alteracoesPendentes: 'Alterações não salvas',
  busca: 'Buscar por aluno ou matrícula...',
  todas: 'Todas',
  todos: 'Todos',
  vazio: 'Nenhuma nota lançada ainda',
  semResultado: 'Nenhuma nota encontrada com os filtros aplicados',
  editarTitulo: 'Editar Notas',
  atualizado: 'Notas atualizadas com sucesso',
  excluido: 'Registro de notas excluído com sucesso',
  erroExcluir: (msg: string) => `Erro ao excluir notas: ${msg}`,
  confirmarExclusao: (nome: string, disciplina: string, bimestre: number) =>
    `Tem certeza que deseja excluir as notas de ${nome} em ${disciplina} (${bimestre}º bimestre)? Esta ação não pode ser desfeita.`,
  editar: (nome: string) => `Editar notas de ${nome}`,
  excluir: (nome: string) => `Excluir notas de ${nome}`,
  nota: (k: number) => `Nota ${k}`,
  notaDe: (k: number, nome: string) => `Nota ${k} de ${nome}`,
  observacoesDe: (nome: string) => `Observações de ${nome}`,
  dicaTeclado:
    'Enter ou seta para baixo passa ao próximo aluno na mesma coluna; as setas andam pela planilha; Tab leva ao Salvar. Ctrl+S (⌘+S no Mac) salva de qualquer campo.',
  resumo: 'Resumo da turma',
  resumoCompacto: (alunos: number, aprovados: number, media: string) =>
    `Resumo: ${alunos} alunos, ${aprovados} aprovados, média ${media}`,
  acoesDaPlanilha: 'Ações da planilha',
  nadaAlterado: 'Nenhuma alteração para salvar.',
  erroNasCelulas: (n: number) => (n === 1 ? 'Uma nota precisa de correção.' : `${n} notas precisam de correção.`),
  planilhaDaTurma: 'Lançar notas na turma',
  porAvaliacoes:
    'Nesta rede a nota do bimestre é calculada pelas sub-avaliações (média ponderada das corrigidas e finalizadas). Lance as notas na página Sub-Avaliações da turma.',
  semAvaliacoes: 'Nenhuma sub-avaliação neste bimestre ainda.',
  notaDoBimestre: 'Nota do bimestre',
  notaBruta: (valor: string) => `Sem arredondamento: ${valor}`,
  ausente: 'Ausente',
  dispensado: 'Dispensado',
  naoConta: 'ainda não conta',
  pesoValor: (peso: number, valor: string) => `peso ${peso} · vale ${valor}`,
  irParaSubAvaliacoes: 'Abrir Sub-Avaliações',
  /** The school's list in a network whose bimester grade comes from the assessments: nothing to edit here. */
  listaPorAvaliacoes: `${NOTA_MENSAGENS.porAvaliacoes} Os registros abaixo são apenas para consulta.`,
} as const;

export const SITUACAO_COR: Record<Situacao, BadgeColor> = {
  aprovado: 'green',
  recuperacao: 'orange',
  reprovado: 'red',
};
