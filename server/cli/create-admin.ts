import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openConfiguredDatabase, prepareDatabase } from '../bootstrap';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/lock';
import { AppError } from '../lib/errors';
import { isUniqueViolation } from '../lib/gravacao';
import { createUser } from '../services/create-user';

/**
 * Creates the first administrador of an installation on PostgreSQL (where no account is seeded;
 * the start below still migrates and loads the official BNCC catalogue):
 *   npm run create-admin -- --email ana@rede.gov.br --nome "Ana Souza"
 * The password comes from ADMIN_PASSWORD or is asked for without echo, and must meet the
 * installation's password policy (Alta until an administrador changes it).
 */
const input = z.object({
  email: z.string().email('E-mail inválido'),
  nome: z.string().trim().min(1, 'Nome é obrigatório'),
  senha: z.string().min(1, 'Senha é obrigatória'),
});

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, nome: { type: 'string' } } });
  const senha = process.env.ADMIN_PASSWORD ?? (await askHidden('Senha do administrador: '));
  const parsed = input.safeParse({ email: values.email, nome: values.nome, senha });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    console.error('Uso: npm run create-admin -- --email <e-mail> --nome "<nome>"');
    process.exit(1);
  }
  const config = loadConfig();
  const unlock = config.DATABASE_URL ? () => undefined : lockDataDir(config.DATA_DIR);
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database, { SEED_DEMO: 'false' });
    const user = await createUser(database.db, { ...parsed.data, tipo_usuario: 'administrador' });
    console.log(`Administrador criado: ${user.email}`);
  } finally {
    await database.close();
    unlock();
  }
}

function askHidden(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const out = rl as unknown as { _writeToOutput: (s: string) => void };
  out._writeToOutput = (s: string) => {
    if (s.startsWith(question)) process.stdout.write(question);
  };
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

main().catch((err: unknown) => {
  const duplicate = isUniqueViolation(err);
  if (err instanceof AppError) console.error(err.message);
  else
    console.error(
      duplicate ? 'Já existe um usuário com esse e-mail.' : `Falha: ${err instanceof Error ? err.message : String(err)}`,
    );
  process.exit(1);
});
