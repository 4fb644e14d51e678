import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { importacoes } from '../../db/schema';

/**
 * The imports are their own queue, as the reports are (services/relatorios/fila.ts): an import in
 * 'analisando' or 'importando' is work to do; a worker leases it (`arrendado_ate`) and renews the
 * lease as it reports progress, so an import whose process stopped is taken again by the next
 * round — at most MAX_TENTATIVAS times, then it fails.
 */
const MAX_TENTATIVAS = 3;
const ARRENDAMENTO = sql`now() + interval '5 minutes'`;
const INTERROMPIDA = 'A importação foi interrompida repetidas vezes. Envie o arquivo novamente.';

export type Importacao = typeof importacoes.$inferSelect;

const ouvintes = new Set<() => void>();
/** An import was queued in this process: the worker (if running) looks at once. */
export function avisarFila() {
  for (const o of ouvintes) o();
}
export function aoEnfileirar(ouvinte: () => void) {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

const EM_TRABALHO = inArray(importacoes.status, ['analisando', 'importando']);

/** Takes the oldest import with work to do (never leased, or whose lease ran out), skipping rows another process holds. */
export async function arrendarProxima(db: Db): Promise<Importacao | null> {
  const vencida = lt(importacoes.arrendado_ate, sql`now()`);
  await db
    .update(importacoes)
    .set({ status: 'falhou', erro: INTERROMPIDA, arrendado_ate: null })
    .where(and(EM_TRABALHO, vencida, sql`${importacoes.tentativas} >= ${MAX_TENTATIVAS}`));
  const devida = db
    .select({ id: importacoes.id })
    .from(importacoes)
    .where(and(EM_TRABALHO, or(isNull(importacoes.arrendado_ate), vencida)))
    .orderBy(importacoes.updated_at)
    .limit(1)
    .for('update', { skipLocked: true });
  const [imp] = await db
    .update(importacoes)
    .set({ arrendado_ate: ARRENDAMENTO, tentativas: sql`${importacoes.tentativas} + 1` })
    .where(inArray(importacoes.id, devida))
    .returning();
  return imp ?? null;
}

/** Progress of the phase under way, renewing the lease. */
export async function registrarProgresso(db: Db, id: string, processadas: number): Promise<void> {
  await db.update(importacoes).set({ processadas, arrendado_ate: ARRENDAMENTO }).where(eq(importacoes.id, id));
}

/** A failure of the phase: the import ends in 'falhou' with the reason shown to the user. */
export async function falhar(db: Db, id: string, erro: string) {
  await db
    .update(importacoes)
    .set({ status: 'falhou', erro, arrendado_ate: null, updated_at: sql`now()` })
    .where(eq(importacoes.id, id));
}
