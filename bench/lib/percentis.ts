import type { Latencia } from './medida';

/** Median and p95 of timings already taken (milliseconds). */
export function percentis(tempos: readonly number[]): Latencia {
  const o = [...tempos].sort((a, b) => a - b);
  const p = (q: number) => o[Math.min(o.length - 1, Math.max(0, Math.ceil((q / 100) * o.length) - 1))] ?? Number.NaN;
  return { mediana: p(50), p95: p(95), n: o.length, falhas: { n: 0, primeira: null } };
}
