import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECURSOS_ACESSO, type RecursoAcesso } from '../../domain/privacidade/tipos';
import { queryRows } from '../../server/db/raw';
import { type DadosPessoais, registroDeAcessosPlugin } from '../../server/plugins/registro-de-acessos';
import { processar } from '../../server/routes/relatorios/apoio-dos-testes';
import { prepararApi } from '../api';
import { lerPlanilha, lerTextoPdf } from '../documentos';
import { PESSOAIS, RESPONSAVEL, cenarioDoTitular } from '../lgpd-titular';

/**
 * The access log (LGPD) misses no read. A student with a full school life and personal data found
 * nowhere else (test/lgpd-titular.ts) is put in a demo school; then every GET route of the OpenAPI
 * document — the exports and file downloads among them — is called as each kind of user, with the
 * ids of that student's class, subject, council, assessment, pendency… An answer that carries any of
 * the student's data (JSON, or the text of a PDF, XLSX or CSV) must come from a route that declares
 * it (config.dadosPessoais, server/plugins/registro-de-acessos.ts), and that very call must have
 * written the student's row, with the reader and the student's own network. The student reading
 * their own data, an error answer, and Serra Azul calling with Vale Verde's ids write nothing.
 */

const declaracoes = new Map<string, DadosPessoais | undefined>();
/** Routes anyone may call without a session: their rows name no user. */
const publicas = new Set<string>();
const api = prepararApi({
  antesDasRotas: (app) =>
    app.addHook('onRoute', (r) => {
      for (const m of ([] as string[]).concat(r.method)) {
        declaracoes.set(`${m} ${r.url}`, r.config?.dadosPessoais);
        if (r.config?.access === 'public') publicas.add(`${m} ${r.url}`);
      }
    }),
});

/** GET routes the walk brings to no 2xx, and why: no such file is made here, or it is an image, with no text to search. */
const FORA_DA_VARREDURA: Record<string, string> = {
  'GET /api/backups/:nome': 'the administrador’s backup file: the walk makes none',
  'GET /api/arquivos/:id': 'an uploaded image, no text to search',
  'GET /api/publico/arquivos/:id': 'a public image (logo), no text to search',
};

/** Declared routes only the student themself reads: they declare for the day someone else may, and log nothing now. */
const SO_O_PROPRIO_ALUNO = new Set(['GET /api/boletins/meu']);

interface Parametro {
  name: string;
  in: string;
  required?: boolean;
  schema?: { enum?: string[] };
}
type Documento = { paths: Record<string, { get?: { parameters?: Parametro[] } }> };
interface Linha {
  usuario_id: string | null;
  empresa_id: string;
  escola_id: string;
  aluno_id: string;
  recurso: string;
  created_at: string;
}
interface Chamada {
  rota: string;
  quem: string;
  url: string;
  status: number;
  marcas: string[];
  linhas: Linha[];
}

let cenario: Awaited<ReturnType<typeof cenarioDoTitular>>;
/** Ids by kind, of the student's class and records, to put in paths and queries. */
const ids: Record<string, string[]> = {};
const relatoriosDe: Record<string, string[]> = {};
/** Who calls: the session and the user id. */
const chamadores: Record<string, { sessao: string; usuario: string }> = {};
const chamadas: Chamada[] = [];
let ultimaLinha = '-infinity';

/** Whatever of the student's data an answer could show: a search for any of these finds this student only. */
const MARCAS = [
  ...Object.values(PESSOAIS),
  PESSOAIS.data_nascimento.split('-').reverse().join('/'),
  // The family is the student's personal data too (the guardians' names carry 'quintanilha').
  RESPONSAVEL.cpf,
  // A PDF may set the name in capitals or cut it.
  'quintanilha',
];
const marcasEm = (texto: string) => MARCAS.filter((m) => texto.toLowerCase().includes(m.toLowerCase()));

/** The access-log rows written since the last call. */
async function linhasNovas(): Promise<Linha[]> {
  const linhas = await queryRows<Linha>(
    api.db,
    sql`select usuario_id, empresa_id, escola_id, aluno_id, recurso, created_at::text as created_at
        from acessos_dados_pessoais where created_at > ${ultimaLinha}::timestamptz order by created_at`,
  );
  if (linhas.length) ultimaLinha = linhas.at(-1)!.created_at;
  return linhas;
}

const idsDe = async (consulta: ReturnType<typeof sql>) => (await queryRows<{ id: string }>(api.db, consulta)).map((r) => r.id);

beforeAll(async () => {
  cenario = await cenarioDoTitular(api);
  const aluno = cenario.alunoId;
  const turma = cenario.turma.id;
  const ano = cenario.turma.ano_letivo;
  // Possíveis duplicados: a pending pair with the student, and a record merged into it (the list and the merges name it).
  await api.db.execute(sql`
    with outros as (
      insert into alunos (empresa_id, escola_id, matricula, nome, fundido_em)
      values (${api.ids.vv}, ${api.ids.principal}, 'DUP-REG-1', 'Par do titular', null),
             (${api.ids.vv}, ${api.ids.principal}, 'DUP-REG-2', 'Fundido no titular', now())
      returning id, matricula),
    par as (
      insert into duplicados_suspeitos (empresa_id, aluno_a, aluno_b, grau, motivo)
      select ${api.ids.vv}, least(id, ${aluno}::uuid), greatest(id, ${aluno}::uuid), 'possivel', 'Nome parecido e mesma data de nascimento'
      from outros where matricula = 'DUP-REG-1')
    insert into fusoes_alunos (empresa_id, aluno_mantido_id, aluno_fundido_id, movidos)
    select ${api.ids.vv}, ${aluno}::uuid, id, '{}'::jsonb from outros where matricula = 'DUP-REG-2'`);
  const [professor] = await queryRows<{ email: string }>(
    api.db,
    sql`select email from usuarios where id = ${cenario.professorId}`,
  );
  Object.assign(chamadores, {
    admin: { sessao: 'admin', usuario: api.ids.admin },
    empresa: { sessao: 'empresa', usuario: api.ids.empresa },
    gestor: { sessao: 'gestor', usuario: api.ids.gestor },
    // The professor who teaches the student's class (Matemática).
    professor: { sessao: await api.entrar(professor!.email, 'Chave-Segura-2026'), usuario: cenario.professorId },
    // The student themself, and another student of the network.
    titular: { sessao: cenario.sessaoDoAluno, usuario: cenario.usuarioId },
    aluno: { sessao: 'aluno', usuario: api.ids.aluno },
    empresa2: { sessao: 'empresa2', usuario: api.ids.empresa2 },
  });
  Object.assign(ids, {
    aluno: [aluno],
    turma: [turma],
    escola: [api.ids.principal],
    empresa: [api.ids.vv],
    disciplina: [cenario.mat.id],
    conselho: [cenario.conselho.id],
    avaliacao: await idsDe(sql`select id from avaliacoes where turma_id = ${turma}`),
    pendencia: await idsDe(sql`select id from pendencias where aluno_id = ${aluno}`),
    fechamento: await idsDe(
      sql`select id from fechamentos_bimestrais where turma_id = ${turma} and disciplina_id = ${cenario.mat.id} order by bimestre limit 1`,
    ),
    solicitacao: await idsDe(sql`select id from solicitacoes_titulares where aluno_id = ${aluno}`),
    usuario: [cenario.usuarioId],
    importacao: await idsDe(sql`select importacao_id as id from importacoes_linhas where aluno_id = ${aluno}`),
    mensagem: await idsDe(sql`select id from caixa_saida where para = ${RESPONSAVEL.telefone}`),
    codigo: await idsDe(sql`select codigo as id from documentos_emitidos where aluno_id = ${aluno}`),
    ano: [String(ano)],
  });
  // A queued report of the student's class, in each format, for each user who may ask for one.
  for (const quem of ['empresa', 'gestor']) {
    const pedidos: string[] = (relatoriosDe[quem] = []);
    for (const formato of ['pdf', 'xlsx']) {
      const res = await api.enviar('POST', '/api/relatorios', quem, {
        tipo: 'matriculas',
        formato,
        parametros: { escola_id: api.ids.principal, turma_id: turma, ano_letivo: ano },
      });
      expect(res.statusCode, res.body).toBe(202);
      pedidos.push(res.json<{ id: string }>().id);
    }
  }
  await processar(api);
  await linhasNovas();
});

/** The kind of id a path segment holds (`/api/conselhos/{id}` → conselho). */
const DO_SEGMENTO: Record<string, string> = {
  alunos: 'aluno',
  turmas: 'turma',
  escolas: 'escola',
  empresas: 'empresa',
  disciplinas: 'disciplina',
  conselhos: 'conselho',
  avaliacoes: 'avaliacao',
  pendencias: 'pendencia',
  'fechamentos-bimestrais': 'fechamento',
  solicitacoes: 'solicitacao',
  usuarios: 'usuario',
  'caixa-saida': 'mensagem',
  relatorios: 'relatorio',
  verificar: 'codigo',
  calendario: 'ano',
  importacoes: 'importacao',
};

function valores(nome: string, segmentoAnterior: string, quem: string): string[] {
  const tipo = ['id', 'codigo', 'ano'].includes(nome) ? DO_SEGMENTO[segmentoAnterior] : nome.replace(/_id$|Id$/, '');
  if (tipo === 'relatorio') return relatoriosDe[quem] ?? [];
  return tipo ? (ids[tipo] ?? []) : [];
}

/**
 * The URLs to call for a GET route as `quem`: its path with the student's ids, once with every id
 * filter and the required values set (bimestre 1, the year, the roll call's date), once with the
 * required ones only (but an export: unfiltered, it is the whole network's, and slow); each format
 * of a route that has them.
 */
function urls(caminho: string, parametros: Parametro[], quem: string): string[] {
  const partes = caminho.split('/');
  let caminhos = [''];
  partes.slice(1).forEach((parte, i) => {
    const nome = /^\{(.+)\}$/.exec(parte)?.[1];
    const opcoes = nome ? valores(nome, partes[i]!, quem) : [parte];
    caminhos = caminhos.flatMap((c) => opcoes.map((v) => `${c}/${v}`));
  });
  const ano = ids.ano![0]!;
  const [todos, obrigatorios] = [new URLSearchParams(), new URLSearchParams()];
  for (const p of parametros.filter((p) => p.in === 'query' && p.name !== 'formato')) {
    const valor = /_id$/.test(p.name)
      ? valores(p.name, '', quem)[0]
      : ({ bimestre: '1', ano_letivo: ano, data: `${ano}-03-10` } as Record<string, string>)[p.name];
    if (valor === undefined) continue;
    todos.set(p.name, valor);
    if (p.required) obrigatorios.set(p.name, valor);
  }
  const formatos = parametros.find((p) => p.name === 'formato')?.schema?.enum ?? [undefined];
  const variantes = caminho.endsWith('/exportar') ? [todos] : [todos, obrigatorios];
  const consultas = [...new Set(variantes.map(String))].flatMap((q) =>
    formatos.map((f) => {
      const c = new URLSearchParams(q);
      if (f) c.set('formato', f);
      return c.size ? `?${c}` : '';
    }),
  );
  return caminhos.flatMap((c) => consultas.map((q) => c + q));
}

/** What a user would read in an answer: a PDF's text and a spreadsheet's cells, not their compressed bytes. */
async function textoDaResposta(res: { statusCode: number; body: string; rawPayload: Buffer; headers: Record<string, unknown> }) {
  const tipo = String(res.headers['content-type'] ?? '');
  if (res.statusCode === 200 && tipo.startsWith('application/pdf')) return lerTextoPdf(res.rawPayload);
  if (res.statusCode === 200 && tipo.includes('spreadsheetml'))
    return JSON.stringify([...(await lerPlanilha(res.rawPayload)).values()]);
  return res.body;
}

let documento: Documento;
async function rotasGet() {
  documento ??= (await api.enviar('GET', '/api/docs/json')).json<Documento>();
  return Object.entries(documento.paths).filter(
    ([caminho, ops]) =>
      ops.get && caminho.startsWith('/api/') && !caminho.startsWith('/api/docs') && !caminho.startsWith('/api/auth/'),
  );
}

/** Calls every GET route as `quem` and keeps, for each call, what the answer showed and which rows it wrote. */
async function varrer(quem: string) {
  const { sessao } = chamadores[quem]!;
  await linhasNovas();
  for (const [caminho, ops] of await rotasGet()) {
    const rota = `GET ${caminho.replace(/\{([^}]+)\}/g, ':$1')}`;
    for (const url of urls(caminho, ops.get!.parameters ?? [], quem)) {
      const res = await api.enviar('GET', url, sessao);
      const texto = `${await textoDaResposta(res)} ${String(res.headers['content-disposition'] ?? '')}`;
      chamadas.push({ rota, quem, url, status: res.statusCode, marcas: marcasEm(texto), linhas: await linhasNovas() });
    }
  }
}

const declarada = (rota: string) => declaracoes.get(rota);
const registra = (rota: string): RecursoAcesso | null => {
  const d = declarada(rota);
  return d && 'recurso' in d ? d.recurso : null;
};

/** What is wrong with one call: an undeclared answer with the student's data, a row missing or out of place. */
function problemas(c: Chamada): string[] {
  const usuario = publicas.has(c.rota) ? null : chamadores[c.quem]!.usuario;
  const erros: string[] = [];
  const onde = `${c.quem} ${c.url} (${c.status})`;
  const recurso = registra(c.rota);
  const doAluno = c.linhas.filter((l) => l.aluno_id === cenario.alunoId);
  const ok = c.status >= 200 && c.status < 300;
  if (!ok && c.linhas.length) erros.push(`${onde}: um erro gravou ${c.linhas.length} linha(s)`);
  for (const l of c.linhas) {
    if (l.usuario_id !== usuario) erros.push(`${onde}: linha de outro usuário (${l.usuario_id})`);
    if (l.recurso !== recurso) erros.push(`${onde}: linha '${l.recurso}', a rota declara ${recurso ?? 'nada'}`);
  }
  if (c.quem === 'titular' && !publicas.has(c.rota)) {
    // The student reading their own data is the data subject, not an access. A public route reads no
    // session: whoever holds the code is anonymous there, the student included, and is logged so.
    if (doAluno.length) erros.push(`${onde}: o próprio aluno gerou linha sobre si`);
    return erros;
  }
  if (!c.marcas.length) return erros;
  if (!declarada(c.rota)) erros.push(`${onde}: mostra ${c.marcas.join(', ')} sem config.dadosPessoais`);
  else if (recurso && doAluno.length !== 1) erros.push(`${onde}: ${doAluno.length} linhas do aluno, esperada 1`);
  for (const l of doAluno)
    if (l.empresa_id !== api.ids.vv || l.escola_id !== api.ids.principal)
      erros.push(`${onde}: linha fora da rede e escola do aluno`);
  return erros;
}

describe('registro de acessos: toda resposta com dados pessoais de um aluno grava quem leu', () => {
  it('the student and their data are really there (so an answer without them means something)', async () => {
    const ficha = await api.enviar('GET', `/api/alunos/${cenario.alunoId}`, 'gestor');
    expect(marcasEm(ficha.body)).toEqual(expect.arrayContaining([PESSOAIS.nome, PESSOAIS.email, PESSOAIS.telefone]));
    expect((await rotasGet()).length).toBeGreaterThan(80);
  });

  it('every declaration names a known kind of access, and a route with an unknown one stops the server', async () => {
    const desconhecidas = [...declaracoes].filter(([, d]) => d && 'recurso' in d && !RECURSOS_ACESSO.includes(d.recurso));
    expect(desconhecidas).toEqual([]);
    expect([...declaracoes.values()].filter((d) => d && 'recurso' in d).length).toBeGreaterThan(30);

    const app = Fastify();
    const invalida = JSON.parse('{"recurso": "diario_de_classe", "alunos": null}') as DadosPessoais;
    const subir = async () => {
      await app.register(registroDeAcessosPlugin, { db: api.db });
      app.get('/api/teste', { config: { access: 'public', dadosPessoais: invalida }, handler: async () => ({}) });
      await app.ready();
    };
    await expect(subir()).rejects.toThrow(/recurso de acesso desconhecido/);
    await app.close();
  });

  // A walk over every route, with PDFs and spreadsheets read back, takes longer than one request's test.
  const VARREDURA = 240_000;
  for (const quem of ['admin', 'empresa', 'gestor', 'professor', 'titular', 'aluno']) {
    it(
      `every GET route as ${quem}: the student's data only from a declared route, with its row`,
      async () => {
        await varrer(quem);
        expect(chamadas.filter((c) => c.quem === quem).flatMap(problemas)).toEqual([]);
      },
      VARREDURA,
    );
  }

  it(
    "Serra Azul with Vale Verde's ids: none of the student's data, no row about a Vale Verde student",
    async () => {
      await varrer('empresa2');
      const daSerra = chamadas.filter((c) => c.quem === 'empresa2');
      // The public check of a document by its code shows the summary to anyone holding the code, signed in or not.
      expect(daSerra.filter((c) => c.marcas.length && !publicas.has(c.rota)).map((c) => c.url)).toEqual([]);
      const emNomeDaSerra = daSerra.flatMap((c) => c.linhas.filter((l) => l.usuario_id === api.ids.empresa2));
      expect(emNomeDaSerra.filter((l) => l.empresa_id !== api.ids.sa)).toEqual([]);
      expect(daSerra.flatMap(problemas)).toEqual([]);
      // Its own students' reads are logged under its own network.
      await api.enviar('GET', `/api/alunos?escola_id=${api.ids.domBosco}`, 'empresa2');
      const proprias = await linhasNovas();
      expect(proprias.length).toBeGreaterThan(0);
      expect(proprias.every((l) => l.empresa_id === api.ids.sa && l.escola_id === api.ids.domBosco)).toBe(true);
    },
    VARREDURA,
  );

  it('the walk reached every route, and every declared route logged a read of the student', () => {
    const rotas = new Set(chamadas.map((c) => c.rota));
    const semResposta = [...rotas].filter((r) => !chamadas.some((c) => c.rota === r && c.status >= 200 && c.status < 300));
    expect(semResposta.filter((r) => !FORA_DA_VARREDURA[r])).toEqual([]);
    const registradas = [...declaracoes.keys()].filter((r) => r.startsWith('GET ') && registra(r) && !SO_O_PROPRIO_ALUNO.has(r));
    const semLinha = registradas.filter(
      (r) => !chamadas.some((c) => c.rota === r && c.linhas.some((l) => l.aluno_id === cenario.alunoId)),
    );
    expect(semLinha).toEqual([]);
  });
});

describe('registro de acessos: falhas e o documento selado', () => {
  it('a failed insert turns the answer into a 500 that carries none of the data, JSON or file', async () => {
    await api.db.execute(sql`create function teste_recusar_acesso() returns trigger language plpgsql as $$
      begin raise exception 'registro de acessos indisponível'; end $$`);
    await api.db.execute(sql`create trigger teste_recusar_acesso before insert on acessos_dados_pessoais
      for each row execute function teste_recusar_acesso()`);
    try {
      for (const url of [
        `/api/alunos/${cenario.alunoId}`,
        `/api/turmas/${cenario.turma.id}/alunos/exportar`,
        `/api/alunos/${cenario.alunoId}/dados-pessoais?formato=json`,
      ]) {
        const res = await api.enviar('GET', url, 'empresa');
        expect(res.statusCode, url).toBe(500);
        expect(res.json().error.code, url).toBe('INTERNAL');
        expect(res.headers['content-disposition'], url).toBeUndefined();
        expect(marcasEm(res.body), url).toEqual([]);
      }
    } finally {
      await api.db.execute(sql`drop trigger teste_recusar_acesso on acessos_dados_pessoais`);
      await api.db.execute(sql`drop function teste_recusar_acesso()`);
    }
    expect((await api.enviar('GET', `/api/alunos/${cenario.alunoId}`, 'empresa')).statusCode).toBe(200);
  });

  it("opening an anonymised student's sealed document logs the read of that student", async () => {
    const alunoId = cenario.alunos.aprovado;
    const [{ nome }] = (await queryRows<{ nome: string }>(api.db, sql`select nome from alunos where id = ${alunoId}`)) as [
      { nome: string },
    ];
    const anonimizado = await api.enviar('POST', `/api/alunos/${alunoId}/anonimizar`, 'empresa', {
      motivo: 'Pedido de eliminação dos dados pelo responsável',
      confirmacao: 'ANONIMIZAR',
    });
    expect(anonimizado.statusCode, anonimizado.body).toBe(200);
    const [doc] = (
      await api.json<{ itens: { id: string; formato: string }[] }>(`/api/documentos-selados?aluno_id=${alunoId}`, 'empresa')
    ).itens.filter((d) => d.formato === 'pdf');
    await linhasNovas();
    const res = await api.enviar('POST', `/api/documentos-selados/${doc!.id}/abrir`, 'empresa', {
      motivo: 'Segunda via do histórico a pedido judicial',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lerTextoPdf(res.rawPayload)).toContain(nome);
    expect(await linhasNovas()).toEqual([
      expect.objectContaining({
        aluno_id: alunoId,
        usuario_id: api.ids.empresa,
        empresa_id: api.ids.vv,
        recurso: 'documento_selado',
      }),
    ]);
  });
});
