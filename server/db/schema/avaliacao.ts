import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { JUSTIFICATIVAS } from '../../../domain/avaliacao/frequencia';
import { MODOS_NOTA_BIMESTRE } from '../../../domain/avaliacao/regras';
import { REGRAS_RECUPERACAO_FINAL } from '../../../domain/avaliacao/resultado-final';
import { alunos, disciplinas, turmas } from './academic';
import { usuarios } from './auth';
import { id, timestamps } from './columns';
import { empresas, escolas } from './tenancy';

/** A grade scale value: 0 to 10 with one decimal; null means "not entered yet", never zero. */
const nota = (name: string) => numeric(name, { precision: 4, scale: 1, mode: 'number' });

/**
 * Grades per student × class × subject × bimestre. The mean and the
 * status are not stored: they follow from the notes and the body's school rules when read.
 */
export const notas = pgTable(
  'notas',
  {
    id: id(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    escola_id: uuid('escola_id')
      .notNull()
      .references(() => escolas.id, { onDelete: 'restrict' }),
    turma_id: uuid('turma_id')
      .notNull()
      .references(() => turmas.id, { onDelete: 'restrict' }),
    aluno_id: uuid('aluno_id')
      .notNull()
      .references(() => alunos.id, { onDelete: 'cascade' }),
    disciplina_id: uuid('disciplina_id')
      .notNull()
      .references(() => disciplinas.id, { onDelete: 'restrict' }),
    bimestre: smallint('bimestre').notNull(),
    nota1: nota('nota1'),
    nota2: nota('nota2'),
    nota3: nota('nota3'),
    nota4: nota('nota4'),
    observacoes: text('observacoes'),
    ...timestamps,
  },
  (t) => [
    unique('notas_aluno_turma_disciplina_bimestre_uq').on(t.aluno_id, t.turma_id, t.disciplina_id, t.bimestre),
    // The grade sheet of one class, subject and bimestre.
    index('notas_turma_disciplina_bimestre_idx').on(t.turma_id, t.disciplina_id, t.bimestre),
    // The school's list, filtered by bimestre.
    index('notas_escola_bimestre_idx').on(t.escola_id, t.bimestre),
    // Approval rate of a whole body (dashboard).
    index('notas_empresa_idx').on(t.empresa_id),
    check('notas_bimestre_ck', sql`${t.bimestre} between 1 and 4`),
    check('notas_nota1_ck', sql`${t.nota1} between 0 and 10`),
    check('notas_nota2_ck', sql`${t.nota2} between 0 and 10`),
    check('notas_nota3_ck', sql`${t.nota3} between 0 and 10`),
    check('notas_nota4_ck', sql`${t.nota4} between 0 and 10`),
  ],
);

/** One attendance mark per student × class × subject × lesson date. */
export const frequencias = pgTable(
  'frequencias',
  {
    id: id(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    escola_id: uuid('escola_id')
      .notNull()
      .references(() => escolas.id, { onDelete: 'restrict' }),
    turma_id: uuid('turma_id')
      .notNull()
      .references(() => turmas.id, { onDelete: 'restrict' }),
    aluno_id: uuid('aluno_id')
      .notNull()
      .references(() => alunos.id, { onDelete: 'cascade' }),
    disciplina_id: uuid('disciplina_id')
      .notNull()
      .references(() => disciplinas.id, { onDelete: 'restrict' }),
    data: date('data', { mode: 'string' }).notNull(),
    presente: boolean('presente').notNull().default(true),
    justificativa: text('justificativa', { enum: JUSTIFICATIVAS }),
    observacoes: text('observacoes'),
    registrado_por: uuid('registrado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // Also serves one student's marks in a class and subject (the per-student totals).
    unique('frequencias_aluno_turma_disciplina_data_uq').on(t.aluno_id, t.turma_id, t.disciplina_id, t.data),
    // The roll call of one class, subject and date, and the class's "Por Data" view.
    index('frequencias_turma_disciplina_data_idx').on(t.turma_id, t.disciplina_id, t.data),
    // The school's list and its "Por Data" view, newest first.
    index('frequencias_escola_data_idx').on(t.escola_id, t.data),
    // The body-wide record table of /frequencia, newest first.
    index('frequencias_empresa_data_idx').on(t.empresa_id, t.data),
  ],
);

/**
 * Running totals per student × class × subject, kept in the same transaction as every change
 * to `frequencias`: the summaries and the excessive-absence checks read these few rows instead
 * of counting a network's millions of marks.
 */
export const frequenciasTotais = pgTable(
  'frequencias_totais',
  {
    aluno_id: uuid('aluno_id')
      .notNull()
      .references(() => alunos.id, { onDelete: 'cascade' }),
    turma_id: uuid('turma_id')
      .notNull()
      .references(() => turmas.id, { onDelete: 'cascade' }),
    disciplina_id: uuid('disciplina_id')
      .notNull()
      .references(() => disciplinas.id, { onDelete: 'cascade' }),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    escola_id: uuid('escola_id')
      .notNull()
      .references(() => escolas.id, { onDelete: 'restrict' }),
    aulas: integer('aulas').notNull().default(0),
    faltas: integer('faltas').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.aluno_id, t.turma_id, t.disciplina_id] }),
    index('frequencias_totais_turma_idx').on(t.turma_id, t.disciplina_id),
    index('frequencias_totais_escola_idx').on(t.escola_id),
    index('frequencias_totais_empresa_idx').on(t.empresa_id),
  ],
);

/** Each body's regimento (spec: "school rules are settings"); a body without a row uses the defaults. */
export const regrasEscolares = pgTable(
  'regras_escolares',
  {
    empresa_id: uuid('empresa_id')
      .primaryKey()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    media_aprovacao: numeric('media_aprovacao', { precision: 4, scale: 1, mode: 'number' }).notNull().default(7),
    media_recuperacao: numeric('media_recuperacao', { precision: 4, scale: 1, mode: 'number' }).notNull().default(5),
    frequencia_minima: numeric('frequencia_minima', { precision: 4, scale: 1, mode: 'number' }).notNull().default(75),
    alerta_faltas: numeric('alerta_faltas', { precision: 4, scale: 1, mode: 'number' }).notNull().default(25),
    /** How the bimester grade is made: the four notes of the sheet, or the weighted mean of the assessments. */
    modo_nota_bimestre: text('modo_nota_bimestre', { enum: MODOS_NOTA_BIMESTRE }).notNull().default('quatro_notas'),
    /** In "from assessments" mode: an absent student scores zero (true) or the assessment is left out. */
    ausente_conta_zero: boolean('ausente_conta_zero').notNull().default(true),
    arredondamento_incremento: numeric('arredondamento_incremento', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .default(0.1),
    arredondamento_modo: text('arredondamento_modo', { enum: ['proximo', 'acima'] })
      .notNull()
      .default('proximo'),
    /** Weight of each bimestre in the annual average. */
    pesos_bimestres: integer('pesos_bimestres')
      .array()
      .notNull()
      .default(sql`'{1,1,1,1}'::integer[]`),
    regra_recuperacao: text('regra_recuperacao', { enum: REGRAS_RECUPERACAO_FINAL }).notNull().default('substitui_se_maior'),
    /** The average needed after the recuperação final; null: the passing average. */
    media_apos_recuperacao: numeric('media_apos_recuperacao', { precision: 4, scale: 1, mode: 'number' }),
    /** Subject codes (disciplinas.disciplina) that do not fail students on grades. */
    disciplinas_sem_reprovacao: text('disciplinas_sem_reprovacao')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** School days a roll call may wait before it becomes a pendency. */
    tolerancia_chamada_dias: integer('tolerancia_chamada_dias').notNull().default(2),
    /** Days before a bimestre's closing deadline from which missing grades become pendencies. */
    antecedencia_notas_dias: integer('antecedencia_notas_dias').notNull().default(7),
    /**
     * Share of the permitted absences past which a student is reported to the Conselho Tutelar
     * (LDB art. 12 VIII: 30% of the share the law permits).
     */
    percentual_conselho_tutelar: numeric('percentual_conselho_tutelar', { precision: 4, scale: 1, mode: 'number' })
      .notNull()
      .default(30),
    /** Whether the final council may approve a student failed for absences. */
    conselho_supera_falta: boolean('conselho_supera_falta').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'regras_vida_da_turma_ck',
      sql`${t.tolerancia_chamada_dias} between 0 and 60 and ${t.antecedencia_notas_dias} between 0 and 60 and ${t.percentual_conselho_tutelar} between 0 and 100`,
    ),
    check('regras_medias_ck', sql`${t.media_recuperacao} between 0 and ${t.media_aprovacao} and ${t.media_aprovacao} <= 10`),
    check('regras_percentuais_ck', sql`${t.frequencia_minima} between 0 and 100 and ${t.alerta_faltas} between 0 and 100`),
  ],
);
