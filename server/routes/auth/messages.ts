/** better-auth's error codes in the pt-BR the users read. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'E-mail ou senha inválidos.',
  INVALID_EMAIL: 'E-mail inválido.',
  INVALID_PASSWORD: 'Senha inválida.',
  USER_NOT_FOUND: 'E-mail ou senha inválidos.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'E-mail ou senha inválidos.',
  TOO_MANY_REQUESTS: 'Muitas tentativas de login. Aguarde um minuto e tente novamente.',
  EMAIL_NOT_VERIFIED: 'E-mail ainda não verificado.',
  PASSWORD_TOO_SHORT: 'Senha deve ter pelo menos 6 caracteres.',
  FAILED_TO_GET_SESSION: 'Sessão expirada ou inexistente. Faça login novamente.',
  SESSION_EXPIRED: 'Sessão expirada. Faça login novamente.',
  INVALID_ORIGIN: 'Origem da requisição não permitida.',
  MISSING_OR_NULL_ORIGIN: 'Origem da requisição não permitida.',
};

export function authMessage(code: string, status: number, original?: string): string {
  if (MESSAGES[code]) return MESSAGES[code];
  // Our own hooks already speak pt-BR (e.g. USER_INACTIVE).
  if (original && /[ãçéêíóôõú]|usuário|senha/i.test(original)) return original;
  if (status === 429) return MESSAGES.TOO_MANY_REQUESTS!;
  if (status === 401) return 'Sessão expirada ou inexistente. Faça login novamente.';
  return 'Erro ao fazer login';
}
