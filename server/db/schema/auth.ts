import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { empresas } from './tenancy';
import { papeis } from './access';
import { TEMAS } from '../../../domain/settings';

/**
 * usuarios is both the product's user record and better-auth's user model, so the
 * sign-in identity and the profile are one row and can never drift apart or be orphaned.
 */
export const usuarios = pgTable(
  'usuarios',
  {
    id: id(),
    nome: text('nome').notNull(),
    email: text('email').notNull().unique(),
    email_verificado: boolean('email_verificado').notNull().default(false),
    imagem: text('imagem'),
    telefone: text('telefone'),
    tipo_usuario: text('tipo_usuario', { enum: ['administrador', 'empresa', 'gestor', 'professor', 'aluno'] }).notNull(),
    /** A custom role; null means the predefined role named after tipo_usuario. */
    papel_id: uuid('papel_id').references(() => papeis.id, { onDelete: 'restrict' }),
    empresa_id: uuid('empresa_id').references(() => empresas.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['ativo', 'inativo', 'suspenso'] })
      .notNull()
      .default('ativo'),
    /** better-auth's twoFactorEnabled: set once a TOTP app has been confirmed with a code. */
    dois_fatores_ativo: boolean('dois_fatores_ativo').notNull().default(false),
    /** The theme this person chose for themself (Configurações → Perfil); null follows their network's. */
    tema: text('tema', { enum: TEMAS }),
    ...timestamps,
  },
  (t) => [index('usuarios_empresa_idx').on(t.empresa_id), index('usuarios_nome_idx').on(t.nome)],
);

// The tables below belong to better-auth; property names are its field names.
export const sessoes = pgTable(
  'sessoes',
  {
    id: id(),
    token: text('token').notNull().unique(),
    userId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessoes_usuario_idx').on(t.userId)],
);

export const contas = pgTable(
  'contas',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contas_usuario_idx').on(t.userId)],
);

export const verificacoes = pgTable(
  'verificacoes',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verificacoes_identifier_idx').on(t.identifier)],
);

/** better-auth's two-factor record: the encrypted TOTP secret and recovery codes of a user. */
export const doisFatores = pgTable('dois_fatores', {
  id: id(),
  secret: text('segredo').notNull(),
  backupCodes: text('codigos_recuperacao').notNull(),
  userId: uuid('usuario_id')
    .notNull()
    .unique()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  /** False between 'enable' and the first correct code: enrolment not yet confirmed. */
  verified: boolean('confirmado').notNull().default(true),
  failedVerificationCount: integer('falhas_verificacao').notNull().default(0),
  lockedUntil: timestamp('bloqueado_ate', { withTimezone: true }),
});
