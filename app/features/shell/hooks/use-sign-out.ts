import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { type ChamadaNaoEnviada, filaParaSair } from '../../../lib/offline';
import { LOGIN_PATH } from '../../../lib/paths';
import { clearUserData } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { revokeSessions } from '../api/revoke-sessions';
import { signOut } from '../api/sign-out';

export type SignOutScope = 'this-device' | 'all-devices';

/** The question before signing out with roll calls still on the device: which sign-out, which roll calls, after a send tried. */
export interface PerguntaDeSaida {
  scope: SignOutScope;
  naoEnviadas: ChamadaNaoEnviada[];
  /** 'Enviar e sair' ran and these were left (no connection, or refused by the server). */
  tentou: boolean;
}

/**
 * 'Sair' and 'Sair de todos os dispositivos': revoke on the server, forget the user's data, back to the
 * login. Signing out takes the user's roll calls queued offline off the device (limparDadosOffline), so
 * while any is there it asks first (`pergunta`, shown by PerguntaDeSaidaDialog): send them and then
 * sign out, stay, or sign out discarding them — never dropped unasked.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const { data: sessao } = useSession();
  const usuarioId = sessao?.usuario.id ?? null;
  const [pergunta, setPergunta] = useState<PerguntaDeSaida | null>(null);
  const [verificando, setVerificando] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const mutation = useMutation({
    mutationFn: (scope: SignOutScope) => (scope === 'all-devices' ? revokeSessions() : signOut()),
    onSuccess: () => {
      setPergunta(null);
      void navigate(LOGIN_PATH, { replace: true });
      clearUserData();
    },
    onError: (error) => {
      // A session the server no longer knows is already signed out.
      if (error instanceof ApiError && error.status === 401) {
        setPergunta(null);
        void navigate(LOGIN_PATH, { replace: true });
        clearUserData();
        return;
      }
      toast.error('Não foi possível sair', { description: error.message });
    },
  });

  async function sair(scope: SignOutScope) {
    if (!usuarioId) return mutation.mutate(scope);
    setVerificando(true);
    // A device whose storage cannot be read keeps nothing to lose.
    const naoEnviadas = await filaParaSair(usuarioId)
      .naoEnviadas()
      .catch(() => []);
    setVerificando(false);
    if (naoEnviadas.length) setPergunta({ scope, naoEnviadas, tentou: false });
    else mutation.mutate(scope);
  }

  /** Sends the waiting roll calls; signs out only when none is left on the device, else says why in the dialog. */
  async function enviarESair() {
    if (!pergunta || !usuarioId) return;
    const fila = filaParaSair(usuarioId);
    setEnviando(true);
    try {
      await fila.enviar().catch(() => undefined);
      const restantes = await fila.naoEnviadas().catch(() => pergunta.naoEnviadas);
      if (restantes.length) setPergunta({ ...pergunta, naoEnviadas: restantes, tentou: true });
      else mutation.mutate(pergunta.scope);
    } finally {
      setEnviando(false);
    }
  }

  return {
    sair: (scope: SignOutScope) => void sair(scope),
    isPending: mutation.isPending || verificando || enviando,
    pergunta,
    enviando,
    enviarESair: () => void enviarESair(),
    /** The user chose to discard them: the sign-out takes them off the device. */
    descartarESair: () => pergunta && mutation.mutate(pergunta.scope),
    ficar: () => setPergunta(null),
  };
}

export type SaidaDoUsuario = ReturnType<typeof useSignOut>;
