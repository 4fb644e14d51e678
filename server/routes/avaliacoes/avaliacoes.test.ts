import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_STATUS_AVALIACAO } from '../../../domain/avaliacao/sub-avaliacoes';
import { SUB_AVALIACAO_MENSAGENS as MSG } from '../../../domain/schemas/sub-avaliacao';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampo, esperaCampos, esperaMensagem } from '../../../test/esperas';
import { diaLetivoPassado, primeirosDiasLetivos } from '../../../test/calendario';
import { deOutraRede, fecharBimestre } from '../../../test/fechamento';
import { atribuicoes, avaliacoes, avaliacoesResultados } from '../../db/schema';

const api = prepararApi();
const { enviar } = api;
let c: Cenario;
let outraDisciplina: string;
/** A school day already past (and its bimestre), and the first school day of each bimestre. */
let PASSADO: { data: string; bimestre: number };
let PRIMEIRO_DIA: Record<number, string>;
beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  PASSADO = await diaLetivoPassado(api.db, c.t6A.id);
  PRIMEIRO_DIA = await primeirosDiasLetivos(api.db, c.t6A.id);
  // A subject of 6º Ano A the demo professor does not teach.
  const [outra] = await api.db
    .select({ id: atribuicoes.disciplina_id })
    .from(atribuicoes)
    .where(and(eq(atribuicoes.turma_id, c.t6A.id)));
  const todas = await api.db.select().from(atribuicoes).where(eq(atribuicoes.turma_id, c.t6A.id));
  outraDisciplina = todas.find((t) => t.professor_id !== c.professor.id)?.disciplina_id ?? outra!.id;
});

/** An assessment of 6º Ano A already applied, or, for another bimestre, dated on its first school day. */
const nova = (extra: Record<string, unknown> = {}) => {
  const bimestre = typeof extra.bimestre === 'number' && extra.bimestre !== PASSADO.bimestre ? extra.bimestre : null;
  const data = bimestre ? (PRIMEIRO_DIA[bimestre] ?? PASSADO.data) : PASSADO.data;
  return {
    turma_id: c.t6A.id,
    disciplina_id: c.matematica.id,
    bimestre: PASSADO.bimestre,
    titulo: 'Prova de frações',
    descricao: 'Frações e decimais',
    tipo: 'prova',
    data_aplicacao: data,
    data_entrega: data,
    ...extra,
  };
};

interface Resultados {
  avaliacao: { id: string; updated_at: string; status: string; peso: number };
  itens: { aluno_id: string; nota: number | null; ausente: boolean; dispensado: boolean }[];
}

async function criar(quem = 'professor', extra: Record<string, unknown> = {}) {
  return api.criar<{ id: string; updated_at: string; status: string; peso: number; valor_total: number; professor_id: string }>(
    '/api/avaliacoes',
    quem,
    nova(extra),
  );
}

/** One step from the version the screen has now. */
async function avancar(id: string, quem = 'professor') {
  const atual = await api.json(`/api/avaliacoes/${id}`, quem);
  return enviar('POST', `/api/avaliacoes/${id}/avancar`, quem, { updated_at: atual.updated_at });
}

async function lancarTodos(id: string, nota = 8) {
  const r = await api.json<Resultados>(`/api/avaliacoes/${id}/resultados`, 'professor');
  const itens = r.itens.map((i, n) => ({
    aluno_id: i.aluno_id,
    nota: n === 0 ? null : nota,
    ausente: n === 0,
    dispensado: false,
  }));
  return enviar('PUT', `/api/avaliacoes/${id}/resultados`, 'professor', { itens, updated_at: r.avaliacao.updated_at });
}

describe('who reaches assessments', () => {
  it.each([
    ['GET', `/api/avaliacoes?turma_id=${ID_INEXISTENTE}`],
    ['POST', '/api/avaliacoes'],
    ['PUT', `/api/avaliacoes/${ID_INEXISTENTE}`],
    ['DELETE', `/api/avaliacoes/${ID_INEXISTENTE}`],
    ['POST', `/api/avaliacoes/${ID_INEXISTENTE}/avancar`],
    ['GET', `/api/avaliacoes/${ID_INEXISTENTE}/resultados`],
    ['PUT', `/api/avaliacoes/${ID_INEXISTENTE}/resultados`],
  ] as const)('%s %s → 401 without a session', async (method, url) => {
    expect((await enviar(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode).toBe(401);
  });

  it('aluno → 403 on reading and writing; professor → 403 on delete', async () => {
    expect((await enviar('GET', `/api/avaliacoes?turma_id=${c.t6A.id}`, 'aluno')).statusCode).toBe(403);
    expect((await enviar('POST', '/api/avaliacoes', 'aluno', nova())).statusCode).toBe(403);
    const a = await criar();
    expect((await enviar('DELETE', `/api/avaliacoes/${a.id}`, 'professor')).statusCode).toBe(403);
  });

  it("another network's class or assessment → 404, no data", async () => {
    const res = await enviar('POST', '/api/avaliacoes', 'gestor', nova({ turma_id: c.tSA.id, disciplina_id: c.discSA.id }));
    expect(res.statusCode).toBe(404);
    const [alheia] = await api.db
      .insert(avaliacoes)
      .values({
        ...deOutraRede(c),
        bimestre: PASSADO.bimestre,
        titulo: 'Alheia',
        descricao: 'x',
        tipo: 'prova',
        data_aplicacao: PASSADO.data,
        data_entrega: PASSADO.data,
      })
      .returning();
    for (const quem of ['empresa', 'gestor', 'professor']) {
      const r = await enviar('GET', `/api/avaliacoes/${alheia!.id}/resultados`, quem);
      expect(r.statusCode).toBe(404);
      expect(r.body).not.toContain('Alheia');
      expect((await enviar('DELETE', `/api/avaliacoes/${alheia!.id}`, quem === 'professor' ? 'gestor' : quem)).statusCode).toBe(
        404,
      );
    }
    const lista = await api.json(`/api/avaliacoes?turma_id=${c.tSA.id}`, 'empresa');
    expect(lista.total).toBe(0);
  });

  it("a professor cannot create on a subject it does not teach (403) and is always the assessment's professor", async () => {
    expect((await enviar('POST', '/api/avaliacoes', 'professor', nova({ disciplina_id: outraDisciplina }))).statusCode).toBe(403);
    const a = await criar('professor', { professor_id: c.gestor.id });
    expect(a.professor_id).toBe(c.professor.id);
  });
});

describe('creating and editing', () => {
  it('400 with the field messages', async () => {
    const res = await enviar('POST', '/api/avaliacoes', 'gestor', {
      turma_id: c.t6A.id,
      disciplina_id: c.matematica.id,
      bimestre: 5,
      titulo: ' ',
      descricao: '',
      tipo: 'quiz',
      peso: 11,
      valor_total: 0,
      data_aplicacao: '2026-05-10',
      data_entrega: '2026-05-01',
    });
    esperaCampos(res, {
      bimestre: MSG.bimestre,
      titulo: MSG.titulo,
      descricao: MSG.descricao,
      tipo: MSG.tipo,
      peso: MSG.peso,
      valor_total: MSG.valorTotal,
    });
    esperaCampos(
      await enviar('POST', '/api/avaliacoes', 'gestor', nova({ data_aplicacao: '2026-05-10', data_entrega: '2026-05-01' })),
      {
        data_entrega: MSG.entregaAntes,
      },
    );
    esperaCampo(await enviar('GET', '/api/avaliacoes', 'gestor'), 'turma_id', MSG.turma);
  });

  it('the application date is a school day of the assessment own bimestre (the network calendar)', async () => {
    const ano = c.t6A.ano_letivo;
    const tiradentes = await enviar(
      'POST',
      '/api/avaliacoes',
      'gestor',
      nova({ data_aplicacao: `${ano}-04-21`, data_entrega: `${ano}-04-21` }),
    );
    esperaCampo(tiradentes, 'data_aplicacao', `A data 21/04/${ano} não é dia letivo (Tiradentes).`);
    const outroBimestre = PASSADO.bimestre === 1 ? 2 : 1;
    const res = await enviar(
      'POST',
      '/api/avaliacoes',
      'gestor',
      nova({ bimestre: outroBimestre, data_aplicacao: PASSADO.data, data_entrega: PASSADO.data }),
    );
    esperaCampo(res, 'data_aplicacao', MSG.foraDoBimestre(outroBimestre, PASSADO.bimestre));
    // Editing moves the date only inside the bimestre.
    const a = await criar('gestor');
    const { turma_id: _t, disciplina_id: _d, bimestre: _b, ...edicao } = nova();
    const fora = await enviar('PUT', `/api/avaliacoes/${a.id}`, 'gestor', {
      ...edicao,
      data_aplicacao: PRIMEIRO_DIA[outroBimestre],
      data_entrega: PRIMEIRO_DIA[outroBimestre],
      updated_at: a.updated_at,
    });
    esperaCampo(fora, 'data_aplicacao', MSG.foraDoBimestre(PASSADO.bimestre, outroBimestre));
  });

  it('the gestor creates one with the defaults and the assigned professor; the list finds it with its cards', async () => {
    const a = await criar('gestor', { titulo: 'Trabalho de geometria', tipo: 'trabalho' });
    expect(a).toMatchObject({ status: 'agendada', peso: 1, valor_total: 10, professor_id: c.professor.id });
    const lista = await api.json(`/api/avaliacoes?turma_id=${c.t6A.id}&busca=geometria&tipo=trabalho`, 'gestor');
    expect(lista.itens.map((i: { id: string }) => i.id)).toEqual([a.id]);
    expect(lista.resumo).toEqual({ total: 1, finalizadas: 0, em_andamento: 0, agendadas: 1 });
    const escola = await api.json(`/api/avaliacoes?escola_id=${c.principal.id}&status=agendada`, 'empresa');
    expect(escola.itens.some((i: { id: string }) => i.id === a.id)).toBe(true);
  });

  it('editing keeps the status; peso and valor total are locked once a score exists', async () => {
    const a = await criar('professor', { peso: 2 });
    await avancar(a.id);
    const aplicada = await api.json(`/api/avaliacoes/${a.id}`, 'professor');
    expect(aplicada.status).toBe('aplicada');
    const corpo = { ...nova(), peso: 3, valor_total: 10, updated_at: aplicada.updated_at };
    const { turma_id: _t, disciplina_id: _d, bimestre: _b, ...edicao } = corpo;
    const editada = await enviar('PUT', `/api/avaliacoes/${a.id}`, 'professor', { ...edicao, titulo: 'Prova revista' });
    expect(editada.statusCode, editada.body).toBe(200);
    expect(editada.json()).toMatchObject({ status: 'aplicada', titulo: 'Prova revista', peso: 3 });
    expect((await lancarTodos(a.id)).statusCode).toBe(200);
    const atual = await api.json(`/api/avaliacoes/${a.id}`, 'professor');
    esperaCampos(
      await enviar('PUT', `/api/avaliacoes/${a.id}`, 'professor', {
        ...edicao,
        peso: 4,
        valor_total: 20,
        updated_at: atual.updated_at,
      }),
      { peso: MSG.pesoTravado, valor_total: MSG.valorTravado },
    );
    // A stale version is a conflict.
    const velha = await enviar('PUT', `/api/avaliacoes/${a.id}`, 'professor', { ...edicao, updated_at: aplicada.updated_at });
    expect(velha.statusCode).toBe(409);
  });
});

describe('scores and status steps', () => {
  it('each step with its refusal, one at a time', async () => {
    // Scheduled for a day still ahead (set in the database: any school day of the bimestre may be past already).
    const futura = await criar('professor');
    await api.db
      .update(avaliacoes)
      .set({ data_aplicacao: '2099-12-01', data_entrega: '2099-12-01' })
      .where(eq(avaliacoes.id, futura.id));
    esperaMensagem(await avancar(futura.id), 400, MENSAGENS_STATUS_AVALIACAO.antesDaData);

    const a = await criar('professor', { valor_total: 20 });
    expect((await avancar(a.id)).json().status).toBe('aplicada');
    esperaMensagem(await avancar(a.id), 400, MENSAGENS_STATUS_AVALIACAO.semTodasAsNotas);
    // Score above the valor total, two results at once, a student of another class.
    const r = await api.json<Resultados>(`/api/avaliacoes/${a.id}/resultados`, 'professor');
    expect(r.itens.length).toBe(c.alunos6A.length);
    const primeiro = r.itens[0]!.aluno_id;
    esperaCampo(
      await enviar('PUT', `/api/avaliacoes/${a.id}/resultados`, 'professor', {
        itens: [{ aluno_id: primeiro, nota: 20.5 }],
        updated_at: r.avaliacao.updated_at,
      }),
      'itens.0.nota',
      MSG.notaAcima('20'),
    );
    esperaCampo(
      await enviar('PUT', `/api/avaliacoes/${a.id}/resultados`, 'professor', {
        itens: [{ aluno_id: primeiro, nota: 5, ausente: true }],
        updated_at: r.avaliacao.updated_at,
      }),
      'itens.0.nota',
      MSG.umResultado,
    );
    esperaCampo(
      await enviar('PUT', `/api/avaliacoes/${a.id}/resultados`, 'professor', {
        itens: [{ aluno_id: c.alunoSA.id, nota: 5 }],
        updated_at: r.avaliacao.updated_at,
      }),
      'itens.0.aluno_id',
      MSG.alunoNaoMatriculado,
    );
    // Only some: still not correctable.
    const parcial = await enviar('PUT', `/api/avaliacoes/${a.id}/resultados`, 'professor', {
      itens: [{ aluno_id: primeiro, nota: 15.5 }],
      updated_at: r.avaliacao.updated_at,
    });
    expect(parcial.statusCode, parcial.body).toBe(200);
    expect(parcial.json().itens.find((i: { aluno_id: string }) => i.aluno_id === primeiro).nota).toBe(15.5);
    // The old version of the sheet is refused.
    const velha = await enviar('PUT', `/api/avaliacoes/${a.id}/resultados`, 'professor', {
      itens: [{ aluno_id: primeiro, nota: 1 }],
      updated_at: r.avaliacao.updated_at,
    });
    expect(velha.statusCode).toBe(409);
    expect((await avancar(a.id)).statusCode).toBe(400);

    expect((await lancarTodos(a.id)).statusCode).toBe(200);
    expect((await avancar(a.id)).json().status).toBe('corrigida');
    // Two clicks from the same screen advance one step: the second is behind the first.
    const corrigida = await api.json(`/api/avaliacoes/${a.id}`, 'professor');
    expect(
      (await enviar('POST', `/api/avaliacoes/${a.id}/avancar`, 'professor', { updated_at: corrigida.updated_at })).json().status,
    ).toBe('finalizada');
    expect(
      (await enviar('POST', `/api/avaliacoes/${a.id}/avancar`, 'professor', { updated_at: corrigida.updated_at })).statusCode,
    ).toBe(409);
    esperaMensagem(await avancar(a.id), 400, MENSAGENS_STATUS_AVALIACAO.finalizada);
  });

  it('finalizada: the scores are final (409 with the reason), nothing changes', async () => {
    const a = await criar('professor');
    await avancar(a.id);
    expect((await lancarTodos(a.id, 6)).statusCode).toBe(200);
    expect((await avancar(a.id)).json().status).toBe('corrigida');
    expect((await avancar(a.id)).json().status).toBe('finalizada');
    const r = await api.json<Resultados>(`/api/avaliacoes/${a.id}/resultados`, 'professor');
    for (const quem of ['professor', 'gestor']) {
      const res = await enviar('PUT', `/api/avaliacoes/${a.id}/resultados`, quem, {
        itens: r.itens.map((i) => ({ ...i, nota: i.ausente ? null : 9.5 })),
        updated_at: r.avaliacao.updated_at,
      });
      esperaMensagem(res, 409, MSG.finalizada);
    }
    // Even emptying a line is refused.
    esperaMensagem(
      await enviar('PUT', `/api/avaliacoes/${a.id}/resultados`, 'professor', {
        itens: [{ aluno_id: r.itens[1]!.aluno_id }],
        updated_at: r.avaliacao.updated_at,
      }),
      409,
      MSG.finalizada,
    );
    const depois = await api.json<Resultados>(`/api/avaliacoes/${a.id}/resultados`, 'professor');
    expect(depois.itens).toEqual(r.itens);
    expect(depois.avaliacao.updated_at).toBe(r.avaliacao.updated_at);
  });

  it('corrigida: scores may change, but every enrolled student keeps a score, ausente or dispensado', async () => {
    const a = await criar('professor');
    await avancar(a.id);
    expect((await lancarTodos(a.id, 6)).statusCode).toBe(200);
    expect((await avancar(a.id)).json().status).toBe('corrigida');
    const r = await api.json<Resultados>(`/api/avaliacoes/${a.id}/resultados`, 'professor');
    expect(r.itens.length).toBeGreaterThan(2);
    // The third line emptied: refused on that line, nothing saved.
    const itens = r.itens.map((i, n) => (n === 2 ? { aluno_id: i.aluno_id } : { ...i, nota: i.ausente ? null : 7 }));
    const vazia = await enviar('PUT', `/api/avaliacoes/${a.id}/resultados`, 'professor', {
      itens,
      updated_at: r.avaliacao.updated_at,
    });
    esperaCampos(vazia, { 'itens.2.nota': MSG.semResultadoNaCorrigida });
    expect(vazia.json().error.message).toBe(MSG.semResultadoNaCorrigida);
    expect((await api.json<Resultados>(`/api/avaliacoes/${a.id}/resultados`, 'professor')).itens).toEqual(r.itens);
    // Changing a score, or a score into dispensado, is fine.
    const mudada = await enviar('PUT', `/api/avaliacoes/${a.id}/resultados`, 'professor', {
      itens: r.itens.map((i, n) => (n === 2 ? { aluno_id: i.aluno_id, dispensado: true } : { ...i, nota: i.ausente ? null : 7 })),
      updated_at: r.avaliacao.updated_at,
    });
    expect(mudada.statusCode, mudada.body).toBe(200);
    expect(mudada.json().avaliacao.status).toBe('corrigida');
    expect(mudada.json().itens[2]).toMatchObject({ nota: null, dispensado: true });
    expect(mudada.json().itens[3]).toMatchObject({ nota: 7 });
    // A student without a result the sheet did not send (enrolled after the correction) is named.
    const semResultado = mudada.json().itens[4] as { aluno_id: string; aluno_nome: string };
    await api.db
      .delete(avaliacoesResultados)
      .where(and(eq(avaliacoesResultados.avaliacao_id, a.id), eq(avaliacoesResultados.aluno_id, semResultado.aluno_id)));
    esperaCampos(
      await enviar('PUT', `/api/avaliacoes/${a.id}/resultados`, 'professor', {
        itens: [{ aluno_id: r.itens[0]!.aluno_id, nota: 5 }],
        updated_at: mudada.json().avaliacao.updated_at,
      }),
      { [`alunos.${semResultado.aluno_id}`]: MSG.semResultadoDe(semResultado.aluno_nome) },
    );
    // While aplicada, emptying a line is allowed (it is not corrected yet).
    const b = await criar('professor');
    await avancar(b.id);
    expect((await lancarTodos(b.id)).statusCode).toBe(200);
    const rb = await api.json<Resultados>(`/api/avaliacoes/${b.id}/resultados`, 'professor');
    const limpa = await enviar('PUT', `/api/avaliacoes/${b.id}/resultados`, 'professor', {
      itens: [{ aluno_id: rb.itens[2]!.aluno_id }],
      updated_at: rb.avaliacao.updated_at,
    });
    expect(limpa.statusCode, limpa.body).toBe(200);
    expect(limpa.json().itens[2]).toMatchObject({ nota: null, ausente: false, dispensado: false });
  });

  it('the gestor deletes one (its scores go with it)', async () => {
    const a = await criar('professor');
    await lancarTodos(a.id);
    expect((await enviar('DELETE', `/api/avaliacoes/${a.id}`, 'gestor')).statusCode).toBe(204);
    expect((await enviar('GET', `/api/avaliacoes/${a.id}`, 'gestor')).statusCode).toBe(404);
  });
});

describe('a closed bimestre', () => {
  it('refuses every write while closed and accepts them after reopening', async () => {
    const a = await criar('professor', { bimestre: 3 });
    const reabrir = await fecharBimestre(api.db, c, 3);
    const fechada = await api.json(`/api/avaliacoes/${a.id}`, 'professor');
    expect(fechada.fechado).toContain('3º bimestre de Matemática');
    expect(fechada.pode_editar).toBe(false);
    const { turma_id: _t, disciplina_id: _d, bimestre: _b, ...edicao } = nova({ bimestre: 3 });
    const r = await api.json<Resultados>(`/api/avaliacoes/${a.id}/resultados`, 'professor');
    const tentativas = [
      await enviar('POST', '/api/avaliacoes', 'professor', nova({ bimestre: 3 })),
      await enviar('PUT', `/api/avaliacoes/${a.id}`, 'professor', { ...edicao, updated_at: fechada.updated_at }),
      await avancar(a.id),
      await enviar('PUT', `/api/avaliacoes/${a.id}/resultados`, 'professor', {
        itens: [{ aluno_id: r.itens[0]!.aluno_id, nota: 5 }],
        updated_at: fechada.updated_at,
      }),
      await enviar('DELETE', `/api/avaliacoes/${a.id}`, 'gestor'),
    ];
    for (const res of tentativas) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.code).toBe('PERIODO_FECHADO');
    }
    await reabrir();
    expect((await enviar('POST', '/api/avaliacoes', 'professor', nova({ bimestre: 3 }))).statusCode).toBe(201);
    expect((await avancar(a.id)).statusCode).toBe(200);
    expect((await enviar('DELETE', `/api/avaliacoes/${a.id}`, 'gestor')).statusCode).toBe(204);
  });
});
