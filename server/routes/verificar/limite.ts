import { AppError } from '../../lib/errors';
import { BOLETIM_MENSAGENS as MSG } from '../../../domain/schemas/boletim';

/**
 * How many checks one address may make per minute. The codes are 60 random bits, so guessing is
 * hopeless anyway; the limit keeps a script from hammering the database with tries.
 */
export const CONSULTAS_POR_MINUTO = 30;
const JANELA_MS = 60_000;
/** Past this many addresses the finished windows are dropped, so the map never grows without end. */
const ENDERECOS_MAXIMOS = 10_000;

/** A fixed window per address, in memory (one process serves the site). */
export function criarLimite(porMinuto = CONSULTAS_POR_MINUTO, agora: () => number = Date.now) {
  const janelas = new Map<string, { inicio: number; consultas: number }>();
  return (endereco: string) => {
    const t = agora();
    if (janelas.size > ENDERECOS_MAXIMOS) for (const [k, j] of janelas) if (t - j.inicio >= JANELA_MS) janelas.delete(k);
    const j = janelas.get(endereco);
    if (!j || t - j.inicio >= JANELA_MS) {
      janelas.set(endereco, { inicio: t, consultas: 1 });
      return;
    }
    j.consultas += 1;
    if (j.consultas > porMinuto) throw new AppError(429, 'TOO_MANY_REQUESTS', MSG.muitasConsultas);
  };
}
