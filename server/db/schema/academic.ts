import { boolean, date, index, integer, pgTable, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { empresas, escolas } from './tenancy';
import { usuarios } from './auth';

/**
 * The academic tables the data-scope model rests on. Every row carries empresa_id (the tenant
 * and future sharding key) and escola_id where it applies.
 */
export const turmas = pgTable('turmas', {
  id: id(),
  empresa_id: uuid('empresa_id').notNull().references(() => empresas.id, { onDelete: 'restrict' }),
  escola_id: uuid('escola_id').notNull().references(() => escolas.id, { onDelete: 'restrict' }),
  nome: text('nome').notNull(),
  serie: text('serie').notNull(),
  turno: text('turno', { enum: ['matutino', 'vespertino', 'noturno', 'integral'] }).notNull(),
  ano_letivo: integer('ano_letivo').notNull(),
  capacidade: integer('capacidade').notNull().default(30),
  professor_responsavel_id: uuid('professor_responsavel_id').references(() => usuarios.id, { onDelete: 'set null' }),
  ativo: boolean('ativo').notNull().default(true),
  observacoes: text('observacoes'),
  ...timestamps,
}, (t) => [index('turmas_escola_ano_idx').on(t.escola_id, t.ano_letivo, t.nome)]);

/** Curriculum components (spec 2 "Disciplinas"), per education body. */
export const disciplinas = pgTable('disciplinas', {
  id: id(),
  empresa_id: uuid('empresa_id').notNull().references(() => empresas.id, { onDelete: 'restrict' }),
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
}, (t) => [index('disciplinas_empresa_idx').on(t.empresa_id, t.created_at)]);

export const alunos = pgTable('alunos', {
  id: id(),
  empresa_id: uuid('empresa_id').notNull().references(() => empresas.id, { onDelete: 'restrict' }),
  escola_id: uuid('escola_id').notNull().references(() => escolas.id, { onDelete: 'restrict' }),
  /** The aluno user who may read this record, if any: the aluno's data scope. */
  usuario_id: uuid('usuario_id').unique().references(() => usuarios.id, { onDelete: 'set null' }),
  matricula: text('matricula').notNull(),
  nome: text('nome').notNull(),
  email: text('email'),
  telefone: text('telefone'),
  data_nascimento: date('data_nascimento'),
  endereco: text('endereco'),
  responsavel: text('responsavel'),
  telefone_responsavel: text('telefone_responsavel'),
  codigo_inep: varchar('codigo_inep', { length: 12 }),
  status: text('status', { enum: ['ativo', 'inativo', 'transferido'] }).notNull().default('ativo'),
  ...timestamps,
}, (t) => [
  unique('alunos_empresa_matricula_uq').on(t.empresa_id, t.matricula),
  index('alunos_escola_nome_idx').on(t.escola_id, t.nome),
]);

/** A student in a class for one ano letivo; ended enrolments stay as history. */
export const matriculas = pgTable('matriculas', {
  id: id(),
  empresa_id: uuid('empresa_id').notNull().references(() => empresas.id, { onDelete: 'restrict' }),
  aluno_id: uuid('aluno_id').notNull().references(() => alunos.id, { onDelete: 'cascade' }),
  turma_id: uuid('turma_id').notNull().references(() => turmas.id, { onDelete: 'restrict' }),
  ano_letivo: integer('ano_letivo').notNull(),
  data_inicio: date('data_inicio').notNull(),
  data_fim: date('data_fim'),
  status: text('status', { enum: ['ativa', 'transferida', 'concluida', 'cancelada'] }).notNull().default('ativa'),
  ...timestamps,
}, (t) => [index('matriculas_turma_idx').on(t.turma_id, t.status), index('matriculas_aluno_idx').on(t.aluno_id)]);

/** Teaching assignment: professor ↔ class ↔ subject; the professor's data scope. */
export const atribuicoes = pgTable('atribuicoes', {
  id: id(),
  empresa_id: uuid('empresa_id').notNull().references(() => empresas.id, { onDelete: 'restrict' }),
  professor_id: uuid('professor_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
  turma_id: uuid('turma_id').notNull().references(() => turmas.id, { onDelete: 'cascade' }),
  disciplina_id: uuid('disciplina_id').notNull().references(() => disciplinas.id, { onDelete: 'cascade' }),
  ...timestamps,
}, (t) => [
  unique('atribuicoes_uq').on(t.professor_id, t.turma_id, t.disciplina_id),
  index('atribuicoes_turma_idx').on(t.turma_id),
]);
