import type { ReactNode } from 'react';
import { LoadError } from '../load-error';

/** The query that lists a select's options. */
interface ConsultaDeOpcoes {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * What a select says under it while its options are not there: the failure, with a retry, or that
 * they are loading. Nothing once they are.
 */
export function avisoDasOpcoes(consulta: ConsultaDeOpcoes, textos: { erro: (mensagem: string) => string; carregando: string }) {
  let aviso: ReactNode = null;
  if (consulta.isError && consulta.error) {
    aviso = <LoadError message={textos.erro(consulta.error.message)} onRetry={() => void consulta.refetch()} />;
  } else if (consulta.isPending) {
    aviso = <p className="text-sm text-slate-600">{textos.carregando}</p>;
  }
  return aviso;
}
