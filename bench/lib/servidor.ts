import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Servidor {
  base: string;
  parar(): Promise<void>;
}

function semDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, ...resto } = env;
  return resto;
}

function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** BENCH_NODE_ARGS: extra Node flags for the server (`--cpu-prof --cpu-prof-dir=…` to profile it). */
function argumentosExtras(): string[] {
  return (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

/**
 * The real server process (server/main.ts, as `npm start` runs it) in production mode against
 * the given database, on a free port. Its own process, so the load generator never shares the
 * server's event loop. `null`: the embedded database in a fresh folder, with the demo network
 * seeded (as `npm start` on a new machine).
 */
export async function iniciarServidor(databaseUrl: string | null): Promise<Servidor> {
  const porta = await portaLivre();
  const base = `http://127.0.0.1:${porta}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestao-bench-'));
  const filho: ChildProcess = spawn(process.execPath, [...argumentosExtras(), '--import', 'tsx', 'server/main.ts'], {
    cwd: RAIZ,
    env: {
      ...semDatabaseUrl(process.env),
      // As `npm start` on a new machine for the embedded database (production refuses the demo network).
      NODE_ENV: databaseUrl ? 'production' : 'development',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(porta),
      HOST: '127.0.0.1',
      BASE_URL: base,
      DATA_DIR: dataDir,
      AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
      SEED_DEMO: databaseUrl ? 'false' : 'true',
      // The demo network keeps its public password: production would refuse it (server/bootstrap.ts).
      ALLOW_DEMO_PASSWORD: 'true',
    },
    // Request logs go nowhere, as they would to a log shipper: the logging work still happens.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let saiu = false;
  filho.on('exit', () => (saiu = true));

  const limite = Date.now() + 60_000;
  for (;;) {
    if (saiu) throw new Error('o servidor terminou durante a partida');
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > limite) throw new Error('o servidor não respondeu em 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    base,
    parar: async () => {
      if (!saiu) {
        const fim = new Promise((r) => filho.once('exit', r));
        filho.kill('SIGTERM');
        // A server stuck on a request it never finishes does not hold the benchmark: killed after 15 s.
        const forcar = setTimeout(() => filho.kill('SIGKILL'), 15_000);
        await fim;
        clearTimeout(forcar);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
