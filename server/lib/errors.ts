import { CODIGOS_DE_ERRO as C } from '../../domain/erros';

/**
 * The one error shape the API answers: { error: { code, message, fields? } }.
 * Codes are stable identifiers for clients; messages are pt-BR for people.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody() {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const unauthenticated = () => new AppError(401, C.naoAutenticado, 'Sessão expirada ou inexistente. Faça login novamente.');
export const forbidden = (message = 'Você não tem permissão para realizar esta ação.') => new AppError(403, C.proibido, message);
/** 404; `fields` when the id out of reach was named in a body (the field it came in). */
export const notFound = (message = 'Registro não encontrado.', fields?: Record<string, string>) =>
  new AppError(404, C.naoEncontrado, message, fields);
export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, C.validacao, message, fields);
export const conflict = (message: string) => new AppError(409, C.conflito, message);
/**
 * A write into a closed bimestre or a finished year: the data exists but is locked (409, its own code).
 * `fields` lists what locks it when that is more than one closing (a calendar change).
 */
export const periodoFechado = (message: string, fields?: Record<string, string>) =>
  new AppError(409, C.periodoFechado, message, fields);
