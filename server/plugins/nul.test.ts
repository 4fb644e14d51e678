import crypto from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, type TestApp, createTestApp, signIn } from '../../test/app';
import { errorsPlugin } from './errors';
import { NUL_MENSAGEM, nulPlugin } from './nul';

/**
 * A NUL character (PostgreSQL refuses the byte) in any field, filter or path segment of any
 * route is a 400 naming the field, never a 500 or a cut connection. The routes are read from
 * the OpenAPI document, so a new route is covered without touching this file.
 */
interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const NUL = 'a\u0000b';
let t: TestApp;
let admin: string;
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.escola.br');
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

/** A plausible value for a schema, so the request looks like the client's apart from the NUL. */
function exemplo(s: Schema | undefined): unknown {
  if (!s) return 'x';
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return exemplo(alt.find((a) => a.type !== 'null') ?? alt[0]);
  if (s.enum) return s.enum[0];
  const tipo = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (tipo === 'object' || s.properties)
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, exemplo(v)]));
  if (tipo === 'array') return [exemplo(s.items)];
  if (tipo === 'integer' || tipo === 'number') return 1;
  if (tipo === 'boolean') return false;
  if (s.format === 'uuid') return crypto.randomUUID();
  if (s.format === 'date') return '2026-03-10';
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.format === 'email') return 'nul@demo.escola.br';
  return 'x';
}

/** Dotted paths of the string leaves (arrays through their first item), as the error names them. */
function folhasDeTexto(s: Schema | undefined, caminho = ''): string[] {
  if (!s) return [];
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return folhasDeTexto(alt.find((a) => a.type !== 'null') ?? alt[0], caminho);
  if (s.properties) return Object.entries(s.properties).flatMap(([k, v]) => folhasDeTexto(v, caminho ? `${caminho}.${k}` : k));
  const tipo = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (tipo === 'array') return folhasDeTexto(s.items, `${caminho}.0`);
  return tipo === 'string' && !s.enum ? [caminho] : [];
}

function comValor(corpo: unknown, caminho: string, valor: string): unknown {
  const copia = structuredClone(corpo) as Record<string, unknown>;
  const partes = caminho.split('.');
  let alvo = copia;
  for (const p of partes.slice(0, -1)) alvo = alvo[p] as Record<string, unknown>;
  alvo[partes.at(-1)!] = valor;
  return copia;
}

function urlDe(rota: string, op: Operation, params: Record<string, string> = {}) {
  return rota.replace(
    /\{([\w*]+)\}/g,
    (_, nome: string) =>
      params[nome] ?? (op.parameters?.find((p) => p.name === nome)?.schema?.format === 'uuid' ? crypto.randomUUID() : 'x'),
  );
}

async function esperarRecusa(method: string, url: string, campo: string, payload?: unknown) {
  const res = await t.app.inject({
    method: method.toUpperCase() as 'POST',
    url,
    headers: { cookie: admin, origin: ORIGIN },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const rotulo = `${method.toUpperCase()} ${url} (${campo})`;
  expect(res.statusCode, `${rotulo}: ${res.body.slice(0, 200)}`).toBe(400);
  expect(res.json().error, rotulo).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [campo]: NUL_MENSAGEM } });
}

describe('a NUL character in the input', () => {
  it('is refused with 400 in every text field of every JSON body', async () => {
    let casos = 0;
    for (const [rota, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const schema = op.requestBody?.content['application/json']?.schema;
        if (!schema) continue;
        const base = exemplo(schema);
        for (const campo of folhasDeTexto(schema)) {
          casos++;
          await esperarRecusa(method, urlDe(rota, op), campo, comValor(base, campo, NUL));
        }
      }
    }
    expect(casos).toBeGreaterThan(100);
  });

  it('is refused with 400 in every query parameter and path segment', async () => {
    let casos = 0;
    for (const [rota, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const corpo = op.requestBody?.content['application/json']
          ? exemplo(op.requestBody.content['application/json'].schema)
          : undefined;
        for (const p of op.parameters ?? []) {
          casos++;
          if (p.in === 'query') await esperarRecusa(method, `${urlDe(rota, op)}?${p.name}=a%00b`, p.name, corpo);
          else await esperarRecusa(method, urlDe(rota, op, { [p.name]: 'a%00b' }), p.name, corpo);
        }
      }
    }
    expect(casos).toBeGreaterThan(50);
  });

  it('is refused at sign-in, before better-auth sees it', async () => {
    const res = await signIn(t.app, 'admin@demo.escola.br\u0000', 'x\u0000');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: NUL_MENSAGEM, password: NUL_MENSAGEM });
  });

  it('in the audit search answers 400 instead of cutting the CSV download', async () => {
    const res = await t.app.inject({ url: '/api/auditoria/exportar?busca=%00', headers: { cookie: admin } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ busca: NUL_MENSAGEM });
  });

  it('still needs a session first: 401 without one', async () => {
    const res = await t.app.inject({ url: '/api/alunos?busca=%00' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the NUL scan on its own', () => {
  // Fastify's own JSON parser, without the app's nesting limit (server/plugins/entrada.ts): the scan
  // itself must not run out of stack however deep a body nests.
  it('walks a body nested 100,000 levels deep without overflowing, and still finds a NUL at the bottom', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(nulPlugin);
    app.post('/eco', () => ({ ok: true }));
    const n = 100_000;
    const enviar = (payload: string) =>
      app.inject({ method: 'POST', url: '/eco', headers: { 'content-type': 'application/json' }, payload });
    try {
      const limpo = await enviar('['.repeat(n) + ']'.repeat(n));
      expect(limpo.statusCode, limpo.body).toBe(200);
      const comNul = await enviar(`${'{"a":'.repeat(n)}"x\\u0000"${'}'.repeat(n)}`);
      expect(comNul.statusCode, comNul.body.slice(0, 200)).toBe(400);
      expect(Object.values(comNul.json().error.fields)).toEqual([NUL_MENSAGEM]);
    } finally {
      await app.close();
    }
  });
});
