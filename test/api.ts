import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { ORIGIN, type TestApp, createTestApp } from './app';
import { type IdsDemo, carregarIdsDemo } from './demo';
import { multipart } from './multipart';

type Partes = Parameters<typeof multipart>[0];

export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who sends a request: a demo account by the part of its e-mail before '@demo.escola.br'
 * ('admin', 'gestor', 'empresa2'…), any other e-mail (signed in with the demo password), or a Cookie
 * header already in hand (it is the only one of the three with a '='). Nobody: no session at all.
 */
export type Quem = string | undefined;

export interface OpcoesApi<Mais extends object> {
  /** Extra configuration of the app; a function when it depends on something started first (an SMTP server). */
  env?: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);
  /** Runs on the app before its routes are registered (an onRoute hook). */
  antesDasRotas?: (app: FastifyInstance) => void;
  /** Ids the file needs besides the demo ones, read once before the first test and added to `ids`. */
  ids?: (db: TestApp['database']['db'], demo: IdsDemo) => Promise<Mais>;
}

export interface Api<Mais extends object = object> {
  /** The test file's app and its database (see createTestApp); only inside tests and hooks. */
  readonly t: TestApp;
  readonly app: FastifyInstance;
  readonly db: TestApp['database']['db'];
  /** Ids of the demo rows most tests need (and the file's own), filled before the first test. */
  readonly ids: IdsDemo & Mais;
  /** Signs in anew and returns the Cookie header of the new session. */
  entrar(quem: string, senha?: string): Promise<string>;
  /**
   * The Cookie header of `quem`: a demo account's session made once in the template database
   * (test/global-setup.ts), any other signed in on first use; then kept for the whole file.
   */
  sessao(quem: string): Promise<string>;
  /** Forgets the kept session of `quem` (after the test ended or revoked it): the next use signs in anew. */
  esquecer(quem: string): void;
  /** A request with the session of `quem` and the app's own Origin, as the browser sends it (reads included). */
  enviar(
    metodo: Metodo,
    url: string,
    quem?: Quem,
    corpo?: object,
    cabecalhos?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** POST that must answer 201: the created row, parsed. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  criar<T = any>(url: string, quem: Quem, corpo: object): Promise<T>;
  /** A multipart/form-data POST (files and text fields, see multipart()). */
  enviarArquivos(url: string, quem: Quem, partes: Partes): Promise<LightMyRequestResponse>;
  /** GET that must answer 200: its body, parsed (untyped unless the test names T, as res.json()). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json<T = any>(url: string, quem?: Quem): Promise<T>;
}

/**
 * The route tests' kit: registers the file's beforeAll (a fresh copy of the demo database, an app on
 * it, the demo ids) and afterAll (closes both). Call it once, at the top of the test file.
 */
export function prepararApi<Mais extends object = object>(opcoes: OpcoesApi<Mais> = {}): Api<Mais> {
  let aberto: TestApp | undefined;
  const sessoes = new Map<string, string>();
  // Accounts whose template session this file ended (signed out, password changed…): they sign in anew.
  const esquecidas = new Set<string>();
  const ids = {} as IdsDemo & Mais;
  const t = () => {
    if (!aberto) throw new Error('a app de teste só existe dentro dos testes e ganchos');
    return aberto;
  };
  const email = (quem: string) => (quem.includes('@') ? quem : `${quem}@demo.escola.br`);

  beforeAll(async () => {
    const env = typeof opcoes.env === 'function' ? await opcoes.env() : opcoes.env;
    aberto = await createTestApp(env, opcoes.antesDasRotas);
    const db = aberto.database.db;
    Object.assign(ids, await carregarIdsDemo(db));
    if (opcoes.ids) Object.assign(ids, await opcoes.ids(db, ids));
  });
  afterAll(() => aberto?.close());

  const api: Api<Mais> = {
    get t() {
      return t();
    },
    get app() {
      return t().app;
    },
    get db() {
      return t().database.db;
    },
    ids,
    entrar: (quem, senha) => t().login(email(quem), senha),
    async sessao(quem) {
      if (quem.includes('=')) return quem;
      let cookie = sessoes.get(quem) ?? (esquecidas.has(quem) ? undefined : inject('sessoesDemo')[quem]);
      if (!cookie) cookie = await api.entrar(quem);
      sessoes.set(quem, cookie);
      return cookie;
    },
    esquecer(quem) {
      sessoes.delete(quem);
      esquecidas.add(quem);
    },
    async enviar(metodo, url, quem, corpo, cabecalhos = {}) {
      const cookie = quem ? { cookie: await api.sessao(quem) } : {};
      return t().app.inject({
        method: metodo,
        url,
        headers: { origin: ORIGIN, ...cookie, ...cabecalhos },
        ...(corpo !== undefined ? { payload: corpo } : {}),
      });
    },
    async criar(url, quem, corpo) {
      const res = await api.enviar('POST', url, quem, corpo);
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
    enviarArquivos(url, quem, partes) {
      const { payload, headers } = multipart(partes);
      return api.enviar('POST', url, quem, payload, headers);
    },
    async json(url, quem) {
      const res = await api.enviar('GET', url, quem);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
  };
  return api;
}
