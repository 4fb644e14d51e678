import { customType, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CLASSES_SELADAS, FORMATOS_SELADOS } from '../../../domain/privacidade/selados';
import { alunos } from './academic';
import { usuarios } from './auth';
import { id } from './columns';
import { empresas, escolas } from './tenancy';

/** Raw bytes; PGlite answers a Uint8Array, node-postgres a Buffer: both come out as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * What the law requires a network to keep of a student it anonymised (histórico escolar, final
 * results, atas, enrolment facts, and the class diaries for their term), generated from the database
 * at the moment of anonymisation and sealed: the bytes are encrypted with the installation's key
 * (services/privacidade/selo.ts), so no search of the database finds the student in them, and they are
 * opened only by the network's secretaria with a written reason, each opening audited. `aluno_id`
 * points at the anonymised row (restrict: it cannot go while a sealed document needs it).
 */
export const documentosSelados = pgTable(
  'documentos_selados',
  {
    id: id(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    escola_id: uuid('escola_id')
      .notNull()
      .references(() => escolas.id, { onDelete: 'restrict' }),
    aluno_id: uuid('aluno_id')
      .notNull()
      .references(() => alunos.id, { onDelete: 'restrict' }),
    classe: text('classe', { enum: CLASSES_SELADAS }).notNull(),
    /** What the document is, without the student's name ('Ata do conselho de classe · 6º Ano A · 2026'). */
    titulo: text('titulo').notNull(),
    ano_letivo: integer('ano_letivo'),
    formato: text('formato', { enum: FORMATOS_SELADOS }).notNull(),
    nome_arquivo: text('nome_arquivo').notNull(),
    /** AES-256-GCM: 12-byte nonce, 16-byte tag, then the ciphertext. */
    conteudo: bytea('conteudo').notNull(),
    /** Which installation key sealed it (a fingerprint, not the key). */
    chave: text('chave').notNull(),
    tamanho: integer('tamanho').notNull(),
    selado_em: timestamp('selado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    selado_por: uuid('selado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    /** The day the retention job removes it; null: kept for good. */
    expira_em: date('expira_em', { mode: 'string' }),
  },
  (t) => [
    index('documentos_selados_empresa_idx').on(t.empresa_id, t.selado_em),
    index('documentos_selados_aluno_idx').on(t.aluno_id),
    index('documentos_selados_expira_idx').on(t.expira_em),
  ],
);
