import { CODIGOS_DE_ERRO as C } from '../../../domain/erros';

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
  PASSWORD_TOO_LONG: 'A senha deve ter no máximo 128 caracteres.',
  INVALID_TOKEN: 'Este link de redefinição é inválido ou expirou. Peça um novo em "Esqueci minha senha".',
  INVALID_CODE: 'Código de verificação inválido.',
  INVALID_BACKUP_CODE: 'Código de recuperação inválido ou já usado.',
  INVALID_TWO_FACTOR_COOKIE: 'A verificação expirou. Entre novamente com e-mail e senha.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Muitas tentativas. Entre novamente com e-mail e senha.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Muitas tentativas de código erradas. A verificação em duas etapas está bloqueada por 15 minutos.',
  TOTP_ALREADY_ENABLED: 'A verificação em duas etapas já está ativa.',
  TOTP_NOT_ENABLED: 'A verificação em duas etapas não está ativa.',
  TWO_FACTOR_NOT_ENABLED: 'A verificação em duas etapas não está ativa.',
  BACKUP_CODES_NOT_ENABLED: 'A verificação em duas etapas não está ativa.',
  UNAUTHORIZED: 'Sessão expirada ou inexistente. Faça login novamente.',
};

/** Codes our own hooks raise: their messages are already the pt-BR text to show. */
const OWN_CODES = new Set<string>([C.usuarioInativo, C.contaBloqueada, C.politicaDeSenha, C.codigoJaUsado]);

export function authMessage(code: string, status: number, original?: string): string {
  if (OWN_CODES.has(code) && original) return original;
  if (MESSAGES[code]) return MESSAGES[code];
  if (original && /[ãçéêíóôõú]|usuário|senha/i.test(original)) return original;
  if (status === 429) return MESSAGES.TOO_MANY_REQUESTS!;
  if (status === 401) return 'Sessão expirada ou inexistente. Faça login novamente.';
  if (status === 400) return 'Requisição inválida.';
  return 'Erro ao fazer login';
}
