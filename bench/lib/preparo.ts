import pg from 'pg';
import { BACKUP_PADRAO } from '../../domain/backup';
import { prepareDatabase } from '../../server/bootstrap';
import { openDatabase } from '../../server/db/client';
import { bancoExiste, exigirBancoDoBench, recriarBanco } from './banco';

/**
 * The demo network of the README (the app's own seed) in its own PostgreSQL database: made once,
 * reused by later runs. It is the baseline the full-scale latencies are divided by.
 */
export async function prepararDemo(url: string): Promise<void> {
  exigirBancoDoBench(url);
  if (await bancoExiste(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const {
      rows: [r],
    } = await pool
      .query<{ n: number }>(`select count(*)::int as n from usuarios where email = 'professor@demo.escola.br'`)
      .catch(() => ({ rows: [{ n: 0 }] }));
    await pool.end();
    if (r!.n > 0) return;
  }
  await recriarBanco(url);
  const database = await openDatabase({ url });
  await prepareDatabase(database, { SEED_DEMO: 'true' }, () => undefined);
  await database.close();
}

/**
 * Before a server starts on a benchmark database: no automatic backup (it would archive the
 * whole network a minute after start, in the middle of a measurement) and fresh statistics.
 */
export async function ajustarParaMedir(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await pool.query(
      `insert into configuracoes (chave, valor) values ('backup', $1) on conflict (chave) do update set valor = excluded.valor`,
      [JSON.stringify({ ...BACKUP_PADRAO, automatico: false })],
    );
    await pool.query('analyze');
  } finally {
    await pool.end();
  }
}
