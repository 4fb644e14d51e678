import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FORMATOS_RELATORIO, STATUS_RELATORIO, TIPOS_DOCUMENTO, TIPOS_RELATORIO } from '../../../domain/relatorios/tipos';
import { alunos, turmas } from './academic';
import { usuarios } from './auth';
import { id } from './columns';
import { empresas } from './tenancy';

/**
 * A report asked for on /relatorios: a job a worker builds in the background. The row is the queue
 * (a worker leases it with `arrendado_ate`, so a job left by a stopped process is taken up again)
 * and, once done, the file's record (`arquivo_chave` in the reports storage until `expira_em`).
 * `empresa_id` is the requester's network (null for an administrador): what the report may read.
 */
export const relatorios = pgTable(
  'relatorios',
  {
    id: id(),
    empresa_id: uuid('empresa_id').references(() => empresas.id, { onDelete: 'cascade' }),
    solicitante_id: uuid('solicitante_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: TIPOS_RELATORIO }).notNull(),
    titulo: text('titulo').notNull(),
    formato: text('formato', { enum: FORMATOS_RELATORIO }).notNull(),
    parametros: jsonb('parametros').notNull().default({}),
    status: text('status', { enum: STATUS_RELATORIO }).notNull().default('pendente'),
    progresso: smallint('progresso').notNull().default(0),
    tentativas: integer('tentativas').notNull().default(0),
    arrendado_ate: timestamp('arrendado_ate', { withTimezone: true, mode: 'date' }),
    arquivo_chave: text('arquivo_chave'),
    nome_arquivo: text('nome_arquivo'),
    tamanho: bigint('tamanho', { mode: 'number' }),
    erro: text('erro'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    iniciado_em: timestamp('iniciado_em', { withTimezone: true, mode: 'date' }),
    concluido_em: timestamp('concluido_em', { withTimezone: true, mode: 'date' }),
    expira_em: timestamp('expira_em', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('relatorios_solicitante_idx').on(t.solicitante_id, t.created_at),
    index('relatorios_empresa_idx').on(t.empresa_id, t.created_at),
    index('relatorios_fila_idx').on(t.status, t.arrendado_ate),
    check('relatorios_progresso_ck', sql`${t.progresso} between 0 and 100`),
  ],
);

/**
 * A document issued with a verification code (the boletim): the public page /verificar/{codigo}
 * shows that it was issued, by whom and when, and the key figures kept here — nothing else.
 */
export const documentosEmitidos = pgTable(
  'documentos_emitidos',
  {
    id: id(),
    codigo: text('codigo').notNull().unique(),
    tipo: text('tipo', { enum: TIPOS_DOCUMENTO }).notNull(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    aluno_id: uuid('aluno_id')
      .notNull()
      .references(() => alunos.id, { onDelete: 'cascade' }),
    turma_id: uuid('turma_id')
      .notNull()
      .references(() => turmas.id, { onDelete: 'cascade' }),
    ano_letivo: integer('ano_letivo').notNull(),
    emitido_por: uuid('emitido_por').references(() => usuarios.id, { onDelete: 'set null' }),
    /** Kept as text: the page still says who issued it after the account is gone. */
    emitido_por_nome: text('emitido_por_nome').notNull(),
    /** The figures the verification page shows (student, class, year, averages, attendance, situação). */
    resumo: jsonb('resumo').notNull(),
    emitido_em: timestamp('emitido_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('documentos_emitidos_aluno_idx').on(t.aluno_id, t.ano_letivo)],
);
