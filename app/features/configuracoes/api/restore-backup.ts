import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface Restauracao {
  criado_em: string;
  tabelas: number;
  linhas: number;
  arquivos: number;
  sessao_mantida: boolean;
}

/** A listed backup (by name) or an uploaded file; both are checked whole before anything changes. */
export type OrigemRestauracao = { nome: string } | { arquivo: File };

export function restoreBackup(origem: OrigemRestauracao): Promise<Restauracao> {
  if ('nome' in origem) return apiFetch(`/api/backups/${encodeURIComponent(origem.nome)}/restaurar`, { method: 'POST', body: { confirmar: true } });
  const form = new FormData();
  form.append('confirmar', 'true');
  form.append('arquivo', origem.arquivo);
  return apiFetch('/api/backups/restaurar', { method: 'POST', body: form });
}

export function useRestoreBackup() {
  return useMutation({ mutationFn: restoreBackup });
}
