/**
 * The one way the SPA talks to the server. Errors come back as `ApiError`, whichever of the
 * two shapes the server used: ours `{ error: { code, message, fields? } }` or better-auth's
 * `{ code, message }` (the auth routes).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Status 0: the request never got an answer (offline, server down). */
export const NETWORK_ERROR = 'NETWORK_ERROR';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      // The session lives in an HttpOnly cookie; nothing is kept in script-readable storage.
      credentials: 'same-origin',
      // A FormData body (a file upload) sets its own multipart content type.
      headers: body === undefined || body instanceof FormData ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR, 'Não foi possível conectar ao servidor. Verifique sua conexão.');
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  fields?: unknown;
}

function toApiError(status: number, payload: unknown): ApiError {
  const outer = isObject(payload) ? (payload as { error?: unknown } & ErrorBody) : {};
  const inner: ErrorBody = isObject(outer.error) ? (outer.error as ErrorBody) : outer;
  const code = typeof inner.code === 'string' ? inner.code : `HTTP_${status}`;
  const message = typeof inner.message === 'string' && inner.message ? inner.message : fallbackMessage(status);
  const fields = isObject(inner.fields) ? (inner.fields as Record<string, string>) : undefined;
  return new ApiError(status, code, message, fields);
}

function fallbackMessage(status: number): string {
  if (status === 401) return 'Sessão expirada. Faça login novamente.';
  if (status === 403) return 'Você não tem permissão para esta ação.';
  if (status === 404) return 'Recurso não encontrado.';
  if (status === 429) return 'Muitas requisições. Aguarde um instante e tente novamente.';
  return 'Ocorreu um erro inesperado. Tente novamente.';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
