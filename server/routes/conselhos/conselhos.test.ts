import { describe, expect, it } from 'vitest';
import { SEM_RESULTADO_ANUAL } from '../../../domain/conselho/status';
import { CONSELHO_MENSAGENS as MSG } from '../../../domain/schemas/conselho';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampo, esperaMensagem } from '../../../test/esperas';
import { api, c, conselhoDeOutraRede, corpo, enviar, lista, URL } from './cenario-de-teste';

describe('who reaches the class councils', () => {
  it.each([
    ['GET', `/api/turmas/${ID_INEXISTENTE}/conselhos`],
    ['GET', `/api/turmas/${ID_INEXISTENTE}/conselhos/opcoes`],
    ['GET', `${URL}/${ID_INEXISTENTE}`],
    ['GET', `${URL}/${ID_INEXISTENTE}/alunos`],
    ['POST', URL],
    ['PUT', `${URL}/${ID_INEXISTENTE}`],
    ['DELETE', `${URL}/${ID_INEXISTENTE}`],
    ['POST', `${URL}/${ID_INEXISTENTE}/iniciar`],
    ['POST', `${URL}/${ID_INEXISTENTE}/finalizar`],
    ['POST', `${URL}/${ID_INEXISTENTE}/corrigir`],
    ['PUT', `${URL}/${ID_INEXISTENTE}/presencas`],
    ['PUT', `${URL}/${ID_INEXISTENTE}/decisoes/${ID_INEXISTENTE}`],
  ] as const)('%s %s → 401 without a session', async (method, url) => {
    expect((await enviar(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode).toBe(401);
  });

  it('aluno → 403 on reading and scheduling; professor → 403 on deleting', async () => {
    expect((await enviar('GET', lista(), 'aluno')).statusCode).toBe(403);
    expect((await enviar('POST', URL, 'aluno', corpo())).statusCode).toBe(403);
    const conselho = await api.criar(URL, 'gestor', corpo({ bimestre: 4, data: `${c.t6A.ano_letivo}-12-01` }));
    expect((await enviar('GET', `${URL}/${conselho.id}`, 'aluno')).statusCode).toBe(403);
    expect((await enviar('DELETE', `${URL}/${conselho.id}`, 'professor')).statusCode).toBe(403);
    expect((await enviar('DELETE', `${URL}/${conselho.id}`, 'gestor')).statusCode).toBe(204);
    expect((await enviar('GET', `${URL}/${conselho.id}`, 'gestor')).statusCode).toBe(404);
  });

  it("another network's class and council: 404 with no data", async () => {
    const alheio = await conselhoDeOutraRede();
    esperaMensagem(await enviar('GET', `/api/turmas/${c.tSA.id}/conselhos`, 'empresa'), 404, 'Turma não encontrada.');
    esperaMensagem(await enviar('GET', `${URL}/${alheio.id}`, 'gestor'), 404, MSG.naoEncontrado);
    expect((await enviar('GET', `${URL}/${alheio.id}/alunos`, 'empresa')).statusCode).toBe(404);
    expect((await enviar('POST', `${URL}/${alheio.id}/iniciar`, 'empresa')).statusCode).toBe(404);
    expect((await enviar('DELETE', `${URL}/${alheio.id}`, 'empresa')).statusCode).toBe(404);
    const res = await enviar('POST', URL, 'gestor', corpo({ turma_id: c.tSA.id }));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Serra Azul');
    // Its own network reaches it.
    expect((await api.json(`${URL}/${alheio.id}`, 'empresa2')).local).toBe('Sala Serra Azul');
  });
});

describe('input', () => {
  it('400 with a message for each required field', async () => {
    const res = await enviar('POST', URL, 'gestor', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      turma_id: MSG.turma,
      bimestre: MSG.bimestre,
      data: MSG.data,
      horario: MSG.horario,
      local: MSG.local,
      coordenador_id: MSG.coordenador,
      participantes: MSG.participantes,
      pauta: MSG.pauta,
    });
  });

  it('comma-separated lists: blanks only is no agenda; bad time, bimestre 5, no teacher', async () => {
    esperaCampo(await enviar('POST', URL, 'gestor', corpo({ pauta: ' , ,, ' })), 'pauta', MSG.pauta);
    esperaCampo(await enviar('POST', URL, 'gestor', corpo({ pauta: `${'x'.repeat(201)}, b` })), 'pauta', MSG.itemLongo);
    esperaCampo(await enviar('POST', URL, 'gestor', corpo({ horario: '25:00' })), 'horario', MSG.horarioInvalido);
    esperaCampo(await enviar('POST', URL, 'gestor', corpo({ bimestre: 5 })), 'bimestre', MSG.bimestre);
    esperaCampo(await enviar('POST', URL, 'gestor', corpo({ participantes: [] })), 'participantes', MSG.participantes);
  });

  it('the coordinator must be of the school, the participants teachers of the class', async () => {
    esperaCampo(
      await enviar('POST', URL, 'gestor', corpo({ coordenador_id: c.aluno.id })),
      'coordenador_id',
      MSG.coordenadorInvalido,
    );
    esperaCampo(
      await enviar('POST', URL, 'gestor', corpo({ participantes: [c.gestor.id] })),
      'participantes',
      MSG.participanteDaTurma,
    );
  });

  it('one council per bimestre and one final council per year', async () => {
    const final = await api.criar(URL, 'gestor', corpo({ bimestre: null, data: `${c.t6A.ano_letivo}-12-10` }));
    expect(final).toMatchObject({ bimestre: null, status: 'agendado' });
    esperaCampo(await enviar('POST', URL, 'gestor', corpo({ bimestre: null })), 'bimestre', MSG.duplicadoFinal);
    // The final council starts only once the year's results are computed.
    esperaMensagem(await enviar('POST', `${URL}/${final.id}/iniciar`, 'gestor'), 409, SEM_RESULTADO_ANUAL);
  });
});
