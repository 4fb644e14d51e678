/**
 * The codes of the API's errors (`{ error: { code, message, fields? } }`): stable identifiers, for
 * clients to tell one refusal from another, while the pt-BR message is for people. The server
 * answers them and the app decides on them, both from here, so a code is spelled once.
 */
export const CODIGOS_DE_ERRO = {
  /** 401: no session, or an expired one. */
  naoAutenticado: 'UNAUTHENTICATED',
  /** 403: the permission or the administrador's area is missing. */
  proibido: 'FORBIDDEN',
  /** 403: the account must enrol its second factor before anything else. */
  segundaEtapaObrigatoria: 'TWO_FACTOR_REQUIRED',
  /** 404: the row does not exist or is outside the user's reach (the same answer, on purpose). */
  naoEncontrado: 'NOT_FOUND',
  /** 400: the input failed its schema; `fields` says where. */
  validacao: 'VALIDATION_ERROR',
  /** 400: a malformed request (path, query string, body) refused before its route. */
  requisicaoInvalida: 'BAD_REQUEST',
  /** 409: the record changed since it was read (the version), or the value is taken. */
  conflito: 'CONFLICT',
  /** 409: the write falls in a closed bimestre or a finished year. */
  periodoFechado: 'PERIODO_FECHADO',
  /** 409: finalizing a closing while blocking pendencies of the class, subject and bimestre are open. */
  pendenciasBloqueantes: 'PENDENCIAS_BLOQUEANTES',
  /** 403: a roll call queued offline by another user of the same device. */
  filaDeOutroUsuario: 'FILA_DE_OUTRO_USUARIO',
  /** 409: a backup this installation did not sign, restored only once confirmed for it. */
  backupNaoAssinado: 'BACKUP_NAO_ASSINADO',
  /** 400: a file that is not a backup of this system. */
  backupInvalido: 'BACKUP_INVALIDO',
  /** 410: a generated report's file, gone past its retention. */
  expirado: 'EXPIRADO',
  /** 413: an uploaded file above its limit. */
  arquivoGrandeDemais: 'FILE_TOO_LARGE',
  /** 413: an export of more rows than a spreadsheet someone reads. */
  exportacaoGrandeDemais: 'EXPORTACAO_GRANDE_DEMAIS',
  /** 422: an Idempotency-Key already used for another request. */
  chaveDeIdempotenciaReusada: 'IDEMPOTENCY_KEY_REUSED',
  /** 422: the public check of a document whose student's birth date did not match. */
  naoConfirmado: 'NAO_CONFIRMADO',
  /** 429: too many requests (sign-in, the public check, the reports queue). */
  muitasRequisicoes: 'TOO_MANY_REQUESTS',
  /** 500: anything unexpected; the details stay in the server's log. */
  interno: 'INTERNAL',
  // Sign-in and passwords (/api/auth): better-auth's codes and those of our hooks on it.
  /** 400: a new password against the network's password policy. */
  politicaDeSenha: 'PASSWORD_POLICY',
  /** 400: the current password is wrong (changing it). */
  senhaInvalida: 'INVALID_PASSWORD',
  /** 401: too many wrong passwords; the account waits. */
  contaBloqueada: 'ACCOUNT_LOCKED',
  /** 401: an authenticator code already used. */
  codigoJaUsado: 'CODE_ALREADY_USED',
  /** 403: an inactive or suspended user signing in. */
  usuarioInativo: 'USER_INACTIVE',
} as const;
