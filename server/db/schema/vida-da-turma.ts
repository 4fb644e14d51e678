import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ENCAMINHAMENTOS, PARECERES, STATUS_CONSELHO } from '../../../domain/conselho/tipos';
import { ORIGENS_PENDENCIA, PRIORIDADES_PENDENCIA, STATUS_PENDENCIA, TIPOS_PENDENCIA } from '../../../domain/pendencia/tipos';
import { alunos, disciplinas, turmas } from './academic';
import { usuarios } from './auth';
import { id, timestamps } from './columns';
import { empresas, escolas } from './tenancy';

const empresaId = () =>
  uuid('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'restrict' });
const escolaId = () =>
  uuid('escola_id')
    .notNull()
    .references(() => escolas.id, { onDelete: 'restrict' });
const turmaId = () =>
  uuid('turma_id')
    .notNull()
    .references(() => turmas.id, { onDelete: 'restrict' });

/**
 * The conselho de classe of a class: one per bimestre, and the final one of the year (bimestre
 * null). Decisions are versioned: finalizing freezes the current version, a correction opens the
 * next one with a reason (conselhos_eventos).
 */
export const conselhosClasse = pgTable(
  'conselhos_classe',
  {
    id: id(),
    empresa_id: empresaId(),
    escola_id: escolaId(),
    turma_id: turmaId(),
    ano_letivo: integer('ano_letivo').notNull(),
    /** 1–4; null is the final council of the ano letivo. */
    bimestre: smallint('bimestre'),
    data: date('data', { mode: 'string' }).notNull(),
    /** HH:MM, the network's local time. */
    horario: text('horario').notNull(),
    local: text('local').notNull(),
    coordenador_id: uuid('coordenador_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** Guests typed by name (not users): split on commas, trimmed, blanks dropped. */
    convidados: text('convidados')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pauta: text('pauta')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    observacoes: text('observacoes'),
    status: text('status', { enum: STATUS_CONSELHO }).notNull().default('agendado'),
    /** The decisions' version being written or, once finalized, the frozen one. */
    versao: integer('versao').notNull().default(1),
    /** The network's day it was finalized. */
    data_finalizacao: date('data_finalizacao', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('conselhos_classe_turma_uq').on(t.turma_id, t.ano_letivo, sql`coalesce(${t.bimestre}, 0)`),
    index('conselhos_classe_escola_idx').on(t.escola_id, t.ano_letivo),
    index('conselhos_classe_empresa_idx').on(t.empresa_id, t.status, t.data),
    check('conselhos_classe_bimestre_ck', sql`${t.bimestre} is null or ${t.bimestre} between 1 and 4`),
    check('conselhos_classe_horario_ck', sql`${t.horario} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** The class's teachers called to a council, each marked present or absent (null: not yet marked). */
export const conselhosParticipantes = pgTable(
  'conselhos_participantes',
  {
    conselho_id: uuid('conselho_id')
      .notNull()
      .references(() => conselhosClasse.id, { onDelete: 'cascade' }),
    usuario_id: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    empresa_id: empresaId(),
    presente: boolean('presente'),
  },
  (t) => [primaryKey({ columns: [t.conselho_id, t.usuario_id] }), index('conselhos_participantes_usuario_idx').on(t.usuario_id)],
);

/** The council's decision for one student, in one version of the council's decisions. */
export const conselhosDecisoes = pgTable(
  'conselhos_decisoes',
  {
    conselho_id: uuid('conselho_id')
      .notNull()
      .references(() => conselhosClasse.id, { onDelete: 'cascade' }),
    versao: integer('versao').notNull(),
    aluno_id: uuid('aluno_id')
      .notNull()
      .references(() => alunos.id, { onDelete: 'cascade' }),
    empresa_id: empresaId(),
    encaminhamentos: text('encaminhamentos', { enum: ENCAMINHAMENTOS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    recomendacao_aluno: text('recomendacao_aluno'),
    recomendacao_familia: text('recomendacao_familia'),
    /** Final council only: the parecer conclusivo. */
    parecer: text('parecer', { enum: PARECERES }),
    /** Required when the parecer differs from the computed result. */
    justificativa: text('justificativa'),
    usuario_id: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.conselho_id, t.versao, t.aluno_id] }), index('conselhos_decisoes_aluno_idx').on(t.aluno_id)],
);

/** A council's history: started, finalized, corrected (with the reason). */
export const conselhosEventos = pgTable(
  'conselhos_eventos',
  {
    id: id(),
    conselho_id: uuid('conselho_id')
      .notNull()
      .references(() => conselhosClasse.id, { onDelete: 'cascade' }),
    empresa_id: empresaId(),
    acao: text('acao', { enum: ['iniciado', 'finalizado', 'corrigido'] }).notNull(),
    versao: integer('versao').notNull(),
    motivo: text('motivo'),
    usuario_id: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('conselhos_eventos_conselho_idx').on(t.conselho_id, t.created_at)],
);

/**
 * A pendency of a class: typed by someone (origem 'manual') or raised by the system from a cause
 * (origem = the generator; chave names the cause, so there is one row per cause, never deleted:
 * it is resolved automatically when the cause goes away and reopened if it comes back).
 */
export const pendencias = pgTable(
  'pendencias',
  {
    id: id(),
    empresa_id: empresaId(),
    escola_id: escolaId(),
    turma_id: turmaId(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull(),
    tipo: text('tipo', { enum: TIPOS_PENDENCIA }).notNull().default('academica'),
    prioridade: text('prioridade', { enum: PRIORIDADES_PENDENCIA }).notNull().default('media'),
    status: text('status', { enum: STATUS_PENDENCIA }).notNull().default('pendente'),
    responsavel_id: uuid('responsavel_id').references(() => usuarios.id, { onDelete: 'set null' }),
    aluno_id: uuid('aluno_id').references(() => alunos.id, { onDelete: 'cascade' }),
    disciplina_id: uuid('disciplina_id').references(() => disciplinas.id, { onDelete: 'restrict' }),
    bimestre: smallint('bimestre'),
    data_vencimento: date('data_vencimento', { mode: 'string' }).notNull(),
    /** The network's day it was resolved. */
    data_resolucao: date('data_resolucao', { mode: 'string' }),
    motivo_cancelamento: text('motivo_cancelamento'),
    observacoes: text('observacoes'),
    origem: text('origem', { enum: ORIGENS_PENDENCIA }).notNull().default('manual'),
    /** The cause of a generated pendency (e.g. chamada:<turma>:<disciplina>:<dia>); null when typed. */
    chave: text('chave'),
    /** Must be resolved before the bimestre of its class and subject can be finalized. */
    bloqueante: boolean('bloqueante').notNull().default(false),
    /** Where to act (an app path), for generated ones. */
    link: text('link'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pendencias_chave_uq')
      .on(t.empresa_id, t.chave)
      .where(sql`${t.chave} is not null`),
    index('pendencias_turma_idx').on(t.turma_id, t.status),
    index('pendencias_escola_idx').on(t.escola_id, t.status),
    index('pendencias_responsavel_idx').on(t.responsavel_id, t.status),
    index('pendencias_bloqueio_idx')
      .on(t.turma_id, t.disciplina_id, t.bimestre)
      .where(sql`${t.bloqueante} and ${t.status} in ('pendente', 'em_andamento')`),
    check('pendencias_bimestre_ck', sql`${t.bimestre} is null or ${t.bimestre} between 1 and 4`),
  ],
);
