import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { FORMATO_BACKUP, VERSAO_FORMATO_BACKUP } from '../../../domain/backup';
import type { Database, Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { Armazenamento } from '../storage';
import { type ChaveDeBackup, ENTRADA_ASSINATURA, assinar } from './assinatura';
import { TABELAS_TRANSITORIAS, ident, lerTabelas, versaoSchema } from './catalog';
import { ENTRADA_MANIFESTO, type Manifest, type Origem, entradaArquivo, entradaTabela, nomeBackup } from './manifest';

const LOTE = 1000;

export interface BackupCriado {
  nome: string;
  tamanho: number;
  criado_em: Date;
  origem: Origem;
}

/** Thrown (and caught by the scheduler) when another process holds the automatic-backup lock. */
export class BackupEmAndamento extends Error {}

interface Entrada {
  entrada: string;
  caminho: string;
  bytes: number;
  sha256: string;
}

/**
 * Every table, read in ONE read-only REPEATABLE READ transaction (a consistent snapshot), each
 * written as JSON lines of `row_to_json` (PostgreSQL's own text for every value, so timestamps
 * keep their microseconds and numbers their digits), plus every uploaded file the snapshot's
 * `arquivos` table lists. Files are immutable under generated names, so the snapshot's list
 * is consistent with their bytes.
 */
async function exportar(tx: Tx, dir: string) {
  const tabelas = await lerTabelas(tx);
  const versao_schema = await versaoSchema(tx);
  const saidas: (Manifest['tabelas'][number] & { caminho: string })[] = [];
  for (const t of tabelas) {
    const caminho = path.join(dir, `t-${saidas.length}.jsonl`);
    const out = fs.createWriteStream(caminho);
    const hash = crypto.createHash('sha256');
    let bytes = 0;
    let linhas = 0;
    const transitoria = TABELAS_TRANSITORIAS.has(t.nome);
    if (!transitoria) {
      await tx.execute(
        sql.raw(`declare gestao_backup no scroll cursor for select row_to_json(t)::text as j from public.${ident(t.nome)} t`),
      );
      for (;;) {
        const rows = await queryRows<{ j: string }>(tx, sql.raw(`fetch ${LOTE} from gestao_backup`));
        if (!rows.length) break;
        const chunk = Buffer.from(rows.map((r) => `${r.j}\n`).join(''), 'utf8');
        hash.update(chunk);
        bytes += chunk.length;
        linhas += rows.length;
        if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
      }
      await tx.execute(sql.raw('close gestao_backup'));
    }
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    saidas.push({
      nome: t.nome,
      entrada: entradaTabela(t.nome),
      linhas,
      bytes,
      sha256: hash.digest('hex'),
      transitoria,
      colunas: t.colunas.filter((c) => !c.gerada).map((c) => ({ nome: c.nome, tipo: c.tipo })),
      caminho,
    });
  }
  const temArquivos = tabelas.some((t) => t.nome === 'arquivos');
  const arquivos = temArquivos ? await queryRows<{ chave: string }>(tx, sql`select chave from arquivos order by chave`) : [];
  return { versao_schema, tabelas: saidas, arquivos: arquivos.map((a) => a.chave) };
}

async function copiarArquivos(armazenamento: Armazenamento, chaves: string[], dir: string): Promise<Entrada[]> {
  const entradas: Entrada[] = [];
  for (const chave of chaves) {
    const caminho = path.join(dir, `a-${entradas.length}`);
    const hash = crypto.createHash('sha256');
    let bytes = 0;
    const origem = await armazenamento.arquivos.read(chave);
    origem.on('data', (c: Buffer) => {
      hash.update(c);
      bytes += c.length;
    });
    await pipeline(origem, fs.createWriteStream(caminho));
    entradas.push({ entrada: entradaArquivo(chave), caminho, bytes, sha256: hash.digest('hex') });
  }
  return entradas;
}

function adicionar(pack: tar.Pack, name: string, caminho: string, size: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size, mtime: new Date(0) }, (err) => (err ? reject(err) : resolve()));
    fs.createReadStream(caminho).on('error', reject).pipe(entry);
  });
}

export async function criarBackup(
  database: Database,
  armazenamento: Armazenamento,
  opts: { origem: Origem; chave: ChaveDeBackup; agora?: Date; travaAutomatica?: boolean },
): Promise<BackupCriado> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'gestao-backup-'));
  try {
    const exportado = await database.db.transaction(
      async (tx) => {
        // Several API processes on one PostgreSQL: only one makes the automatic backup.
        if (opts.travaAutomatica && database.kind === 'postgres') {
          const [lock] = await queryRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(7262002) as ok`);
          if (!lock?.ok) throw new BackupEmAndamento('Outro processo está fazendo o backup automático.');
        }
        return exportar(tx, dir);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const arquivos = await copiarArquivos(armazenamento, exportado.arquivos, dir);

    const criado_em = opts.agora ?? new Date();
    const manifest: Manifest = {
      formato: FORMATO_BACKUP,
      versao_formato: VERSAO_FORMATO_BACKUP,
      versao_schema: exportado.versao_schema,
      criado_em: criado_em.toISOString(),
      origem: opts.origem,
      banco: database.kind,
      tabelas: exportado.tabelas.map(({ caminho: _c, ...t }) => t),
      arquivos: arquivos.map((a, i) => ({ chave: exportado.arquivos[i]!, entrada: a.entrada, bytes: a.bytes, sha256: a.sha256 })),
    };

    const arquivoTar = path.join(dir, 'backup.tar.gz');
    const pack = tar.pack();
    const escrito = pipeline(pack, zlib.createGzip(), fs.createWriteStream(arquivoTar));
    for (const t of exportado.tabelas) await adicionar(pack, t.entrada, t.caminho, t.bytes);
    for (const a of arquivos) await adicionar(pack, a.entrada, a.caminho, a.bytes);
    // Last, once every checksum is known; then the installation's signature of those very bytes.
    const manifesto = Buffer.from(JSON.stringify(manifest, null, 2), 'utf8');
    pack.entry({ name: ENTRADA_MANIFESTO, mtime: new Date(0) }, manifesto);
    pack.entry({ name: ENTRADA_ASSINATURA, mtime: new Date(0) }, assinar(opts.chave, manifesto));
    pack.finalize();
    await escrito;

    const nome = nomeBackup(criado_em, opts.origem);
    const { tamanho } = await armazenamento.backups.put(nome, fs.createReadStream(arquivoTar));
    return { nome, tamanho, criado_em, origem: opts.origem };
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
