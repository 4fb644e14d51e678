import type { OrigemPendencia, StatusPendencia } from './tipos';

/**
 * What people do to a pendency, one step per action: iniciar (pendente → em andamento), resolver
 * (em andamento → resolvida, dated with the network's today), cancelar with a reason (from pendente
 * or em andamento) and reabrir (a resolvida or cancelada one back to pendente). Editing keeps the status.
 */
export const ACOES_PENDENCIA = ['iniciar', 'resolver', 'cancelar', 'reabrir'] as const;
export type AcaoPendencia = (typeof ACOES_PENDENCIA)[number];

export const MENSAGENS_STATUS_PENDENCIA = {
  iniciar: 'Só uma pendência pendente pode ser iniciada.',
  resolver: 'Só uma pendência em andamento pode ser resolvida.',
  cancelar: 'Só uma pendência pendente ou em andamento pode ser cancelada.',
  reabrir: 'Só uma pendência resolvida ou cancelada pode ser reaberta.',
  // A generated pendency follows its cause: the system resolves it, and reopens it if the cause comes back.
  geradaResolver: 'Esta pendência foi gerada pelo sistema: ela é resolvida automaticamente quando a causa for corrigida.',
  geradaReabrir: 'Esta pendência foi gerada pelo sistema: ela é reaberta automaticamente se a causa voltar.',
} as const;

const DE: Record<AcaoPendencia, readonly StatusPendencia[]> = {
  iniciar: ['pendente'],
  resolver: ['em_andamento'],
  cancelar: ['pendente', 'em_andamento'],
  reabrir: ['resolvida', 'cancelada'],
};

const PARA: Record<AcaoPendencia, StatusPendencia> = {
  iniciar: 'em_andamento',
  resolver: 'resolvida',
  cancelar: 'cancelada',
  reabrir: 'pendente',
};

/**
 * A generated pendency is resolved by fixing its cause, never by hand. A person may cancel it with a
 * reason (the system infers lesson days without a timetable, so a day without class can be flagged)
 * and the system leaves a cancelled one alone; reopening undoes only such a cancellation.
 */
function recusaDaGerada(acao: AcaoPendencia, status: StatusPendencia): string | null {
  if (acao === 'resolver') return MENSAGENS_STATUS_PENDENCIA.geradaResolver;
  if (acao === 'reabrir' && status !== 'cancelada') return MENSAGENS_STATUS_PENDENCIA.geradaReabrir;
  return null;
}

export const ehGerada = (origem: OrigemPendencia) => origem !== 'manual';

/** An open pendency still asks for work (the dashboard's "minhas pendências", the blocking check). */
export const STATUS_ABERTOS: readonly StatusPendencia[] = ['pendente', 'em_andamento'];

/** What the row looks like after the action, or why the action is refused. */
export type Transicao =
  { status: StatusPendencia; data_resolucao: string | null; motivo_cancelamento: string | null } | { recusa: string };

/**
 * The result of `acao` on a pendency in `status`: resolver dates it with `hoje` (the network's day);
 * cancelar keeps the reason; reabrir clears both, so a reopened one reads as never resolved.
 */
export function transicaoDaPendencia(
  acao: AcaoPendencia,
  atual: { status: StatusPendencia; origem: OrigemPendencia },
  contexto: { hoje: string; motivo?: string | null },
): Transicao {
  const daGerada = ehGerada(atual.origem) ? recusaDaGerada(acao, atual.status) : null;
  if (daGerada) return { recusa: daGerada };
  if (!DE[acao].includes(atual.status)) return { recusa: MENSAGENS_STATUS_PENDENCIA[acao] };
  switch (acao) {
    case 'iniciar':
      return { status: PARA.iniciar, data_resolucao: null, motivo_cancelamento: null };
    case 'resolver':
      return { status: PARA.resolver, data_resolucao: contexto.hoje, motivo_cancelamento: null };
    case 'cancelar':
      return { status: PARA.cancelar, data_resolucao: null, motivo_cancelamento: contexto.motivo?.trim() || null };
    case 'reabrir':
      return { status: PARA.reabrir, data_resolucao: null, motivo_cancelamento: null };
  }
}

/** The actions a pendency offers now (the buttons of its row), in the order the row shows them. */
export function acoesDaPendencia(atual: { status: StatusPendencia; origem: OrigemPendencia }): AcaoPendencia[] {
  return ACOES_PENDENCIA.filter((acao) => !('recusa' in transicaoDaPendencia(acao, atual, { hoje: '', motivo: 'x' })));
}
