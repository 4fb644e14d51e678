import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { usuarios } from './auth';

/** Each user's notification toggles (Configurações → Notificações); no row means the defaults. */
export const preferenciasNotificacao = pgTable('preferencias_notificacao', {
  usuario_id: uuid('usuario_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  emailNotasLancadas: boolean('email_notas_lancadas').notNull().default(true),
  emailFaltasExcessivas: boolean('email_faltas_excessivas').notNull().default(true),
  emailReuniaoPais: boolean('email_reuniao_pais').notNull().default(true),
  emailRelatorios: boolean('email_relatorios').notNull().default(true),
  smsEmergencia: boolean('sms_emergencia').notNull().default(false),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail and SMS the system sends, written in the same call that decides to send it and
 * delivered afterwards by the outbox worker (with retries), so no request waits on a slow mail
 * server. Without SMTP_URL an e-mail stays here as 'retido', for an administrador to read.
 */
export const caixaSaida = pgTable(
  'caixa_saida',
  {
    id: id(),
    canal: text('canal', { enum: ['email', 'sms'] }).notNull(),
    para: text('para').notNull(),
    assunto: text('assunto').notNull(),
    corpo_texto: text('corpo_texto').notNull(),
    corpo_html: text('corpo_html'),
    /** An app path the message points to; made absolute with BASE_URL when delivered. */
    link: text('link'),
    evento: text('evento'),
    usuario_id: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** A password-reset link and the like: the body is erased once delivered. */
    sensivel: boolean('sensivel').notNull().default(false),
    status: text('status', { enum: ['pendente', 'enviado', 'falhou', 'retido'] })
      .notNull()
      .default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    erro: text('erro'),
    /** When the worker may (re)try; also its lease while a delivery is under way. */
    proxima_tentativa: timestamp('proxima_tentativa', { withTimezone: true }).notNull().defaultNow(),
    enviado_em: timestamp('enviado_em', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('caixa_saida_created_idx').on(t.created_at),
    index('caixa_saida_status_idx').on(t.status, t.created_at),
    index('caixa_saida_fila_idx').on(t.status, t.proxima_tentativa),
    index('caixa_saida_canal_idx').on(t.canal, t.created_at),
    index('caixa_saida_para_idx').on(sql`lower(${t.para}) text_pattern_ops`),
  ],
);

/**
 * Failed sign-ins per e-mail address (known or not, so the answer never reveals which
 * addresses exist) and the lock they caused: one row per client (its IP) that failed, and one
 * row for the address across all clients (cliente = CONTA_TODA, services/seguranca/bloqueio.ts).
 */
export const bloqueiosLogin = pgTable(
  'bloqueios_login',
  {
    email: text('email').notNull(),
    /** The client's IP address, or '*' for the account-wide count. */
    cliente: text('cliente').notNull().default('*'),
    falhas: integer('falhas').notNull().default(0),
    bloqueado_ate: timestamp('bloqueado_ate', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.cliente] }), index('bloqueios_login_updated_idx').on(t.updated_at)],
);

/** TOTP codes already accepted, kept while they are still inside the accepted time window. */
export const codigosTotpUsados = pgTable(
  'codigos_totp_usados',
  {
    usuario_id: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.codigo] })],
);
