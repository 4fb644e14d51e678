import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  RECURSOS_ACESSO,
  RELACOES_SOLICITANTE,
  STATUS_INCIDENTE,
  STATUS_SOLICITACAO,
  TIPOS_SOLICITACAO,
} from '../../../domain/privacidade/tipos';
import { alunos } from './academic';
import { usuarios } from './auth';
import { id, timestamps } from './columns';
import { empresas, escolas } from './tenancy';

const empresaId = () =>
  uuid('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'restrict' });

/**
 * A network's privacy notice (LGPD art. 14 §6), one row per published version: a new text is a new
 * version, never an edit, so an acknowledgement always points at the words the user read. A
 * network without a row shows the repository's default (domain/privacidade/aviso-padrao.ts).
 */
export const avisosPrivacidade = pgTable(
  'avisos_privacidade',
  {
    id: id(),
    empresa_id: empresaId(),
    versao: integer('versao').notNull(),
    controlador: text('controlador').notNull(),
    encarregado_nome: text('encarregado_nome').notNull(),
    encarregado_contato: text('encarregado_contato').notNull(),
    finalidades: text('finalidades').notNull(),
    bases_legais: text('bases_legais').notNull(),
    dados_tratados: text('dados_tratados').notNull(),
    compartilhamento: text('compartilhamento').notNull(),
    retencao: text('retencao').notNull(),
    direitos: text('direitos').notNull(),
    publicado_em: timestamp('publicado_em', { withTimezone: true }).notNull().defaultNow(),
    publicado_por: uuid('publicado_por').references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('avisos_privacidade_versao_uq').on(t.empresa_id, t.versao),
    check('avisos_privacidade_versao_ck', sql`${t.versao} >= 1`),
  ],
);

/** A user's "Li e estou ciente" of one version of their network's notice: who, which, when, from where. */
export const cienciasAvisoPrivacidade = pgTable(
  'ciencias_aviso_privacidade',
  {
    usuario_id: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    empresa_id: empresaId(),
    versao: integer('versao').notNull(),
    ciente_em: timestamp('ciente_em', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [
    primaryKey({ columns: [t.usuario_id, t.empresa_id, t.versao] }),
    index('ciencias_aviso_empresa_idx').on(t.empresa_id, t.versao),
  ],
);

/**
 * Every read of a student's personal data (LGPD art. 37 and 46): who, with which role, what, which
 * student, when and from where. Append-only: no route changes it and a trigger (migration 0012)
 * refuses UPDATE and DELETE, except the retention purge's DELETE. No foreign keys on purpose: a
 * student, school or user deleted later must neither take its history along (cascade) nor be kept
 * from deletion by it (restrict), and `set null` would be an UPDATE. The user's name and role are
 * copied for the same reason.
 */
export const acessosDadosPessoais = pgTable(
  'acessos_dados_pessoais',
  {
    id: id(),
    empresa_id: uuid('empresa_id').notNull(),
    escola_id: uuid('escola_id').notNull(),
    aluno_id: uuid('aluno_id').notNull(),
    usuario_id: uuid('usuario_id'),
    usuario_nome: text('usuario_nome').notNull(),
    papel: text('papel').notNull(),
    recurso: text('recurso', { enum: RECURSOS_ACESSO }).notNull(),
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('acessos_aluno_idx').on(t.aluno_id, t.created_at),
    index('acessos_empresa_idx').on(t.empresa_id, t.created_at),
    index('acessos_escola_idx').on(t.escola_id, t.created_at),
    index('acessos_usuario_idx').on(t.usuario_id, t.created_at),
  ],
);

/**
 * A data-subject request (LGPD art. 18) registered by the secretaria: who asked, in which relation to
 * the student, what, when it was received and the deadline (art. 19: 15 days), then the answer.
 */
export const solicitacoesTitulares = pgTable(
  'solicitacoes_titulares',
  {
    id: id(),
    empresa_id: empresaId(),
    escola_id: uuid('escola_id')
      .notNull()
      .references(() => escolas.id, { onDelete: 'restrict' }),
    /** Null only if the student was deleted afterwards; the request's history stays. */
    aluno_id: uuid('aluno_id').references(() => alunos.id, { onDelete: 'set null' }),
    solicitante_nome: text('solicitante_nome').notNull(),
    relacao: text('relacao', { enum: RELACOES_SOLICITANTE }).notNull(),
    tipo: text('tipo', { enum: TIPOS_SOLICITACAO }).notNull(),
    descricao: text('descricao'),
    /** The network's day the request arrived, and that day + 15. */
    recebida_em: date('recebida_em', { mode: 'string' }).notNull(),
    prazo: date('prazo', { mode: 'string' }).notNull(),
    status: text('status', { enum: STATUS_SOLICITACAO }).notNull().default('aberta'),
    resposta: text('resposta'),
    respondida_em: date('respondida_em', { mode: 'string' }),
    respondida_por: uuid('respondida_por').references(() => usuarios.id, { onDelete: 'set null' }),
    criado_por: uuid('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('solicitacoes_empresa_idx').on(t.empresa_id, t.status, t.prazo),
    index('solicitacoes_escola_idx').on(t.escola_id, t.status, t.prazo),
    index('solicitacoes_aluno_idx').on(t.aluno_id),
    check('solicitacoes_resposta_ck', sql`(${t.status} = 'aberta') = (${t.resposta} is null and ${t.respondida_em} is null)`),
  ],
);

/**
 * The network's record of processing (LGPD art. 37): one row per activity. The repository's list
 * (domain/privacidade/atividades-padrao.ts) is copied in on the first read; `codigo` names those copies so
 * two first reads at once insert them once.
 */
export const atividadesTratamento = pgTable(
  'atividades_tratamento',
  {
    id: id(),
    empresa_id: empresaId(),
    codigo: text('codigo'),
    nome: text('nome').notNull(),
    finalidade: text('finalidade').notNull(),
    base_legal: text('base_legal').notNull(),
    dados: text('dados').notNull(),
    titulares: text('titulares').notNull(),
    compartilhamento: text('compartilhamento').notNull(),
    retencao: text('retencao').notNull(),
    ordem: integer('ordem').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('atividades_tratamento_codigo_uq').on(t.empresa_id, t.codigo),
    index('atividades_tratamento_empresa_idx').on(t.empresa_id, t.ordem),
  ],
);

/**
 * A security incident involving personal data (LGPD art. 48): when it was found, what happened, whose
 * data, what was done, and the deadline for telling the ANPD and the families (3 business days).
 */
export const incidentesSeguranca = pgTable(
  'incidentes_seguranca',
  {
    id: id(),
    empresa_id: empresaId(),
    titulo: text('titulo').notNull(),
    descoberto_em: date('descoberto_em', { mode: 'string' }).notNull(),
    prazo_comunicacao: date('prazo_comunicacao', { mode: 'string' }).notNull(),
    natureza: text('natureza').notNull(),
    dados_afetados: text('dados_afetados').notNull(),
    titulares_afetados: text('titulares_afetados').notNull(),
    quantidade_afetados: integer('quantidade_afetados'),
    medidas: text('medidas').notNull(),
    status: text('status', { enum: STATUS_INCIDENTE }).notNull().default('aberto'),
    comunicado_em: date('comunicado_em', { mode: 'string' }),
    criado_por: uuid('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('incidentes_empresa_idx').on(t.empresa_id, t.descoberto_em),
    check('incidentes_quantidade_ck', sql`${t.quantidade_afetados} is null or ${t.quantidade_afetados} >= 0`),
  ],
);
