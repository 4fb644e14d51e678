/** Assessments: scores and status steps (setup in cenario-de-teste.ts; a closed bimestre: test/seguranca/travas.test.ts). */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAGENS_STATUS_AVALIACAO } from '../../../domain/avaliacao/sub-avaliacoes';
import { AVALIACAO_MENSAGENS as MSG } from '../../../domain/schemas/avaliacao';
import { esperaCampo, esperaCampos, esperaMensagem } from '../../../test/esperas';
import { avaliacoes, avaliacoesResultados } from '../../db/schema';
import { type Resultados, api, avancar, c, criar, enviar, lancarTodos } from './cenario-de-teste';

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
