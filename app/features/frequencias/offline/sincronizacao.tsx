import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { permitirDadosOffline } from '../../../lib/offline';
import { useSession } from '../../../lib/session';
import { FREQUENCIAS_QUERY_KEY } from '../api/carregar-frequencias';
import { enviarFila } from './fila';
import { prepararChamadasDeHoje } from './preparar';
import { OFFLINE_TEXTOS } from './textos';

/**
 * Mounted once beside the app (app/main.tsx, loaded after the first paint): lets the service worker
 * keep the roll call's data only while a professor is signed in (and reads today's roll calls for it),
 * and sends the roll calls taken
 * offline when the page loads and whenever the connection returns.
 */
export default function SincronizacaoOffline() {
  const { data: sessao } = useSession();
  const queryClient = useQueryClient();
  const professor = sessao?.usuario.tipo_usuario === 'professor';
  const registra = sessao?.permissoes.includes('frequencia.criar') ?? false;

  useEffect(() => {
    if (!sessao) return;
    const preparar = () => void prepararChamadasDeHoje();
    void permitirDadosOffline(professor).then(() => professor && preparar());
    // The first visit: the worker takes control only after this page loaded.
    if (professor) navigator.serviceWorker?.addEventListener('controllerchange', preparar);
    return () => navigator.serviceWorker?.removeEventListener('controllerchange', preparar);
  }, [sessao, professor]);

  useEffect(() => {
    if (!registra) return;
    const tentar = () => {
      if (!navigator.onLine) return;
      void enviarFila().then((enviadas) => {
        if (!enviadas.length) return;
        toast.success(OFFLINE_TEXTOS.enviadas(enviadas.length));
        void queryClient.invalidateQueries({ queryKey: FREQUENCIAS_QUERY_KEY });
      });
    };
    tentar();
    window.addEventListener('online', tentar);
    return () => window.removeEventListener('online', tentar);
  }, [registra, queryClient]);

  return null;
}
