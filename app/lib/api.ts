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
  const json = body === undefined || body instanceof FormData ? undefined : JSON.stringify(body);
  // A FormData body (a file upload) sets its own multipart content type.
  const headers: Record<string, string> =
    json === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' };
  const assinatura = `${method} ${path}\n${json ?? ''}`;
  if (method !== 'GET') encerrarSubmissoesRespondidas(assinatura);
  const submissao =
    method === 'POST' && !path.startsWith('/api/auth/') && !(body instanceof FormData) ? abrirSubmissao(assinatura) : null;
  if (submissao) headers['idempotency-key'] = submissao.chave;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      // The session lives in an HttpOnly cookie; nothing is kept in script-readable storage.
      credentials: 'same-origin',
      headers,
      body: body instanceof FormData ? body : json,
      signal,
    });
  } catch (cause) {
    submissao?.fechar(false);
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR, 'Não foi possível conectar ao servidor. Verifique sua conexão.');
  }
  submissao?.fechar(true);

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

/**
 * One Idempotency-Key per form submission (server/plugins/idempotencia.ts). A submission is a
 * POST of a body to a path. Sent again while the first is on its way or just after its answer
 * (a double click), it is the same submission and carries the same key, so the server creates
 * one record and answers both with it; so is a retry after the request got no answer at all
 * (the server may have done it). Once answered, the same data a few seconds later is a new
 * submission: enrolling a student again right after undoing it must enrol.
 */
const APOS_RESPOSTA_MS = 3_000;
const APOS_FALHA_DE_REDE_MS = 60_000;
const submissoes = new Map<string, { chave: string; ate: number }>();

function abrirSubmissao(assinatura: string) {
  const agora = Date.now();
  for (const [k, s] of submissoes) if (s.ate < agora) submissoes.delete(k);
  const submissao = submissoes.get(assinatura) ?? { chave: novaChave(), ate: Infinity };
  submissao.ate = Infinity;
  submissoes.set(assinatura, submissao);
  return {
    chave: submissao.chave,
    fechar: (respondeu: boolean) => void (submissao.ate = Date.now() + (respondeu ? APOS_RESPOSTA_MS : APOS_FALHA_DE_REDE_MS)),
  };
}

/**
 * Another change in between (importing after a preview, undoing an enrolment) makes the same data
 * sent again a new submission: only a repeat with nothing else written in between is a double click.
 */
function encerrarSubmissoesRespondidas(exceto: string) {
  for (const [k, s] of submissoes) if (k !== exceto && s.ate !== Infinity) submissoes.delete(k);
}

/** Random hex; crypto.randomUUID exists only on https or localhost, a school LAN may be plain http. */
function novaChave() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function readJson(response: Response): Promise<unknown> {
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

export function toApiError(status: number, payload: unknown): ApiError {
  const outer = isObject(payload) ? (payload as { error?: unknown } & ErrorBody) : {};
  const inner: ErrorBody = isObject(outer.error) ? outer.error : outer;
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
