import { beforeEach, describe, expect, it } from 'vitest';
import { CODIGOS_DE_ERRO } from '../../../../domain/erros';
import { MENSAGENS_TRAVA } from '../../../../domain/fechamento/mensagens';
import type { Chamada, ChamadaDados } from '../../../../domain/schemas/frequencia';
import { type ArmazemDaFila, type DonoDaFila, PRAZO_DA_FILA_DIAS, PRAZO_DO_AVISO_DIAS, criarFila } from './fila';

/**
 * The offline queue on a shared device, over a Map (the app's IndexedDB) and a fake server that
 * records every PUT with the owner it names and answers as the session would.
 */
const DIA = 24 * 60 * 60 * 1000;
const PROFESSOR: DonoDaFila = { usuario_id: 'prof-vv', empresa_id: 'vale-verde' };
const GESTOR: DonoDaFila = { usuario_id: 'gestor-vv', empresa_id: 'vale-verde' };
const SERRA_AZUL: DonoDaFila = { usuario_id: 'empresa-sa', empresa_id: 'serra-azul' };

const chamada = (data: string, turma = 'turma-6b'): ChamadaDados => ({
  turma_id: turma,
  disciplina_id: 'matematica',
  data,
  itens: [
    { aluno_id: 'a1', presente: true, justificativa: null, observacoes: null, updated_at: null },
    { aluno_id: 'a2', presente: false, justificativa: null, observacoes: 'chegou doente', updated_at: null },
  ],
});
const nomes = { turma: '6º Ano B', disciplina: 'Matemática — 6º Ano' };

let dados: Map<string, unknown>;
let agora: number;
/** Who the server's session is (null: it answers 401), and what it received. */
let sessao: string | null;
let recebidas: { dono: string | undefined; data: string }[];
let sessaoPerdida: number;

type Pedir = (url: string, init: RequestInit) => Promise<Response>;

/** The server as the signed-in session (`sessao`) answers a send: 401 with none, 403 for another owner's, else 200. */
const servidorDaSessao: Pedir = async (_url, init) => {
  if (!sessao) return new Response('{"error":{"code":"UNAUTHENTICATED","message":"Sessão expirada"}}', { status: 401 });
  const dono = (init.headers as Record<string, string>)['x-dono-da-fila'];
  if (dono !== sessao)
    return new Response('{"error":{"code":"FILA_DE_OUTRO_USUARIO","message":"de outro usuário"}}', { status: 403 });
  recebidas.push({ dono, data: (JSON.parse(String(init.body)) as ChamadaDados).data });
  return new Response('{}', { status: 200 });
};

let avisos: number;

function fila(pedir: Pedir = servidorDaSessao) {
  const armazem: ArmazemDaFila = {
    ler: async (k) => dados.get(k),
    gravar: async (k, v) => void dados.set(k, structuredClone(v)),
    apagar: async (k) => void dados.delete(k),
    entradas: async () => [...dados.entries()],
  };
  return criarFila({
    armazem,
    agora: () => agora,
    aoPerderSessao: () => void (sessaoPerdida += 1),
    avisar: () => void (avisos += 1),
    pedir,
  });
}

beforeEach(() => {
  dados = new Map();
  agora = Date.parse('2026-03-10T12:00:00Z');
  sessao = null;
  recebidas = [];
  sessaoPerdida = 0;
  avisos = 0;
});

describe('offline roll-call queue: owned by who took it', () => {
  it("each item records its owner and is listed only for them; two users' versions of one roll call are kept apart", async () => {
    const f = fila();
    const item = await f.guardar(chamada('2026-03-09'), nomes, PROFESSOR);
    expect(item.dono).toEqual(PROFESSOR);
    await f.guardar(chamada('2026-03-09'), nomes, GESTOR);
    expect((await f.listar(PROFESSOR)).map((i) => i.dono.usuario_id)).toEqual(['prof-vv']);
    expect((await f.listar(GESTOR)).map((i) => i.dono.usuario_id)).toEqual(['gestor-vv']);
    expect(await f.listar(SERRA_AZUL)).toEqual([]);
    // The same user id under another network is not the owner.
    expect(await f.listar({ ...PROFESSOR, empresa_id: 'serra-azul' })).toEqual([]);
    expect(await f.ler(item.id, GESTOR)).toMatchObject({ dono: GESTOR });
  });

  it("a session that ended (401) keeps the queue; another user's session never sends it; the owner's does, naming them", async () => {
    const f = fila();
    await f.guardar(chamada('2026-03-09'), nomes, PROFESSOR);

    expect((await f.sincronizar(PROFESSOR, true)).enviadas).toEqual([]);
    expect(sessaoPerdida).toBe(1);
    expect((await f.listar(PROFESSOR))[0]).toMatchObject({ estado: 'aguardando', erro: null });

    sessao = GESTOR.usuario_id;
    expect(await f.sincronizar(GESTOR, true)).toEqual({ enviadas: [], descartadas: [] });
    sessao = SERRA_AZUL.usuario_id;
    expect(await f.sincronizar(SERRA_AZUL, true)).toEqual({ enviadas: [], descartadas: [] });
    expect(recebidas).toEqual([]);
    expect(await f.listar(PROFESSOR)).toHaveLength(1);

    sessao = PROFESSOR.usuario_id;
    const { enviadas } = await f.sincronizar(PROFESSOR, true);
    expect(enviadas.map((i) => i.input.data)).toEqual(['2026-03-09']);
    expect(recebidas).toEqual([{ dono: 'prof-vv', data: '2026-03-09' }]);
    expect(await f.listar(PROFESSOR)).toEqual([]);
  });

  it("the server refusing the owner (the session is someone else's) keeps it waiting, not refused", async () => {
    const f = fila();
    await f.guardar(chamada('2026-03-09'), nomes, PROFESSOR);
    sessao = GESTOR.usuario_id;
    // The page still believes the professor is signed in; the server's session is the gestor's.
    expect((await f.sincronizar(PROFESSOR, true)).enviadas).toEqual([]);
    expect(sessaoPerdida).toBe(1);
    expect((await f.listar(PROFESSOR))[0]).toMatchObject({ estado: 'aguardando', erro: null });
  });

  it(`set aside when someone else signs in; kept ${PRAZO_DA_FILA_DIAS} days for the owner, who gets it back`, async () => {
    const f = fila();
    await f.guardar(chamada('2026-03-09'), nomes, PROFESSOR);
    await f.sincronizar(null, true);
    expect((await f.listar(PROFESSOR))[0]!.apartada_em).toBeNull();

    sessao = GESTOR.usuario_id;
    await f.sincronizar(GESTOR, true);
    expect((await f.listar(PROFESSOR))[0]!.apartada_em).toBe('2026-03-10T12:00:00.000Z');
    agora += PRAZO_DA_FILA_DIAS * DIA - 1;
    await f.sincronizar(GESTOR, true);
    await f.sincronizar(null, true);
    expect(await f.listar(PROFESSOR)).toHaveLength(1);

    // Back with its owner, still offline: no longer set aside; the time starts again next time.
    sessao = PROFESSOR.usuario_id;
    await f.sincronizar(PROFESSOR, false);
    expect((await f.listar(PROFESSOR))[0]!.apartada_em).toBeNull();
    expect(recebidas).toEqual([]);
  });

  it('discarded once set aside too long, even with nobody signed in; the owner is told once which ones, and nothing is sent', async () => {
    const f = fila();
    await f.guardar(chamada('2026-03-09'), nomes, PROFESSOR);
    await f.guardar(chamada('2026-03-06', 'turma-6a'), { ...nomes, turma: '6º Ano A' }, PROFESSOR);
    await f.guardar(chamada('2026-03-09'), nomes, SERRA_AZUL);
    sessao = GESTOR.usuario_id;
    await f.sincronizar(GESTOR, true);

    agora += PRAZO_DA_FILA_DIAS * DIA;
    await f.sincronizar(null, false);
    expect(await f.listar(PROFESSOR)).toEqual([]);
    expect(await f.listar(SERRA_AZUL)).toEqual([]);
    // The notices hold no student's data.
    expect(JSON.stringify([...dados.values()])).not.toContain('chegou doente');

    sessao = PROFESSOR.usuario_id;
    const { enviadas, descartadas } = await f.sincronizar(PROFESSOR, true);
    expect(enviadas).toEqual([]);
    expect(descartadas).toEqual([
      expect.objectContaining({ turma_nome: '6º Ano A', disciplina_nome: 'Matemática — 6º Ano', data: '2026-03-06' }),
      expect.objectContaining({ turma_nome: '6º Ano B', disciplina_nome: 'Matemática — 6º Ano', data: '2026-03-09' }),
    ]);
    expect(recebidas).toEqual([]);
    expect((await f.sincronizar(PROFESSOR, true)).descartadas).toEqual([]);
    // Serra Azul's notice waits for its own owner, then goes too.
    agora += PRAZO_DO_AVISO_DIAS * DIA;
    await f.sincronizar(null, false);
    expect(dados.size).toBe(0);
  });

  it("the owner's own roll calls never expire while they are the one signed in", async () => {
    const f = fila();
    await f.guardar(chamada('2026-03-09'), nomes, PROFESSOR);
    agora += 30 * DIA;
    sessao = PROFESSOR.usuario_id;
    await f.sincronizar(PROFESSOR, false);
    await f.sincronizar(null, false);
    expect(await f.listar(PROFESSOR)).toHaveLength(1);
    expect((await f.sincronizar(PROFESSOR, true)).enviadas).toHaveLength(1);
  });

  it('a roll call kept before owners were recorded is never sent, and leaves once set aside too long', async () => {
    const f = fila();
    dados.set('turma-6b:matematica:2026-03-09', {
      id: 'turma-6b:matematica:2026-03-09',
      chave: 'k'.repeat(32),
      input: chamada('2026-03-09'),
      turma_nome: '6º Ano B',
      disciplina_nome: 'Matemática — 6º Ano',
      guardada_em: '2026-03-09T12:00:00.000Z',
      estado: 'aguardando',
      erro: null,
    });
    sessao = PROFESSOR.usuario_id;
    await f.sincronizar(PROFESSOR, true);
    expect(recebidas).toEqual([]);
    agora += PRAZO_DA_FILA_DIAS * DIA;
    expect((await f.sincronizar(PROFESSOR, true)).descartadas).toEqual([]);
    expect(dados.size).toBe(0);
  });
});

/** Every request the queue makes, as the server saw it. */
interface Pedido {
  metodo: string;
  url: string;
  chave: string | undefined;
  dono: string | undefined;
  corpo: ChamadaDados | undefined;
}

const resposta = (status: number, corpo: unknown) => new Response(JSON.stringify(corpo), { status });
const recusa = (status: number, code: string, message: string) => resposta(status, { error: { code, message } });

/** What the server holds for a roll call: these marks, saved (updated_at set). */
const noServidor = (input: ChamadaDados, presente: (alunoId: string) => boolean): Chamada => ({
  turma: { id: input.turma_id, nome: '6º Ano B', escola_id: 'escola' },
  disciplina: { id: input.disciplina_id, nome: 'Matemática' },
  data: input.data,
  registrada: true,
  pode_editar: true,
  nao_letivo: null,
  fechado: null,
  itens: input.itens.map((i) => ({
    ...i,
    presente: presente(i.aluno_id),
    aluno_nome: i.aluno_id,
    aluno_matricula: i.aluno_id,
    frequencia_id: null,
    updated_at: '2026-03-10T11:00:00.000Z',
  })),
});

describe('offline roll-call queue: what the teacher sees waiting, sent and refused', () => {
  let pedidos: Pedido[];
  /** The answer to the next PUT (a thrown error: no answer at all); 200 when it gives none. */
  let responderPut: () => Response | Promise<Response>;
  /** What GET /api/frequencias/chamada answers (null: 404). */
  let chamadaNoServidor: Chamada | null;

  const servidor: Pedir = async (url, init) => {
    const cabecalhos = (init.headers ?? {}) as Record<string, string>;
    const metodo = init.method ?? 'GET';
    pedidos.push({
      metodo,
      url,
      chave: cabecalhos['idempotency-key'],
      dono: cabecalhos['x-dono-da-fila'],
      corpo: init.body ? (JSON.parse(String(init.body)) as ChamadaDados) : undefined,
    });
    if (metodo === 'GET')
      return chamadaNoServidor ? resposta(200, chamadaNoServidor) : recusa(404, 'NOT_FOUND', 'Recurso não encontrado.');
    return responderPut();
  };
  const envios = () => pedidos.filter((p) => p.metodo === 'PUT');

  beforeEach(() => {
    pedidos = [];
    responderPut = () => resposta(200, {});
    chamadaNoServidor = null;
  });

  it('a roll call taken offline waits on the device with its counts; taking it again replaces it; nothing goes without a connection', async () => {
    const f = fila(servidor);
    const primeira = await f.guardar(chamada('2026-03-09'), nomes, PROFESSOR);
    expect(primeira).toMatchObject({ presentes: 1, faltas: 1, estado: 'aguardando', erro: null, turma_nome: '6º Ano B' });
    // The screens re-read the queue when it changes.
    expect(avisos).toBe(1);

    // Corrected before the connection returned: still one roll call for that class, subject and date, the new marks.
    const todosPresentes = chamada('2026-03-09');
    todosPresentes.itens[1] = { ...todosPresentes.itens[1]!, presente: true };
    const corrigida = await f.guardar(todosPresentes, nomes, PROFESSOR);
    agora += 60_000;
    await f.guardar(chamada('2026-03-10'), nomes, PROFESSOR);
    const lista = await f.listar(PROFESSOR);
    expect(lista.map((i) => [i.input.data, i.presentes, i.faltas])).toEqual([
      ['2026-03-09', 2, 0],
      ['2026-03-10', 1, 1],
    ]);
    // A different request: a different Idempotency-Key.
    expect(corrigida.chave).not.toBe(primeira.chave);

    expect(await f.sincronizar(PROFESSOR, false)).toEqual({ enviadas: [], descartadas: [] });
    expect(pedidos).toEqual([]);
    expect(await f.listar(PROFESSOR)).toHaveLength(2);
  });

  it('each waiting roll call is sent once, oldest first, with its Idempotency-Key and its owner, and leaves the device', async () => {
    const f = fila(servidor);
    const antiga = await f.guardar(chamada('2026-03-06', 'turma-6a'), { ...nomes, turma: '6º Ano A' }, PROFESSOR);
    agora += 60_000;
    const nova = await f.guardar(chamada('2026-03-09'), nomes, PROFESSOR);

    const { enviadas } = await f.sincronizar(PROFESSOR, true);
    // The toast counts these ("2 chamadas guardadas enviadas ao servidor").
    expect(enviadas.map((i) => i.id)).toEqual([antiga.id, nova.id]);
    expect(envios()).toEqual([
      { metodo: 'PUT', url: '/api/frequencias/chamada', chave: antiga.chave, dono: 'prof-vv', corpo: antiga.input },
      { metodo: 'PUT', url: '/api/frequencias/chamada', chave: nova.chave, dono: 'prof-vv', corpo: nova.input },
    ]);
    expect(await f.listar(PROFESSOR)).toEqual([]);

    // The connection "returns" again: nothing left to send.
    expect((await f.sincronizar(PROFESSOR, true)).enviadas).toEqual([]);
    expect(envios()).toHaveLength(2);
  });

  it('two rounds at once (the page loading as the connection returns) still send each roll call once', async () => {
    const f = fila(servidor);
    await f.guardar(chamada('2026-03-09'), nomes, PROFESSOR);
    const [a, b] = await Promise.all([f.sincronizar(PROFESSOR, true), f.sincronizar(PROFESSOR, true)]);
    expect([...a.enviadas, ...b.enviadas]).toHaveLength(1);
    expect(envios()).toHaveLength(1);
  });

  it('no answer or a server error keeps the roll call waiting, the others untried; the next attempt is the same request', async () => {
    const f = fila(servidor);
    const item = await f.guardar(chamada('2026-03-09'), nomes, PROFESSOR);
    agora += 60_000;
    await f.guardar(chamada('2026-03-10'), nomes, PROFESSOR);

    responderPut = () => Promise.reject(new TypeError('Failed to fetch'));
    expect((await f.sincronizar(PROFESSOR, true)).enviadas).toEqual([]);
    responderPut = () => recusa(503, 'INTERNAL_ERROR', 'Serviço indisponível');
    expect((await f.sincronizar(PROFESSOR, true)).enviadas).toEqual([]);
    // One try per round: the queue waits for the connection instead of spending the rest.
    expect(envios().map((p) => p.corpo?.data)).toEqual(['2026-03-09', '2026-03-09']);
    expect((await f.listar(PROFESSOR)).map((i) => [i.estado, i.erro])).toEqual([
      ['aguardando', null],
      ['aguardando', null],
    ]);
    expect(sessaoPerdida).toBe(0);

    responderPut = () => resposta(200, {});
    expect((await f.sincronizar(PROFESSOR, true)).enviadas).toHaveLength(2);
    // The same Idempotency-Key every time: a first attempt that did reach the server is not recorded twice.
    expect(
      envios()
        .filter((p) => p.corpo?.data === '2026-03-09')
        .map((p) => p.chave),
    ).toEqual([item.chave, item.chave, item.chave]);
    expect(await f.listar(PROFESSOR)).toEqual([]);
  });

  it("a refusal (a closed bimestre) stays with the server's reason, is not sent again, and leaves when the teacher dismisses it", async () => {
    const f = fila(servidor);
    const item = await f.guardar(chamada('2026-03-09'), nomes, PROFESSOR);
    const motivo = MENSAGENS_TRAVA.bimestreFechado(1, 'Matemática', '6º Ano B');
    responderPut = () => recusa(409, CODIGOS_DE_ERRO.periodoFechado, motivo);
    // What the server holds differs (a2 present there): not an earlier send of this one.
    chamadaNoServidor = noServidor(item.input, () => true);

    expect((await f.sincronizar(PROFESSOR, true)).enviadas).toEqual([]);
    expect(await f.listar(PROFESSOR)).toEqual([expect.objectContaining({ id: item.id, estado: 'recusada', erro: motivo })]);

    const antes = pedidos.length;
    expect((await f.sincronizar(PROFESSOR, true)).enviadas).toEqual([]);
    expect(pedidos).toHaveLength(antes);

    await f.descartar(item.id, PROFESSOR);
    expect(await f.listar(PROFESSOR)).toEqual([]);
  });

  it('a refused roll call does not hold back the next one', async () => {
    const f = fila(servidor);
    await f.guardar(chamada('2026-03-09'), nomes, PROFESSOR);
    agora += 60_000;
    await f.guardar(chamada('2026-03-10'), nomes, PROFESSOR);
    responderPut = () =>
      envios().length === 1 ? recusa(400, CODIGOS_DE_ERRO.validacao, 'Justificativa inválida') : resposta(200, {});

    const { enviadas } = await f.sincronizar(PROFESSOR, true);
    expect(enviadas.map((i) => i.input.data)).toEqual(['2026-03-10']);
    expect(await f.listar(PROFESSOR)).toEqual([
      expect.objectContaining({ estado: 'recusada', erro: 'Justificativa inválida', input: chamada('2026-03-09') }),
    ]);
  });

  it('a conflict where the server already holds these very marks (an earlier send whose answer was lost) counts as sent', async () => {
    const f = fila(servidor);
    const item = await f.guardar(chamada('2026-03-09'), nomes, PROFESSOR);
    responderPut = () => recusa(409, CODIGOS_DE_ERRO.conflito, 'Registro alterado por outra pessoa');
    chamadaNoServidor = noServidor(item.input, (alunoId) => alunoId === 'a1');

    expect((await f.sincronizar(PROFESSOR, true)).enviadas.map((i) => i.id)).toEqual([item.id]);
    expect(pedidos.at(-1)).toMatchObject({
      metodo: 'GET',
      url: '/api/frequencias/chamada?turma_id=turma-6b&disciplina_id=matematica&data=2026-03-09',
    });
    expect(await f.listar(PROFESSOR)).toEqual([]);
  });
});
