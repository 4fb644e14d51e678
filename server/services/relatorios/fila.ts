import { and, count, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { RETENCAO_RELATORIOS_PADRAO } from '../../../domain/relatorios/catalogo';
import { type ConfiguracaoRelatorios, configuracaoRelatoriosInput } from '../../../domain/schemas/relatorio';
import type { Db } from '../../db/client';
import { relatorios } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { readSetting } from '../settings';
import type { Storage } from '../storage';
import { CODIGOS_DE_ERRO as C } from '../../../domain/erros';

/**
 * The reports queue is the `relatorios` table: a worker leases a job (`arrendado_ate`), renews the
 * lease as it reports progress, and a job whose lease ran out (its process stopped) goes back to
 * the queue, at most MAX_TENTATIVAS times.
 */
export const MAX_TENTATIVAS = 3;
const ARRENDAMENTO = sql`now() + interval '5 minutes'`;
export const INTERROMPIDO = 'A geração foi interrompida repetidas vezes. Gere o relatório novamente.';

export type Job = typeof relatorios.$inferSelect;

/**
 * How many reports one person may have waiting or being made. Each is seconds of CPU for the whole
 * installation: without a bound one person could queue dozens and delay everyone else's. Counted per
 * person, not per network, so one user's queue never holds back a colleague, nor another network.
 */
export const LIMITE_NA_FILA = 5;
const FILA_CHEIA = `Você já tem ${LIMITE_NA_FILA} relatórios na fila. Aguarde um deles terminar para pedir outro.`;

/**
 * Queues a job unless its requester already has LIMITE_NA_FILA waiting or being made (429, the code
 * of the other limits). The count and the insert run under a lock of the requester, so two requests
 * sent together cannot both pass at LIMITE_NA_FILA - 1.
 */
export async function enfileirar(db: Db, job: typeof relatorios.$inferInsert): Promise<Job> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`relatorios:${job.solicitante_id}`}, 0))`);
    const [fila] = await tx
      .select({ n: count() })
      .from(relatorios)
      .where(and(eq(relatorios.solicitante_id, job.solicitante_id), inArray(relatorios.status, ['pendente', 'processando'])));
    if ((fila?.n ?? 0) >= LIMITE_NA_FILA) throw new AppError(429, C.muitasRequisicoes, FILA_CHEIA);
    const [linha] = await tx.insert(relatorios).values(job).returning();
    return linha!;
  });
}

/** The key of a job's file: one per job, so a job run twice overwrites its own file and leaves no other. */
export const chaveDoArquivo = (job: Pick<Job, 'id' | 'formato'>) => `${job.id.slice(0, 2)}/${job.id}.${job.formato}`;

const ouvintes = new Set<() => void>();
/** A job was queued in this process: the worker (if running) looks at once. */
export function avisarFila() {
  for (const o of ouvintes) o();
}
export function aoEnfileirar(ouvinte: () => void) {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

/**
 * Takes the oldest waiting job (or one whose lease ran out), skipping rows another process holds.
 * Jobs interrupted too many times end in 'erro' first.
 */
export async function arrendarProximo(db: Db): Promise<Job | null> {
  const vencido = and(eq(relatorios.status, 'processando'), lt(relatorios.arrendado_ate, sql`now()`));
  await db
    .update(relatorios)
    .set({ status: 'erro', erro: INTERROMPIDO, arrendado_ate: null })
    .where(and(vencido, sql`${relatorios.tentativas} >= ${MAX_TENTATIVAS}`));
  const devido = db
    .select({ id: relatorios.id })
    .from(relatorios)
    .where(or(eq(relatorios.status, 'pendente'), vencido))
    .orderBy(relatorios.created_at)
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(relatorios)
    .set({
      status: 'processando',
      progresso: 0,
      arrendado_ate: ARRENDAMENTO,
      tentativas: sql`${relatorios.tentativas} + 1`,
      iniciado_em: sql`coalesce(${relatorios.iniciado_em}, now())`,
    })
    .where(inArray(relatorios.id, devido))
    .returning();
  return job ?? null;
}

/** Progress of a job still leased, renewing the lease. False when the job is gone (deleted meanwhile). */
export async function registrarProgresso(db: Db, id: string, progresso: number): Promise<boolean> {
  const linhas = await db
    .update(relatorios)
    .set({ progresso: Math.max(0, Math.min(99, Math.round(progresso))), arrendado_ate: ARRENDAMENTO })
    .where(and(eq(relatorios.id, id), eq(relatorios.status, 'processando')))
    .returning({ id: relatorios.id });
  return linhas.length > 0;
}

async function lerRetencao(db: Db): Promise<ConfiguracaoRelatorios> {
  return readSetting(db, 'relatorios', configuracaoRelatoriosInput, { retencaoDias: RETENCAO_RELATORIOS_PADRAO });
}

/** Marks a job done with its file, kept for the retention period. False when the job is gone. */
export async function concluir(db: Db, id: string, arquivo: { chave: string; nome: string; tamanho: number }): Promise<boolean> {
  const { retencaoDias } = await lerRetencao(db);
  const linhas = await db
    .update(relatorios)
    .set({
      status: 'concluido',
      progresso: 100,
      arquivo_chave: arquivo.chave,
      nome_arquivo: arquivo.nome,
      tamanho: arquivo.tamanho,
      erro: null,
      arrendado_ate: null,
      concluido_em: sql`now()`,
      expira_em: sql`now() + make_interval(days => ${retencaoDias})`,
    })
    .where(and(eq(relatorios.id, id), eq(relatorios.status, 'processando')))
    .returning({ id: relatorios.id });
  return linhas.length > 0;
}

/** A failure: final (refused, or out of attempts) ends in 'erro'; otherwise the job waits for another try. */
export async function falhar(db: Db, job: Job, erro: string, definitivo: boolean) {
  const esgotou = definitivo || job.tentativas >= MAX_TENTATIVAS;
  await db
    .update(relatorios)
    .set(
      esgotou ? { status: 'erro', erro, arrendado_ate: null } : { status: 'pendente', erro, arrendado_ate: null, progresso: 0 },
    )
    .where(and(eq(relatorios.id, job.id), eq(relatorios.status, 'processando')));
  return esgotou;
}

/**
 * How long a report's row outlives its file. For a week after the file is removed the list still
 * shows the report as 'Expirado' ("Gere o relatório novamente"), so whoever comes back for it learns
 * what happened instead of finding nothing; then the row goes too. A failed job has no file and no
 * expiry: it stays as long as a finished one would (the retention and this week), from when it was
 * asked for.
 */
export const AVISO_DE_EXPIRADO_DIAS = 7;

/**
 * Deletes the files past their retention (the row stays a while without its file: the list shows
 * it expired), then the rows whose file is gone for AVISO_DE_EXPIRADO_DIAS and the old failures.
 * One pass for every network: only each row's own dates decide, and nothing but a file's key is
 * read. Returns how many files were removed.
 */
export async function apagarVencidos(db: Db, storage: Storage): Promise<number> {
  const vencidos = await db
    .select({ id: relatorios.id, chave: relatorios.arquivo_chave })
    .from(relatorios)
    .where(and(isNotNull(relatorios.arquivo_chave), lt(relatorios.expira_em, sql`now()`)))
    .limit(500);
  for (const v of vencidos) {
    await storage.remove(v.chave!);
    await db.update(relatorios).set({ arquivo_chave: null }).where(eq(relatorios.id, v.id));
  }
  const { retencaoDias } = await lerRetencao(db);
  await db.delete(relatorios).where(
    or(
      // The file was removed above (a key still set means it is not yet: the row waits for it).
      and(
        isNull(relatorios.arquivo_chave),
        lt(relatorios.expira_em, sql`now() - make_interval(days => ${AVISO_DE_EXPIRADO_DIAS})`),
      ),
      and(
        eq(relatorios.status, 'erro'),
        isNull(relatorios.expira_em),
        lt(relatorios.created_at, sql`now() - make_interval(days => ${retencaoDias + AVISO_DE_EXPIRADO_DIAS})`),
      ),
    ),
  );
  return vencidos.length;
}
