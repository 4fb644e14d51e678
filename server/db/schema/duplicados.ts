import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { empresas } from './tenancy';
import { usuarios } from './auth';
import { alunos } from './academic';

const GRAUS = ['certo', 'muito_provavel', 'possivel'] as const;
const STATUS = ['pendente', 'descartado', 'fundido'] as const;

/**
 * A pair of student records that the duplicate rules (domain/aluno/duplicados.ts) found alike, kept so
 * that the "Possíveis duplicados" page lists a network of 100,000 students by pages instead of
 * comparing it at every opening. Filled by the network scan (services/duplicados/varredura.ts); a
 * pair is one row whichever found it first (aluno_a < aluno_b), and a dismissed pair is not raised again.
 */
export const duplicadosSuspeitos = pgTable(
  'duplicados_suspeitos',
  {
    id: id(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    aluno_a: uuid('aluno_a')
      .notNull()
      .references(() => alunos.id, { onDelete: 'cascade' }),
    aluno_b: uuid('aluno_b')
      .notNull()
      .references(() => alunos.id, { onDelete: 'cascade' }),
    grau: text('grau', { enum: GRAUS }).notNull(),
    motivo: text('motivo').notNull(),
    status: text('status', { enum: STATUS }).notNull().default('pendente'),
    decidido_por: uuid('decidido_por').references(() => usuarios.id, { onDelete: 'set null' }),
    decidido_em: timestamp('decidido_em', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    unique('duplicados_suspeitos_par_uq').on(t.aluno_a, t.aluno_b),
    // The page: a network's pending pairs, strongest first.
    index('duplicados_suspeitos_empresa_idx').on(t.empresa_id, t.status, t.grau),
    index('duplicados_suspeitos_aluno_b_idx').on(t.aluno_b),
    check('duplicados_suspeitos_ordem_ck', sql`${t.aluno_a} < ${t.aluno_b}`),
  ],
);

/** Per table, the keys of the rows a merge moved (services/duplicados/fusao.ts), to move exactly them back. */
export type LinhasMovidas = Record<string, Array<Record<string, unknown>>>;

/**
 * A merge of two student records: which stayed, which was merged into it, and exactly which rows moved,
 * so that the empresa can undo it. The merged record stays (alunos.fundido_em), so do these rows:
 * restrict keeps either student from being deleted under a merge that may still be undone.
 */
export const fusoesAlunos = pgTable(
  'fusoes_alunos',
  {
    id: id(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    duplicado_id: uuid('duplicado_id').references(() => duplicadosSuspeitos.id, { onDelete: 'set null' }),
    aluno_mantido_id: uuid('aluno_mantido_id')
      .notNull()
      .references(() => alunos.id, { onDelete: 'restrict' }),
    aluno_fundido_id: uuid('aluno_fundido_id')
      .notNull()
      .references(() => alunos.id, { onDelete: 'restrict' }),
    movidos: jsonb('movidos').$type<LinhasMovidas>().notNull(),
    /** Rows the kept record already had under the same key: left on the merged record, counted per table. */
    conflitos: jsonb('conflitos').$type<Record<string, number>>().notNull().default({}),
    fundido_por: uuid('fundido_por').references(() => usuarios.id, { onDelete: 'set null' }),
    desfeita_em: timestamp('desfeita_em', { withTimezone: true, mode: 'date' }),
    desfeita_por: uuid('desfeita_por').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('fusoes_alunos_empresa_idx').on(t.empresa_id, t.created_at),
    index('fusoes_alunos_mantido_idx').on(t.aluno_mantido_id),
    index('fusoes_alunos_fundido_idx').on(t.aluno_fundido_id),
  ],
);
