import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { empresas, escolas } from './tenancy';
import { usuarios } from './auth';

/**
 * The academic tables the data-scope model rests on. Every row carries empresa_id (the tenant
 * and future sharding key) and escola_id where it applies.
 */
export const turmas = pgTable(
  'turmas',
  {
    id: id(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    escola_id: uuid('escola_id')
      .notNull()
      .references(() => escolas.id, { onDelete: 'restrict' }),
    nome: text('nome').notNull(),
    serie: text('serie').notNull(),
    turno: text('turno', { enum: ['matutino', 'vespertino', 'noturno', 'integral'] }).notNull(),
    ano_letivo: integer('ano_letivo').notNull(),
    capacidade: integer('capacidade').notNull().default(30),
    professor_responsavel_id: uuid('professor_responsavel_id').references(() => usuarios.id, { onDelete: 'set null' }),
    ativo: boolean('ativo').notNull().default(true),
    observacoes: text('observacoes'),
    ...timestamps,
  },
  (t) => [
    // The unique constraint's index serves the school + ano letivo lists too.
    unique('turmas_escola_ano_nome_uq').on(t.escola_id, t.ano_letivo, t.nome),
    index('turmas_empresa_ano_idx').on(t.empresa_id, t.ano_letivo),
    index('turmas_professor_responsavel_idx').on(t.professor_responsavel_id),
    check('turmas_capacidade_ck', sql`${t.capacidade} between 1 and 50`),
  ],
);

/** Curriculum components, per education body. */
export const disciplinas = pgTable(
  'disciplinas',
  {
    id: id(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    disciplina: text('disciplina').notNull(),
    serie_ano: text('serie_ano').notNull(),
    bimestre: text('bimestre').notNull(),
    carga_horaria: integer('carga_horaria').notNull().default(0),
    objetivos: text('objetivos'),
    competencias: text('competencias'),
    habilidades: text('habilidades'),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('disciplinas_empresa_idx').on(t.empresa_id, t.created_at),
    index('disciplinas_empresa_codigo_idx').on(t.empresa_id, t.disciplina, t.serie_ano),
    index('disciplinas_empresa_serie_idx').on(t.empresa_id, t.serie_ano, t.bimestre),
    check('disciplinas_carga_horaria_ck', sql`${t.carga_horaria} >= 0`),
  ],
);

export const alunos = pgTable(
  'alunos',
  {
    id: id(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    escola_id: uuid('escola_id')
      .notNull()
      .references(() => escolas.id, { onDelete: 'restrict' }),
    /** The aluno user who may read this record, if any: the aluno's data scope. */
    usuario_id: uuid('usuario_id')
      .unique()
      .references(() => usuarios.id, { onDelete: 'set null' }),
    matricula: text('matricula').notNull(),
    nome: text('nome').notNull(),
    email: text('email'),
    telefone: text('telefone'),
    data_nascimento: date('data_nascimento'),
    endereco: text('endereco'),
    responsavel: text('responsavel'),
    telefone_responsavel: text('telefone_responsavel'),
    codigo_inep: varchar('codigo_inep', { length: 12 }),
    status: text('status', { enum: ['ativo', 'inativo', 'transferido'] })
      .notNull()
      .default('ativo'),
    /**
     * Set by the anonymisation (services/privacidade/anonimizacao.ts): the row stays, with nothing personal
     * left, only for the sealed documents and the privacy records that point at it; every list,
     * search and report leaves it out (policies/alunos.ts).
     */
    anonimizado_em: timestamp('anonimizado_em', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    unique('alunos_empresa_matricula_uq').on(t.empresa_id, t.matricula),
    // NULLs are distinct, so only the INEP ids that were given must be unique in the body.
    unique('alunos_empresa_inep_uq').on(t.empresa_id, t.codigo_inep),
    index('alunos_escola_nome_idx').on(t.escola_id, t.nome),
    index('alunos_escola_status_idx').on(t.escola_id, t.status, t.nome),
    index('alunos_empresa_nome_idx').on(t.empresa_id, t.nome),
    check('alunos_codigo_inep_ck', sql`${t.codigo_inep} ~ '^[0-9]{12}$'`),
  ],
);

/** A student in a class for one ano letivo; ended enrolments stay as history. */
export const matriculas = pgTable(
  'matriculas',
  {
    id: id(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    aluno_id: uuid('aluno_id')
      .notNull()
      .references(() => alunos.id, { onDelete: 'cascade' }),
    turma_id: uuid('turma_id')
      .notNull()
      .references(() => turmas.id, { onDelete: 'restrict' }),
    ano_letivo: integer('ano_letivo').notNull(),
    data_inicio: date('data_inicio').notNull(),
    data_fim: date('data_fim'),
    status: text('status', { enum: ['ativa', 'transferida', 'concluida', 'cancelada'] })
      .notNull()
      .default('ativa'),
    ...timestamps,
  },
  (t) => [
    index('matriculas_turma_idx').on(t.turma_id, t.status),
    index('matriculas_aluno_idx').on(t.aluno_id),
    // One class at a time per ano letivo: a second active enrolment is a transfer, not an enrolment.
    uniqueIndex('matriculas_aluno_ano_ativa_uq')
      .on(t.aluno_id, t.ano_letivo)
      .where(sql`${t.status} = 'ativa'`),
    check('matriculas_periodo_ck', sql`${t.data_fim} is null or ${t.data_fim} >= ${t.data_inicio}`),
  ],
);

/** Teaching assignment: professor ↔ class ↔ subject; the professor's data scope. */
export const atribuicoes = pgTable(
  'atribuicoes',
  {
    id: id(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    professor_id: uuid('professor_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    turma_id: uuid('turma_id')
      .notNull()
      .references(() => turmas.id, { onDelete: 'cascade' }),
    disciplina_id: uuid('disciplina_id')
      .notNull()
      .references(() => disciplinas.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    unique('atribuicoes_uq').on(t.professor_id, t.turma_id, t.disciplina_id),
    index('atribuicoes_turma_idx').on(t.turma_id),
    index('atribuicoes_disciplina_idx').on(t.disciplina_id),
  ],
);

/**
 * The last matrícula number given per education body and year. Taking the next one is an
 * upsert that locks this row, so two enrolments at once never get the same number.
 */
export const matriculaSequencias = pgTable(
  'matricula_sequencias',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    ano: integer('ano').notNull(),
    ultimo: integer('ultimo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.ano] })],
);
