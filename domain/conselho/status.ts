import type { StatusConselho } from './tipos';

/**
 * The life of a conselho de classe: agendado → em_andamento ('Iniciar conselho') → finalizado
 * ('Finalizar'), one step per action. Editing keeps the status; a finalized council's decisions
 * are frozen until a correction opens the next version (back to em_andamento).
 */

export type AcaoConselho = 'editar' | 'excluir' | 'iniciar' | 'finalizar' | 'corrigir' | 'decidir' | 'presenca';

export const STATUS_CONSELHO_LABEL: Record<StatusConselho, string> = {
  agendado: 'Agendado',
  em_andamento: 'Em Andamento',
  finalizado: 'Finalizado',
};

/** Why an action is refused in a status (the 409 the server answers); null when allowed. */
export const RECUSA_DO_STATUS: Record<AcaoConselho, string> = {
  editar: 'Este conselho está finalizado: para alterar as decisões, use Corrigir decisões.',
  excluir: 'Só é possível excluir um conselho agendado.',
  iniciar: 'Só um conselho agendado pode ser iniciado.',
  finalizar: 'Só um conselho em andamento pode ser finalizado.',
  corrigir: 'Só as decisões de um conselho finalizado podem ser corrigidas.',
  decidir: 'As decisões só podem ser registradas com o conselho em andamento.',
  presenca: 'A presença só pode ser marcada com o conselho em andamento.',
};

/** In which statuses each action is allowed. */
const PERMITIDO: Record<AcaoConselho, readonly StatusConselho[]> = {
  editar: ['agendado', 'em_andamento'],
  excluir: ['agendado'],
  iniciar: ['agendado'],
  finalizar: ['em_andamento'],
  corrigir: ['finalizado'],
  decidir: ['em_andamento'],
  presenca: ['em_andamento'],
};

export function permiteNoStatus(status: StatusConselho, acao: AcaoConselho): boolean {
  return PERMITIDO[acao].includes(status);
}

/** The refusal of `acao` in `status`, or null when the status allows it. */
export function recusaDoStatus(status: StatusConselho, acao: AcaoConselho): string | null {
  return permiteNoStatus(status, acao) ? null : RECUSA_DO_STATUS[acao];
}

/** The statuses an action moves from and to (editing, deciding and presence keep it). */
export const TRANSICOES = {
  iniciar: { de: 'agendado', para: 'em_andamento' },
  finalizar: { de: 'em_andamento', para: 'finalizado' },
  corrigir: { de: 'finalizado', para: 'em_andamento' },
} as const satisfies Record<string, { de: StatusConselho; para: StatusConselho }>;

/** Closings that count as done for the bimester council. */
export const FECHAMENTO_CONCLUIDO = ['finalizado', 'aprovado'] as const;

/**
 * The subjects of the class whose closing of the bimestre is missing or still open: the bimester
 * council starts only once every one of them is finalized (or approved). Sorted by name.
 */
export function disciplinasSemFechamento(
  disciplinas: readonly { id: string; nome: string }[],
  fechamentos: readonly { disciplina_id: string; status: string }[],
): string[] {
  const concluidas = new Set(
    fechamentos.filter((f) => (FECHAMENTO_CONCLUIDO as readonly string[]).includes(f.status)).map((f) => f.disciplina_id),
  );
  return disciplinas
    .filter((d) => !concluidas.has(d.id))
    .map((d) => d.nome)
    .sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

/** The refusal that names what is missing before a bimester council can start. */
export function recusaSemFechamentos(bimestre: number, faltando: readonly string[]): string {
  return `O conselho do ${bimestre}º bimestre só pode ser iniciado depois que todos os fechamentos do bimestre estiverem finalizados. Falta finalizar: ${faltando.join(', ')}.`;
}

export const SEM_DISCIPLINAS = 'Esta turma não tem disciplinas atribuídas: não há fechamentos para o conselho analisar.';
export const SEM_RESULTADO_ANUAL =
  'O conselho final só pode ser iniciado depois que o fechamento anual da turma estiver finalizado, com os resultados finais calculados.';

/** 'Final' for the year's council, '1º Bimestre' … for the others. */
export function rotuloDoConselho(bimestre: number | null): string {
  return bimestre === null ? 'Conselho final' : `${bimestre}º Bimestre`;
}
