import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { CORES_RACAS, DEFICIENCIAS, PARENTESCOS } from '../../../domain/aluno/censo';
import { id, timestamps } from './columns';
import { empresas } from './tenancy';
import { alunos } from './academic';

/**
 * The sensitive part of the ficha (art. 11 of the LGPD: cor/raça, disability, health), apart from
 * `alunos` so that no list, search or report that reads students can carry it by accident: only
 * the routes behind the `sensiveis` permission read this table, and each read is in the access log.
 */
export const alunosDadosSensiveis = pgTable(
  'alunos_dados_sensiveis',
  {
    aluno_id: uuid('aluno_id')
      .primaryKey()
      .references(() => alunos.id, { onDelete: 'cascade' }),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    cor_raca: text('cor_raca', { enum: CORES_RACAS }),
    /** Disability, autism spectrum and giftedness (census categories, several allowed). */
    deficiencias: text('deficiencias', { enum: DEFICIENCIAS })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The support each category needs, by category key. */
    apoios: jsonb('apoios').$type<Partial<Record<(typeof DEFICIENCIAS)[number], string>>>().notNull().default({}),
    alergias: text('alergias'),
    medicamentos: text('medicamentos'),
    restricoes: text('restricoes'),
    ...timestamps,
  },
  (t) => [index('alunos_dados_sensiveis_empresa_idx').on(t.empresa_id)],
);

/** A guardian as a person of the network: several children each, found again by CPF. */
export const responsaveis = pgTable(
  'responsaveis',
  {
    id: id(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    nome: text('nome').notNull(),
    cpf: varchar('cpf', { length: 11 }),
    telefone: text('telefone'),
    telefone_2: text('telefone_2'),
    email: text('email'),
    ...timestamps,
  },
  (t) => [
    unique('responsaveis_empresa_cpf_uq').on(t.empresa_id, t.cpf),
    index('responsaveis_empresa_nome_idx').on(t.empresa_id, t.nome),
    check('responsaveis_cpf_ck', sql`${t.cpf} ~ '^[0-9]{11}$'`),
  ],
);

/** The link of a guardian to a child: what the guardian is to the child and may do. */
export const alunosResponsaveis = pgTable(
  'alunos_responsaveis',
  {
    id: id(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    aluno_id: uuid('aluno_id')
      .notNull()
      .references(() => alunos.id, { onDelete: 'cascade' }),
    responsavel_id: uuid('responsavel_id')
      .notNull()
      .references(() => responsaveis.id, { onDelete: 'restrict' }),
    parentesco: text('parentesco', { enum: PARENTESCOS }).notNull(),
    responsavel_legal: boolean('responsavel_legal').notNull().default(false),
    mora_com_aluno: boolean('mora_com_aluno').notNull().default(false),
    autorizado_buscar: boolean('autorizado_buscar').notNull().default(false),
    /** 1 is called first; the family contact of notices and reports is the legal guardian of lowest priority. */
    prioridade: integer('prioridade').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    unique('alunos_responsaveis_uq').on(t.aluno_id, t.responsavel_id),
    index('alunos_responsaveis_aluno_idx').on(t.aluno_id, t.prioridade),
    index('alunos_responsaveis_responsavel_idx').on(t.responsavel_id),
    check('alunos_responsaveis_prioridade_ck', sql`${t.prioridade} between 1 and 9`),
  ],
);
