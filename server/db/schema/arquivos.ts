import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { usuarios } from './auth';

/**
 * Every uploaded file: the bytes live in the storage (server/services/storage) under `chave`,
 * a generated name; this row says what they are. `publico` files (logos) are served without a
 * session; the others only to their owner and administradores.
 */
export const arquivos = pgTable(
  'arquivos',
  {
    id: id(),
    chave: text('chave').notNull().unique(),
    finalidade: text('finalidade', { enum: ['avatar', 'logo'] }).notNull(),
    tipo_mime: text('tipo_mime').notNull(),
    tamanho: bigint('tamanho', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    nome_original: text('nome_original'),
    publico: boolean('publico').notNull().default(false),
    usuario_id: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('arquivos_usuario_idx').on(t.usuario_id), index('arquivos_finalidade_idx').on(t.finalidade, t.created_at)],
);
