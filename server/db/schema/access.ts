import { boolean, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { usuarios } from './auth';
import { escolas } from './tenancy';

export const papeis = pgTable('papeis', {
  id: id(),
  nome: text('nome').notNull().unique(),
  descricao: text('descricao'),
  nivel: integer('nivel').notNull(),
  ativo: boolean('ativo').notNull().default(true),
  /** The five predefined roles; they cannot be deleted. */
  predefinido: boolean('predefinido').notNull().default(false),
  ...timestamps,
});

export const permissoes = pgTable(
  'permissoes',
  {
    id: id(),
    nome: text('nome').notNull().unique(),
    descricao: text('descricao'),
    modulo: text('modulo').notNull(),
    acao: text('acao').notNull(),
  },
  (t) => [unique('permissoes_modulo_acao_uq').on(t.modulo, t.acao)],
);

export const papeisPermissoes = pgTable(
  'papeis_permissoes',
  {
    papel_id: uuid('papel_id')
      .notNull()
      .references(() => papeis.id, { onDelete: 'cascade' }),
    permissao_id: uuid('permissao_id')
      .notNull()
      .references(() => permissoes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.papel_id, t.permissao_id] })],
);

/** The schools a gestor manages or a professor works at: the gestor's data scope. */
export const usuariosEscolas = pgTable(
  'usuarios_escolas',
  {
    usuario_id: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    escola_id: uuid('escola_id')
      .notNull()
      .references(() => escolas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.escola_id] })],
);
