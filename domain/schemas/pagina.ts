import { z } from 'zod';

/** One page of a list paged on the server: the rows and where they sit in the whole. */
export function paginaDe<T extends z.ZodTypeAny>(item: T) {
  return z.object({ itens: z.array(item), total: z.number().int(), pagina: z.number().int(), por_pagina: z.number().int() });
}

/** The same page as a type, for rows whose schema the caller does not need. */
export type Pagina<T> = Omit<z.infer<ReturnType<typeof paginaDe<z.ZodNever>>>, 'itens'> & { itens: T[] };
