import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * The refusals every resource is tested for, asserted the same way everywhere: a 400 with the
 * message of each field, a refusal with its error body, a path or query the schema rejects.
 */

/** A 400 whose field messages are exactly these. */
export function esperaCampos(res: LightMyRequestResponse, campos: Record<string, string>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.fields).toEqual(campos);
}

/** A 400 with at least these field messages (others may come along). */
export function esperaCamposIncluem(res: LightMyRequestResponse, campos: Record<string, string>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.fields).toMatchObject(campos);
}

/** A 400 whose message for `campo` is this one. */
export function esperaCampo(res: LightMyRequestResponse, campo: string, mensagem: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.fields[campo]).toBe(mensagem);
}

/** A 400 VALIDATION_ERROR that names `campo` (a bad uuid in the path, a bad query parameter). */
export function esperaValidacao(res: LightMyRequestResponse, campo: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.code).toBe('VALIDATION_ERROR');
  expect(Object.keys(res.json().error.fields)).toContain(campo);
}

/** This status with exactly this error body. */
export function esperaErro(
  res: LightMyRequestResponse,
  status: number,
  erro: { code: string; message: string; fields?: Record<string, string> },
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error).toEqual(erro);
}

/** This status with this error message. */
export function esperaMensagem(res: LightMyRequestResponse, status: number, mensagem: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.message).toBe(mensagem);
}

/** A 400 VALIDATION_ERROR with the generic message and this message for `campo`. */
export function esperaCampoInvalido(res: LightMyRequestResponse, campo: string, mensagem: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Verifique os campos informados.' });
  expect(res.json().error.fields[campo]).toBe(mensagem);
}
