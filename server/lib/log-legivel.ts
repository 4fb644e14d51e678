import type { Config } from '../config';

/**
 * On a terminal during development the JSON log is hard to read: each line becomes a short
 * one ("14:03:07 INFO  GET /api/escolas 200 12 ms"). Any output that is not a terminal (a file,
 * journald, a log collector) keeps pino's JSON lines; outside production they go through
 * process.stdout, in order with the start-up banner printed after them (pino's own destination
 * writes later, asynchronously). Production keeps pino's faster destination.
 */
export function destinoDoLog(
  config: Pick<Config, 'NODE_ENV'>,
  saida: NodeJS.WriteStream = process.stdout,
): { write(linha: string): void } | undefined {
  if (config.NODE_ENV === 'production') return undefined;
  if (!saida.isTTY) return { write: (linha) => saida.write(linha) };
  return { write: (linha) => saida.write(`${linhaLegivel(linha)}\n`) };
}

const NIVEIS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'AVISO', 50: 'ERRO ', 60: 'FATAL' };

interface Registro {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

export function linhaLegivel(json: string): string {
  let r: Registro;
  try {
    r = JSON.parse(json) as Registro;
  } catch {
    return json.trimEnd();
  }
  const hora = new Date(r.time ?? Date.now()).toTimeString().slice(0, 8);
  const nivel = NIVEIS[r.level ?? 30] ?? String(r.level);
  const texto =
    r.req && r.res
      ? `${r.req.method} ${r.req.url} ${r.res.statusCode} ${Math.round(r.responseTime ?? 0)} ms${r.err ? ` — ${r.err.message}` : ''}`
      : (r.msg ?? '');
  // An error keeps its stack: on a terminal that is what a developer reads next.
  const pilha = r.err?.stack && (r.level ?? 30) >= 50 ? `\n${r.err.stack}` : '';
  return `${hora} ${nivel} ${texto}${pilha}`;
}
