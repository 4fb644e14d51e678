import pg from 'pg';

export interface Tarefa {
  nome: string;
  sql: string;
  params?: unknown[];
}

/**
 * Session settings for bulk work. session_replication_role = replica skips the foreign-key
 * triggers (the generated rows reference ids just created from the same tables, so they are
 * consistent by construction); the constraints themselves stay declared and valid.
 */
const AJUSTES = [
  `set synchronous_commit = off`,
  `set session_replication_role = replica`,
  `set maintenance_work_mem = '1GB'`,
  `set work_mem = '256MB'`,
  // Two sessions already keep both cores busy; parallel workers would only contend with them.
  `set max_parallel_maintenance_workers = 0`,
];

export async function conectarCarga(url: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  for (const s of AJUSTES) await c.query(s);
  return c;
}

/** Runs the tasks on the given connections, each taking the next task as soon as it is free. */
export async function emParalelo(conexoes: pg.Client[], tarefas: Tarefa[], log?: (msg: string) => void): Promise<void> {
  const fila = [...tarefas];
  await Promise.all(
    conexoes.map(async (c) => {
      for (let t = fila.shift(); t; t = fila.shift()) {
        const inicio = performance.now();
        await c.query(t.sql, t.params);
        log?.(`    ${t.nome}: ${((performance.now() - inicio) / 1000).toFixed(1)} s`);
      }
    }),
  );
}
