import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificacoes, usuarios } from '../../db/schema';
import { prepararApi } from '../../../test/api';

const api = prepararApi();
const { enviar } = api;

interface Notificacao {
  id: string;
  titulo: string;
  mensagem: string;
  tipo: string;
  lida: boolean;
  link: string | null;
  criada_em: string;
}
interface Lista {
  itens: Notificacao[];
  nao_lidas: number;
}

const list = (cookie?: string) => enviar('GET', '/api/notificacoes', cookie);
const read = async (cookie: string): Promise<Lista> => {
  const res = await list(cookie);
  expect(res.statusCode).toBe(200);
  return res.json();
};

async function storedFor(email: string) {
  const [user] = await api.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  return api.db.select().from(notificacoes).where(eq(notificacoes.usuario_id, user!.id));
}

/**
 * The sample notifications each demo account starts with: each event in its own network and
 * for the roles it concerns, the system update for everybody.
 */
const AMOSTRAS: Record<string, string[]> = {
  admin: ['Sistema atualizado'],
  empresa: ['Nova matrícula realizada', 'Frequência pendente', 'Sistema atualizado'],
  gestor: ['Nova matrícula realizada', 'Frequência pendente', 'Sistema atualizado'],
  professor: ['Frequência pendente', 'Sistema atualizado'],
  aluno: ['Sistema atualizado'],
  empresa2: ['Nova matrícula realizada', 'Frequência pendente', 'Sistema atualizado'],
};
const DEMO_USERS = Object.keys(AMOSTRAS);
const LINKS: Record<string, [string, string | null]> = {
  'Nova matrícula realizada': ['success', '/dashboard'],
  'Frequência pendente': ['warning', '/frequencia'],
  'Sistema atualizado': ['info', null],
};

describe('GET /api/notificacoes', () => {
  it('401 without a session', async () => {
    const res = await list();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it.each(DEMO_USERS)('%s starts with the sample notifications of its own network and role, unread, newest first', async (u) => {
    const { itens, nao_lidas } = await read(await api.entrar(`${u}@demo.escola.br`));
    expect(nao_lidas).toBe(AMOSTRAS[u]!.length);
    expect(itens.map((n) => n.titulo)).toEqual(AMOSTRAS[u]);
    const times = itens.map((n) => Date.parse(n.criada_em));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const n of itens) {
      expect(Object.keys(n).sort()).toEqual(['criada_em', 'id', 'lida', 'link', 'mensagem', 'tipo', 'titulo']);
      expect(n.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(n.lida).toBe(false);
      expect(['success', 'warning', 'error', 'info']).toContain(n.tipo);
      expect(n.mensagem.length).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(n.criada_em))).toBe(false);
    }
    expect(itens.map((n) => [n.tipo, n.link])).toEqual(AMOSTRAS[u]!.map((titulo) => LINKS[titulo]));
  });

  it('tells each network of its own events only: Serra Azul never hears of a Vale Verde student or class', async () => {
    const valeVerde = await read(await api.entrar('empresa@demo.escola.br'));
    const serraAzul = await read(await api.entrar('empresa2@demo.escola.br'));
    expect(valeVerde.itens[0]!.mensagem).toBe('Lucas Almeida Souza foi matriculado na turma 6º Ano A.');
    const textoSA = JSON.stringify(serraAzul);
    expect(textoSA).not.toContain('Lucas Almeida Souza');
    expect(textoSA).not.toContain('EMEF');
    expect(serraAzul.itens[0]!.mensagem).toMatch(/ foi matriculad[oa] na turma .+ da Escola Estadual /);
    // The aluno is not told to take a roll call.
    expect(JSON.stringify(await read(await api.entrar('aluno@demo.escola.br')))).not.toContain('Registre a chamada');
  });

  it('lists only the caller’s own notifications', async () => {
    const mine = await read(await api.entrar('gestor@demo.escola.br'));
    const theirs = await read(await api.entrar('professor@demo.escola.br'));
    const overlap = mine.itens.filter((n) => theirs.itens.some((o) => o.id === n.id));
    expect(overlap).toEqual([]);
  });
});

describe('marking, removing and clearing (one user’s lifecycle)', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await api.entrar('gestor@demo.escola.br');
  });

  it('marks one read: nao_lidas 3 → 2 and only that one changes', async () => {
    const before = await read(cookie);
    const target = before.itens[1]!;
    const res = await enviar('POST', `/api/notificacoes/${target.id}/ler`, cookie);
    expect(res.statusCode).toBe(204);
    const after = await read(cookie);
    expect(after.nao_lidas).toBe(2);
    expect(after.itens.map((n) => [n.id, n.lida])).toEqual(before.itens.map((n) => [n.id, n.id === target.id]));
    // Marking it again is harmless.
    expect((await enviar('POST', `/api/notificacoes/${target.id}/ler`, cookie)).statusCode).toBe(204);
    expect((await read(cookie)).nao_lidas).toBe(2);
  });

  it("'ler-todas' marks every one read: nao_lidas 0", async () => {
    expect((await enviar('POST', '/api/notificacoes/ler-todas', cookie)).statusCode).toBe(204);
    const after = await read(cookie);
    expect(after.nao_lidas).toBe(0);
    expect(after.itens).toHaveLength(3);
    expect(after.itens.every((n) => n.lida)).toBe(true);
  });

  it('removes one: it is gone, the others stay; removing it again → 404', async () => {
    const before = await read(cookie);
    const target = before.itens[0]!;
    expect((await enviar('DELETE', `/api/notificacoes/${target.id}`, cookie)).statusCode).toBe(204);
    const after = await read(cookie);
    expect(after.itens.map((n) => n.id)).toEqual(before.itens.slice(1).map((n) => n.id));
    const again = await enviar('DELETE', `/api/notificacoes/${target.id}`, cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('NOT_FOUND');
  });

  it('clears all: the list is empty and other users keep theirs', async () => {
    expect((await enviar('DELETE', '/api/notificacoes', cookie)).statusCode).toBe(204);
    expect(await read(cookie)).toEqual({ itens: [], nao_lidas: 0 });
    expect(await storedFor('gestor@demo.escola.br')).toHaveLength(0);
    expect(await storedFor('professor@demo.escola.br')).toHaveLength(2);
  });
});

describe("another user's notification", () => {
  it('is not found on read or delete, and stays untouched for its owner', async () => {
    const owner = await api.entrar('empresa@demo.escola.br');
    const intruder = await api.entrar('empresa2@demo.escola.br');
    const target = (await read(owner)).itens[0]!;

    const readRes = await enviar('POST', `/api/notificacoes/${target.id}/ler`, intruder);
    expect(readRes.statusCode).toBe(404);
    expect(readRes.json().error.code).toBe('NOT_FOUND');
    expect(readRes.body).not.toContain(target.titulo);

    const delRes = await enviar('DELETE', `/api/notificacoes/${target.id}`, intruder);
    expect(delRes.statusCode).toBe(404);

    const ownerView = await read(owner);
    expect(ownerView.nao_lidas).toBe(3);
    expect(ownerView.itens.find((n) => n.id === target.id)).toMatchObject({ id: target.id, lida: false });
    // The intruder's own list did not change either.
    expect((await read(intruder)).nao_lidas).toBe(3);
  });

  it('an unknown uuid is 404 too', async () => {
    const cookie = await api.entrar('admin@demo.escola.br');
    const res = await enviar('POST', '/api/notificacoes/00000000-0000-4000-8000-000000000000/ler', cookie);
    expect(res.statusCode).toBe(404);
  });
});

describe('bad input and cross-site requests', () => {
  it.each([
    ['POST', '/api/notificacoes/nao-e-uuid/ler'],
    ['DELETE', '/api/notificacoes/123'],
  ] as const)('%s %s → 400 VALIDATION_ERROR with a field', async (method, url) => {
    const res = await enviar(method, url, await api.entrar('professor@demo.escola.br'));
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toBeDefined();
    expect(Object.keys(error.fields)).toContain('id');
  });

  it('a POST or DELETE from a foreign origin is refused with 403 and changes nothing', async () => {
    const cookie = await api.entrar('aluno@demo.escola.br');
    const target = (await read(cookie)).itens[0]!;
    const evil = 'https://evil.example';
    const r1 = await enviar('POST', '/api/notificacoes/ler-todas', cookie, undefined, { origin: evil });
    expect(r1.statusCode).toBe(403);
    expect(r1.json().error.code).toBe('FORBIDDEN');
    expect((await enviar('POST', `/api/notificacoes/${target.id}/ler`, cookie, undefined, { origin: evil })).statusCode).toBe(
      403,
    );
    expect((await enviar('DELETE', '/api/notificacoes', cookie, undefined, { origin: evil })).statusCode).toBe(403);
    const after = await read(cookie);
    expect(after.nao_lidas).toBe(1);
    expect(after.itens).toHaveLength(1);
  });

  it('a state change without a session is 401', async () => {
    const res = await enviar('POST', '/api/notificacoes/ler-todas');
    expect(res.statusCode).toBe(401);
  });
});
