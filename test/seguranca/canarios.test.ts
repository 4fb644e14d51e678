import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/raw';
import { notify } from '../../server/services/notify';
import { TIPOS_RELATORIO, type TipoRelatorio } from '../../domain/relatorios/tipos';
import { anoDemo, processar } from '../../server/routes/relatorios/apoio-dos-testes';
import { prepararApi } from '../api';
import { lerPlanilha, lerTextoPdf } from '../documentos';
import { demoIds, type DemoIds } from '../matrix/fixtures';

/**
 * Nothing of one network reaches a user of another. Unique strings (canaries) are
 * put in Vale Verde's name, logo alt text, footer, a student's name and a school's name; then
 * every GET route of the OpenAPI document is called as Serra Azul's empresa user — once with
 * its own ids, once with Vale Verde's ids in every path and id query parameter — and no answer
 * may contain any canary.
 */
const CANARIOS = {
  rede: 'Rede Canário Qx7Lm Ipê-Amarelo',
  logo: 'Brasão Canário Vr4Tz da rede',
  rodape: 'Rodapé Canário Hb2Wn — Vale',
  aluno: 'Aluna Canário Jk9Ps Quintanilha',
  escola: 'Escola Canário Dn5Yc Municipal',
};

const api = prepararApi();
let ids: DemoIds;
let idsA: Record<string, string[]> = {};
let idsB: Record<string, string[]> = {};

const get = (url: string, user: string) => api.enviar('GET', url, user);

/** A few ids of each kind of row of a network, to put in paths and queries. */
async function idsDaRede(empresaId: string, alunoId?: string): Promise<Record<string, string[]>> {
  const db = api.db;
  const de = async (tabela: string) =>
    (
      await queryRows<{ id: string }>(
        db,
        sql`select id from ${sql.identifier(tabela)} where empresa_id = ${empresaId} order by id limit 2`,
      )
    ).map((r) => r.id);
  const alunos = await de('alunos');
  return {
    empresa: [empresaId],
    escola: await de('escolas'),
    turma: await de('turmas'),
    aluno: alunoId ? [alunoId, ...alunos] : alunos,
    disciplina: await de('disciplinas'),
    matricula: await de('matriculas'),
    nota: await de('notas'),
    frequencia: await de('frequencias'),
    usuario: await de('usuarios'),
  };
}

const TIPOS = ['empresa', 'escola', 'turma', 'aluno', 'disciplina', 'matricula', 'nota', 'frequencia', 'usuario'];

/** The kind of id a parameter takes by its name (escola_id, turmaId…), or every kind for a bare id. */
function candidatos(nome: string, rede: Record<string, string[]>): string[] {
  const tipo = TIPOS.find((k) => nome.toLowerCase().startsWith(k));
  return tipo ? rede[tipo]! : Object.values(rede).flat();
}

interface Parametro {
  name: string;
  in: string;
}
type Documento = { paths: Record<string, { get?: { parameters?: Parametro[] } }> };

/** Every URL to call for a GET route: each combination of candidate ids in its path (capped). */
function urls(caminho: string, parametros: Parametro[], rede: Record<string, string[]>, comQuery: boolean): string[] {
  const nomes = [...caminho.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  let combinacoes: Record<string, string>[] = [{}];
  for (const nome of nomes)
    combinacoes = combinacoes.flatMap((c) => candidatos(nome, rede).map((id) => ({ ...c, [nome]: id }))).slice(0, 40);
  const query = new URLSearchParams();
  if (comQuery) {
    for (const p of parametros.filter((p) => p.in === 'query')) {
      if (/_id$|Id$/.test(p.name)) query.set(p.name, candidatos(p.name, rede)[0] ?? '');
      else if (p.name === 'busca') query.set('busca', 'Canário');
    }
  }
  const qs = query.size ? `?${query}` : '';
  return combinacoes.map((c) => caminho.replace(/\{([^}]+)\}/g, (_, nome: string) => c[nome]!) + qs);
}

beforeAll(async () => {
  ids = await demoIds(api.t);
  const db = api.db;

  // Vale Verde's identity, saved by its empresa as a user would.
  const sistema = (await get('/api/configuracoes/sistema', 'empresa')).json();
  const put = (url: string, payload: object) => api.enviar('PUT', url, 'empresa', payload);
  expect((await put('/api/configuracoes/sistema', { ...sistema, nomeInstituicao: CANARIOS.rede })).statusCode).toBe(200);
  const { customizacao, versoes } = (await get('/api/customizacao', 'empresa')).json();
  const nova = {
    ...customizacao,
    logo: { ...customizacao.logo, alt: CANARIOS.logo },
    cabecalho: { ...customizacao.cabecalho, tituloPrincipal: CANARIOS.rede },
    footer: { ...customizacao.footer, texto: CANARIOS.rodape },
  };
  expect((await put('/api/customizacao', { customizacao: nova, versoes })).statusCode).toBe(200);

  // A student and a school of Vale Verde with names found nowhere else.
  const [aluno] = await queryRows<{ id: string }>(
    db,
    sql`update alunos set nome = ${CANARIOS.aluno} where id = (select id from alunos where empresa_id = ${ids.vv} order by nome limit 1) returning id`,
  );
  await db.execute(sql`update escolas set nome = ${CANARIOS.escola} where id = ${ids.escolaVV}`);

  idsA = await idsDaRede(ids.vv, aluno!.id);
  idsA.escola = [ids.escolaVV, ...idsA.escola!];
  idsB = await idsDaRede(ids.sa);
});

/** What a user would read in an answer: a PDF's text and a spreadsheet's cells, not their compressed bytes. */
async function textoDaResposta(res: {
  statusCode: number;
  body: string;
  rawPayload: Buffer;
  headers: Record<string, unknown>;
}): Promise<string> {
  const tipo = String(res.headers['content-type'] ?? '');
  if (res.statusCode === 200 && tipo.startsWith('application/pdf')) return lerTextoPdf(res.rawPayload);
  if (res.statusCode === 200 && tipo.includes('spreadsheetml'))
    return JSON.stringify([...(await lerPlanilha(res.rawPayload)).values()]);
  return res.body;
}

function vazou(corpo: string): string[] {
  return Object.values(CANARIOS).filter((c) => corpo.includes(c));
}

describe('canários: nada de uma rede chega a um usuário de outra', () => {
  it('the canaries are really there for Vale Verde (so their absence below means something)', async () => {
    const identidade = (await get('/api/identidade', 'empresa')).body;
    expect(identidade).toContain(CANARIOS.rede);
    expect(identidade).toContain(CANARIOS.logo);
    expect(identidade).toContain(CANARIOS.rodape);
    expect((await get(`/api/alunos?busca=${encodeURIComponent('Jk9Ps')}`, 'empresa')).body).toContain(CANARIOS.aluno);
    expect((await get(`/api/escolas/${ids.escolaVV}`, 'empresa')).body).toContain(CANARIOS.escola);
  });

  it("no GET route of the OpenAPI document answers Serra Azul's empresa with any of Vale Verde's canaries, with or without Vale Verde's ids", async () => {
    const doc = (await api.enviar('GET', '/api/docs/json')).json<Documento>();
    const rotas = Object.entries(doc.paths).filter(
      ([caminho, ops]) =>
        ops.get && caminho.startsWith('/api/') && !caminho.startsWith('/api/docs') && !caminho.startsWith('/api/auth/'),
    );
    expect(rotas.length).toBeGreaterThan(40);

    const vazamentos: string[] = [];
    let chamadas = 0;
    for (const [caminho, ops] of rotas) {
      const parametros = ops.get!.parameters ?? [];
      for (const url of [...urls(caminho, parametros, idsB, false), ...urls(caminho, parametros, idsA, true)]) {
        const res = await get(url, 'empresa2');
        chamadas++;
        const achados = vazou(`${await textoDaResposta(res)} ${JSON.stringify(res.headers)}`);
        if (achados.length) vazamentos.push(`${url} (${res.statusCode}): ${achados.join(', ')}`);
      }
    }
    expect(chamadas).toBeGreaterThan(rotas.length);
    expect(vazamentos).toEqual([]);
  });

  it("an e-mail is signed with the recipient's own network: Serra Azul's never with Vale Verde's name", async () => {
    const db = api.db;
    const usuarios = await queryRows<{ id: string }>(
      db,
      sql`select id from usuarios where email in ('empresa@demo.escola.br', 'empresa2@demo.escola.br')`,
    );
    await notify(
      db,
      usuarios.map((u) => u.id),
      { evento: 'notasLancadas', titulo: 'Notas lançadas', mensagem: 'As notas do 1º bimestre foram lançadas.' },
    );
    const lista = (await get('/api/caixa-saida?por_pagina=100', 'admin')).json<{
      itens: { id: string; para: string; assunto: string }[];
    }>();
    const mensagem = async (para: string) => {
      const item = lista.itens.find((m) => m.para === para && m.assunto === 'Notas lançadas')!;
      return (await get(`/api/caixa-saida/${item.id}`, 'admin')).json<{ texto: string; html: string }>();
    };
    const vv = await mensagem('empresa@demo.escola.br');
    const sa = await mensagem('empresa2@demo.escola.br');
    expect(vv.texto).toContain(CANARIOS.rede);
    expect(sa.texto).toContain('Rede Estadual de Serra Azul');
    expect(sa.html).toContain('Rede Estadual de Serra Azul');
    expect(vazou(`${sa.texto} ${sa.html}`)).toEqual([]);
  });

  it("no report of Serra Azul, of any type and format, carries any of Vale Verde's canaries (and Vale Verde's own does)", async () => {
    const ano = await anoDemo(api);
    const pedir = async (quem: string, tipo: TipoRelatorio, formato: 'pdf' | 'xlsx', escola: string | null) => {
      const res = await api.enviar('POST', '/api/relatorios', quem, {
        tipo,
        formato,
        parametros: { escola_id: escola, ano_letivo: ano },
      });
      expect(res.statusCode, `${tipo} ${formato}: ${res.body}`).toBe(202);
      return res.json<{ id: string }>().id;
    };
    const pedidos: { tipo: TipoRelatorio; formato: 'pdf' | 'xlsx'; id: string }[] = [];
    for (const tipo of TIPOS_RELATORIO) {
      for (const formato of ['pdf', 'xlsx'] as const)
        pedidos.push({ tipo, formato, id: await pedir('empresa2', tipo, formato, ids.escolaSA) });
      // One person has at most 5 reports in the queue (server/services/relatorios/fila.ts).
      await processar(api);
    }
    // The control: the same kind of report of the whole Vale Verde network names its canary student and school.
    const controle = await pedir('empresa', 'matriculas', 'xlsx', null);
    await processar(api);

    const vazamentos: string[] = [];
    for (const p of pedidos) {
      const res = await api.enviar('GET', `/api/relatorios/${p.id}/arquivo`, 'empresa2');
      expect(res.statusCode, `${p.tipo} ${p.formato}: ${res.body}`).toBe(200);
      const texto = await textoDaResposta(res);
      expect(texto.length, `${p.tipo} ${p.formato}`).toBeGreaterThan(100);
      const achados = vazou(texto);
      if (achados.length) vazamentos.push(`${p.tipo} ${p.formato}: ${achados.join(', ')}`);
    }
    expect(vazamentos).toEqual([]);
    const doControle = await textoDaResposta(await api.enviar('GET', `/api/relatorios/${controle}/arquivo`, 'empresa'));
    expect(vazou(doControle)).toEqual(expect.arrayContaining([CANARIOS.aluno, CANARIOS.escola]));
  });

  it("the pages without a session show the platform's identity, never a network's", async () => {
    for (const url of ['/api/publico/aparencia', '/api/publico/instituicao']) {
      const res = await api.enviar('GET', url);
      expect(vazou(res.body), url).toEqual([]);
      expect(res.body, url).not.toContain('Vale Verde');
    }
  });
});
