import { FECHAMENTO_ANUAL_MENSAGENS } from '../../../../domain/schemas/fechamento-anual';
import { REMATRICULA_MENSAGENS } from '../../../../domain/schemas/rematricula';

/** The texts of the Fechamento Anual page. */
export const TEXTOS = {
  titulo: 'Fechamento Anual',
  carregando: 'Carregando fechamento anual...',
  erroCarregar: (mensagem: string) => `Erro ao carregar o fechamento anual: ${mensagem}`,
  vazio: 'Nenhuma disciplina atribuída a esta turma',
  semResultado: 'Nenhum fechamento encontrado com os filtros aplicados',
  busca: 'Buscar por disciplina, professor ou turma...',
  encerrar: 'Encerrar ano letivo',
  encerrando: 'Encerrando...',
  confirmarEncerrar: FECHAMENTO_ANUAL_MENSAGENS.confirmarEncerrar,
  encerrado: FECHAMENTO_ANUAL_MENSAGENS.encerrado,
  reabrir: 'Reabrir ano',
  reabrindo: 'Reabrindo...',
  reaberto: FECHAMENTO_ANUAL_MENSAGENS.reaberto,
  motivo: 'Motivo da reabertura',
  rematricula: 'Rematrícula',
  aplicar: 'Aplicar rematrícula',
  aplicando: 'Aplicando...',
  confirmarRematricula: REMATRICULA_MENSAGENS.confirmar,
  rematriculaAplicada: (criadas: number, matriculas: number) =>
    `${REMATRICULA_MENSAGENS.aplicada}: ${matriculas} matrícula(s) criada(s), ${criadas} turma(s) nova(s).`,
  resultados: 'Resultados dos alunos',
  recuperacaoSalva: FECHAMENTO_ANUAL_MENSAGENS.recuperacaoSalva,
  salvarRecuperacao: 'Salvar recuperação',
  salvando: 'Salvando...',
} as const;

/** The confirmations of the year's actions (spread into `useConfirmacao`). */
export const CONFIRMACOES = {
  encerrar: {
    title: TEXTOS.encerrar,
    description: TEXTOS.confirmarEncerrar,
    confirmLabel: TEXTOS.encerrar,
    pendingLabel: TEXTOS.encerrando,
  },
  rematricula: {
    title: TEXTOS.aplicar,
    description: TEXTOS.confirmarRematricula,
    confirmLabel: TEXTOS.aplicar,
    pendingLabel: TEXTOS.aplicando,
  },
} as const;
