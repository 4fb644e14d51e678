import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiError } from './api';

/** The version an edit is based on (the form's context): the resolver puts it in the body as updated_at. */
export interface VersaoContexto {
  versao: string;
}

/**
 * A react-hook-form resolver from one of the shared zod schemas (domain/schemas): the form shows
 * exactly the messages the server would answer, and `handleSubmit` receives the request body.
 * `toInput` turns what the inputs hold (strings) into what the schema reads. A message for
 * something that is not one of `campos` goes to the form's root.
 */
export function schemaResolver<TValues extends FieldValues, TOut, TContext = VersaoContexto>(
  schema: ZodType<TOut>,
  toInput: (values: TValues, context: TContext | undefined) => unknown,
  campos: readonly string[],
): Resolver<TValues, TContext, TOut> {
  return (values, context) => {
    const result = schema.safeParse(toInput(values, context));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const campo = String(issue.path[0] ?? '');
      const chave = campos.includes(campo) ? campo : 'root';
      errors[chave] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/**
 * Puts the server's field messages under their fields, the first one focused. Returns true when
 * every message found a field, so the caller only needs a toast for the rest.
 */
export function mostrarErrosDeCampo<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  campos: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let todos = true;
  let primeiro = true;
  for (const [campo, message] of Object.entries(error.fields)) {
    if (!campos.includes(campo)) {
      todos = false;
      continue;
    }
    setError(campo as Path<TValues>, { type: 'server', message }, { shouldFocus: primeiro });
    primeiro = false;
  }
  return todos;
}
