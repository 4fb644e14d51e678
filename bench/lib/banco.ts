import pg from 'pg';

/** The benchmark only ever creates, drops or fills databases with this prefix. */
const PREFIXO = 'gestao_bench';

export const URL_PADRAO = 'postgres://postgres@127.0.0.1:5432/gestao_bench';

export function nomeDoBanco(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

export function comBanco(url: string, nome: string): string {
  const u = new URL(url);
  u.pathname = `/${nome}`;
  return u.toString();
}

/** Refuses any database the benchmark does not own, so a wrong DATABASE_URL cannot destroy real data. */
export function exigirBancoDoBench(url: string): string {
  const nome = nomeDoBanco(url);
  if (!nome.startsWith(PREFIXO) || !/^[a-z0-9_]+$/.test(nome)) {
    throw new Error(`O benchmark só usa bancos cujo nome começa com "${PREFIXO}" (recebido: "${nome}").`);
  }
  return nome;
}

async function comAdmin<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: comBanco(url, 'postgres') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export async function bancoExiste(url: string): Promise<boolean> {
  const nome = exigirBancoDoBench(url);
  return comAdmin(url, async (c) => (await c.query('select 1 from pg_database where datname = $1', [nome])).rowCount === 1);
}

/** Drops (if present) and creates the database: a generated network always starts from empty. */
export async function recriarBanco(url: string): Promise<void> {
  const nome = exigirBancoDoBench(url);
  await comAdmin(url, async (c) => {
    await c.query(`drop database if exists ${nome} with (force)`);
    await c.query(`create database ${nome}`);
  });
}
