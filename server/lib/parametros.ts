import { z } from 'zod';

/**
 * The path parameters most routes take, declared once: a route with parameters in its path must
 * declare their schema (server/plugins/entrada.ts), and an id that is not a uuid is a 400 with this
 * message before any handler or query sees it.
 */
export const ID_INVALIDO = 'Identificador inválido';

const id = () => z.uuid(ID_INVALIDO);

export const idParams = z.object({ id: id() });
export const turmaIdParams = z.object({ turmaId: id() });
