import { isIP } from 'node:net';
import { z } from 'zod';
import '../domain/zod-locale';

/**
 * The environment, read and checked once at start. A bad value stops the start with a message
 * that names the variable.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Unset: 127.0.0.1 while the demo network (public password) is in the database, else 0.0.0.0 (hostDeEscuta, bootstrap.ts).
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  BASE_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  // Behind a reverse proxy: which proxies to believe about the client's address (see lerProxyConfiavel).
  TRUST_PROXY: z.string().default('false').transform(lerProxyConfiavel),
  SEED_DEMO: z.enum(['true', 'false', 'auto']).default('auto'),
  // Only for measuring production mode on the demo network (npm run bench): skips the refusal of its public password.
  ALLOW_DEMO_PASSWORD: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().url().refine(isSmtpUrl, 'deve começar com smtp:// ou smtps://').optional(),
  MAIL_FROM: z.string().trim().min(3).default('Gestão Escolar <nao-responda@localhost>'),
  SMS_PROVIDER: z.enum(['log']).default('log'),
  // How many reports (/relatorios) this process builds at once; the rest wait in the queue.
  RELATORIOS_CONCORRENCIA: z.coerce.number().int().min(1).max(16).default(2),
  // With PostgreSQL the reports are built in a process of their own at a lower CPU priority ('proprio');
  // 'mesmo' builds them in the server's process (always so with the embedded database); 'externo'
  // leaves them to `npm run worker` processes, on this machine or others.
  RELATORIOS_PROCESSO: z.enum(['proprio', 'mesmo', 'externo']).default('proprio'),
});

/**
 * Fastify's `trustProxy`: whom to believe when X-Forwarded-For names the client. Off by default,
 * as a server reached directly must not let a client pick its own address (the sign-in lock, the
 * rate limits and the audit count clients by it); but behind a reverse proxy, off means every
 * user shares the proxy's address. 'true' believes any sender (only when nothing but the proxy
 * can reach the server); a list names the proxies by address or CIDR range (or proxy-addr's
 * loopback, linklocal, uniquelocal). A count of proxies is refused: Fastify no longer honours it
 * (it cannot tell the proxy from a client sending the header itself), so it would be silently off.
 */
type ProxyConfiavel = boolean | string[];
const FAIXAS_NOMEADAS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const PROXY_INVALIDO = 'use false, true ou os endereços/faixas (CIDR) dos proxies separados por vírgula';

function enderecoOuFaixa(item: string): boolean {
  if (FAIXAS_NOMEADAS.has(item) || isIP(item)) return true;
  const [endereco, prefixo, ...resto] = item.split('/');
  const versao = isIP(endereco ?? '');
  if (resto.length || !versao || !/^\d{1,3}$/.test(prefixo ?? '')) return false;
  return Number(prefixo) <= (versao === 4 ? 32 : 128);
}

function lerProxyConfiavel(valor: string, ctx: z.RefinementCtx): ProxyConfiavel {
  const v = valor.trim().toLowerCase();
  if (v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    ctx.addIssue({ code: 'custom', message: `${PROXY_INVALIDO}; o número de proxies não basta, informe os endereços deles` });
    return false;
  }
  const itens = v.split(',').map((i) => i.trim());
  const invalidos = itens.filter((i) => !enderecoOuFaixa(i));
  if (invalidos.length)
    ctx.addIssue({ code: 'custom', message: `${PROXY_INVALIDO} (inválido: ${invalidos.map((i) => i || '(vazio)').join(', ')})` });
  return itens;
}

function isSmtpUrl(value: string): boolean {
  try {
    return /^smtps?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

export type Config = z.infer<typeof schema> & { baseUrl: string; trustedOrigins: string[] };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  if (cfg.NODE_ENV === 'production' && cfg.SEED_DEMO === 'true') {
    throw new ConfigError(
      'Configuração inválida:\n  SEED_DEMO: a rede de demonstração tem senha pública e não é criada com NODE_ENV=production',
    );
  }
  const baseUrl = cfg.BASE_URL ?? `http://localhost:${cfg.PORT}`;
  // Without an explicit BASE_URL the app is reached on this machine by either loopback name.
  const trustedOrigins = cfg.BASE_URL
    ? [new URL(cfg.BASE_URL).origin]
    : [`http://localhost:${cfg.PORT}`, `http://127.0.0.1:${cfg.PORT}`];
  return { ...cfg, baseUrl, trustedOrigins };
}
