import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { auditoria } from '../db/schema';
import { lerSeguranca } from './seguranca/configuracao';

/** What happened to which record; the autoria (who, from where) comes from the request. */
export interface RegistroAuditoria {
  acao: string;
  entidade: string;
  entidade_id?: string | null;
  antes?: unknown;
  depois?: unknown;
}

/** Who acted and from where, plus the log a failed audit write goes to. */
export interface Autoria {
  usuario_id?: string | null;
  usuario_email?: string | null;
  ip?: string | null;
  log?: { error: (o: unknown, m: string) => void };
}

/** No user and no address: the command line and the scheduler. */
export const SEM_AUTORIA: Autoria = {};

/** Who acted (maybe nobody known: a sign-in refused for an unknown e-mail) and from which address. */
export function autoriaDe(usuario: { id?: string | null; email?: string | null } | null, ip: string | null): Autoria {
  return { usuario_id: usuario?.id ?? null, usuario_email: usuario?.email ?? null, ip };
}

/**
 * The autoria of a request: its signed-in user, or `usuario` where the request signs someone in
 * (there is no session yet).
 */
export function autoria(request: FastifyRequest, usuario: { id: string; email: string } | null = request.actor): Autoria {
  return { ...autoriaDe(usuario, request.ip), log: request.log };
}

interface OpcoesAuditoria {
  /**
   * Record even with the audit log switched off. Only for switching the log itself: the
   * change happened while it was on (turning it off) or is what turns it on.
   */
  force?: boolean;
  /** The switch as the caller already read it, in the statement that read what its write needs. */
  ligada?: boolean;
}

const ehRequest = (origem: FastifyRequest | Autoria): origem is FastifyRequest => 'raw' in origem;

/**
 * Appends to the audit log, unless an administrador switched it off (Configurações →
 * Segurança). `origem` is the request (its actor and IP) or an autoria built otherwise.
 * Given the transaction of the change it records, the row commits with the change or not at all:
 * a failed audit write fails the change (both or neither). Outside a transaction (an export, a
 * sign-in), a failed audit write is logged and never blocks what already happened.
 */
export async function auditar(
  db: Db | Tx,
  origem: FastifyRequest | Autoria,
  registro: RegistroAuditoria,
  opcoes: OpcoesAuditoria = {},
): Promise<void> {
  const quem = ehRequest(origem) ? autoria(origem) : origem;
  try {
    if (!opcoes.force && !(opcoes.ligada ?? (await lerSeguranca(db)).auditoria)) return;
    await db.insert(auditoria).values({
      usuario_id: quem.usuario_id ?? null,
      usuario_email: quem.usuario_email ?? null,
      acao: registro.acao,
      entidade: registro.entidade,
      entidade_id: registro.entidade_id ?? null,
      antes: registro.antes ?? null,
      depois: registro.depois ?? null,
      ip: quem.ip ?? null,
    });
  } catch (err) {
    // In a transaction the failed insert has already aborted it: swallowing the error would only
    // turn the commit into a silent rollback of the change.
    if (db instanceof PgTransaction) throw err;
    quem.log?.error(err, 'falha ao gravar auditoria');
  }
}
