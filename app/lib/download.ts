import { ApiError, NETWORK_ERROR, readJson, toApiError } from './api';

/**
 * Downloads a file the server builds (PDF, XLSX) and hands it to the browser under the server's
 * name; a refusal comes back as the same `ApiError` as any call, with the server's message. With
 * `corpo`, a POST of it as JSON: a file that is given only with a written reason (a sealed document).
 */
export async function apiDownload(path: string, corpo?: object): Promise<{ nome: string }> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...(corpo
        ? { method: 'POST', body: JSON.stringify(corpo), headers: { accept: '*/*', 'content-type': 'application/json' } }
        : { headers: { accept: '*/*' } }),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, 'Não foi possível conectar ao servidor. Verifique sua conexão.');
  }
  if (!response.ok) throw toApiError(response.status, await readJson(response));
  const nome = nomeDoAnexo(response.headers.get('content-disposition')) ?? 'arquivo';
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the blob once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return { nome };
}

function nomeDoAnexo(cabecalho: string | null): string | null {
  if (!cabecalho) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(cabecalho);
  if (utf8?.[1]) return decodeURIComponent(utf8[1]);
  return /filename="([^"]+)"/i.exec(cabecalho)?.[1] ?? null;
}
