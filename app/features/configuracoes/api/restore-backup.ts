import { useMutation } from '@tanstack/react-query';
import type { Restauracao } from '../../../../domain/schemas/backup';
import { apiFetch } from '../../../lib/api';

/** A listed backup (by name) or an uploaded file; both are checked whole before anything changes. */
export type OrigemRestauracao = { nome: string } | { arquivo: File };

function restoreBackup({
  origem,
  confirmarNaoAssinado = false,
}: {
  origem: OrigemRestauracao;
  confirmarNaoAssinado?: boolean;
}): Promise<Restauracao> {
  if ('nome' in origem) {
    return apiFetch(`/api/backups/${encodeURIComponent(origem.nome)}/restaurar`, {
      method: 'POST',
      body: { confirmar: true, ...(confirmarNaoAssinado ? { confirmarNaoAssinado } : {}) },
    });
  }
  const form = new FormData();
  form.append('confirmar', 'true');
  if (confirmarNaoAssinado) form.append('confirmarNaoAssinado', 'true');
  form.append('arquivo', origem.arquivo);
  return apiFetch('/api/backups/restaurar', { method: 'POST', body: form });
}

export function useRestoreBackup() {
  return useMutation({ mutationFn: restoreBackup });
}
