import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hojeISO } from '../../../domain/schemas/frequencia';
import { prepararApi } from '../../../test/api';
import { folha } from '../../../test/folha';
import { ID_INEXISTENTE } from '../../../test/demo';
import { frequencias, matriculas, notificacoes } from '../../db/schema';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { esperaCampos } from '../../../test/esperas';
import { diasLetivosLivres } from '../../../test/calendario';

const api = prepararApi();
const { enviar } = api;
let c: Cenario;
/** School days up to today with no roll call of the subject yet (the demo's lessons take one weekday a week). */
let LIVRES: string[];
let LIVRES_PT: string[];
beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  // The roll calls below go back weeks from today: an enrolment from last year keeps them valid all year round.
  await api.db.update(matriculas).set({ data_inicio: INICIO }).where(eq(matriculas.turma_id, c.t6A.id));
  LIVRES = await diasLetivosLivres(api.db, c.t6A.id, c.matematica.id, 3);
  LIVRES_PT = await diasLetivosLivres(api.db, c.t6A.id, c.portugues.id, 40);
});

const INICIO = `${new Date().getFullYear() - 1}-01-01`;

interface Marca {
  aluno_id: string;
  aluno_nome: string;
  presente: boolean;
  justificativa: string | null;
  observacoes: string | null;
  updated_at: string | null;
  frequencia_id: string | null;
}
interface Chamada {
  registrada: boolean;
  pode_editar: boolean;
  itens: Marca[];
}
const CAMPOS_MARCA = ['aluno_id', 'presente', 'justificativa', 'observacoes', 'updated_at'] as const;
const { url: chamadaUrl, ler: chamada, corpo } = folha<Chamada, Marca>(api, '/api/frequencias/chamada', 'data', CAMPOS_MARCA);
const marcasEm = (turma: string, disciplina: string, data: string) =>
  api.db
    .select()
    .from(frequencias)
    .where(and(eq(frequencias.turma_id, turma), eq(frequencias.disciplina_id, disciplina), eq(frequencias.data, data)));
const avisos = (usuarioId: string) =>
  api.db
    .select()
    .from(notificacoes)
    .where(and(eq(notificacoes.usuario_id, usuarioId), eq(notificacoes.titulo, 'Faltas excessivas')));

describe('who reaches attendance', () => {
  it.each([
    ['GET', '/api/frequencias'],
    ['GET', '/api/frequencias/resumo'],
    ['GET', '/api/frequencias/por-data'],
    ['GET', '/api/frequencias/opcoes'],
    ['GET', chamadaUrl(ID_INEXISTENTE, ID_INEXISTENTE, '2026-03-02')],
    ['PUT', '/api/frequencias/chamada'],
    ['PUT', `/api/frequencias/${ID_INEXISTENTE}`],
    ['DELETE', `/api/frequencias/${ID_INEXISTENTE}`],
  ] as const)('%s %s → 401 without a session', async (method, url) => {
    expect((await enviar(method, url, undefined, method === 'PUT' ? { itens: [] } : undefined)).statusCode).toBe(401);
  });

  it('aluno → 403 on a roll call; professor → 403 on delete', async () => {
    expect((await enviar('PUT', '/api/frequencias/chamada', 'aluno', { turma_id: c.t6A.id })).statusCode).toBe(403);
    const [row] = await api.db.select().from(frequencias).where(eq(frequencias.turma_id, c.t6A.id)).limit(1);
    expect((await enviar('DELETE', `/api/frequencias/${row!.id}`, 'professor')).statusCode).toBe(403);
  });

  it("another body's class and mark → 404 with no data; its list shows only its own", async () => {
    const res = await enviar('GET', chamadaUrl(c.tSA.id, c.discSA.id, LIVRES[0]!), 'gestor');
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Turma não encontrada.' } });
    const put = await enviar('PUT', `/api/frequencias/${c.freqSA.id}`, 'empresa', {
      data: c.freqSA.data,
      presente: false,
      updated_at: c.freqSA.updated_at.toISOString(),
    });
    expect(put.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Registro de frequência não encontrado.' } });
    expect((await enviar('DELETE', `/api/frequencias/${c.freqSA.id}`, 'empresa')).statusCode).toBe(404);
    const busca = '/api/frequencias?busca=Estudante%20de%20Serra%20Azul&por_pagina=100';
    expect((await enviar('GET', busca, 'empresa')).json()).toMatchObject({ itens: [], total: 0 });
    expect((await enviar('GET', busca, 'empresa2')).json().itens.map((f: { id: string }) => f.id)).toEqual([c.freqSA.id]);
    const lista = (await enviar('GET', '/api/frequencias?por_pagina=100', 'empresa2')).json();
    expect(lista.total).toBeGreaterThan(0);
    expect(lista.itens.every((f: { escola_id: string }) => f.escola_id !== c.principal.id)).toBe(true);
    expect((await api.db.select().from(frequencias).where(eq(frequencias.id, c.freqSA.id)))[0]!.presente).toBe(true);
  });

  it('a professor on a class it does not teach → 404', async () => {
    expect((await enviar('GET', chamadaUrl(c.t7A.id, c.matematica.id, LIVRES[0]!), 'professor')).statusCode).toBe(404);
    const body = {
      turma_id: c.t7A.id,
      disciplina_id: c.matematica.id,
      data: LIVRES[0],
      itens: [{ aluno_id: c.alunos6A[0]!.id, presente: false }],
    };
    expect((await enviar('PUT', '/api/frequencias/chamada', 'professor', body)).statusCode).toBe(404);
  });

  it('an aluno sees only its own marks', async () => {
    const ch = await chamada('aluno', c.t6A.id, c.matematica.id, LIVRES[0]!);
    expect(ch.itens.map((m) => m.aluno_nome)).toEqual(['Lucas Almeida Souza']);
    expect(ch.pode_editar).toBe(false);
    const lista = (await enviar('GET', '/api/frequencias?por_pagina=100', 'aluno')).json();
    expect(lista.total).toBeGreaterThan(0);
    expect(new Set(lista.itens.map((f: { aluno_id: string }) => f.aluno_id))).toEqual(new Set([c.alunos6A[0]!.id]));
    const resumo = (await enviar('GET', '/api/frequencias/resumo', 'aluno')).json();
    expect(resumo.aulas).toBe(lista.total);
  });
});

describe('PUT /api/frequencias/chamada (all or nothing)', () => {
  it('bad date, future date, bad justification → 400 naming the field, nothing saved', async () => {
    const data = LIVRES[1]!;
    const ch = await chamada('professor', c.t6A.id, c.matematica.id, data);
    const invalida = await enviar('PUT', '/api/frequencias/chamada', 'professor', {
      ...corpo(ch, c.t6A.id, c.matematica.id, data),
      data: '2026-02-30',
    });
    expect(invalida.json().error.fields).toEqual({ data: 'Data inválida' });
    const futura = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10);
    const f = await enviar('PUT', '/api/frequencias/chamada', 'professor', {
      ...corpo(ch, c.t6A.id, c.matematica.id, data),
      data: futura,
    });
    expect(f.json().error.fields).toEqual({ data: 'Não é possível registrar frequência em data futura' });
    const j = await enviar(
      'PUT',
      '/api/frequencias/chamada',
      'professor',
      corpo(ch, c.t6A.id, c.matematica.id, data, (_m, i) => (i === 2 ? { presente: false, justificativa: 'Viagem' } : {})),
    );
    expect(j.json().error.fields).toEqual({ 'itens.2.justificativa': 'Justificativa inválida' });
    expect(await marcasEm(c.t6A.id, c.matematica.id, data)).toEqual([]);
  });

  it("a student not enrolled, or a date before a student's enrolment → 400 for that student, nothing saved", async () => {
    const data = LIVRES[1]!;
    const ch = await chamada('professor', c.t6A.id, c.matematica.id, data);
    const body = corpo(ch, c.t6A.id, c.matematica.id, data);
    body.itens.push({ aluno_id: c.alunoSA.id, presente: true, justificativa: null, observacoes: null, updated_at: null });
    const fora = await enviar('PUT', '/api/frequencias/chamada', 'professor', body);
    esperaCampos(fora, {
      [`itens.${body.itens.length - 1}.aluno_id`]: 'Aluno não matriculado nesta turma',
    });

    const ultimo = ch.itens[ch.itens.length - 1]!;
    await api.db
      .update(matriculas)
      .set({ data_inicio: hojeISO() })
      .where(and(eq(matriculas.aluno_id, ultimo.aluno_id), eq(matriculas.turma_id, c.t6A.id)));
    try {
      // The roster of that date no longer lists the student; sending it anyway is refused.
      expect((await chamada('professor', c.t6A.id, c.matematica.id, data)).itens).toHaveLength(ch.itens.length - 1);
      const antes = await enviar(
        'PUT',
        '/api/frequencias/chamada',
        'professor',
        corpo(ch, c.t6A.id, c.matematica.id, data, () => ({ presente: false })),
      );
      expect(antes.json().error.fields).toEqual({
        [`itens.${ch.itens.length - 1}.aluno_id`]: 'Data anterior à matrícula do aluno nesta turma',
      });
    } finally {
      await api.db
        .update(matriculas)
        .set({ data_inicio: INICIO })
        .where(and(eq(matriculas.aluno_id, ultimo.aluno_id), eq(matriculas.turma_id, c.t6A.id)));
    }
    expect(await marcasEm(c.t6A.id, c.matematica.id, data)).toEqual([]);
  });

  it('everyone present by default; one save stores the roll call; reopening shows it; a correction with a stale version → 409', async () => {
    const data = LIVRES[2]!;
    const ch = await chamada('professor', c.t6A.id, c.matematica.id, data);
    expect(ch.registrada).toBe(false);
    expect(ch.pode_editar).toBe(true);
    expect(ch.itens).toHaveLength(c.alunos6A.length);
    expect(ch.itens.every((m) => m.presente && m.updated_at === null)).toBe(true);

    const res = await enviar(
      'PUT',
      '/api/frequencias/chamada',
      'professor',
      corpo(ch, c.t6A.id, c.matematica.id, data, (_m, i) =>
        i === 1
          ? { presente: false, justificativa: 'Atestado médico' }
          : i === 2
            ? { presente: false }
            : i === 3
              ? { justificativa: 'Outros', observacoes: 'Chegou atrasado' }
              : {},
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const salva: Chamada = res.json();
    expect(salva.registrada).toBe(true);
    expect(salva.itens.filter((m) => !m.presente).map((m) => m.justificativa)).toEqual(['Atestado médico', null]);
    // A present student keeps no justification.
    expect(salva.itens[3]).toMatchObject({ presente: true, justificativa: null, observacoes: 'Chegou atrasado' });
    expect(await marcasEm(c.t6A.id, c.matematica.id, data)).toHaveLength(c.alunos6A.length);

    const reaberta = await chamada('gestor', c.t6A.id, c.matematica.id, data);
    expect(reaberta.itens.map((m) => m.presente)).toEqual(salva.itens.map((m) => m.presente));

    const corrigida = await enviar(
      'PUT',
      '/api/frequencias/chamada',
      'gestor',
      corpo(reaberta, c.t6A.id, c.matematica.id, data, (_m, i) => (i === 2 ? { presente: true } : {})),
    );
    expect(corrigida.statusCode).toBe(200);
    const stale = await enviar(
      'PUT',
      '/api/frequencias/chamada',
      'professor',
      corpo(salva, c.t6A.id, c.matematica.id, data, () => ({ presente: false })),
    );
    expect(stale.statusCode).toBe(409);
    expect((await marcasEm(c.t6A.id, c.matematica.id, data)).filter((m) => !m.presente)).toHaveLength(1);

    const grupos = (
      await enviar('GET', `/api/frequencias/por-data?turma_id=${c.t6A.id}&data_inicio=${data}&data_fim=${data}`, 'professor')
    ).json();
    expect(grupos.itens).toEqual([
      expect.objectContaining({
        data,
        disciplina_id: c.matematica.id,
        presentes: c.alunos6A.length - 1,
        faltas: 1,
        pode_editar: true,
      }),
    ]);
  });

  it('going over the absence alert notifies the gestores and the professor responsável once', async () => {
    const lucas = c.alunos6A[0]!;
    const antesGestor = (await avisos(c.gestor.id)).length;
    let cruzou = -1;
    for (let i = 3; i < LIVRES_PT.length && cruzou < 0; i++) {
      const data = LIVRES_PT[i]!;
      const ch = await chamada('professor', c.t6A.id, c.portugues.id, data);
      const res = await enviar(
        'PUT',
        '/api/frequencias/chamada',
        'professor',
        corpo(ch, c.t6A.id, c.portugues.id, data, (m) => (m.aluno_id === lucas.id ? { presente: false } : {})),
      );
      expect(res.statusCode, res.body).toBe(200);
      if ((await avisos(c.gestor.id)).length > antesGestor) cruzou = i;
    }
    expect(cruzou, 'Lucas passou do alerta').toBeGreaterThan(0);
    const [aviso] = (await avisos(c.gestor.id)).slice(-1);
    expect(aviso!.mensagem).toContain('Lucas Almeida Souza passou de 25% de faltas na turma 6º Ano A');
    expect(aviso!.link).toBe(`/escola/${c.principal.id}/turma/${c.t6A.id}/frequencia`);
    expect((await avisos(c.professor.id)).some((a) => a.mensagem.startsWith('Lucas Almeida Souza'))).toBe(true);

    // One more absence keeps him over the alert: nobody is told again.
    const data = LIVRES_PT[cruzou + 1]!;
    const ch = await chamada('professor', c.t6A.id, c.portugues.id, data);
    await enviar(
      'PUT',
      '/api/frequencias/chamada',
      'professor',
      corpo(ch, c.t6A.id, c.portugues.id, data, (m) => (m.aluno_id === lucas.id ? { presente: false } : {})),
    );
    expect((await avisos(c.gestor.id)).length).toBe(antesGestor + 1);

    const resumo = (await enviar('GET', `/api/frequencias/resumo?turma_id=${c.t6A.id}`, 'gestor')).json();
    expect(resumo.excessivos.map((e: { aluno_nome: string }) => e.aluno_nome)).toContain('Lucas Almeida Souza');
  });
});
