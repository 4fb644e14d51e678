import { z } from 'zod';

/** Query string shared by every list: page, page size and a free-text search. */
export const pagingQuery = z.object({
  pagina: z.coerce.number().int('Página inválida').min(1, 'Página inválida').default(1),
  por_pagina: z.coerce.number().int().min(1, 'Tamanho de página inválido').max(100, 'No máximo 100 por página').default(20),
  busca: z.string().trim().max(100, 'Busca longa demais').optional(),
});

/** The page shape lives in domain/, where the app reads its types from too. */
export { paginaDe as pageOf } from '../../domain/schemas/pagina';

/** Escapes LIKE wildcards so a search for "50%" finds that text, not everything. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
