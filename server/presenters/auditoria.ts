import type { RegistroAuditoria } from '../../domain/schemas/auditoria';
import type { auditoria } from '../db/schema';

export function apresentarAuditoria(row: typeof auditoria.$inferSelect): RegistroAuditoria {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    usuario_id: row.usuario_id,
    usuario_email: row.usuario_email,
    acao: row.acao,
    entidade: row.entidade,
    entidade_id: row.entidade_id,
    ip: row.ip,
    antes: row.antes ?? null,
    depois: row.depois ?? null,
  };
}
