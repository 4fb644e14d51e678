import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Db } from '../server/db/client';
import { queryRows } from '../server/db/raw';
import { TABELAS_TRANSITORIAS, lerTabelas } from '../server/services/backup/catalog';

/** Every table's rows as PostgreSQL prints them, sorted: two snapshots are equal iff the data is. */
export async function fotografia(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of await lerTabelas(db)) {
    if (TABELAS_TRANSITORIAS.has(t.nome)) continue;
    const rows = await queryRows<{ j: string }>(db, sql.raw(`select row_to_json(t)::text as j from public."${t.nome}" t`));
    out[t.nome] = rows.map((r) => r.j).sort();
  }
  return out;
}

/** A backup's entries in memory, to tamper with them in tests. */
export async function abrirTar(gz: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    buffer(stream).then((b) => {
      entries.set(header.name, b);
      next();
    }, next);
  });
  await pipeline(Readable.from([gz]), zlib.createGunzip(), extract);
  return entries;
}

export async function fecharTar(entries: Map<string, Buffer>): Promise<Buffer> {
  const pack = tar.pack();
  const out = buffer(pack.pipe(zlib.createGzip()));
  for (const [name, data] of entries) pack.entry({ name }, data);
  pack.finalize();
  return out;
}

export const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
