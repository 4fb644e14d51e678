import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TipoUsuario } from '../../domain/roles';
import { alunos, disciplinas, matriculas, notas } from '../../server/db/schema';
import { ENDPOINTS_AUTH } from '../../server/routes/auth/bridge';
import { createUser } from '../../server/services/create-user';
import { type Metodo, type Quem, prepararApi } from '../api';
import { ORIGIN } from '../app';
import { type DemoIds, demoIds } from '../matrix/fixtures';
import type { Row, RowModule } from '../matrix/types';
import { multipart } from '../multipart';

/**
 * A property-based fuzz of every operation of the OpenAPI document: each is called, as a role the
 * authorization matrix lets through and as nobody, with path parameters, query strings and bodies
 * generated from its schema and then spoiled (null bodies, wrong types, missing and extra fields,
 * huge strings, deep nesting, impossible dates, arrays for objects, ids that are not ids…). No
 * answer may be a 500, and every refusal keeps the API's `{ error: { code, message } }` shape.
 *
 * The seed is fixed so a failure is repeated as it was: FUZZ_SEMENTE picks another one, FUZZ_RODADAS
 * another number of requests per route (the default keeps the file near a minute on two cores).
 */
const SEMENTE = Number(process.env.FUZZ_SEMENTE ?? 20260523);
const RODADAS = Number(process.env.FUZZ_RODADAS ?? 8);
console.info(`fuzz: semente ${SEMENTE}, ${RODADAS} requisições por rota (FUZZ_SEMENTE e FUZZ_RODADAS mudam)`);

/** Operations not fuzzed, each with the reason; every other operation of the document is. */
const EXCLUIDAS: Record<string, string> = {
  'POST /api/backups/restaurar':
    'substitui o banco e os arquivos pelo backup enviado e encerra as demais sessões; suas recusas são testadas em server/routes/backups',
  'GET /api/auth/{*}': 'a ponte do better-auth tem o seu próprio fuzz, no fim deste arquivo',
  'POST /api/auth/{*}': 'a ponte do better-auth tem o seu próprio fuzz, no fim deste arquivo',
};

/**
 * Operations fuzzed only with path values that can never name a real row: a valid backup name would
 * restore that backup over the database the rest of the file is using.
 */
const SO_CAMINHOS_INVALIDOS = new Set(['POST /api/backups/{nome}/restaurar']);

/**
 * Operations whose valid request is slow get a third of the requests (at least two), and so does a
 * GET or DELETE with no path or query parameter (only who calls it varies).
 */
const LENTAS: Record<string, string> = {
  'POST /api/backups': 'faz um backup completo (tabelas e arquivos) a cada chamada',
  'GET /api/boletins/meu': 'monta um PDF a cada chamada',
  'GET /api/boletins/turmas/{turmaId}': 'monta o PDF dos boletins da turma a cada chamada',
  'GET /api/boletins/turmas/{turmaId}/alunos/{alunoId}': 'monta um PDF a cada chamada',
  'GET /api/conselhos/{id}/ata': 'monta o PDF da ata a cada chamada',
};
const POUCAS = Math.max(2, Math.ceil(RODADAS / 3));

/**
 * Operations that change what every later request sees (two factors required of everyone, shorter
 * sessions, fewer sign-in attempts): fuzzed last, so the other routes run on the demo as seeded.
 */
const POR_ULTIMO = ['PUT /api/configuracoes/seguranca'];

interface Schema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}
interface Parametro {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operacao {
  parameters?: Parametro[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
type Documento = { paths: Record<string, Record<string, Operacao>> };

/** The body of one request as sent on the wire. */
type Corpo =
  | { tipo: 'nenhum' }
  | { tipo: 'json'; valor: unknown }
  | { tipo: 'texto'; texto: string; contentType: string }
  | {
      tipo: 'multipart';
      campos: Record<string, string>;
      arquivo?: { campo: string; nome: string; tipo: string; dados: number[] };
    };

interface Pedido {
  quem: Quem;
  caminho: Record<string, string>;
  query: [string, string][];
  corpo: Corpo;
  idempotencia?: string;
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

const ENORME = 'x'.repeat(200_000);
/** Nesting past any sane form (and past the server's limit), in a field or as the whole body. */
const aninhado = (n: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
};
const TEXTO_ANINHADO = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const LISTA_ANINHADA = (n: number) => '['.repeat(n) + ']'.repeat(n);

const DATAS_ESTRANHAS = ['0000-00-00', '2026-02-30', '2026-13-01', '2026-00-10', '0001-01-01', '9999-12-31', '+275760-09-13'];
const TEXTOS_ESTRANHOS = [
  '',
  ' ',
  'abc',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  ...DATAS_ESTRANHAS,
  '2026-03-10T25:61:00Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '6F9619FF-8B86-D011-B42D-00C04FC964FF',
  '6f9619ff-8b86-4011-b42d-00c04fc964ff-extra',
  '99999999999999999999999',
  '-99999999999',
  '<script>alert(1)</script>',
  "'; drop table alunos; --",
  '../../etc/passwd',
  'ação ÇÃÕ ñ',
  '💥🏫',
  '\u202e\u200b',
  'a\u0000b',
  'x'.repeat(5000),
];

/** A value that is wrong almost anywhere: the mutations put it in place of a field. */
const estranho: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom<unknown>(null, -1, 0, 1.5, -0.0001, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, true, false, [], {}, [
      null,
    ]),
  },
  { weight: 6, arbitrary: fc.constantFrom(...TEXTOS_ESTRANHOS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
  { weight: 1, arbitrary: fc.constant(ENORME) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constant(aninhado(100)) },
);

const tipoDe = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** Values a schema accepts (near enough: formats, bounds and enums respected), to start from. */
function valido(s: Schema | undefined, ids: string[], profundidade = 0): fc.Arbitrary<unknown> {
  if (!s || profundidade > 6) return fc.constant('x');
  const alternativas = s.anyOf ?? s.oneOf;
  const anulavel = s.nullable || tipoDe(s).includes('null');
  const semNulo = (arb: fc.Arbitrary<unknown>) => (anulavel ? fc.oneof({ weight: 5, arbitrary: arb }, fc.constant(null)) : arb);
  if (alternativas) return fc.oneof(...alternativas.map((a) => valido(a, ids, profundidade + 1)));
  if (s.allOf?.length) return valido(s.allOf[0], ids, profundidade + 1);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return semNulo(fc.constantFrom(...s.enum));
  const tipo = tipoDe(s).find((t) => t !== 'null');
  if (tipo === 'object' || s.properties) {
    const modelo = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, valido(v, ids, profundidade + 1)]));
    return semNulo(fc.record(modelo, { requiredKeys: (s.required ?? []).filter((k) => k in modelo) }));
  }
  if (tipo === 'array')
    return semNulo(
      fc.array(valido(s.items, ids, profundidade + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      }),
    );
  if (tipo === 'integer' || tipo === 'number') {
    const min = s.minimum ?? -1000;
    const max = s.maximum ?? Math.max(min + 1000, 1000);
    return semNulo(
      tipo === 'integer' ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true }),
    );
  }
  if (tipo === 'boolean') return semNulo(fc.boolean());
  if (s.format === 'uuid') return semNulo(fc.oneof(fc.constantFrom(...ids), fc.uuid({ version: 4 })));
  if (s.format === 'date')
    return semNulo(
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    );
  if (s.format === 'date-time')
    return semNulo(fc.date({ noInvalidDate: true, min: new Date('2000-01-01') }).map((d) => d.toISOString()));
  if (s.format === 'email') return semNulo(fc.emailAddress());
  if (s.pattern) {
    try {
      return semNulo(fc.stringMatching(new RegExp(s.pattern), { maxLength: Math.min(s.maxLength ?? 60, 60) }));
    } catch {
      // A pattern fast-check cannot invert: plain text below.
    }
  }
  const minLength = s.minLength ?? 0;
  return semNulo(fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 30, 30)) }));
}

/** Every place in a JSON value a mutation may touch, as key paths. */
function lugares(valor: unknown, caminho: (string | number)[] = [], saida: (string | number)[][] = []): (string | number)[][] {
  saida.push(caminho);
  if (saida.length > 60 || valor === null || typeof valor !== 'object') return saida;
  const filhos = Array.isArray(valor) ? valor.map((v, i) => [i, v] as const) : Object.entries(valor);
  for (const [k, v] of filhos.slice(0, 10)) lugares(v, [...caminho, k], saida);
  return saida;
}

type Mutacao = { lugar: number; acao: 'trocar' | 'remover' | 'extra' | 'lista' | 'duplicar'; valor: unknown; chave: string };

function mutar(base: unknown, mutacoes: Mutacao[]): unknown {
  let raiz: unknown = structuredClone(base);
  for (const mutacao of mutacoes) {
    // Its own copy of the value: fast-check may hand the same object to two mutations, and one put inside the
    // other would make the body circular.
    const m = { ...mutacao, valor: structuredClone(mutacao.valor) };
    const todos = lugares(raiz);
    const caminho = todos[m.lugar % todos.length]!;
    const pai = caminho.slice(0, -1).reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], raiz) as
      Record<string | number, unknown> | undefined;
    const chave = caminho.at(-1);
    const atual = chave === undefined ? raiz : pai?.[chave];
    const novo = (() => {
      switch (m.acao) {
        case 'trocar':
          return m.valor;
        case 'lista':
          return [atual];
        case 'duplicar':
          return Array.isArray(atual) ? [...atual, ...atual, ...atual] : atual;
        case 'extra':
          if (atual && typeof atual === 'object' && !Array.isArray(atual)) return { ...atual, [m.chave]: m.valor };
          return m.valor;
        case 'remover':
          return undefined;
      }
    })();
    if (chave === undefined) raiz = novo;
    else if (pai && typeof pai === 'object') {
      if (novo === undefined && !Array.isArray(pai)) delete pai[chave];
      else pai[chave] = novo;
    }
  }
  return raiz;
}

const mutacoes = fc.array(
  fc.record({
    lugar: fc.nat(),
    acao: fc.constantFrom<Mutacao['acao']>('trocar', 'trocar', 'trocar', 'remover', 'extra', 'lista', 'duplicar'),
    valor: estranho,
    chave: fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'empresa_id', 'updated_at', ''),
  }),
  { minLength: 1, maxLength: 3 },
);

/** Whole bodies no client sends: null, the wrong JSON type, broken JSON, deep nesting, other media types. */
const corpoEstranho = (base: unknown): fc.Arbitrary<Corpo> =>
  fc.oneof(
    fc.constantFrom<unknown>(null, [], 'texto', 42, true, {}, [base], ENORME).map((valor): Corpo => ({ tipo: 'json', valor })),
    fc.constantFrom<Corpo>(
      { tipo: 'texto', texto: 'null', contentType: 'application/json' },
      { tipo: 'texto', texto: '', contentType: 'application/json' },
      { tipo: 'texto', texto: '{"a":', contentType: 'application/json' },
      { tipo: 'texto', texto: '{"__proto__":{"administrador":true}}', contentType: 'application/json' },
      { tipo: 'texto', texto: '{"constructor":{"prototype":{"administrador":true}}}', contentType: 'application/json' },
      { tipo: 'texto', texto: TEXTO_ANINHADO(5000), contentType: 'application/json' },
      { tipo: 'texto', texto: LISTA_ANINHADA(5000), contentType: 'application/json' },
      { tipo: 'texto', texto: LISTA_ANINHADA(100_000), contentType: 'application/json; charset=utf-8' },
      { tipo: 'texto', texto: 'x'.repeat(2 * 1024 * 1024), contentType: 'application/json' },
      { tipo: 'texto', texto: 'nome=abc', contentType: 'application/x-www-form-urlencoded' },
      { tipo: 'texto', texto: 'abc', contentType: 'text/plain' },
      { tipo: 'texto', texto: '<a/>', contentType: 'application/xml' },
      { tipo: 'texto', texto: '{}', contentType: 'application/json; charset=latin1' },
    ),
  );

const multipartEstranho: fc.Arbitrary<Corpo> = fc.record({
  tipo: fc.constant('multipart' as const),
  campos: fc.dictionary(
    fc.constantFrom('confirmar', 'confirmarNaoAssinado', 'nome', 'tipo', 'x'),
    fc.constantFrom(...TEXTOS_ESTRANHOS),
  ),
  arquivo: fc.option(
    fc.record({
      campo: fc.constantFrom('arquivo', 'file', 'foto', 'logo', 'x'),
      nome: fc.constantFrom('a.png', 'a.jpg', 'a.svg', 'a.csv', 'a.tar.gz', '', '../../a.png', 'ação.gif'),
      tipo: fc.constantFrom(
        'image/png',
        'image/jpeg',
        'image/svg+xml',
        'text/csv',
        'application/gzip',
        'application/octet-stream',
      ),
      dados: fc.array(fc.nat({ max: 255 }), { maxLength: 64 }),
    }),
    { nil: undefined },
  ),
});

/** A path segment: the valid one, other real ids, random ids and many things that are no id at all. */
function segmento(schema: Schema | undefined, validos: string[], ids: string[], soInvalidos: boolean): fc.Arbitrary<string> {
  const invalidos = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...TEXTOS_ESTRANHOS).map(encodeURIComponent) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '..', '.', '%2F', 'a%2Fb') },
  );
  if (soInvalidos) return invalidos;
  return fc.oneof(
    { weight: validos.length ? 3 : 0, arbitrary: validos.length ? fc.constantFrom(...validos) : fc.constant('x') },
    { weight: 2, arbitrary: fc.constantFrom(...ids) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: valido(schema, ids).map((v) => encodeURIComponent(String(v))) },
    { weight: 4, arbitrary: invalidos },
  );
}

/** Each query parameter absent, as the valid request had it, generated from its schema, or spoiled. */
function query(parametros: Parametro[], base: URLSearchParams, ids: string[]): fc.Arbitrary<[string, string][]> {
  const porNome = parametros.map((p) =>
    fc
      .oneof(
        { weight: 2, arbitrary: fc.constant<string[]>(base.getAll(p.name)) },
        {
          weight: 2,
          arbitrary: valido(p.schema, ids).map((v) =>
            v === null ? [] : [typeof v === 'object' ? JSON.stringify(v) : String(v)],
          ),
        },
        { weight: 2, arbitrary: fc.constantFrom(...TEXTOS_ESTRANHOS).map((v) => [v]) },
        {
          weight: 1,
          arbitrary: fc.array(fc.constantFrom(...TEXTOS_ESTRANHOS, ...base.getAll(p.name)), { minLength: 2, maxLength: 3 }),
        },
        { weight: 1, arbitrary: fc.constant<string[]>([]) },
      )
      .map((valores) => valores.map((v): [string, string] => [p.name, v])),
  );
  const extra = fc.option(
    fc.tuple(fc.constantFrom('extra', '__proto__', 'pagina', 'limite', 'ordem', 'busca'), fc.constantFrom(...TEXTOS_ESTRANHOS)),
    { nil: undefined, freq: 4 },
  );
  return fc.tuple(fc.tuple(...porNome), extra).map(([pares, mais]) => [...pares.flat(), ...(mais ? [mais] : [])]);
}

// ---------------------------------------------------------------------------------------------
// The walk
// ---------------------------------------------------------------------------------------------

const modulos = import.meta.glob<RowModule>('../matrix/rows/*.ts', { eager: true });
const MATRIZ: Record<string, Row> = Object.assign({}, ...Object.values(modulos).map((m) => m.rows));
const PAPEIS: TipoUsuario[] = ['administrador', 'empresa', 'gestor', 'professor', 'aluno'];
const quemE = (papel: TipoUsuario) => (papel === 'administrador' ? 'admin' : papel);

const api = prepararApi();
let doc: Documento;
let matriz: DemoIds;
/** Real ids of the demo, both networks, to put where an id goes (never the demo accounts: a fuzzed password change would lock the file out). */
let idsReais: string[];

beforeAll(async () => {
  doc = (await api.enviar('GET', '/api/docs/json')).json<Documento>();
  matriz = await demoIds(api.t);
  const db = api.db;
  const primeiros = async (consulta: Promise<{ id: string }[]>) => (await consulta).map((r) => r.id);
  idsReais = [
    ...Object.entries(api.ids)
      .filter(([k]) => !['admin', 'empresa', 'empresa2', 'gestor', 'professor', 'aluno'].includes(k))
      .map(([, v]) => v),
    ...(await primeiros(db.select({ id: alunos.id }).from(alunos).where(eq(alunos.empresa_id, api.ids.vv)).limit(3))),
    ...(await primeiros(db.select({ id: alunos.id }).from(alunos).where(eq(alunos.empresa_id, api.ids.sa)).limit(2))),
    ...(await primeiros(db.select({ id: disciplinas.id }).from(disciplinas).limit(3))),
    ...(await primeiros(db.select({ id: matriculas.id }).from(matriculas).limit(2))),
    ...(await primeiros(db.select({ id: notas.id }).from(notas).limit(2))),
  ];
});

/** The valid request of the matrix for this route (its role, path and body), when the matrix has one. */
async function pedidoValido(chave: string) {
  const linha = MATRIZ[chave];
  if (!linha) return undefined;
  const papeis = PAPEIS.filter((p) => linha.expect[p][0] < 400);
  if (!papeis.length) return { papeis: [], url: undefined, payload: undefined };
  const { url, payload } = await linha.prepare({
    t: api.t,
    ids: matriz,
    admin: await api.sessao('admin'),
    role: papeis[0]!,
    tenant: 'own',
  });
  return { papeis, url, payload };
}

function montarUrl(rota: string, pedido: Pedido) {
  const caminho = rota.replace(/\{([^}]+)\}/g, (_, nome: string) => pedido.caminho[nome] ?? '');
  const qs = pedido.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return qs ? `${caminho}?${qs}` : caminho;
}

/** Requests sent, for the figures docs/security.md quotes. */
let enviadas = 0;

async function enviar(metodo: string, url: string, pedido: Pedido): Promise<LightMyRequestResponse> {
  enviadas++;
  const cabecalhos: Record<string, string> = { origin: ORIGIN };
  if (pedido.quem) cabecalhos.cookie = await api.sessao(pedido.quem);
  if (pedido.idempotencia !== undefined) cabecalhos['idempotency-key'] = pedido.idempotencia;
  let payload: string | Buffer | undefined;
  const c = pedido.corpo;
  if (c.tipo === 'json' && c.valor !== undefined) {
    payload = JSON.stringify(c.valor);
    cabecalhos['content-type'] = 'application/json';
  } else if (c.tipo === 'texto') {
    payload = c.texto;
    cabecalhos['content-type'] = c.contentType;
  } else if (c.tipo === 'multipart') {
    const corpo = multipart({
      campos: c.campos,
      arquivos: c.arquivo ? [{ ...c.arquivo, dados: Buffer.from(c.arquivo.dados) }] : [],
    });
    payload = corpo.payload;
    Object.assign(cabecalhos, corpo.headers);
  }
  return api.app.inject({ method: metodo as Metodo, url, headers: cabecalhos, ...(payload === undefined ? {} : { payload }) });
}

/** What a failing request was, short enough to read (the huge strings are named, not printed). */
function descrever(metodo: string, url: string, pedido: Pedido, res: LightMyRequestResponse) {
  const corta = (s: string) => (s.length > 240 ? `${s.slice(0, 240)}… (${s.length} caracteres)` : s);
  const c = pedido.corpo;
  const corpo =
    c.tipo === 'json'
      ? corta(JSON.stringify(c.valor) ?? 'undefined')
      : c.tipo === 'texto'
        ? `${c.contentType}: ${corta(c.texto)}`
        : c.tipo;
  return `${metodo} ${corta(url)} como ${pedido.quem ?? 'ninguém'}, corpo ${corpo} → ${res.statusCode} ${corta(res.body)}`;
}

/**
 * The property of every answer: no 5xx, and a refusal has the API's error shape. better-auth's own
 * refusals keep the shape its client reads, `{ code, message }` (`ponte`), translated to pt-BR.
 */
function conferir(metodo: string, url: string, pedido: Pedido, res: LightMyRequestResponse, ponte = false) {
  const rotulo = descrever(metodo, url, pedido, res);
  expect(res.statusCode, rotulo).toBeLessThan(500);
  if (res.statusCode >= 400) {
    type Erro = { code?: unknown; message?: unknown };
    let corpo: (Erro & { error?: Erro }) | undefined;
    try {
      corpo = res.json();
    } catch {
      corpo = undefined;
    }
    const erro = corpo?.error ?? (ponte ? corpo : undefined);
    expect(
      typeof erro?.code === 'string' && typeof erro.message === 'string',
      `${rotulo}: sem { error: { code, message } }`,
    ).toBe(true);
  }
}

/** Runs the property and fails with the request that broke it, the seed and the path to replay it. */
async function verificar<T>(nome: string, arb: fc.Arbitrary<T>, rodadas: number, testar: (p: T) => Promise<void>) {
  const detalhes = await fc.check(fc.asyncProperty(arb, testar), { seed: SEMENTE, numRuns: rodadas, endOnFailure: true });
  if (detalhes.failed) {
    const erro = detalhes.errorInstance instanceof Error ? detalhes.errorInstance.message : String(detalhes.errorInstance);
    throw new Error(`${nome}: ${erro.split('\n')[0]}\n(semente ${detalhes.seed}, caminho ${detalhes.counterexamplePath})`);
  }
}

const operacoes = () => {
  const todas = Object.entries(doc.paths).flatMap(([rota, ops]) =>
    Object.entries(ops).map(([metodo, op]) => ({
      rota,
      metodo: metodo.toUpperCase(),
      op,
      chave: `${metodo.toUpperCase()} ${rota}`,
    })),
  );
  const ultimo = (chave: string) => POR_ULTIMO.includes(chave);
  return [...todas.filter((o) => !ultimo(o.chave)), ...todas.filter((o) => ultimo(o.chave))];
};

describe('fuzz de toda rota do documento OpenAPI', () => {
  it('nenhuma resposta ≥ 500, e toda recusa no formato { error: { code, message } }', { timeout: 300_000 }, async () => {
    const ops = operacoes().filter((o) => o.rota.startsWith('/api/') && !o.rota.startsWith('/api/docs'));
    expect(ops.length).toBeGreaterThan(200);
    // Every exception names an operation that exists: a renamed route is not left out unnoticed.
    const chaves = ops.map((o) => o.chave);
    const nomeadas = [...Object.keys(EXCLUIDAS), ...SO_CAMINHOS_INVALIDOS, ...Object.keys(LENTAS), ...POR_ULTIMO];
    expect(nomeadas.filter((c) => !chaves.includes(c))).toEqual([]);
    for (const [chave, motivo] of Object.entries(EXCLUIDAS)) console.info(`fuzz: fora, ${chave} — ${motivo}`);
    // Every valid request is built before any route is fuzzed: a fuzzed write with a real id (a school renamed,
    // a class deleted) must not take away the demo rows a later route's valid request is built from.
    const modelos = new Map<string, Awaited<ReturnType<typeof pedidoValido>>>();
    for (const { chave } of ops)
      if (!EXCLUIDAS[chave]) modelos.set(chave, await pedidoValido(chave.replace(/\{([^}]+)\}/g, ':$1')));
    const falhas: string[] = [];
    for (const { rota, metodo, op, chave } of ops) {
      if (EXCLUIDAS[chave]) continue;
      const modelo = modelos.get(chave);
      const papeis = modelo?.papeis.length
        ? modelo.papeis.map(quemE)
        : modelo
          ? ['admin', 'aluno']
          : ['admin', 'gestor', 'aluno'];
      const urlValida = modelo?.url ? new URL(modelo.url, ORIGIN) : undefined;
      // The path values of the valid request, by name, read back from its URL.
      const validos: Record<string, string> = {};
      if (urlValida) {
        const partes = urlValida.pathname.split('/');
        rota.split('/').forEach((p, i) => {
          const nome = /^\{(.+)\}$/.exec(p)?.[1];
          if (nome && partes[i] !== undefined) validos[nome] = partes[i];
        });
      }
      const parametros = op.parameters ?? [];
      const nomes = [...rota.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      const soInvalidos = SO_CAMINHOS_INVALIDOS.has(chave);
      const caminho = fc.record(
        Object.fromEntries(
          nomes.map((n) => [
            n,
            segmento(
              parametros.find((p) => p.in === 'path' && p.name === n)?.schema,
              validos[n] ? [validos[n]] : [],
              idsReais,
              soInvalidos,
            ),
          ]),
        ),
      );
      const conteudo = op.requestBody?.content ?? {};
      const esquema = conteudo['application/json']?.schema;
      const baseDoCorpo = esquema
        ? fc.oneof(...(modelo?.payload ? [fc.constant<unknown>(modelo.payload)] : []), valido(esquema, idsReais))
        : undefined;
      const corpo: fc.Arbitrary<Corpo> = esquema
        ? fc.oneof(
            { weight: 2, arbitrary: baseDoCorpo!.map((valor): Corpo => ({ tipo: 'json', valor })) },
            {
              weight: 6,
              arbitrary: fc.tuple(baseDoCorpo!, mutacoes).map(([b, m]): Corpo => ({ tipo: 'json', valor: mutar(b, m) })),
            },
            { weight: 2, arbitrary: baseDoCorpo!.chain(corpoEstranho) },
          )
        : metodo === 'GET'
          ? fc.constant<Corpo>({ tipo: 'nenhum' })
          : fc.oneof(
              {
                weight: 3,
                arbitrary: fc.constant<Corpo>(modelo?.payload ? { tipo: 'json', valor: modelo.payload } : { tipo: 'nenhum' }),
              },
              { weight: 2, arbitrary: multipartEstranho },
              { weight: 2, arbitrary: corpoEstranho({}) },
            );
      const semEntrada = !parametros.length && (metodo === 'GET' || metodo === 'DELETE');
      const arb: fc.Arbitrary<Pedido> = fc.record({
        quem: fc.oneof(
          { weight: 5, arbitrary: fc.constantFrom<Quem>(...papeis) },
          { weight: 1, arbitrary: fc.constant<Quem>(undefined) },
        ),
        caminho,
        query: query(
          parametros.filter((p) => p.in === 'query'),
          urlValida?.searchParams ?? new URLSearchParams(),
          idsReais,
        ),
        corpo,
        idempotencia: fc.option(
          fc.constantFrom('', 'chave-fuzz', 'x'.repeat(500), 'ação', '3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a4b3c'),
          { nil: undefined, freq: 6 },
        ),
      });
      try {
        await verificar(chave, arb, LENTAS[chave] || semEntrada ? POUCAS : RODADAS, async (pedido) => {
          const url = montarUrl(rota, pedido);
          let res = await enviar(metodo, url, pedido);
          // A fuzzed request may end the caller's own sessions (a shorter session validity): sign in again once.
          if (res.statusCode === 401 && pedido.quem) {
            api.esquecer(pedido.quem);
            res = await enviar(metodo, url, pedido);
          }
          conferir(metodo, url, pedido, res);
        });
      } catch (e) {
        falhas.push(e instanceof Error ? e.message : String(e));
      }
    }
    console.info(
      `fuzz: ${ops.length} operações, ${enviadas} requisições, ${falhas.length} rotas com resposta ≥ 500 ou fora do formato`,
    );
    expect(falhas, `${falhas.length} rotas com resposta ≥ 500 ou fora do formato`).toEqual([]);
  });
});

describe('fuzz da ponte do better-auth', () => {
  it('nenhuma resposta ≥ 500 em /api/auth/*, com ou sem sessão, e toda recusa com code e message', async () => {
    // A user of its own: fuzzed sign-ins with wrong passwords must not lock out a demo account, and
    // a fuzzed sign-out or password change must not end a session the route fuzz above relies on.
    const senha = 'Chave-Segura-2026';
    const email = 'ponte.aleatoria@teste.br';
    await createUser(api.db, { nome: 'Professora Ponte', email, senha, tipo_usuario: 'professor', empresa_id: api.ids.vv });
    const sessao = await api.entrar(email, senha);
    const campo = fc.oneof(
      { weight: 3, arbitrary: estranho },
      fc.constantFrom<unknown>(email, senha, 'admin@demo.escola.br', '123456', true),
    );
    const corpoDaPonte = fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .record(
            {
              email: campo,
              password: campo,
              newPassword: campo,
              currentPassword: campo,
              token: campo,
              code: campo,
              backupCode: campo,
              trustDevice: campo,
              rememberMe: campo,
              callbackURL: campo,
              redirectTo: campo,
              revokeOtherSessions: campo,
            },
            { requiredKeys: [] },
          )
          .map((valor): Corpo => ({ tipo: 'json', valor })),
      },
      { weight: 2, arbitrary: corpoEstranho({ email, password: senha }) },
      { weight: 1, arbitrary: fc.constant<Corpo>({ tipo: 'nenhum' }) },
    );
    const caminho = fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...ENDPOINTS_AUTH) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          '/api/auth/get-session',
          '/api/auth/sign-up/email',
          '/api/auth/update-user',
          '/api/auth/delete-user',
          '/api/auth/list-sessions',
          '/api/auth/ok',
          '/api/auth/',
          '/api/auth/%zz',
          '/api/auth/sign-in/email/../../backups',
          `/api/auth/${'x'.repeat(5000)}`,
        ),
      },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map((s) => `/api/auth/${encodeURIComponent(s)}`) },
    );
    const arb = fc.record({
      metodo: fc.constantFrom('POST', 'POST', 'POST', 'GET'),
      caminho,
      query: fc.constantFrom<[string, string][]>([], [['callbackURL', 'https://evil.example']], [['token', '💥']]),
      pedido: fc.record({
        quem: fc.constantFrom<Quem>(undefined, sessao),
        caminho: fc.constant({}),
        query: fc.constant<[string, string][]>([]),
        corpo: corpoDaPonte,
      }),
    });
    await verificar('/api/auth/*', arb, RODADAS * 8, async ({ metodo, caminho: rota, query: pares, pedido }) => {
      const url = montarUrl(rota, { ...pedido, query: pares });
      conferir(metodo, url, pedido, await enviar(metodo, url, pedido), true);
    });
  });
});
