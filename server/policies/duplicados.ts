import { type SQL, eq, sql } from 'drizzle-orm';
import { fusoesAlunos } from '../db/schema';
import type { Alcance, Escopo } from './alcance';
import { NENHUM, ondeNoEscopo } from './por-escopo';

/**
 * The suspected pairs a person reaches: the network's for the empresa; for a gestor, only pairs whose
 * two records are both in its schools (it can only open and merge those — a record of another school
 * is its school's to decide). A professor or an aluno manages no duplicates. `d` is the alias of the
 * pair in the query, `a` and `b` those of its two students.
 */
export const duplicadosNoEscopo = (scope: Escopo): SQL | undefined =>
  ondeNoEscopo(scope, {
    empresa: (empresaId) => sql`d.empresa_id = ${empresaId}::uuid`,
    escolas: (ids) => {
      const lista = sql`${`{${ids.join(',')}}`}::uuid[]`;
      return sql`(a.escola_id = any(${lista}) and b.escola_id = any(${lista}))`;
    },
    turmas: () => NENHUM,
    aluno: () => NENHUM,
  });

/** The merges a person may see and undo: the network's, for the empresa (and the administrador). */
export const fusoesNoEscopo = (scope: Escopo): SQL | undefined =>
  ondeNoEscopo(scope, {
    empresa: (empresaId) => eq(fusoesAlunos.empresa_id, empresaId),
    escolas: () => NENHUM,
    turmas: () => NENHUM,
    aluno: () => NENHUM,
  });

/** Undoing a merge is the network's secretaria's act: a gestor merges within its school, but does not undo. */
export const podeDesfazerFusao = (a: Alcance): boolean => a.scope.tipo === 'empresa' || a.scope.tipo === 'global';
