import { beforeEach, describe, expect, it } from 'vitest';
import type { ChamadaDados } from '../../../../domain/schemas/frequencia';
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

function fila() {
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
    pedir: async (_url, init) => {
      if (!sessao) return new Response('{"error":{"code":"UNAUTHENTICATED","message":"Sessão expirada"}}', { status: 401 });
      const dono = (init.headers as Record<string, string>)['x-dono-da-fila'];
      if (dono !== sessao)
        return new Response('{"error":{"code":"FILA_DE_OUTRO_USUARIO","message":"de outro usuário"}}', { status: 403 });
      recebidas.push({ dono, data: (JSON.parse(String(init.body)) as ChamadaDados).data });
      return new Response('{}', { status: 200 });
    },
  });
}

beforeEach(() => {
  dados = new Map();
  agora = Date.parse('2026-03-10T12:00:00Z');
  sessao = null;
  recebidas = [];
  sessaoPerdida = 0;
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
