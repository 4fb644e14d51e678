/**
 * A background worker of this process over a queue kept in the database (the outbox, the reports):
 * one round at a time — asked again while a round runs, it runs one more round after it —, woken
 * when something is queued here and every `intervaloMs` (work queued by other processes, retries,
 * leases that ran out after a restart).
 */
export interface Trabalhador {
  /** Runs a round now (or one more after the current); resolves when it is over. */
  processar(): Promise<void>;
  /** Stops waking up and waits for the current round to end. */
  parar(): Promise<void>;
}

export interface OpcoesDoTrabalhador {
  /** One round: takes what is due and does it; a failure is logged, and the next wake-up tries again. */
  rodada: (parado: () => boolean) => Promise<void>;
  /** Subscribes to "something was queued in this process"; returns the unsubscription. */
  aoEnfileirar: (ouvinte: () => void) => () => void;
  intervaloMs: number;
  log: { error(obj: unknown, msg: string): void };
  /** What the log says when a round fails. */
  falha: string;
}

export function iniciarTrabalhador(o: OpcoesDoTrabalhador): Trabalhador {
  let atual: Promise<void> | null = null;
  let denovo = false;
  let parado = false;

  const rodar = async () => {
    do {
      denovo = false;
      try {
        await o.rodada(() => parado);
      } catch (err) {
        if (!parado) o.log.error(err, o.falha);
      }
    } while (denovo && !parado);
  };

  const processar = (): Promise<void> => {
    if (parado) return Promise.resolve();
    if (atual) {
      denovo = true;
      return atual;
    }
    atual = rodar().finally(() => {
      atual = null;
    });
    return atual;
  };

  // A short delay lets the caller's transaction commit before the worker looks for the rows.
  const cancelarOuvinte = o.aoEnfileirar(() => {
    setTimeout(() => void processar(), 20).unref();
  });
  const timer = setInterval(() => void processar(), o.intervaloMs);
  timer.unref();
  void processar();

  return {
    processar,
    parar: async () => {
      parado = true;
      cancelarOuvinte();
      clearInterval(timer);
      await atual;
    },
  };
}
