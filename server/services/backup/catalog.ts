import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Db, type Tx } from '../../db/client';
import { queryRows } from '../../db/raw';

/**
 * The database as the catalog describes it: every table of the public schema (so tables other
 * modules add are backed up without code changes), their columns and foreign keys. The
 * migrations bookkeeping lives in the `drizzle` schema and is therefore never included.
 */
interface Coluna {
  nome: string;
  tipo: string;
  gerada: boolean;
  obrigatoria: boolean;
  temPadrao: boolean;
}

export interface Tabela {
  nome: string;
  colunas: Coluna[];
}

/**
 * Rows that are not carried by a backup: live session tokens and one-time verification codes.
 * Restoring them would revive sessions revoked since, and a backup file should hold no
 * credential that works by itself. Nor the answers kept for Idempotency-Keys (a day at most):
 * after a restore they could replay the creation of a record the restore took away. The tables
 * are emptied by a restore.
 */
export const TABELAS_TRANSITORIAS = new Set(['sessoes', 'verificacoes', 'chaves_idempotencia']);

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function lerTabelas(db: Db | Tx): Promise<Tabela[]> {
  const cols = await queryRows<{
    tabela: string;
    coluna: string;
    tipo: string;
    gerada: boolean;
    obrigatoria: boolean;
    tem_padrao: boolean;
  }>(
    db,
    sql`select c.relname as tabela, a.attname as coluna, format_type(a.atttypid, a.atttypmod) as tipo,
               (a.attgenerated in ('s', 'v')) as gerada, a.attnotnull as obrigatoria,
               (a.atthasdef or a.attidentity in ('a', 'd')) as tem_padrao
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
  );
  const tabelas = new Map<string, Tabela>();
  for (const c of cols) {
    const t = tabelas.get(c.tabela) ?? { nome: c.tabela, colunas: [] };
    t.colunas.push({ nome: c.coluna, tipo: c.tipo, gerada: c.gerada, obrigatoria: c.obrigatoria, temPadrao: c.tem_padrao });
    tabelas.set(c.tabela, t);
  }
  return [...tabelas.values()].sort((a, b) => a.nome.localeCompare(b.nome));
}

/** Tables ordered parents first, so rows can be inserted without breaking a foreign key. */
export async function ordemDeInsercao(db: Db | Tx, tabelas: readonly string[]): Promise<string[]> {
  const fks = await queryRows<{ filho: string; pai: string }>(
    db,
    sql`select child.relname as filho, parent.relname as pai
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const pais = new Map<string, Set<string>>(tabelas.map((t) => [t, new Set()]));
  for (const { filho, pai } of fks) if (filho !== pai && pais.has(filho) && pais.has(pai)) pais.get(filho)!.add(pai);
  const ordem: string[] = [];
  const restantes = new Set(tabelas);
  while (restantes.size) {
    const prontas = [...restantes].filter((t) => [...pais.get(t)!].every((p) => !restantes.has(p))).sort();
    // A cycle of foreign keys: the rest go in name order (the restore then fails whole if a row needs a later one).
    const lote = prontas.length ? prontas : [...restantes].sort();
    for (const t of lote) {
      ordem.push(t);
      restantes.delete(t);
    }
  }
  return ordem;
}

/** Sequences owned by a column (serial / identity), to move them past the restored rows. */
export async function sequencias(db: Db | Tx): Promise<{ seq: string; tabela: string; coluna: string }[]> {
  return queryRows(
    db,
    sql`select s.relname as seq, t.relname as tabela, a.attname as coluna
        from pg_class s
        join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        join pg_namespace n on n.oid = t.relnamespace
        where s.relkind = 'S' and n.nspname = 'public' and d.deptype in ('a', 'i')`,
  );
}

interface Journal {
  entries: { when: number; tag: string }[];
}

/** Tags of every migration this code knows, in order. */
export function migracoesConhecidas(): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries.map((e) => e.tag);
}

/** The schema version of a database: the tags of the migrations applied to it, in order. */
export async function versaoSchema(db: Db | Tx): Promise<string[]> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal;
  const porData = new Map(journal.entries.map((e) => [String(e.when), e.tag]));
  const rows = await queryRows<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((r) => porData.get(String(r.created_at)) ?? `desconhecida-${r.created_at}`);
}
