import { boolean, index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** An education body (prefeitura, state government or private company): the tenant. */
export const empresas = pgTable(
  'empresas',
  {
    id: id(),
    nome: text('nome').notNull(),
    tipo: text('tipo', { enum: ['municipio', 'estado', 'empresa'] })
      .notNull()
      .default('municipio'),
    cnpj: varchar('cnpj', { length: 14 }),
    email: text('email'),
    telefone: text('telefone'),
    endereco: text('endereco'),
    cidade: text('cidade'),
    estado: varchar('estado', { length: 2 }),
    cep: varchar('cep', { length: 9 }),
    responsavel_nome: text('responsavel_nome'),
    responsavel_email: text('responsavel_email'),
    responsavel_telefone: text('responsavel_telefone'),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('empresas_nome_idx').on(t.nome)],
);

export const escolas = pgTable(
  'escolas',
  {
    id: id(),
    empresa_id: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    nome: text('nome').notNull(),
    codigo_inep: varchar('codigo_inep', { length: 8 }),
    endereco: text('endereco'),
    cidade: text('cidade'),
    estado: varchar('estado', { length: 2 }),
    cep: varchar('cep', { length: 9 }),
    telefone: text('telefone'),
    email: text('email'),
    tipo: text('tipo', { enum: ['municipal', 'estadual', 'federal', 'privada'] })
      .notNull()
      .default('municipal'),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('escolas_empresa_nome_idx').on(t.empresa_id, t.nome)],
);
