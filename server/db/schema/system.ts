import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { usuarios } from './auth';
import { empresas } from './tenancy';

/** In-app notifications, stored per user. */
export const notificacoes = pgTable(
  'notificacoes',
  {
    id: id(),
    usuario_id: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    mensagem: text('mensagem').notNull(),
    tipo: text('tipo', { enum: ['success', 'warning', 'error', 'info'] })
      .notNull()
      .default('info'),
    lida: boolean('lida').notNull().default(false),
    link: text('link'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notificacoes_usuario_idx').on(t.usuario_id, t.created_at)],
);

/** Who changed what, when and from where; before/after values for changes. */
export const auditoria = pgTable(
  'auditoria',
  {
    id: id(),
    // No foreign key: an audit row is sealed evidence and keeps its author's id after the account is
    // deleted (an anonymised student's, a former employee's); a key would clear it.
    usuario_id: uuid('usuario_id'),
    usuario_email: text('usuario_email'),
    acao: text('acao').notNull(),
    entidade: text('entidade').notNull(),
    entidade_id: text('entidade_id'),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auditoria_created_idx').on(t.created_at),
    index('auditoria_entidade_idx').on(t.entidade, t.entidade_id),
    // The audit viewer's filters (Configurações → Segurança): action, and the e-mail by prefix.
    index('auditoria_acao_idx').on(t.acao, t.created_at),
    index('auditoria_email_idx').on(sql`lower(${t.usuario_email}) text_pattern_ops`),
  ],
);

/**
 * Platform-wide settings by key (seguranca, backup…), each an object. 'geral' here is the
 * platform's own identity (landing, login, administradores) and the default of every network.
 */
export const configuracoes = pgTable('configuracoes', {
  chave: text('chave').primaryKey(),
  valor: jsonb('valor').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The platform's five customisation cards (logo, cabecalho, secoes, sidebar, footer), one row each. */
export const configuracoesCustomizacao = pgTable('configuracoes_customizacao', {
  tipo: text('tipo', { enum: ['logo', 'cabecalho', 'secoes', 'sidebar', 'footer'] }).primaryKey(),
  configuracoes: jsonb('configuracoes').notNull(),
  ativo: boolean('ativo').notNull().default(true),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A network's own settings by key ('geral': its name, contacts, time zone, theme, school year).
 * A body without a row reads the platform's value (`configuracoes`) until it saves its own.
 */
export const configuracoesEmpresa = pgTable(
  'configuracoes_empresa',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    chave: text('chave').notNull(),
    valor: jsonb('valor').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.chave] })],
);

/** A network's own customisation cards; a card it never saved reads as the platform's. */
export const customizacaoEmpresa = pgTable(
  'customizacao_empresa',
  {
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['logo', 'cabecalho', 'secoes', 'sidebar', 'footer'] }).notNull(),
    configuracoes: jsonb('configuracoes').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresa_id, t.tipo] })],
);
