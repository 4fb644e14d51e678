import path from 'node:path';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, like, or } from 'drizzle-orm';
import type { Config } from './config';
import { type Database, type Db, migrateDatabase, openDatabase } from './db/client';
import { contas, usuarios } from './db/schema';
import { isEmpty, seedDemo } from './db/seed/demo';
import { DEMO_PASSWORD } from './db/seed/demo-data';
import { seedAccessControl } from './db/seed/roles';
import { carregarCatalogoBncc } from './services/bncc-catalogo';

/** Every account of the demo network has an address on this domain. */
const DOMINIO_DEMO = '@demo.escola.br';

/** What the start found: whether the demo network (whose password is public) is in the database. */
export interface BancoPreparado {
  demo: 'criada' | 'presente' | 'ausente';
}

/** The demo network is seeded when asked (SEED_DEMO=true), or by default on an embedded database outside production. */
export function semeiaDemo(
  config: Pick<Config, 'SEED_DEMO'> & Partial<Pick<Config, 'NODE_ENV'>>,
  kind: Database['kind'],
): boolean {
  if (config.SEED_DEMO === 'auto') return kind === 'pglite' && config.NODE_ENV !== 'production';
  return config.SEED_DEMO === 'true';
}

/**
 * Brings a database to the current schema and its reference data (roles, the official BNCC
 * catalogue), seeds the demo network on an empty database when it is wanted, and in
 * production refuses an installation where an account still has the demo's published password.
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'SEED_DEMO'> & Partial<Pick<Config, 'NODE_ENV' | 'ALLOW_DEMO_PASSWORD'>>,
  log: (msg: string) => void = console.log,
): Promise<BancoPreparado> {
  await migrateDatabase(database);
  await seedAccessControl(database.db);
  const carga = await carregarCatalogoBncc(database.db);
  if (carga.relatorio) {
    const r = carga.relatorio;
    log(
      `Catálogo oficial da BNCC aplicado: ${r.criadas.length} criadas, ${r.atualizadas.length} atualizadas, ${r.inalteradas} inalteradas, ${r.recusadas.length} recusadas.`,
    );
  }
  if (semeiaDemo(config, database.kind) && (await isEmpty(database.db))) {
    await seedDemo(database.db);
    return { demo: 'criada' };
  }
  if (config.NODE_ENV === 'production' && config.ALLOW_DEMO_PASSWORD !== 'true') await recusarSenhaDeDemonstracao(database.db);
  return { demo: (await temRedeDemo(database.db)) ? 'presente' : 'ausente' };
}

/**
 * The address to listen on: HOST when set; otherwise only this machine (127.0.0.1) while the
 * demo network, whose password the README publishes, is in the database, and every interface
 * (0.0.0.0) once it is not.
 */
export function hostDeEscuta(config: Pick<Config, 'HOST'>, banco: BancoPreparado): string {
  return config.HOST ?? (banco.demo === 'ausente' ? '0.0.0.0' : '127.0.0.1');
}

async function temRedeDemo(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(like(usuarios.email, `%${DOMINIO_DEMO}`))
    .limit(1);
  return row !== undefined;
}

export class SenhaDeDemonstracaoError extends Error {}

/**
 * Production must not run with the demo's published password. Checking every account would
 * cost one scrypt per user at each start, so this checks the active accounts that can carry it:
 * the demo network's (its domain) and every administrador; accounts seeded with one shared
 * hash are checked once.
 */
async function recusarSenhaDeDemonstracao(db: Db): Promise<void> {
  const linhas = await db
    .select({ email: usuarios.email, hash: contas.password })
    .from(contas)
    .innerJoin(usuarios, eq(usuarios.id, contas.userId))
    .where(
      and(
        eq(contas.providerId, 'credential'),
        eq(usuarios.status, 'ativo'),
        or(like(usuarios.email, `%${DOMINIO_DEMO}`), eq(usuarios.tipo_usuario, 'administrador')),
      ),
    );
  const porHash = new Map<string, string[]>();
  for (const l of linhas) if (l.hash) porHash.set(l.hash, [...(porHash.get(l.hash) ?? []), l.email]);
  const expostas: string[] = [];
  for (const [hash, emails] of porHash) if (await verifyPassword({ hash, password: DEMO_PASSWORD })) expostas.push(...emails);
  if (!expostas.length) return;
  expostas.sort();
  const lista = expostas.length > 5 ? `${expostas.slice(0, 5).join(', ')} e mais ${expostas.length - 5}` : expostas.join(', ');
  throw new SenhaDeDemonstracaoError(
    `Recusado em produção (NODE_ENV=production): ${expostas.length === 1 ? 'a conta' : `${expostas.length} contas`} ${lista} ainda ${expostas.length === 1 ? 'usa' : 'usam'} a senha pública da rede de demonstração.\n` +
      'Troque essas senhas (ou desative as contas) iniciando sem NODE_ENV=production, ou use um banco novo para a instalação real.',
  );
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, 'pglite') });
}
