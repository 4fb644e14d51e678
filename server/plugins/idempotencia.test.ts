// @motores: requisições concorrentes decididas por uma restrição única
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alunos, auditoria, chavesIdempotencia, escolas, frequencias } from '../db/schema';
import { ORIGIN, type TestApp, createTestApp } from '../../test/app';
import { diasLetivosLivres } from '../../test/calendario';
import { cenarioAvaliacao, matriculasDesdeOAnoPassado } from '../../test/cenario-avaliacao';

/** A double click sends the same form twice with the same Idempotency-Key: one record, one answer. */
let t: TestApp;
const cookies: Record<string, string> = {};
let escolaId = '';

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['empresa', 'gestor', 'professor']) cookies[u] = await t.login(`${u}@demo.escola.br`);
  escolaId = (await t.database.db.select().from(escolas).where(eq(escolas.nome, 'EMEF Professora Maria das Dores Silva')))[0]!.id;
});
afterAll(() => t.close());

const chave = () => crypto.randomUUID();
const pedir = (method: 'POST' | 'PUT', url: string, user: string, payload: object, key?: string) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie: cookies[user], ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const post = (url: string, user: string, payload: object, key?: string) => pedir('POST', url, user, payload, key);
const alunosChamados = async (nome: string) => (await t.database.db.select().from(alunos).where(eq(alunos.nome, nome))).length;
const escolasChamadas = async (nome: string) => (await t.database.db.select().from(escolas).where(eq(escolas.nome, nome))).length;

describe('Idempotency-Key on creating POSTs', () => {
  it('two POSTs of a student with the same key create one student and answer the first result twice', async () => {
    const key = chave();
    const corpo = { nome: 'Clique Duplo da Silva', escola_id: escolaId };
    const primeira = await post('/api/alunos', 'gestor', corpo, key);
    const segunda = await post('/api/alunos', 'gestor', corpo, key);
    expect(primeira.statusCode, primeira.body).toBe(201);
    expect(segunda.statusCode).toBe(201);
    expect(segunda.json()).toEqual(primeira.json());
    expect(segunda.headers['idempotent-replayed']).toBe('true');
    expect(await alunosChamados('Clique Duplo da Silva')).toBe(1);

    // Another submission of the same form (a new key) is a new student.
    expect((await post('/api/alunos', 'gestor', corpo, chave())).statusCode).toBe(201);
    expect(await alunosChamados('Clique Duplo da Silva')).toBe(2);
  });

  it('two POSTs of a school with the same key create one school; a different key creates a second', async () => {
    const key = chave();
    const corpo = { nome: 'Escola do Clique Duplo' };
    const [a, b] = [await post('/api/escolas', 'empresa', corpo, key), await post('/api/escolas', 'empresa', corpo, key)];
    expect(a.statusCode, a.body).toBe(201);
    expect(b.json().id).toBe(a.json().id);
    expect(await escolasChamadas('Escola do Clique Duplo')).toBe(1);
    expect((await post('/api/escolas', 'empresa', corpo, chave())).statusCode).toBe(201);
    expect(await escolasChamadas('Escola do Clique Duplo')).toBe(2);
  });

  it('two requests arriving together with one key still create one student (the second waits for the first)', async () => {
    const key = chave();
    const corpo = { nome: 'Cliques Simultâneos', escola_id: escolaId };
    const respostas = await Promise.all([post('/api/alunos', 'gestor', corpo, key), post('/api/alunos', 'gestor', corpo, key)]);
    expect(respostas.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(respostas[1].json().id).toBe(respostas[0].json().id);
    expect(await alunosChamados('Cliques Simultâneos')).toBe(1);
  });

  it('without a key every POST runs, as before', async () => {
    const corpo = { nome: 'Escola Sem Chave' };
    await post('/api/escolas', 'empresa', corpo);
    await post('/api/escolas', 'empresa', corpo);
    expect(await escolasChamadas('Escola Sem Chave')).toBe(2);
  });

  it('a refused request frees its key: the corrected retry with the same key runs', async () => {
    const key = chave();
    const recusada = await post('/api/alunos', 'gestor', { nome: '', escola_id: escolaId }, key);
    expect(recusada.statusCode).toBe(400);
    const corrigida = await post('/api/alunos', 'gestor', { nome: 'Depois do Erro', escola_id: escolaId }, key);
    expect(corrigida.statusCode, corrigida.body).toBe(201);
    const deOutroUsuario = await post('/api/escolas', 'empresa', { nome: 'Outra Rota' }, key);
    expect(deOutroUsuario.statusCode, 'a key is per user: the empresa may use the same value').toBe(201);
    // Once it answered, the same key with other data is refused, never answered with the old result.
    const mesmaChaveOutrosDados = await post('/api/alunos', 'gestor', { nome: 'Outro Nome', escola_id: escolaId }, key);
    expect(mesmaChaveOutrosDados.statusCode).toBe(422);
    expect(mesmaChaveOutrosDados.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await alunosChamados('Outro Nome')).toBe(0);
  });

  it('a malformed key is a 400 naming the header; a kept key records its route and status', async () => {
    const res = await post('/api/escolas', 'empresa', { nome: 'Chave Ruim' }, 'a b');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('Idempotency-Key');
    const key = chave();
    await post('/api/alunos', 'gestor', { nome: 'Da Chave do Gestor', escola_id: escolaId }, key);
    const [linha] = await t.database.db.select().from(chavesIdempotencia).where(eq(chavesIdempotencia.chave, key));
    expect(linha).toMatchObject({ rota: 'POST /api/alunos', status: 201 });
  });
});

describe('Idempotency-Key on the roll call PUT (the offline queue resends it with the key of its first send)', () => {
  it('the same PUT twice with one key saves and audits once and answers the first result; another key runs again', async () => {
    const c = await cenarioAvaliacao(t);
    await matriculasDesdeOAnoPassado(t, c.t6A.id);
    const [data] = await diasLetivosLivres(t.database.db, c.t6A.id, c.matematica.id, 1);
    const itens = c.alunos6A.map((a, i) => ({ aluno_id: a.id, presente: i !== 0, justificativa: null, updated_at: null }));
    const corpo = { turma_id: c.t6A.id, disciplina_id: c.matematica.id, data: data!, itens };
    const chamadaId = `${c.t6A.id}:${c.matematica.id}:${data!}`;
    const registros = async () =>
      (
        await t.database.db
          .select()
          .from(auditoria)
          .where(and(eq(auditoria.acao, 'registrar_chamada'), eq(auditoria.entidade_id, chamadaId)))
      ).length;
    const marcas = () =>
      t.database.db
        .select({ id: frequencias.id, updated_at: frequencias.updated_at })
        .from(frequencias)
        .where(
          and(eq(frequencias.turma_id, c.t6A.id), eq(frequencias.disciplina_id, c.matematica.id), eq(frequencias.data, data!)),
        )
        .orderBy(frequencias.id);

    const key = chave();
    const primeira = await pedir('PUT', '/api/frequencias/chamada', 'professor', corpo, key);
    expect(primeira.statusCode, primeira.body).toBe(200);
    const gravadas = await marcas();
    expect(gravadas).toHaveLength(c.alunos6A.length);
    expect(await registros()).toBe(1);

    // The answer was lost and the queue sends it again: the kept answer, nothing written or audited again.
    const reenvio = await pedir('PUT', '/api/frequencias/chamada', 'professor', corpo, key);
    expect(reenvio.statusCode).toBe(200);
    expect(reenvio.headers['idempotent-replayed']).toBe('true');
    expect(reenvio.json()).toEqual(primeira.json());
    expect(await registros()).toBe(1);
    expect(await marcas()).toEqual(gravadas);

    // The same body under a new key is a new request: it runs, and finds its versions already taken.
    const outraChave = await pedir('PUT', '/api/frequencias/chamada', 'professor', corpo, chave());
    expect(outraChave.statusCode).toBe(409);
    expect(outraChave.json().error.code).toBe('CONFLICT');
    const [linha] = await t.database.db.select().from(chavesIdempotencia).where(eq(chavesIdempotencia.chave, key));
    expect(linha).toMatchObject({ rota: 'PUT /api/frequencias/chamada', status: 200 });
  });
});
