import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import type { BimestreDoCalendario, DiaEspecial } from '../../../domain/calendario/tipos';
import { timestamps } from './columns';
import { empresas } from './tenancy';

/**
 * A network's ano letivo: its dates, the four bimestres with their closing deadlines and the days
 * that differ from the weekday rule (holidays and recessos off, sábados letivos and reposições on).
 * A year without a row uses the default calendar (domain/calendario), so a fresh network works.
 */
export const anosLetivos = pgTable(
  'anos_letivos',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    ano: integer('ano').notNull(),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    fim: date('fim', { mode: 'string' }).notNull(),
    /** Exactly four, in order: { inicio, fim, prazo } as yyyy-MM-dd. */
    bimestres: jsonb('bimestres').$type<BimestreDoCalendario[]>().notNull(),
    /** Non-school weekdays and extra school days: { data, tipo, descricao }. */
    dias: jsonb('dias')
      .$type<DiaEspecial[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.ano] }),
    check('anos_letivos_periodo_ck', sql`${t.fim} > ${t.inicio}`),
    check('anos_letivos_ano_ck', sql`${t.ano} between 2000 and 2100`),
  ],
);
