import type { Db } from '../db/client';
import { auditoria } from '../db/schema';

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

/** Appends to the audit log. A failed audit write must never undo or block the user's action. */
export async function recordAudit(db: Db, entry: AuditEntry, log?: { error: (o: unknown, m: string) => void }): Promise<void> {
  try {
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
