import type { FastifyBaseLogger } from 'fastify';

export interface Agenda {
  /** The first pass, this long after start (the server answers its first requests before). */
  primeiraMs: number;
  intervaloMs: number;
}

/**
 * Runs `passar` once `primeiraMs` after start and then every `intervaloMs` while the server runs.
 * A pass longer than the interval (a very large network) is not overlapped by the next one; a
 * failing pass is logged with `falha` and the next one comes as planned. The timers do not keep
 * the process alive. Returns the function that stops it.
 */
export function agendarTarefa(
  log: Pick<FastifyBaseLogger, 'error'>,
  falha: string,
  passar: () => Promise<void>,
  { primeiraMs, intervaloMs }: Agenda,
): () => void {
  let rodando = false;
  const umaPassada = async () => {
    if (rodando) return;
    rodando = true;
    try {
      await passar();
    } catch (err) {
      log.error(err, falha);
    } finally {
      rodando = false;
    }
  };
  const primeira = setTimeout(() => void umaPassada(), primeiraMs);
  const intervalo = setInterval(() => void umaPassada(), intervaloMs);
  primeira.unref();
  intervalo.unref();
  return () => {
    clearTimeout(primeira);
    clearInterval(intervalo);
  };
}
