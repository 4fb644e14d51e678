import { z } from 'zod';

/** Query string shared by every list: page, page size and a free-text search. */
export const pagingQuery = z.object({
  pagina: z.coerce.number().int('Página inválida').min(1, 'Página inválida').default(1),
  por_pagina: z.coerce.number().int().min(1, 'Tamanho de página inválido').max(100, 'No máximo 100 por página').default(20),
  busca: z.string().trim().max(100, 'Busca longa demais').optional(),
});

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ itens: z.array(item), total: z.number().int(), pagina: z.number().int(), por_pagina: z.number().int() });
}

/** Escapes LIKE wildcards so a search for "50%" finds that text, not everything. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
