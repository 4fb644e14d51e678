import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { disciplinas, turmas } from './academic';
import { id, timestamps } from './columns';
import { usuarios } from './auth';
import { empresas, escolas } from './tenancy';

/**
 * The BNCC catalogue: official skills (empresa_id null, written only by administradores) and
 * the skills an education body adds for itself. Official codes are unique; a body's codes are
 * unique within it. That a body's code never repeats an official one spans rows of different
 * tenants, so the routes check it under a lock (see server/services/bncc-habilidades.ts).
 *
 * Search is ILIKE on codigo and descricao: the catalogue is some 1,600 official rows plus a
 * body's own, so a scan of the filtered set is cheap; pg_trgm would have to be loaded into
 * every embedded database the app and the tests open, for no noticeable gain at this size.
 */
export const bnccHabilidades = pgTable(
  'bncc_habilidades',
  {
    id: id(),
    empresa_id: uuid('empresa_id').references(() => empresas.id, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    descricao: text('descricao').notNull(),
    componente_curricular: text('componente_curricular').notNull(),
    ano_serie: text('ano_serie').notNull(),
    etapa: text('etapa', { enum: ['EI', 'EF', 'EM'] }).notNull(),
    /** The single years or groups ano_serie covers ('6º ao 9º Ano' → 6º…9º), for the year filter. */
    anos: text('anos').array().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bncc_habilidades_oficial_codigo_uq')
      .on(t.codigo)
      .where(sql`${t.empresa_id} is null`),
    uniqueIndex('bncc_habilidades_empresa_codigo_uq')
      .on(t.empresa_id, t.codigo)
      .where(sql`${t.empresa_id} is not null`),
    // The list's order (component, year, code) and its component filter.
    index('bncc_habilidades_componente_idx').on(t.componente_curricular, t.ano_serie, t.codigo),
    index('bncc_habilidades_anos_idx').using('gin', t.anos),
    index('bncc_habilidades_etapa_idx').on(t.etapa),
  ],
);

/** "Knowledge object", per class and subject (a row of disciplinas taught in it). */
export const objetosConhecimento = pgTable(
  'objetos_conhecimento',
  {
    id: id(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    escola_id: uuid('escola_id')
      .notNull()
      .references(() => escolas.id, { onDelete: 'restrict' }),
    // Teaching records outlive nothing silently: a class or subject with objects is not deleted.
    turma_id: uuid('turma_id')
      .notNull()
      .references(() => turmas.id, { onDelete: 'restrict' }),
    disciplina_id: uuid('disciplina_id')
      .notNull()
      .references(() => disciplinas.id, { onDelete: 'restrict' }),
    codigo: text('codigo').notNull(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    bimestre: smallint('bimestre').notNull(),
    competencias: text('competencias')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['pendente', 'em_andamento', 'concluido'] })
      .notNull()
      .default('pendente'),
    data_inicio: date('data_inicio'),
    data_fim: date('data_fim'),
    observacoes: text('observacoes'),
    criado_por: uuid('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('objetos_conhecimento_codigo_uq').on(t.turma_id, t.disciplina_id, t.codigo),
    index('objetos_conhecimento_escola_idx').on(t.escola_id, t.status),
    index('objetos_conhecimento_turma_idx').on(t.turma_id, t.disciplina_id, t.bimestre),
    index('objetos_conhecimento_disciplina_idx').on(t.disciplina_id),
    index('objetos_conhecimento_empresa_idx').on(t.empresa_id, t.status),
    check('objetos_conhecimento_bimestre_ck', sql`${t.bimestre} between 1 and 4`),
  ],
);

/** The BNCC skills an object works on, in the order they were chosen. */
export const objetosConhecimentoHabilidades = pgTable(
  'objetos_conhecimento_habilidades',
  {
    objeto_id: uuid('objeto_id')
      .notNull()
      .references(() => objetosConhecimento.id, { onDelete: 'cascade' }),
    // A skill in use is not deleted from the catalogue.
    habilidade_id: uuid('habilidade_id')
      .notNull()
      .references(() => bnccHabilidades.id, { onDelete: 'restrict' }),
    ordem: integer('ordem').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.objeto_id, t.habilidade_id] }),
    index('objetos_habilidades_habilidade_idx').on(t.habilidade_id),
  ],
);
