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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { empresas, escolas } from './tenancy';
import { usuarios } from './auth';
import { NACIONALIDADES, PODERES_TRANSPORTE, SEXOS, VEICULOS_TRANSPORTE, ZONAS } from '../../../domain/aluno/censo';

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
    /** The street (logradouro) of the address; the rest of it in the columns below. */
    endereco: text('endereco'),
    endereco_numero: text('endereco_numero'),
    endereco_complemento: text('endereco_complemento'),
    bairro: text('bairro'),
    cep: varchar('cep', { length: 8 }),
    /** IBGE code of the municipality of residence (server/services/municipios.ts holds the catalogue). */
    municipio_ibge: varchar('municipio_ibge', { length: 7 }),
    zona: text('zona', { enum: ZONAS }),
    codigo_inep: varchar('codigo_inep', { length: 12 }),
    /** Filiação; both empty with filiacao_nao_declarada when the certificate names no parent. */
    filiacao_1: text('filiacao_1'),
    filiacao_2: text('filiacao_2'),
    filiacao_nao_declarada: boolean('filiacao_nao_declarada').notNull().default(false),
    sexo: text('sexo', { enum: SEXOS }),
    nacionalidade: text('nacionalidade', { enum: NACIONALIDADES }),
    pais_nascimento: text('pais_nascimento'),
    municipio_nascimento_ibge: varchar('municipio_nascimento_ibge', { length: 7 }),
    /** Documents, digits only: CPF unique in the network; certidão the 32-digit national number… */
    cpf: varchar('cpf', { length: 11 }),
    nis: varchar('nis', { length: 11 }),
    certidao_nascimento: varchar('certidao_nascimento', { length: 32 }),
    /** …or the old book/page/term form of registries before 2010. */
    certidao_livro: text('certidao_livro'),
    certidao_folha: text('certidao_folha'),
    certidao_termo: text('certidao_termo'),
    rg: text('rg'),
    transporte_publico: boolean('transporte_publico'),
    transporte_poder: text('transporte_poder', { enum: PODERES_TRANSPORTE }),
    transporte_veiculos: text('transporte_veiculos', { enum: VEICULOS_TRANSPORTE })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * The name as the duplicate rules compare it (domain/aluno/nome.ts does the same in JS): kept by
     * the database so that no write path can leave it stale.
     */
    nome_busca: text('nome_busca')
      .notNull()
      .generatedAlwaysAs(
        sql`btrim(regexp_replace(lower(translate(nome, 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy')), '[^a-z0-9]+', ' ', 'g'))`,
      ),
    status: text('status', { enum: ['ativo', 'inativo', 'transferido'] })
      .notNull()
      .default('ativo'),
    /**
     * Set by the anonymisation (services/privacidade/anonimizacao.ts): the row stays, with nothing personal
     * left, only for the sealed documents and the privacy records that point at it; every list,
     * search and report leaves it out (policies/alunos.ts).
     */
    anonimizado_em: timestamp('anonimizado_em', { withTimezone: true, mode: 'date' }),
    /**
     * Set by a merge of duplicates (services/duplicados/fusao.ts): everything of this record moved to
     * fundido_no_aluno_id; the row stays so the empresa can undo the merge, and is left out like an
     * anonymised one (policies/alunos.ts).
     */
    fundido_em: timestamp('fundido_em', { withTimezone: true, mode: 'date' }),
    fundido_no_aluno_id: uuid('fundido_no_aluno_id').references((): AnyPgColumn => alunos.id, { onDelete: 'restrict' }),
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
    // The duplicate rules: each document is a certain match, name + birth date a likely or possible one.
    unique('alunos_empresa_cpf_uq').on(t.empresa_id, t.cpf),
    index('alunos_empresa_nis_idx').on(t.empresa_id, t.nis),
    index('alunos_empresa_certidao_idx').on(t.empresa_id, t.certidao_nascimento),
    index('alunos_empresa_nascimento_idx').on(t.empresa_id, t.data_nascimento, t.nome_busca),
    check('alunos_cpf_ck', sql`${t.cpf} ~ '^[0-9]{11}$'`),
    check('alunos_nis_ck', sql`${t.nis} ~ '^[0-9]{11}$'`),
    check('alunos_certidao_ck', sql`${t.certidao_nascimento} ~ '^[0-9]{32}$'`),
    check('alunos_cep_ck', sql`${t.cep} ~ '^[0-9]{8}$'`),
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
