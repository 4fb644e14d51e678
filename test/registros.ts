import { type SQL, desc } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { auditoria, caixaSaida } from '../server/db/schema';

type Db = Database['db'];

/** The newest audit entry that matches: what the request under test just recorded. */
export async function ultimaAuditoria(db: Db, onde: SQL | undefined) {
  const [linha] = await db.select().from(auditoria).where(onde).orderBy(desc(auditoria.created_at)).limit(1);
  return linha;
}

/** The newest outbox message that matches. */
export async function ultimaMensagem(db: Db, onde: SQL | undefined) {
  const [linha] = await db.select().from(caixaSaida).where(onde).orderBy(desc(caixaSaida.created_at)).limit(1);
  return linha;
}
