import type { SQL } from 'drizzle-orm';
import { can } from '../lib/actor';
import { fechamentosBimestrais } from '../db/schema';
import { type Alcance, type TurmaAlvo, alcancaTurma } from './alcance';
import { podeLer } from './notas-e-frequencias';

/**
 * Who reaches the bimonthly closings: as the grades (avaliacao.ts) — administrador all, empresa
 * its body, gestor its schools, professor the subjects it teaches plus every subject of the
 * classes it is responsável for (read only).
 */
export const fechamentosNoEscopo = (a: Alcance): SQL | undefined => podeLer(a, fechamentosBimestrais);

/**
 * The class's professor finalizes its subjects; the gestor any subject of its schools; empresa and
 * administrador any of theirs (fechamento.atualizar and the write reach of the pair).
 */
export function podeFinalizar(a: Alcance, turma: TurmaAlvo, disciplinaId: string): boolean {
  return can(a.actor, 'fechamento', 'atualizar') && alcancaTurma(a, turma, 'escrever', disciplinaId);
}

/** Reopening and approving are the school management's (notas.fecharBimestre), never a professor's. */
export function podeReabrirOuAprovar(a: Alcance, turma: TurmaAlvo, disciplinaId: string): boolean {
  return can(a.actor, 'notas', 'fecharBimestre') && a.scope.tipo !== 'turmas' && alcancaTurma(a, turma, 'escrever', disciplinaId);
}

/** After the bimestre's deadline, only the network (empresa) or the administrador reopens. */
export function podeReabrirAposPrazo(a: Alcance): boolean {
  return a.actor.tipo_usuario === 'empresa' || a.actor.tipo_usuario === 'administrador';
}
