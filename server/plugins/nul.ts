import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

export const NUL_MENSAGEM = 'Caractere inválido (NUL).';
const MAX_CAMPOS = 20;

/**
 * PostgreSQL refuses the NUL byte (\u0000) in text, so one in a field or a search would end as
 * a 500 (or a cut CSV download) deep in a handler. It is never meaningful input: refuse it here,
 * once for every route (the better-auth bridge included), naming each field that carries it.
 * Runs after the access check, so a caller without a session still gets its 401.
 */
export const nulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const campos: Record<string, string> = {};
    procurar(request.params, '', campos);
    procurar(request.query, '', campos);
    procurar(request.body, '', campos);
    done(Object.keys(campos).length ? badRequest('Verifique os campos informados.', campos) : undefined);
  });
});

/**
 * Collects the dotted path of every string (or key) with a NUL, as the zod errors name fields.
 * Walks with its own stack, not by recursion: however deep a value nests, the scan cannot
 * overflow the call stack (the JSON parser already refuses bodies nested past its limit).
 */
function procurar(raiz: unknown, prefixo: string, campos: Record<string, string>) {
  const pendentes: [unknown, string][] = [[raiz, prefixo]];
  for (let item = pendentes.pop(); item; item = pendentes.pop()) {
    if (Object.keys(campos).length >= MAX_CAMPOS) return;
    const [valor, caminho] = item;
    if (typeof valor === 'string') {
      if (valor.includes('\u0000')) campos[caminho || '_'] = NUL_MENSAGEM;
      continue;
    }
    // A Buffer (an upload read whole) is bytes, not text: its content is checked where it is parsed.
    if (valor === null || typeof valor !== 'object' || Buffer.isBuffer(valor)) continue;
    // Reversed onto the stack, so the fields are met (and named) in their order.
    for (const [chave, filho] of Object.entries(valor).reverse()) {
      const aqui = caminho ? `${caminho}.${chave.replaceAll('\u0000', '')}` : chave.replaceAll('\u0000', '');
      if (chave.includes('\u0000')) campos[aqui || '_'] = NUL_MENSAGEM;
      else pendentes.push([filho, aqui]);
    }
  }
}
