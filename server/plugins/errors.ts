import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { isNumeroForaDoIntervalo } from '../lib/gravacao';
import { CODIGOS_DE_ERRO as C } from '../../domain/erros';

/** Every failure leaves as { error: { code, message, fields? } }; input never causes a 500. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) return reply.status(err.statusCode).send(err.toBody());

    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Valor inválido';
      }
      return reply.status(400).send({ error: { code: C.validacao, message: 'Verifique os campos informados.', fields } });
    }

    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const message = err.statusCode === 413 ? 'Arquivo ou requisição grande demais.' : 'Requisição inválida.';
      return reply.status(err.statusCode).send({ error: { code: err.code ?? C.requisicaoInvalida, message } });
    }

    // A last guard: a number no schema bounded reached an integer column. The schema gets its limit (and a
    // field message) when found; meanwhile the client hears it was its input, not a server failure.
    if (isNumeroForaDoIntervalo(err)) {
      request.log.warn({ err }, 'número fora do intervalo da coluna: falta um limite no esquema');
      return reply
        .status(400)
        .send({ error: { code: C.validacao, message: 'Um número informado está fora do intervalo permitido.' } });
    }

    request.log.error(err);
    if (process.env.DEBUG_ERRORS) console.error(err);
    return reply.status(500).send({ error: { code: C.interno, message: 'Erro interno do servidor. Tente novamente.' } });
  });
});
