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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SITUACOES_FINAIS } from '../../../domain/avaliacao/resultado-final';
import { STATUS_AVALIACAO, TIPOS_AVALIACAO } from '../../../domain/avaliacao/sub-avaliacoes';
import { alunos, disciplinas, turmas } from './academic';
import { usuarios } from './auth';
import { id, timestamps } from './columns';
import { empresas, escolas } from './tenancy';

const tenant = {
  empresa_id: () =>
    uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
  escola_id: () =>
    uuid('escola_id')
      .notNull()
      .references(() => escolas.id, { onDelete: 'restrict' }),
  turma_id: () =>
    uuid('turma_id')
      .notNull()
      .references(() => turmas.id, { onDelete: 'restrict' }),
  disciplina_id: () =>
    uuid('disciplina_id')
      .notNull()
      .references(() => disciplinas.id, { onDelete: 'restrict' }),
};

/** Two decimals: a computed grade kept raw (before rounding) or rounded. */
const nota2 = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

export const STATUS_FECHAMENTO = ['em_andamento', 'finalizado', 'aprovado'] as const;

/** A sub-avaliação (assessment) of a class × subject × bimestre; its scores feed the bimester grade. */
export const avaliacoes = pgTable(
  'avaliacoes',
  {
    id: id(),
    empresa_id: tenant.empresa_id(),
    escola_id: tenant.escola_id(),
    turma_id: tenant.turma_id(),
    disciplina_id: tenant.disciplina_id(),
    bimestre: smallint('bimestre').notNull(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    tipo: text('tipo', { enum: TIPOS_AVALIACAO }).notNull(),
    peso: smallint('peso').notNull().default(1),
    valor_total: numeric('valor_total', { precision: 5, scale: 1, mode: 'number' }).notNull().default(10),
    data_aplicacao: date('data_aplicacao', { mode: 'string' }).notNull(),
    data_entrega: date('data_entrega', { mode: 'string' }).notNull(),
    professor_id: uuid('professor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    observacoes: text('observacoes'),
    status: text('status', { enum: STATUS_AVALIACAO }).notNull().default('agendada'),
    ...timestamps,
  },
  (t) => [
    index('avaliacoes_turma_disciplina_bimestre_idx').on(t.turma_id, t.disciplina_id, t.bimestre),
    index('avaliacoes_escola_idx').on(t.escola_id),
    index('avaliacoes_empresa_idx').on(t.empresa_id),
    check('avaliacoes_bimestre_ck', sql`${t.bimestre} between 1 and 4`),
    check('avaliacoes_peso_ck', sql`${t.peso} between 1 and 10`),
    check('avaliacoes_valor_total_ck', sql`${t.valor_total} >= 1 and ${t.valor_total} <= 1000`),
    check('avaliacoes_datas_ck', sql`${t.data_entrega} >= ${t.data_aplicacao}`),
  ],
);

/** A student's result in an assessment: a score (0 … valor total), or ausente, or dispensado. */
export const avaliacoesResultados = pgTable(
  'avaliacoes_resultados',
  {
    avaliacao_id: uuid('avaliacao_id')
      .notNull()
      .references(() => avaliacoes.id, { onDelete: 'cascade' }),
    aluno_id: uuid('aluno_id')
      .notNull()
      .references(() => alunos.id, { onDelete: 'cascade' }),
    empresa_id: tenant.empresa_id(),
    nota: numeric('nota', { precision: 5, scale: 1, mode: 'number' }),
    ausente: boolean('ausente').notNull().default(false),
    dispensado: boolean('dispensado').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.avaliacao_id, t.aluno_id] }),
    index('avaliacoes_resultados_aluno_idx').on(t.aluno_id),
    // Exactly one of: a score, absent, excused.
    check(
      'avaliacoes_resultados_um_ck',
      sql`(case when ${t.nota} is not null then 1 else 0 end) + (case when ${t.ausente} then 1 else 0 end) + (case when ${t.dispensado} then 1 else 0 end) = 1`,
    ),
    check('avaliacoes_resultados_nota_ck', sql`${t.nota} is null or ${t.nota} >= 0`),
  ],
);

/**
 * The closing of a class × subject × bimestre. Its figures are computed from grades and roll
 * calls while open; finalizing stores a snapshot per student and locks the bimestre.
 */
export const fechamentosBimestrais = pgTable(
  'fechamentos_bimestrais',
  {
    id: id(),
    empresa_id: tenant.empresa_id(),
    escola_id: tenant.escola_id(),
    turma_id: tenant.turma_id(),
    disciplina_id: tenant.disciplina_id(),
    bimestre: smallint('bimestre').notNull(),
    ano_letivo: integer('ano_letivo').notNull(),
    /** Null: computed from the calendar and the subject's load; a number: set for this closing. */
    aulas_previstas: integer('aulas_previstas'),
    observacoes: text('observacoes'),
    /** Required when more than half the class is below the passing grade at finalization. */
    justificativa: text('justificativa'),
    status: text('status', { enum: STATUS_FECHAMENTO }).notNull().default('em_andamento'),
    /** The network's day of the last finalization. */
    data_fechamento: date('data_fechamento', { mode: 'string' }),
    /** Snapshot generation: 0 while never finalized, +1 at each finalization. */
    versao_snapshot: integer('versao_snapshot').notNull().default(0),
    /** The day-after-deadline notice was sent (once per closing). */
    aviso_prazo_enviado: boolean('aviso_prazo_enviado').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    unique('fechamentos_bimestrais_uq').on(t.turma_id, t.disciplina_id, t.bimestre),
    index('fechamentos_bimestrais_escola_idx').on(t.escola_id, t.ano_letivo),
    index('fechamentos_bimestrais_empresa_idx').on(t.empresa_id, t.ano_letivo, t.status),
    check('fechamentos_bimestrais_bimestre_ck', sql`${t.bimestre} between 1 and 4`),
    check('fechamentos_bimestrais_aulas_ck', sql`${t.aulas_previstas} is null or ${t.aulas_previstas} >= 0`),
  ],
);

/** What each student had when a closing was finalized; every finalization adds a generation. */
export const fechamentosSnapshots = pgTable(
  'fechamentos_snapshots',
  {
    fechamento_id: uuid('fechamento_id')
      .notNull()
      .references(() => fechamentosBimestrais.id, { onDelete: 'cascade' }),
    versao: integer('versao').notNull(),
    aluno_id: uuid('aluno_id')
      .notNull()
      .references(() => alunos.id, { onDelete: 'cascade' }),
    empresa_id: tenant.empresa_id(),
    nota_bruta: nota2('nota_bruta'),
    nota: nota2('nota'),
    faltas: integer('faltas').notNull(),
    aulas: integer('aulas').notNull(),
    percentual_frequencia: numeric('percentual_frequencia', { precision: 4, scale: 1, mode: 'number' }),
    situacao: text('situacao').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fechamento_id, t.versao, t.aluno_id] }),
    index('fechamentos_snapshots_aluno_idx').on(t.aluno_id),
  ],
);

/** The history of a closing: finalizations, reopenings (with the reason) and approvals. */
export const fechamentosEventos = pgTable(
  'fechamentos_eventos',
  {
    id: id(),
    fechamento_id: uuid('fechamento_id')
      .notNull()
      .references(() => fechamentosBimestrais.id, { onDelete: 'cascade' }),
    empresa_id: tenant.empresa_id(),
    acao: text('acao', { enum: ['finalizado', 'reaberto', 'aprovado'] }).notNull(),
    motivo: text('motivo'),
    usuario_id: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('fechamentos_eventos_fechamento_idx').on(t.fechamento_id, t.created_at)],
);

/** The year of a class: open while 'em_andamento'; finishing it locks it and stores the final results. */
export const fechamentosAnuais = pgTable(
  'fechamentos_anuais',
  {
    id: id(),
    empresa_id: tenant.empresa_id(),
    escola_id: tenant.escola_id(),
    turma_id: tenant.turma_id(),
    ano_letivo: integer('ano_letivo').notNull(),
    status: text('status', { enum: STATUS_FECHAMENTO }).notNull().default('em_andamento'),
    observacoes: text('observacoes'),
    data_fechamento: date('data_fechamento', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    unique('fechamentos_anuais_turma_uq').on(t.turma_id),
    index('fechamentos_anuais_escola_idx').on(t.escola_id, t.ano_letivo),
  ],
);

/** The recuperação final grade a professor typed for a student below the passing average. */
export const recuperacoesFinais = pgTable(
  'recuperacoes_finais',
  {
    turma_id: tenant.turma_id(),
    disciplina_id: tenant.disciplina_id(),
    aluno_id: uuid('aluno_id')
      .notNull()
      .references(() => alunos.id, { onDelete: 'cascade' }),
    empresa_id: tenant.empresa_id(),
    nota: numeric('nota', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.turma_id, t.disciplina_id, t.aluno_id] }),
    check('recuperacoes_finais_nota_ck', sql`${t.nota} between 0 and 10`),
  ],
);

/**
 * The final result stored when a class's year is finished: one row per student and subject, and
 * one with disciplina_id null for the student's overall situation.
 */
export const resultadosFinais = pgTable(
  'resultados_finais',
  {
    id: id(),
    empresa_id: tenant.empresa_id(),
    escola_id: tenant.escola_id(),
    turma_id: tenant.turma_id(),
    aluno_id: uuid('aluno_id')
      .notNull()
      .references(() => alunos.id, { onDelete: 'cascade' }),
    disciplina_id: uuid('disciplina_id').references(() => disciplinas.id, { onDelete: 'restrict' }),
    ano_letivo: integer('ano_letivo').notNull(),
    media_anual: nota2('media_anual'),
    recuperacao: numeric('recuperacao', { precision: 4, scale: 1, mode: 'number' }),
    media_final: nota2('media_final'),
    aulas: integer('aulas').notNull().default(0),
    faltas: integer('faltas').notNull().default(0),
    situacao: text('situacao', { enum: SITUACOES_FINAIS }).notNull(),
    reprovado_por_nota: boolean('reprovado_por_nota').notNull().default(false),
    reprovado_por_falta: boolean('reprovado_por_falta').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One row per student and subject, and one overall row (disciplina_id null) per student.
    uniqueIndex('resultados_finais_disciplina_uq')
      .on(t.turma_id, t.aluno_id, t.disciplina_id)
      .where(sql`${t.disciplina_id} is not null`),
    uniqueIndex('resultados_finais_geral_uq')
      .on(t.turma_id, t.aluno_id)
      .where(sql`${t.disciplina_id} is null`),
    index('resultados_finais_aluno_idx').on(t.aluno_id, t.ano_letivo),
  ],
);
