import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Mapeamento } from '../../../domain/importacao/campos';
import {
  DECISOES,
  FORMATOS_IMPORTACAO,
  RESULTADOS_LINHA,
  SITUACOES_LINHA,
  STATUS_IMPORTACAO,
} from '../../../domain/importacao/estados';
import type { AlunoImportado, Recusa } from '../../../domain/importacao/validar';
import { id, timestamps } from './columns';
import { alunos } from './academic';
import { usuarios } from './auth';
import { empresas, escolas } from './tenancy';

/** A duplicate found for a line: a student of the network, or an earlier line of the same file. */
export interface DuplicadoDaLinha {
  aluno_id: string | null;
  linha: number | null;
  nome: string;
  matricula: string | null;
  escola_id: string | null;
  escola_nome: string | null;
  grau: 'certo' | 'muito_provavel' | 'possivel';
  motivo: string;
}

/** What a valid line imports: the student as validated and the class of the school it names. */
export type DadosDaLinha = AlunoImportado & { turma_id: string | null };

/**
 * An import of students from a spreadsheet into one school (issue 26). It is also the queue of its
 * background job: the worker leases it (`arrendado_ate`) while it analyses (status 'analisando') or
 * runs ('importando'); a lease that ran out (the process stopped) is taken again.
 */
export const importacoes = pgTable(
  'importacoes',
  {
    id: id(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    escola_id: uuid('escola_id')
      .notNull()
      .references(() => escolas.id, { onDelete: 'cascade' }),
    solicitante_id: uuid('solicitante_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** Who asked and from where, for the audit rows the worker writes when the request is long gone. */
    solicitante_email: text('solicitante_email'),
    solicitante_ip: text('solicitante_ip'),
    arquivo_chave: text('arquivo_chave').notNull(),
    nome_arquivo: text('nome_arquivo').notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    formato: text('formato', { enum: FORMATOS_IMPORTACAO }).notNull(),
    cabecalho: jsonb('cabecalho').$type<string[]>().notNull().default([]),
    mapeamento: jsonb('mapeamento').$type<Mapeamento>(),
    status: text('status', { enum: STATUS_IMPORTACAO }).notNull().default('enviada'),
    erro: text('erro'),
    tentativas: integer('tentativas').notNull().default(0),
    arrendado_ate: timestamp('arrendado_ate', { withTimezone: true, mode: 'date' }),
    total_linhas: integer('total_linhas').notNull().default(0),
    /** Lines analysed, then lines run: the progress bar of the phase under way. */
    processadas: integer('processadas').notNull().default(0),
    validas: integer('validas').notNull().default(0),
    duplicadas: integer('duplicadas').notNull().default(0),
    criados: integer('criados').notNull().default(0),
    atualizados: integer('atualizados').notNull().default(0),
    ignorados: integer('ignorados').notNull().default(0),
    recusados: integer('recusados').notNull().default(0),
    iniciada_em: timestamp('iniciada_em', { withTimezone: true, mode: 'date' }),
    concluida_em: timestamp('concluida_em', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('importacoes_empresa_idx').on(t.empresa_id, t.created_at),
    index('importacoes_escola_idx').on(t.escola_id, t.created_at),
    index('importacoes_fila_idx').on(t.status, t.arrendado_ate),
  ],
);

/** One line of an imported file: its cells as text, what the analysis found and what the run did. */
export const importacoesLinhas = pgTable(
  'importacoes_linhas',
  {
    importacao_id: uuid('importacao_id')
      .notNull()
      .references(() => importacoes.id, { onDelete: 'cascade' }),
    /** The line in the file (the header is line 1). */
    numero: integer('numero').notNull(),
    /** The cells exactly as read, as text: a cell that looks like a formula stays text. */
    celulas: jsonb('celulas').$type<string[]>().notNull(),
    dados: jsonb('dados').$type<DadosDaLinha>(),
    recusas: jsonb('recusas').$type<Recusa[]>().notNull().default([]),
    duplicados: jsonb('duplicados').$type<DuplicadoDaLinha[]>().notNull().default([]),
    situacao: text('situacao', { enum: SITUACOES_LINHA }).notNull(),
    /** sha256 of the line's validated content: the same line imported again is found by it. */
    hash: varchar('hash', { length: 64 }),
    decisao: text('decisao', { enum: DECISOES }),
    decisao_motivo: text('decisao_motivo'),
    resultado: text('resultado', { enum: RESULTADOS_LINHA }),
    erro: text('erro'),
    aluno_id: uuid('aluno_id').references(() => alunos.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.importacao_id, t.numero] }),
    index('importacoes_linhas_situacao_idx').on(t.importacao_id, t.situacao, t.numero),
  ],
);

/** The mapping a network chose for a header, offered again on the next file with the same header. */
export const importacoesMapeamentos = pgTable(
  'importacoes_mapeamentos',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    assinatura: text('assinatura').notNull(),
    mapeamento: jsonb('mapeamento').$type<Mapeamento>().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.assinatura] })],
);

/**
 * Each line ever imported into a network, by the hash of its validated content: running the same
 * file (or the same line in another file) again finds the student it made and creates nothing.
 */
export const importacoesAlunos = pgTable(
  'importacoes_alunos',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    hash: varchar('hash', { length: 64 }).notNull(),
    aluno_id: uuid('aluno_id')
      .notNull()
      .references(() => alunos.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.empresa_id, t.hash] }),
    index('importacoes_alunos_aluno_idx').on(t.aluno_id),
    check('importacoes_alunos_hash_ck', sql`length(${t.hash}) = 64`),
  ],
);
