import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** Uploads a logo; it shows in the preview and applies once the customisation is saved. */
function enviarLogo(arquivo: File): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.append('arquivo', arquivo);
  return apiFetch('/api/customizacao/logo', { method: 'POST', body: form });
}

export function useUploadLogo() {
  return useMutation({ mutationFn: enviarLogo });
}
