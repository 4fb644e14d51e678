import { desc, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { sessoes, usuarios } from '../db/schema';
import { type Access, accessPlugin } from './access';
import { errorsPlugin } from './errors';
import { type TestApp, createTestApp } from '../../test/app';
import { BOLETIM_MENSAGENS } from '../../domain/schemas/boletim';
import { AVISO_MENSAGENS } from '../../domain/schemas/privacidade-aviso';

/** A reader that never finds a session cookie, and a db nobody should touch. */
const noSession = () => null;
const untouchableDb = new Proxy(
  {},
  {
    get: () => {
      throw new Error('db should not be used');
    },
  },
) as Db;

async function bareApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(accessPlugin, { lerSessao: noSession, db: untouchableDb });
  return app;
}

/** Registering a route and starting the app; resolves only if both succeed. */
async function start(app: FastifyInstance, url: string, config?: { access?: Access }) {
  try {
    app.get(url, { config }, async () => ({ ok: true }));
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('accessPlugin — every /api route must declare its access', () => {
  it('refuses to start with an /api route that declares no config.access, naming the route', async () => {
    await expect(start(await bareApp(), '/api/esquecida')).rejects.toThrow(/GET \/api\/esquecida.*config\.access/);
  });

  it('refuses an empty config too', async () => {
    await expect(start(await bareApp(), '/api/outra', {})).rejects.toThrow(/\/api\/outra/);
  });

  it.each<Access>([
    'public',
    'identity',
    'own',
    ['escolas', 'ler'],
    { permissao: ['configuracoes', 'gerenciar'], somenteAdministrador: 'Só administradores.' },
  ])('starts with a route declaring %j', async (access) => {
    await expect(start(await bareApp(), '/api/declarada', { access })).resolves.toBeUndefined();
  });

  it('does not require a declaration outside /api or under /api/docs', async () => {
    await expect(start(await bareApp(), '/pagina')).resolves.toBeUndefined();
    await expect(start(await bareApp(), '/api/docs/extra')).resolves.toBeUndefined();
  });
});

describe('accessPlugin — enforcement on a bare app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await bareApp();
    app.get('/api/aberta', { config: { access: 'public' } }, async () => ({ ok: true }));
    app.get('/api/eu', { config: { access: 'identity' } }, async () => ({ ok: true }));
    app.get('/api/meus', { config: { access: 'own' } }, async () => ({ ok: true }));
    app.get('/api/escolas', { config: { access: ['escolas', 'ler'] } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('lets anyone reach a public route', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/aberta' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it.each(['/api/eu', '/api/meus', '/api/escolas'])(
    'answers 401 UNAUTHENTICATED on %s without a session, before the handler runs',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
      expect(res.json().ok).toBeUndefined();
    },
  );
});

describe('accessPlugin — administrador only, on the demo database', () => {
  const RECUSA = 'Só administradores aqui.';
  let t: TestApp;
  let app: FastifyInstance;
  /** The raw session token of a demo user signed in on the real app (the bare app reads it as is). */
  const sessaoDe = async (email: string) => {
    await t.login(email);
    const [row] = await t.database.db
      .select({ token: sessoes.token })
      .from(sessoes)
      .innerJoin(usuarios, eq(usuarios.id, sessoes.userId))
      .where(eq(usuarios.email, email))
      .orderBy(desc(sessoes.expiresAt))
      .limit(1);
    return row!.token;
  };
  const enviar = async (email: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/restrita', headers: { cookie: await sessaoDe(email) }, payload });

  beforeAll(async () => {
    t = await createTestApp();
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(accessPlugin, { lerSessao: (cookie) => cookie ?? null, db: t.database.db });
    app.post(
      '/api/restrita',
      {
        config: { access: { permissao: ['configuracoes', 'gerenciar'], somenteAdministrador: RECUSA } },
        schema: { body: { type: 'object', required: ['nome'], properties: { nome: { type: 'string' } } } },
      },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('refuses a non-administrador holding the grant with the declared message, before the body is validated', async () => {
    const res = await enviar('empresa@demo.escola.br', {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', message: RECUSA });
  });

  it('checks the grant first: without it the answer is the plain refusal', async () => {
    const res = await enviar('professor@demo.escola.br', {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Você não tem permissão para realizar esta ação.');
  });

  it('lets an administrador through to validation and the handler', async () => {
    expect((await enviar('admin@demo.escola.br', {})).statusCode).toBe(400);
    const ok = await enviar('admin@demo.escola.br', { nome: 'x' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
  });
});

describe('the real app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('publishes its API in GET /api/docs/json, including /api/me, /api/notificacoes and /api/escolas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/me',
      '/api/notificacoes',
      '/api/escolas',
      '/api/escolas/{id}',
      '/api/navegacao/escolas',
      '/api/health',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('every documented route exists and, unless public, refuses a request without a session', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const PUBLIC = new Set([
      '/api/health',
      '/api/publico/instituicao',
      '/api/publico/aparencia',
      '/api/publico/numeros',
      '/api/publico/privacidade',
    ]);
    // Public routes that read one row: an unknown id is their own 404, not a missing route.
    const PUBLIC_BY_ID: Record<string, string> = {
      '/api/publico/arquivos/{id}': 'Arquivo não encontrado.',
      '/api/publico/verificar/{codigo}': BOLETIM_MENSAGENS.naoEncontrado,
      '/api/publico/verificar/{codigo}/aluno': 'Verifique os campos informados.',
      '/api/publico/privacidade/{empresaId}': AVISO_MENSAGENS.redeNaoEncontrada,
    };
    // A path parameter that is not a uuid: a well-formed value nobody issued.
    const AMOSTRA: Record<string, string> = { codigo: '2222-3333-4444' };
    const checked: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/auth/')) continue;
      const url = path.replace(/\{([^}]+)\}/g, (_, nome: string) => AMOSTRA[nome] ?? '00000000-0000-4000-8000-000000000000');
      for (const method of Object.keys(ops).filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))) {
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { origin: 'http://localhost:3000' },
        });
        const label = `${method.toUpperCase()} ${path}`;
        if (PUBLIC_BY_ID[path]) {
          expect(res.json().error.message, label).toBe(PUBLIC_BY_ID[path]);
          checked.push(label);
          continue;
        }
        expect(res.statusCode, label).not.toBe(404);
        if (PUBLIC.has(path)) expect(res.statusCode, label).toBe(200);
        else expect(res.statusCode, label).toBe(401);
        checked.push(label);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining(['GET /api/me', 'GET /api/notificacoes', 'DELETE /api/notificacoes/{id}', 'GET /api/escolas']),
    );
  });
});
