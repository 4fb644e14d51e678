import type { Db, Tx } from '../db/client';
import { auditoria } from '../db/schema';
import { readSeguranca } from './seguranca/configuracao';

export interface AuditEntry {
  usuario_id?: string | null;
  usuario_email?: string | null;
  acao: string;
  entidade: string;
  entidade_id?: string | null;
  antes?: unknown;
  depois?: unknown;
  ip?: string | null;
}

interface AuditOptions {
  /**
   * Record even with the audit log switched off. Only for switching the log itself: the
   * change happened while it was on (turning it off) or is what turns it on.
   */
  force?: boolean;
}

/**
 * Appends to the audit log, unless an administrador switched it off (Configurações →
 * Segurança). A failed audit write must never undo or block the user's action.
 */
export async function recordAudit(
  db: Db | Tx,
  entry: AuditEntry,
  log?: { error: (o: unknown, m: string) => void },
  options: AuditOptions = {},
): Promise<void> {
  try {
    if (!options.force && !(await readSeguranca(db)).auditoria) return;
    await db.insert(auditoria).values({
      usuario_id: entry.usuario_id ?? null,
      usuario_email: entry.usuario_email ?? null,
      acao: entry.acao,
      entidade: entry.entidade,
      entidade_id: entry.entidade_id ?? null,
      antes: entry.antes ?? null,
      depois: entry.depois ?? null,
      ip: entry.ip ?? null,
    });
  } catch (err) {
    log?.error(err, 'falha ao gravar auditoria');
  }
}
