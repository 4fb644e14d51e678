import { format, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** The texts of the attendance pages, in one place. */
export const TEXTOS = {
  titulo: 'Frequência',
  exportarExcel: 'Exportar Excel',
  lista: 'Lista',
  porData: 'Por Data',
  data: 'Data',
  presente: 'Presente',
  faltou: 'Faltou',
  justificativa: 'Justificativa',
  semJustificativa: 'Sem justificativa',
  observacoes: 'Observações',
  salvarChamada: 'Salvar chamada',
  acoesDaChamada: 'Ações da chamada',
  salvando: 'Salvando...',
  chamadaSalva: 'Chamada salva com sucesso',
  chamadaSalvaResumo: (presentes: number, faltas: number) =>
    `Chamada salva: ${presentes} ${presentes === 1 ? 'presente' : 'presentes'}, ${faltas} ${faltas === 1 ? 'falta' : 'faltas'}`,
  resumo: 'Resumo da frequência',
  situacaoDoDia: 'Situação do dia no calendário letivo',
  semanaNoCalendario: 'Semana no calendário letivo',
  diaDaSemana: (mes: string, rotulo: string) => `${mes}: ${rotulo}`,
  irParaUltimoLetivo: (data: string) => `Ir para o último dia letivo (${data})`,
  calendarioIndisponivel: 'Calendário letivo indisponível: o servidor confere o dia ao salvar.',
  erroSalvarChamada: (msg: string) => `Erro ao salvar chamada: ${msg}`,
  chamadaRegistrada: 'Chamada já registrada nesta data: as alterações corrigem o registro.',
  chamadaNova: 'Todos começam presentes: marque quem faltou (clique ou barra de espaço).',
  dicaTeclado:
    'Setas para cima e para baixo andam pela lista; barra de espaço marca a falta ou a presença; seta para a direita abre as observações (Esc volta); Tab leva à justificativa de uma falta e ao Salvar. Ctrl+S (⌘+S no Mac) salva de qualquer campo.',
  somenteLeitura: 'Somente leitura: você pode consultar esta chamada, mas não alterá-la.',
  diaNaoLetivo: 'Dia não letivo:',
  periodoFechado: 'Bimestre fechado:',
  carregando: 'Carregando...',
  carregandoChamada: 'Carregando chamada...',
  carregandoRegistros: 'Carregando registros...',
  erroCarregar: (msg: string) => `Erro ao carregar frequência: ${msg}`,
  semAlunos: 'Nenhum aluno matriculado nesta turma nesta data.',
  semDisciplinas: 'Nenhuma disciplina atribuída a esta turma.',
  vazio: 'Nenhum registro de frequência ainda',
  semResultado: 'Nenhum registro encontrado com os filtros aplicados',
  busca: 'Buscar por aluno ou matrícula...',
  alternar: (nome: string, presente: boolean) => (presente ? `Marcar falta de ${nome}` : `Marcar presença de ${nome}`),
  statusDe: (nome: string) => `Presença de ${nome}`,
  justificativaDe: (nome: string) => `Justificativa de ${nome}`,
  observacoesDe: (nome: string) => `Observações de ${nome}`,
  editarTitulo: 'Editar Frequência',
  atualizado: 'Frequência atualizada com sucesso',
  erroSalvar: (msg: string) => `Erro ao salvar frequência: ${msg}`,
  excluido: 'Registro de frequência excluído com sucesso',
  erroExcluir: (msg: string) => `Erro ao excluir frequência: ${msg}`,
  confirmarExclusao: (nome: string, data: string) =>
    `Tem certeza que deseja excluir o registro de ${nome} em ${data}? Esta ação não pode ser desfeita.`,
  editar: (nome: string) => `Editar frequência de ${nome}`,
  excluir: (nome: string) => `Excluir frequência de ${nome}`,
  abrirChamada: 'Abrir chamada',
  registrar: 'Registrar Frequência',
  escolhaTurma: 'Escolha a turma e a disciplina',
  semTurmas: 'Você não tem turmas em que possa registrar a chamada.',
  irParaChamada: 'Ir para a chamada',
  excessivasTitulo: (alerta: string) => `Alunos com mais de ${alerta} de faltas`,
  semExcessivas: 'Nenhum aluno acima do limite de faltas.',
  presencaPorDisciplina: 'Presença por disciplina',
  semDadosGrafico: 'Nenhuma aula registrada ainda.',
} as const;

/** dd/MM/yyyy: dates are shown in the pt-BR format. */
export function dataBR(iso: string): string {
  return format(parseISO(iso), 'dd/MM/yyyy', { locale: ptBR });
}

/** 'segunda-feira, 02/03/2026'. */
export function dataLonga(iso: string): string {
  return format(parseISO(iso), 'EEEE, dd/MM/yyyy', { locale: ptBR });
}
