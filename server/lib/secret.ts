import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key that signs session cookies. In production it comes from AUTH_SECRET; in embedded
 * mode one is generated on first start and kept beside the data, so restarts keep sessions.
 */
export function resolveSecret(opts: { configured?: string; dataDir?: string; production: boolean }): string {
  if (opts.configured) return opts.configured;
  if (opts.production && !opts.dataDir) throw new Error('AUTH_SECRET é obrigatório em produção com DATABASE_URL.');
  if (!opts.dataDir) return crypto.randomBytes(32).toString('hex');
  const file = path.join(opts.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
