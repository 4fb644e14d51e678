import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { turmas } from '../../db/schema';
import { agendarTarefa } from '../../lib/tarefa-periodica';
import { hojeNaEmpresa } from '../fuso';
import { sincronizarPendenciasDaTurma } from './sincronizar';

const PRIMEIRA_PASSADA_MS = 90_000;
const INTERVALO_MS = 3600_000;

/**
 * One pass over every active class of its network's current ano letivo: the causes that come with
 * the passing days (a roll call's tolerance over, an assessment's date gone by, a closing deadline
 * near, a council's date passed) become pendencies, and the saves of other processes are caught
 * up. A class at a time; a failing class is logged and the pass goes on. Returns the totals.
 */
async function varrerPendencias(db: Db, log: { error(obj: unknown, msg: string): void }, agora = new Date()) {
  const redes = await db.selectDistinct({ empresa_id: turmas.empresa_id }).from(turmas).where(eq(turmas.ativo, true));
  const total = { turmas: 0, criadas: 0, resolvidas: 0, reabertas: 0 };
  for (const { empresa_id } of redes) {
    const ano = Number((await hojeNaEmpresa(db, empresa_id, agora)).slice(0, 4));
    const daRede = await db
      .select({ id: turmas.id })
      .from(turmas)
      .where(and(eq(turmas.empresa_id, empresa_id), eq(turmas.ativo, true), eq(turmas.ano_letivo, ano)))
      .orderBy(sql`${turmas.id}`);
    for (const { id } of daRede) {
      try {
        const r = await sincronizarPendenciasDaTurma(db, id);
        total.turmas++;
        total.criadas += r.criadas;
        total.resolvidas += r.resolvidas;
        total.reabertas += r.reabertas;
      } catch (err) {
        log.error({ err, turma_id: id }, 'falha ao sincronizar as pendências da turma');
      }
    }
  }
  return total;
}

/** Runs varrerPendencias a minute and a half after start and then every hour. Returns the function that stops it. */
export function iniciarVarreduraDePendencias(db: Db, log: FastifyBaseLogger): () => void {
  return agendarTarefa(
    log,
    'falha na varredura das pendências',
    async () => {
      const r = await varrerPendencias(db, log);
      if (r.criadas || r.resolvidas || r.reabertas) log.info(r, 'pendências geradas sincronizadas');
    },
    { primeiraMs: PRIMEIRA_PASSADA_MS, intervaloMs: INTERVALO_MS },
  );
}
