import type { RegistroAuditoria } from '../../domain/schemas/auditoria';
import type { auditoria } from '../db/schema';

/** What the audit viewer and its CSV show instead of the values of an anonymised student's entry. */
export const VALORES_OCULTOS = '[dados de aluno anonimizado: guardados no registro como prova, não exibidos]';

/** An entry; `oculta` (about a student since anonymised) shows its before and after as VALORES_OCULTOS. */
export function apresentarAuditoria(row: typeof auditoria.$inferSelect, oculta = false): RegistroAuditoria {
  if (oculta) return { ...apresentarAuditoria(row), antes: VALORES_OCULTOS, depois: VALORES_OCULTOS };
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
