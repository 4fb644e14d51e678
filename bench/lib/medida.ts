/** Sequential latency and concurrent throughput of one operation; no assertions, only numbers. */

export interface Latencia {
  mediana: number;
  p95: number;
  /** Requests that answered. */
  n: number;
  /** Requests that failed (an error status, no answer in time, a dropped connection): not in the figures. */
  falhas: Falhas;
}

export interface Falhas {
  n: number;
  /** The first one's message, to print. */
  primeira: string | null;
}

export interface Vazao {
  /** Completed operations per second. */
  porSegundo: number;
  falhas: Falhas;
}

/** A worker's operation ran out of prepared inputs (a roll call's free dates): its phase ends. */
export class Esgotado extends Error {}

function percentil(ordenados: number[], p: number): number {
  if (!ordenados.length) return Number.NaN;
  const i = Math.min(ordenados.length - 1, Math.max(0, Math.ceil((p / 100) * ordenados.length) - 1));
  return ordenados[i]!;
}

/** Counts failed operations; past `limite` of them in a row the measurement stops (the server is down). */
class Contagem implements Falhas {
  n = 0;
  primeira: string | null = null;
  private seguidas = 0;
  constructor(private readonly limite: number) {}
  ok() {
    this.seguidas = 0;
  }
  falhou(err: unknown) {
    this.n++;
    this.seguidas++;
    this.primeira ??= err instanceof Error ? err.message : String(err);
    if (this.seguidas >= this.limite) throw new Error(`${this.seguidas} falhas seguidas; a primeira: ${this.primeira}`);
  }
  resumo(): Falhas {
    return { n: this.n, primeira: this.primeira };
  }
}

/** Consecutive failures after which a measurement gives up. */
const FALHAS_SEGUIDAS = 20;

/** One request at a time: what a single user waits. Milliseconds. */
export async function medirLatencia(op: () => Promise<void>, n: number, aquecimento: number): Promise<Latencia> {
  const falhas = new Contagem(FALHAS_SEGUIDAS);
  for (let i = 0; i < aquecimento; i++) {
    try {
      await op();
      falhas.ok();
    } catch (err) {
      if (err instanceof Esgotado) break;
      falhas.falhou(err);
    }
  }
  const tempos: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    try {
      await op();
      falhas.ok();
    } catch (err) {
      if (err instanceof Esgotado) break;
      falhas.falhou(err);
      continue;
    }
    tempos.push(performance.now() - t);
  }
  tempos.sort((a, b) => a - b);
  return { mediana: percentil(tempos, 50), p95: percentil(tempos, 95), n: tempos.length, falhas: falhas.resumo() };
}

/** `concorrencia` workers in a closed loop for `segundos`: completed operations per second, and the failures. */
export async function medirVazao(
  op: (trabalhador: number) => Promise<void>,
  concorrencia: number,
  segundos: number,
): Promise<Vazao> {
  const inicio = performance.now();
  const fim = inicio + segundos * 1000;
  const falhas = new Contagem(FALHAS_SEGUIDAS * concorrencia);
  let feitas = 0;
  await Promise.all(
    Array.from({ length: concorrencia }, async (_, w) => {
      while (performance.now() < fim) {
        try {
          await op(w);
          falhas.ok();
        } catch (err) {
          if (err instanceof Esgotado) return;
          falhas.falhou(err);
          continue;
        }
        feitas++;
      }
    }),
  );
  return { porSegundo: feitas / ((performance.now() - inicio) / 1000), falhas: falhas.resumo() };
}

/** Sums the failures of several measurements (the first message kept). */
export function somarFalhas(...varias: Falhas[]): Falhas {
  return { n: varias.reduce((s, f) => s + f.n, 0), primeira: varias.find((f) => f.primeira)?.primeira ?? null };
}

/** A latency as printed: median, p95 and, if any, the failed requests with the first message. */
export function descreverLatencia(l: Latencia): string {
  const falhas = l.falhas.n ? `; ${l.falhas.n} FALHARAM, a primeira: ${l.falhas.primeira}` : '';
  return `${l.mediana.toFixed(1)} ms (p95 ${l.p95.toFixed(1)}, n ${l.n}${falhas})`;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function mediana(valores: number[]): number {
  const o = [...valores].sort((a, b) => a - b);
  const m = Math.floor(o.length / 2);
  return o.length % 2 ? o[m]! : (o[m - 1]! + o[m]!) / 2;
}
