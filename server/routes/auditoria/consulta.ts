import { type SQL, and, eq, gte, lte, sql } from 'drizzle-orm';
import type { AuditoriaFiltros } from '../../../domain/schemas/auditoria';
import { auditoria } from '../../db/schema';

const prefixo = (termo: string) => `${termo.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of the audit viewer and of its CSV export: each filter has its index. */
export function filtroAuditoria(f: AuditoriaFiltros): SQL | undefined {
  return and(
    f.usuario ? sql`lower(${auditoria.usuario_email}) like ${prefixo(f.usuario)}` : undefined,
    f.entidade ? eq(auditoria.entidade, f.entidade) : undefined,
    f.acao ? eq(auditoria.acao, f.acao) : undefined,
    f.de ? gte(auditoria.created_at, new Date(f.de)) : undefined,
    f.ate ? lte(auditoria.created_at, new Date(f.ate)) : undefined,
  );
}
