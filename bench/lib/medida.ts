/** Sequential latency and concurrent throughput of one operation; no assertions, only numbers. */

export interface Latencia {
  mediana: number;
  p95: number;
  n: number;
}

/** A worker's operation ran out of prepared inputs (a roll call's free dates): its phase ends. */
export class Esgotado extends Error {}

function percentil(ordenados: number[], p: number): number {
  const i = Math.min(ordenados.length - 1, Math.max(0, Math.ceil((p / 100) * ordenados.length) - 1));
  return ordenados[i]!;
}

/** One request at a time: what a single user waits. Milliseconds. */
export async function medirLatencia(op: () => Promise<void>, n: number, aquecimento: number): Promise<Latencia> {
  for (let i = 0; i < aquecimento; i++) await op();
  const tempos: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    try {
      await op();
    } catch (err) {
      if (err instanceof Esgotado) break;
      throw err;
    }
    tempos.push(performance.now() - t);
  }
  tempos.sort((a, b) => a - b);
  return { mediana: percentil(tempos, 50), p95: percentil(tempos, 95), n: tempos.length };
}

/** `concorrencia` workers in a closed loop for `segundos`: completed operations per second. */
export async function medirVazao(
  op: (trabalhador: number) => Promise<void>,
  concorrencia: number,
  segundos: number,
): Promise<number> {
  const inicio = performance.now();
  const fim = inicio + segundos * 1000;
  let feitas = 0;
  await Promise.all(
    Array.from({ length: concorrencia }, async (_, w) => {
      while (performance.now() < fim) {
        try {
          await op(w);
        } catch (err) {
          if (err instanceof Esgotado) return;
          throw err;
        }
        feitas++;
      }
    }),
  );
  return feitas / ((performance.now() - inicio) / 1000);
}

/** The middle value (the mean of the two middle ones for an even count). */
export function mediana(valores: number[]): number {
  const o = [...valores].sort((a, b) => a - b);
  const m = Math.floor(o.length / 2);
  return o.length % 2 ? o[m]! : (o[m - 1]! + o[m]!) / 2;
}
