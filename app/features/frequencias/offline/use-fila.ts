import { useEffect, useState } from 'react';
import { EVENTO_FILA } from '../../../lib/offline';
import { type ChamadaNaFila, listarFila } from './fila';

/** The roll calls waiting on this device, kept current as the queue changes (here or in the sender). */
export function useFilaDeChamadas(): ChamadaNaFila[] | null {
  const [itens, setItens] = useState<ChamadaNaFila[] | null>(null);
  useEffect(() => {
    let vivo = true;
    const ler = () =>
      void listarFila()
        .then((lidos) => vivo && setItens(lidos))
        .catch(() => vivo && setItens([]));
    ler();
    window.addEventListener(EVENTO_FILA, ler);
    return () => {
      vivo = false;
      window.removeEventListener(EVENTO_FILA, ler);
    };
  }, []);
  return itens;
}
