import type pg from 'pg';
import type { Tarefa } from './paralelo';

export interface Indice {
  tabela: string;
  nome: string;
  definicao: string;
  /** 'p' primary key, 'u' unique constraint, null a plain index. */
  restricao: 'p' | 'u' | null;
}

/**
 * Every index of the tables, read from the catalogue: whatever the migrations declared comes back
 * exactly, including indexes added by later migrations.
 */
export async function lerIndices(c: pg.Client, tabelas: string[]): Promise<Indice[]> {
  const { rows } = await c.query<{ tabela: string; nome: string; definicao: string; restricao: 'p' | 'u' | null }>(
    `
    select t.relname as tabela, i.relname as nome, pg_get_indexdef(x.indexrelid) as definicao, con.contype as restricao
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    left join pg_constraint con on con.conindid = x.indexrelid and con.contype in ('p', 'u')
    where t.relname = any($1) and t.relnamespace = 'public'::regnamespace
    order by t.relname, i.relname`,
    [tabelas],
  );
  return rows;
}

/** Dropped before the bulk load: building an index once from sorted data beats 20 million inserts into it. */
export async function removerIndices(c: pg.Client, indices: Indice[]): Promise<void> {
  for (const i of indices) {
    if (i.restricao) await c.query(`alter table ${i.tabela} drop constraint ${i.nome}`);
    else await c.query(`drop index ${i.nome}`);
  }
}

/**
 * CREATE INDEX takes a SHARE lock, so several can build on one table at once; a constraint is then
 * attached to its finished index (ADD CONSTRAINT … USING INDEX), which is only a catalogue change.
 */
export function tarefasIndices(indices: Indice[], tamanho: (tabela: string) => number): Tarefa[] {
  return [...indices]
    .sort((a, b) => tamanho(b.tabela) - tamanho(a.tabela))
    .map((i) => ({ nome: `índice ${i.nome}`, sql: i.definicao }));
}

export async function religarRestricoes(c: pg.Client, indices: Indice[]): Promise<void> {
  for (const i of indices) {
    if (i.restricao === 'p') await c.query(`alter table ${i.tabela} add constraint ${i.nome} primary key using index ${i.nome}`);
    if (i.restricao === 'u') await c.query(`alter table ${i.tabela} add constraint ${i.nome} unique using index ${i.nome}`);
  }
}
