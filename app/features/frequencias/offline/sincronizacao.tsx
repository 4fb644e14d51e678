import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { oferecerFilaDoUsuario, permitirDadosOffline } from '../../../lib/offline';
import { useSession } from '../../../lib/session';
import { FREQUENCIAS_QUERY_KEY } from '../api/carregar-frequencias';
import { dataBR } from '../components/textos';
import { listarFila, PRAZO_DA_FILA_DIAS, sincronizarFila } from './fila';
import { prepararChamadasDeHoje } from './preparar';
import { OFFLINE_TEXTOS } from './textos';

/**
 * Mounted once beside the app (app/main.tsx, loaded after the first paint): lets the service worker
 * keep the roll call's data only while a professor is signed in, and only theirs (and reads today's
 * roll calls for it); sends the signed-in user's roll calls taken offline when the page loads, when
 * someone signs in and whenever the connection returns, and sets aside (or, after their time,
 * discards) those another user left on the device, telling each owner what was lost.
 */
export default function SincronizacaoOffline() {
  const { data: sessao } = useSession();
  const queryClient = useQueryClient();
  const conhecida = sessao !== undefined;
  const usuarioId = sessao?.usuario.id ?? null;
  const empresaId = sessao?.escopo.empresa_id ?? null;
  const professor = sessao?.usuario.tipo_usuario === 'professor';
  const registra = sessao?.permissoes.includes('frequencia.criar') ?? false;

  useEffect(() => {
    if (!usuarioId) return;
    const preparar = () => void prepararChamadasDeHoje();
    void permitirDadosOffline(professor ? usuarioId : null).then(() => professor && preparar());
    // The first visit: the worker takes control only after this page loaded.
    if (professor) navigator.serviceWorker?.addEventListener('controllerchange', preparar);
    return () => navigator.serviceWorker?.removeEventListener('controllerchange', preparar);
  }, [usuarioId, professor]);

  useEffect(() => {
    // Signed out too: a roll call set aside past its time leaves the device even if nobody signs in.
    if (!conhecida) return;
    const dono = usuarioId ? { usuario_id: usuarioId, empresa_id: empresaId } : null;
    const tentar = () =>
      sincronizarFila(dono, registra && navigator.onLine).then(({ enviadas, descartadas }) => {
        if (descartadas.length) {
          const itens = descartadas.map((d) => OFFLINE_TEXTOS.item(d.turma_nome, d.disciplina_nome, dataBR(d.data)));
          // Stays until closed: the teacher has roll calls to take again.
          toast.warning(OFFLINE_TEXTOS.descartadas(descartadas.length), {
            description: OFFLINE_TEXTOS.descartadasDetalhe(itens, PRAZO_DA_FILA_DIAS),
            duration: Infinity,
          });
        }
        if (!enviadas.length) return;
        toast.success(OFFLINE_TEXTOS.enviadas(enviadas.length));
        void queryClient.invalidateQueries({ queryKey: FREQUENCIAS_QUERY_KEY });
      });
    void tentar();
    if (!dono) return;
    // 'Sair' asks first when roll calls are still on the device, and may send them now (app/lib/offline.ts).
    const retirar = oferecerFilaDoUsuario({
      usuarioId: dono.usuario_id,
      naoEnviadas: async () =>
        (await listarFila(dono)).map((item) => ({ erro: item.estado === 'recusada' ? (item.erro ?? '') : null })),
      enviar: tentar,
    });
    const aoVoltarConexao = () => void tentar();
    if (registra) window.addEventListener('online', aoVoltarConexao);
    return () => {
      retirar();
      window.removeEventListener('online', aoVoltarConexao);
    };
  }, [conhecida, usuarioId, empresaId, registra, queryClient]);

  return null;
}
