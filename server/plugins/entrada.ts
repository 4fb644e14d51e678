import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/** No form of the app nests deeper than a few levels; past this a body is an attack on the parser's stack. */
export const PROFUNDIDADE_MAXIMA = 64;
export const PROFUNDIDADE_MENSAGEM = `O conteúdo enviado tem níveis de aninhamento demais (máximo ${PROFUNDIDADE_MAXIMA}).`;

/** The better-auth bridge hands the raw request to better-auth, which validates its own input. */
const PONTE_DE_AUTENTICACAO = '/api/auth/*';
const METODOS_COM_CORPO = new Set(['POST', 'PUT', 'PATCH']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Why a POST, PUT or PATCH has no `schema.body`: 'multipart', an upload the handler streams and
     * checks as it reads it; 'nenhum', a route that reads no body (whatever is sent is dropped).
     */
    corpo?: 'multipart' | 'nenhum';
  }
}

/**
 * Input reaches a handler only after its schema: every /api route with parameters in the path
 * declares `schema.params`, and every POST/PUT/PATCH declares `schema.body` (or `config.corpo`),
 * or the app refuses to start. A JSON body nested past PROFUNDIDADE_MAXIMA is refused before it is
 * parsed, so no recursion later (the NUL scan, zod, the audit's diff) can run out of stack.
 * A route with `attachValidation` defers only the errors of a body object to its handler (so the
 * row's 404 or 403 comes first); a path or query string that fails its schema, or a body that is no
 * object at all, is refused before the handler.
 */
export const entradaPlugin = fp(async (app: FastifyInstance) => {
  const analisarJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, corpo, done) => {
    const texto = String(corpo);
    if (passaDaProfundidade(texto, PROFUNDIDADE_MAXIMA)) {
      done(badRequest(PROFUNDIDADE_MENSAGEM), undefined);
      return;
    }
    void analisarJson(request, texto, done);
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url === '/api/docs' || route.url.startsWith('/api/docs/')) return;
    if (route.url === PONTE_DE_AUTENTICACAO) return;
    const metodos = ([] as string[]).concat(route.method);
    const rota = `${metodos.join(',')} ${route.url}`;
    if (/[:*]/.test(route.url) && !route.schema?.params) {
      throw new Error(`A rota ${rota} tem parâmetros no caminho e não declara o esquema deles (schema.params).`);
    }
    if (metodos.some((m) => METODOS_COM_CORPO.has(m)) && !route.schema?.body && !route.config?.corpo) {
      throw new Error(
        `A rota ${rota} não declara o esquema do corpo (schema.body) nem por que não tem um (config.corpo: 'multipart' ou 'nenhum').`,
      );
    }
  });

  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config?.corpo === 'nenhum') request.body = undefined;
    done();
  });

  app.addHook('preHandler', (request, _reply, done) => {
    done(recusaAntesDoHandler(request));
  });
});

/**
 * The error of an attached validation that the handler must not see deferred. Fastify validates the
 * path, the body and then the query string, and stops at the first failure: a failed path is
 * refused here, and after a failed body the query string, never checked (nor coerced), is checked now.
 */
function recusaAntesDoHandler(request: FastifyRequest): Error | undefined {
  const erro = request.validationError;
  if (!erro) return undefined;
  if (erro.validationContext !== 'body') return erro;
  // A body that is not even an object (none, null, a list, a number) has no field a handler could
  // look a row up by: refused now, not met as a TypeError in the handler.
  if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) return erro;
  const validarQuery = request.getValidationFunction('querystring') as unknown as
    ((dados: unknown) => { value?: unknown; error?: FastifyError['validation'] }) | undefined;
  if (!validarQuery) return undefined;
  const resultado = validarQuery(request.query ?? null);
  if (resultado.error) {
    return Object.assign(new Error('Verifique os campos informados.'), {
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
      validation: resultado.error,
      validationContext: 'querystring' as const,
    });
  }
  request.query = resultado.value;
  return undefined;
}

/** Whether a JSON text nests objects and arrays deeper than `limite` (brackets inside strings do not count). */
export function passaDaProfundidade(texto: string, limite: number): boolean {
  let nivel = 0;
  let emTexto = false;
  for (let i = 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i);
    if (emTexto) {
      // A backslash escapes the next character; a quote ends the string.
      if (c === 0x5c) i++;
      else if (c === 0x22) emTexto = false;
    } else if (c === 0x22) emTexto = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++nivel > limite) return true;
    } else if (c === 0x7d || c === 0x5d) nivel--;
  }
  return false;
}
