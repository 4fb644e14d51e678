import { z } from 'zod';
import type { auditoria } from '../db/schema';

export const auditoriaSchema = z.object({
  id: z.string().uuid(),
  created_at: z.string(),
  usuario_id: z.string().uuid().nullable(),
  usuario_email: z.string().nullable(),
  acao: z.string(),
  entidade: z.string(),
  entidade_id: z.string().nullable(),
  ip: z.string().nullable(),
  antes: z.unknown(),
  depois: z.unknown(),
});

export function presentAuditoria(row: typeof auditoria.$inferSelect): z.infer<typeof auditoriaSchema> {
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
