import { z } from 'zod';

/**
 * The path parameters most routes take, declared once: a route with parameters in its path must
 * declare their schema (server/plugins/entrada.ts), and an id that is not a uuid is a 400 with this
 * message before any handler or query sees it.
 */
export const ID_INVALIDO = 'Identificador inválido';

/** One uuid of a path or query string, refused with ID_INVALIDO (or the resource's own message). */
export const idValido = (mensagem: string = ID_INVALIDO) => z.uuid(mensagem);

export const idParams = z.object({ id: idValido() });
export const turmaIdParams = z.object({ turmaId: idValido() });
export const escolaIdParams = z.object({ escolaId: idValido() });
