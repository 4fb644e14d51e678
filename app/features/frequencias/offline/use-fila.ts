import { useEffect, useState } from 'react';
import { EVENTO_FILA } from '../../../lib/offline';
import { useSession } from '../../../lib/session';
import { type ChamadaNaFila, listarFila } from './fila';

/**
 * The signed-in user's roll calls waiting on this device, kept current as the queue changes (here or
 * in the sender); null while the first read is under way. Another user's, set aside on a shared
 * device, are never listed.
 */
export function useFilaDeChamadas(): ChamadaNaFila[] | null {
  const { data: sessao } = useSession();
  const usuarioId = sessao?.usuario.id ?? null;
  const empresaId = sessao?.escopo.empresa_id ?? null;
  // Kept with whose list it is, so a list read for the previous user is never shown for the next.
  const [lidos, setLidos] = useState<{ usuarioId: string; itens: ChamadaNaFila[] } | null>(null);
  useEffect(() => {
    if (!usuarioId) return;
    let vivo = true;
    const ler = () =>
      void listarFila({ usuario_id: usuarioId, empresa_id: empresaId })
        .catch(() => [])
        .then((itens) => vivo && setLidos({ usuarioId, itens }));
    ler();
    window.addEventListener(EVENTO_FILA, ler);
    return () => {
      vivo = false;
      window.removeEventListener(EVENTO_FILA, ler);
    };
  }, [usuarioId, empresaId]);
  if (!usuarioId) return [];
  return lidos?.usuarioId === usuarioId ? lidos.itens : null;
}
