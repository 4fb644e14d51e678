import { CONSELHO_MENSAGENS as MSG } from '../../../../domain/schemas/conselho';
import type { StatusConselho } from '../../../../domain/conselho/tipos';
import type { BadgeColor } from '../../../components/ui/badge';
import type { TextosDaAcao } from '../../../lib/use-acao-confirmada';
import type { PedidoDeAcao } from './acao-dialog';

/** The texts of the Conselho de Classe page and its workspace, in one place. */
export const TEXTOS = {
  titulo: 'Conselho de Classe',
  novo: 'Novo Conselho',
  novoTitulo: 'Novo Conselho de Classe',
  editarTitulo: 'Editar Conselho de Classe',
  busca: 'Buscar por turma, coordenador ou local...',
  todosBimestres: 'Todos os bimestres',
  todosStatus: 'Todos os status',
  cardTotal: 'Total de Conselhos',
  cardFinalizados: 'Finalizados',
  cardAndamento: 'Em Andamento',
  cardAgendados: 'Agendados',
  carregando: 'Carregando conselhos...',
  vazio: 'Nenhum conselho de classe encontrado',
  vazioFiltros: 'Nenhum conselho corresponde aos filtros.',
  erroCarregar: (msg: string) => `Erro ao carregar conselhos: ${msg}`,
  criado: 'Conselho de classe agendado com sucesso',
  atualizado: 'Conselho de classe atualizado com sucesso',
  excluido: 'Conselho de classe excluído com sucesso',
  iniciado: 'Conselho iniciado',
  finalizado: 'Conselho finalizado',
  corrigido: 'Correção aberta: as decisões podem ser alteradas',
  erroSalvar: (msg: string) => `Erro ao salvar conselho: ${msg}`,
  erroExcluir: (msg: string) => `Erro ao excluir conselho: ${msg}`,
  erroAcao: (msg: string) => `Erro: ${msg}`,
  confirmarExclusao: MSG.confirmarExclusao,
  iniciar: 'Iniciar conselho',
  abrir: 'Abrir o conselho',
  finalizar: 'Finalizar',
  corrigir: 'Corrigir decisões',
  baixarAta: 'Baixar ata',
  confirmarIniciar: 'Iniciar abre a mesa do conselho: a presença dos professores e a decisão sobre cada aluno.',
  confirmarFinalizar:
    'Finalizar congela as decisões do conselho (no conselho final, elas passam a valer no resultado anual). Depois, só uma correção com motivo as altera.',
  confirmarCorrigir: 'A correção abre uma nova versão das decisões, com as atuais copiadas, e o conselho volta a em andamento.',
  motivo: 'Motivo da correção',
  selecione: 'Selecione...',
  listasAjuda: 'Separe os itens por vírgula.',
  semProfessores: 'Esta turma não tem professores atribuídos.',
  carregandoOpcoes: 'Carregando...',
  // Workspace
  mesaTitulo: 'Mesa do Conselho',
  voltar: 'Voltar aos conselhos',
  presenca: 'Presença dos professores',
  salvarPresenca: 'Salvar presença',
  presencaSalva: 'Presença salva',
  carregandoAlunos: 'Carregando alunos...',
  semAlunos: 'Nenhum aluno ativo nesta turma.',
  erroAlunos: (msg: string) => `Erro ao carregar os alunos: ${msg}`,
  notas: 'Notas',
  frequencia: 'Frequência',
  pendencias: (n: number) => (n === 1 ? '1 pendência aberta' : `${n} pendências abertas`),
  anteriores: 'Recomendações anteriores',
  encaminhamentos: 'Encaminhamentos',
  recomendacaoAluno: 'Recomendação ao aluno',
  recomendacaoFamilia: 'Recomendação à família',
  parecer: 'Parecer conclusivo',
  semParecer: 'Manter o resultado calculado',
  justificativa: 'Justificativa',
  resultadoCalculado: 'Resultado calculado',
  salvarDecisao: 'Salvar decisão',
  decisaoSalva: (nome: string) => `Decisão de ${nome} salva`,
  salvo: 'Salvo',
  somenteLeitura: 'As decisões só podem ser alteradas com o conselho em andamento.',
} as const;

const SUCESSO = { iniciar: TEXTOS.iniciado, finalizar: TEXTOS.finalizado, corrigir: TEXTOS.corrigido } as const;

/** What the list and the workspace say after an action (useAcaoConfirmada). */
export const RESULTADO_DA_ACAO: TextosDaAcao<PedidoDeAcao> = { sucesso: ({ acao }) => SUCESSO[acao], falha: TEXTOS.erroAcao };

export const STATUS_COR: Record<StatusConselho, BadgeColor> = {
  agendado: 'blue',
  em_andamento: 'orange',
  finalizado: 'green',
};

/** 'Ana, Bruno…' with the count: the spec's column of at most two names. */
export function resumoDosParticipantes(nomes: readonly string[]): string {
  const dois = nomes.slice(0, 2).join(', ');
  return `${nomes.length} — ${dois}${nomes.length > 2 ? '…' : ''}`;
}
