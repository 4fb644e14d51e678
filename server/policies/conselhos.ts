import { type SQL, eq } from 'drizzle-orm';
import { conselhosClasse } from '../db/schema';
import { can } from '../lib/actor';
import type { Alcance, Escopo } from './alcance';
import { NENHUM, emLista, ondeNoEscopo } from './por-escopo';

/**
 * Who reaches the class councils: empresa its network's, gestor its schools', professor those of
 * the classes it teaches or is responsável for; an aluno none (the council discusses other students).
 */
export const conselhosNoEscopo = (scope: Escopo): SQL | undefined =>
  ondeNoEscopo(scope, {
    empresa: (empresaId) => eq(conselhosClasse.empresa_id, empresaId),
    escolas: (ids) => emLista(conselhosClasse.escola_id, ids),
    turmas: (ids) => emLista(conselhosClasse.turma_id, ids),
    aluno: () => NENHUM,
  });

/** Correcting frozen decisions is the school management's act (like reopening a closing), never a professor's. */
export function podeCorrigirConselho(a: Alcance): boolean {
  const { tipo } = a.scope;
  return can(a.actor, 'conselho', 'atualizar') && tipo !== 'turmas' && tipo !== 'aluno' && tipo !== 'nenhum';
}
