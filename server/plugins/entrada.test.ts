import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteShorthandOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { prepararApi } from '../../test/api';
import { ORIGIN } from '../../test/app';
import { esperaCampo, esperaErro } from '../../test/esperas';
import { ID_INVALIDO } from '../lib/parametros';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { PROFUNDIDADE_MAXIMA, PROFUNDIDADE_MENSAGEM, entradaPlugin, passaDaProfundidade } from './entrada';
import { errorsPlugin } from './errors';

const PROFUNDO = { code: 'VALIDATION_ERROR', message: PROFUNDIDADE_MENSAGEM };
/** A JSON text whose `nome` nests `n` levels of objects and arrays. */
const aninhado = (n: number) => `{"nome":${'[{"a":'.repeat(n / 2)}1${'}]'.repeat(n / 2)}}`;

async function appNua(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  await app.register(errorsPlugin);
  await app.register(entradaPlugin);
  return app;
}

/** Registering one route and starting the app; resolves only if both succeed. */
async function subir(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, opcoes: RouteShorthandOptions = {}) {
  const app = await appNua();
  try {
    app.route({ method, url, ...opcoes, handler: () => ({ ok: true }) });
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('entradaPlugin — the app refuses to start with input no schema checks', () => {
  it('refuses a route with path parameters and no params schema, naming the route', async () => {
    await expect(subir('GET', '/api/coisas/:id')).rejects.toThrow('A rota GET /api/coisas/:id tem parâmetros no caminho');
    await expect(subir('GET', '/api/arquivos/*')).rejects.toThrow(/GET \/api\/arquivos\/\*.*schema\.params/);
  });

  it.each(['POST', 'PUT', 'PATCH'] as const)(
    'refuses a %s without a body schema or config.corpo, naming the route',
    async (m) => {
      await expect(subir(m, '/api/coisas')).rejects.toThrow(new RegExp(`A rota ${m} /api/coisas não declara o esquema do corpo`));
    },
  );

  it('starts with the schemas declared, or with the reason a write has no body schema', async () => {
    const params = z.object({ id: z.uuid() });
    await expect(subir('GET', '/api/coisas/:id', { schema: { params } })).resolves.toBeUndefined();
    await expect(subir('PUT', '/api/coisas/:id', { schema: { params, body: z.object({}) } })).resolves.toBeUndefined();
    await expect(subir('POST', '/api/coisas/foto', { config: { corpo: 'multipart' } })).resolves.toBeUndefined();
    await expect(subir('POST', '/api/coisas/ler', { config: { corpo: 'nenhum' } })).resolves.toBeUndefined();
  });

  it('leaves alone the better-auth bridge, the API documentation and the pages outside /api', async () => {
    await expect(subir('POST', '/api/auth/*')).resolves.toBeUndefined();
    await expect(subir('GET', '/api/docs/:arquivo')).resolves.toBeUndefined();
    await expect(subir('POST', '/pagina/:id')).resolves.toBeUndefined();
  });

  it('makes buildApp itself throw, naming the route, when one of its routes has no params schema', async () => {
    const database = await openDatabase({ pglite: await (await import('@electric-sql/pglite')).PGlite.create() });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestao-entrada-'));
    let posta = false;
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      // A route added while buildApp registers the app's own, as a route file of the app would be.
      const semEsquema = (app: FastifyInstance) =>
        app.addHook('onRoute', function (rota) {
          if (posta || rota.url !== '/api/health') return;
          posta = true;
          this.get('/api/esquecida/:id', { config: { access: 'public' } }, () => ({ ok: true }));
        });
      await expect(buildApp(config, database, 'x'.repeat(64), semEsquema)).rejects.toThrow(
        'A rota GET /api/esquecida/:id tem parâmetros no caminho e não declara o esquema deles (schema.params).',
      );
      expect(posta).toBe(true);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('passaDaProfundidade', () => {
  it('counts nested objects and arrays, stopping past the limit', () => {
    expect(passaDaProfundidade('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(passaDaProfundidade('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(passaDaProfundidade('[],[],[],[]', 1)).toBe(false);
    expect(passaDaProfundidade('['.repeat(1_000_000), PROFUNDIDADE_MAXIMA)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(passaDaProfundidade(`{"a":"${'[{'.repeat(500)}"}`, 1)).toBe(false);
    expect(passaDaProfundidade(`{"a":"\\"[[[[\\\\","b":"{{{"}`, 1)).toBe(false);
    expect(passaDaProfundidade(`{"a":"\\\\",  "b":[[]]}`, 2)).toBe(true);
  });
});

describe('on the app', () => {
  const api = prepararApi();
  const json = async (method: 'PUT' | 'POST', url: string, payload: string, quem?: string) =>
    api.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...(quem ? { cookie: await api.sessao(quem) } : {}) },
      payload,
    });

  it(`refuses a JSON body nested past ${PROFUNDIDADE_MAXIMA} levels with 400 and a message, not a 500`, async () => {
    esperaErro(await json('PUT', '/api/perfil', aninhado(5000), 'professor'), 400, PROFUNDO);
    // A whole body of arrays, on the better-auth bridge (it reads no schema) and on a route that reads no body.
    const listas = '['.repeat(5000) + ']'.repeat(5000);
    esperaErro(await json('POST', '/api/auth/sign-in/email', listas), 400, PROFUNDO);
    esperaErro(await json('POST', '/api/notificacoes/ler-todas', listas, 'professor'), 400, PROFUNDO);
  });

  it(`lets ${PROFUNDIDADE_MAXIMA} levels through to the schema; brackets inside a text are only text`, async () => {
    const noLimite = await json('PUT', '/api/perfil', aninhado(PROFUNDIDADE_MAXIMA - 2), 'professor');
    expect(noLimite.statusCode, noLimite.body).toBe(400);
    expect(noLimite.json().error.fields).toHaveProperty('nome');
    // Parsed, then refused by the access check like any other body.
    expect((await json('PUT', '/api/perfil', JSON.stringify({ nome: '[{'.repeat(5000) }))).statusCode).toBe(401);
  });

  it('refuses an id that is not a uuid with 400 before the handler reads it, on routes that check the body in the handler', async () => {
    const updated_at = new Date().toISOString();
    esperaCampo(
      await api.enviar('PUT', '/api/fechamentos-bimestrais/abc', 'gestor', { observacoes: 'x', updated_at }),
      'id',
      ID_INVALIDO,
    );
    esperaCampo(await api.enviar('POST', '/api/pendencias/-1/iniciar', 'gestor', { updated_at }), 'id', ID_INVALIDO);
    esperaCampo(await api.enviar('POST', '/api/fechamentos-bimestrais/0000-00-00/finalizar', 'gestor', {}), 'id', ID_INVALIDO);
    // With a wrong body as well, the path is what is named.
    esperaCampo(await api.enviar('PUT', '/api/privacidade/atividades/abc', 'empresa', { nome: 1 }), 'id', ID_INVALIDO);
  });

  it('refuses a body that is not an object (null, none, a list) with 400 before the handler reads a field of it', async () => {
    for (const url of ['/api/frequencias/chamada', '/api/notas/planilha']) {
      for (const corpo of ['null', '[]', '7']) {
        const res = await json('PUT', url, corpo, 'professor');
        expect(res.statusCode, `${url} ${corpo}: ${res.body}`).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_ERROR');
      }
      const semCorpo = await api.enviar('PUT', url, 'professor');
      expect(semCorpo.statusCode, semCorpo.body).toBe(400);
    }
  });

  it('answers a malformed escape in the path with 400 in the API shape, before any route', async () => {
    for (const url of ['/api/auth/%zz', '/api/escolas/%E0%A4%A']) {
      const res = await api.enviar('GET', url, 'gestor');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ code: expect.any(String), message: 'Endereço inválido.' });
    }
  });

  it('refuses a number past what its column holds with 400: by the schema with the field, or by the last guard', async () => {
    const aviso = {
      controlador: 'Prefeitura',
      encarregado_nome: 'Ana',
      encarregado_contato: 'ana@rede.gov.br',
      finalidades: 'x',
      bases_legais: 'x',
      dados_tratados: 'x',
      compartilhamento: 'x',
      retencao: 'x',
      direitos: 'x',
      versao_atual: 2_147_483_647,
    };
    esperaCampo(await api.enviar('POST', '/api/privacidade/aviso', 'empresa', aviso), 'versao_atual', 'Versão inválida');
  });

  it('after a wrong body, still checks the query string the handler would read', async () => {
    esperaCampo(
      await api.enviar('PUT', '/api/configuracoes/sistema?empresa_id=abc', 'admin', { nomeInstituicao: 1 }),
      'empresa_id',
      ID_INVALIDO,
    );
  });
});
