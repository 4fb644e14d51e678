import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { usuarios } from './auth';

/**
 * One row per Idempotency-Key a user sent with a POST: the first request reserves it (the
 * unique key decides between two that arrive together), then keeps its answer, which a
 * repeated request (a double click, a retry) receives instead of running again. Rows older
 * than a day are removed on the way (server/plugins/idempotencia.ts).
 */
export const chavesIdempotencia = pgTable(
  'chaves_idempotencia',
  {
    id: id(),
    usuario_id: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    chave: text('chave').notNull(),
    /** Method and URL as sent, query included ('POST /api/notificacoes/…/ler'): the same key elsewhere is a client error. */
    rota: text('rota').notNull(),
    /** SHA-256 of the body: the same key with other data is refused, never answered with the old result. */
    impressao: text('impressao').notNull(),
    /** Null while the first request is still running. */
    status: integer('status'),
    tipo: text('tipo'),
    resposta: text('resposta'),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('chaves_idempotencia_usuario_chave_uq').on(t.usuario_id, t.chave),
    index('chaves_idempotencia_criado_idx').on(t.criado_em),
  ],
);
