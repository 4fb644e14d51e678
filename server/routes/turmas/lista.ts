import { type SQL, and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { TURNOS } from '../../../domain/academico/catalogo';
import { SERIES_TURMA } from '../../../domain/academico/series';
import { escolas, turmas, usuarios } from '../../db/schema';
import { filtroBooleano, filtroEnum, filtroId } from '../../lib/filtros';
import { likePattern, pagingQuery } from '../../lib/paging';
import type { Escopo } from '../../policies/alcance';
import { turmasNoEscopo } from '../../policies/turmas';

/** The list's filters: the page (GET /api/turmas) and its export (GET /api/turmas/exportar) read the same ones. */
export const filtrosTurmas = pagingQuery.omit({ pagina: true, por_pagina: true }).extend({
  escola_id: filtroId('Escola inválida'),
  serie: filtroEnum(SERIES_TURMA),
  turno: filtroEnum(TURNOS),
  ativo: filtroBooleano(),
  ano_letivo: z.coerce
    .number({ error: 'Ano letivo inválido' })
    .int('Ano letivo inválido')
    .min(2000, 'Ano letivo inválido')
    .max(2100, 'Ano letivo inválido')
    .optional(),
});
export const turmasQuery = pagingQuery.extend(filtrosTurmas.shape);
export type FiltrosTurmas = z.output<typeof filtrosTurmas>;

/** The list's WHERE over selecionarTurmas (its joins give the school's and the teacher's names to the search). */
export function whereTurmas(scope: Escopo, f: FiltrosTurmas): SQL | undefined {
  const { busca, escola_id, serie, turno, ativo, ano_letivo } = f;
  const termo = busca ? likePattern(busca) : null;
  return and(
    turmasNoEscopo(scope),
    termo
      ? or(ilike(turmas.nome, termo), ilike(turmas.serie, termo), ilike(escolas.nome, termo), ilike(usuarios.nome, termo))
      : undefined,
    escola_id ? eq(turmas.escola_id, escola_id) : undefined,
    serie ? eq(turmas.serie, serie) : undefined,
    turno ? eq(turmas.turno, turno) : undefined,
    ativo === undefined ? undefined : eq(turmas.ativo, ativo),
    ano_letivo ? eq(turmas.ano_letivo, ano_letivo) : undefined,
  );
}

/** School, newest year, name: the list's order. */
export const ordemTurmas = [asc(escolas.nome), sql`${turmas.ano_letivo} desc`, asc(turmas.nome), asc(turmas.id)] as const;
