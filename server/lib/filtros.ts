import { z } from 'zod';
import { ID_INVALIDO, idValido } from './parametros';

/**
 * A list filter over a fixed set of values. 'all' (what the screens' selects send for "Todos")
 * or nothing means no filter.
 */
export function filtroEnum<const T extends readonly [string, ...string[]]>(valores: T, message = 'Filtro inválido') {
  return z
    .enum([...valores, 'all'] as unknown as [T[number] | 'all', ...(T[number] | 'all')[]], { error: message })
    .optional()
    .transform((v) => (v === 'all' ? undefined : (v as T[number] | undefined)));
}

/** A filter by id; blank or 'all' means no filter. */
export function filtroId(message = ID_INVALIDO) {
  return z
    .union([z.literal(''), z.literal('all'), idValido(message)], { error: message })
    .optional()
    .transform((v) => (v && v !== 'all' ? v : undefined));
}

/** 'true' / 'false' in the query string; 'all' or nothing means no filter. */
export function filtroBooleano(message = 'Filtro inválido') {
  return z
    .enum(['true', 'false', 'all'], { error: message })
    .optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined));
}

/** A filter whose select sends 'all' for "Todos": 'all' or nothing is no filter, anything else must pass `schema`. */
export const ouTodos = <T extends z.ZodTypeAny>(schema: T) =>
  z.union([z.literal('all').transform(() => undefined), schema]).optional();

/** The class filters of the grade and attendance pages: school, class and subject (ondeNaTurma). */
export const filtrosDaTurma = {
  escola_id: ouTodos(idValido()),
  turma_id: ouTodos(idValido()),
  disciplina_id: ouTodos(idValido()),
};
