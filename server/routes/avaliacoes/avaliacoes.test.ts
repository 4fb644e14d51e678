import { describe, expect, it } from 'vitest';
import { AVALIACAO_MENSAGENS as MSG } from '../../../domain/schemas/avaliacao';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampo, esperaCampos } from '../../../test/esperas';
import { deOutraRede } from '../../../test/fechamento';
import { avaliacoes } from '../../db/schema';
import { api, avancar, c, criar, enviar, lancarTodos, nova, outraDisciplina, PASSADO, PRIMEIRO_DIA } from './cenario-de-teste';

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
