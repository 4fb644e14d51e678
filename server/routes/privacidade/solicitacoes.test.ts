import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/calendario/datas';
import { SOLICITACAO_MENSAGENS as MSG } from '../../../domain/schemas/privacidade-solicitacao';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampos, esperaMensagem } from '../../../test/esperas';
import { alunos, auditoria, solicitacoesTitulares } from '../../db/schema';
import { hojeNaEmpresa } from '../../services/fuso';

const api = prepararApi();
const { enviar } = api;
let c: Cenario;
let hoje: string;
const URL = '/api/privacidade/solicitacoes';

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  hoje = await hojeNaEmpresa(api.db, c.vv.id);
});

const corpo = (extra: object = {}) => ({
  aluno_id: c.alunos6A[0]!.id,
  solicitante_nome: 'Maria Souza',
  relacao: 'mae',
  tipo: 'acesso',
  descricao: 'Quer uma cópia dos dados do filho.',
  recebida_em: hoje,
  ...extra,
});

async function criar(extra: object = {}) {
  const res = await enviar('POST', URL, 'empresa', corpo(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('solicitações de titulares: quem alcança', () => {
  it('401 sem sessão; professor e aluno 403; gestor lê mas não registra', async () => {
    for (const [metodo, url] of [
      ['GET', URL],
      ['GET', `${URL}/alerta`],
      ['GET', `${URL}/${ID_INEXISTENTE}`],
      ['POST', URL],
      ['PUT', `${URL}/${ID_INEXISTENTE}`],
      ['POST', `${URL}/${ID_INEXISTENTE}/responder`],
    ] as const)
      expect((await enviar(metodo, url, undefined, metodo === 'GET' ? undefined : {})).statusCode, `${metodo} ${url}`).toBe(401);
    expect((await enviar('GET', URL, 'professor')).statusCode).toBe(403);
    expect((await enviar('GET', URL, 'aluno')).statusCode).toBe(403);
    expect((await enviar('GET', URL, 'gestor')).statusCode).toBe(200);
    expect((await enviar('POST', URL, 'gestor', corpo())).statusCode).toBe(403);
  });

  it('outra rede: o aluno e a solicitação não existem para ela (404, nada lido)', async () => {
    esperaMensagem(await enviar('POST', URL, 'empresa2', corpo()), 404, MSG.alunoNaoEncontrado);
    const s = await criar();
    esperaMensagem(await enviar('GET', `${URL}/${s.id}`, 'empresa2'), 404, MSG.naoEncontrada);
    esperaMensagem(
      await enviar('PUT', `${URL}/${s.id}`, 'empresa2', { ...corpo(), updated_at: s.updated_at }),
      404,
      MSG.naoEncontrada,
    );
    const daOutra = await api.json(`${URL}?por_pagina=100`, 'empresa2');
    expect(daOutra.itens.map((i: { id: string }) => i.id)).not.toContain(s.id);
  });

  it('400 com a mensagem de cada campo; data futura recusada no dia da rede', async () => {
    esperaCampos(
      await enviar('POST', URL, 'empresa', { aluno_id: '', solicitante_nome: ' ', relacao: 'tia', tipo: 'x', recebida_em: '' }),
      {
        aluno_id: MSG.aluno,
        solicitante_nome: MSG.solicitante,
        relacao: MSG.relacao,
        tipo: MSG.tipo,
        recebida_em: MSG.recebidaEm,
      },
    );
    esperaCampos(await enviar('POST', URL, 'empresa', corpo({ recebida_em: somarDias(hoje, 1) })), {
      recebida_em: MSG.recebidaFutura,
    });
  });
});

describe('solicitações de titulares: registrar, acompanhar o prazo e responder', () => {
  it('o prazo é o recebimento + 15 dias; a lista põe as abertas que vencem antes no topo', async () => {
    const nova = await criar({ recebida_em: somarDias(hoje, -2), solicitante_nome: 'Ana Prazo Folgado' });
    expect(nova).toMatchObject({
      prazo: somarDias(hoje, 13),
      status: 'aberta',
      situacao_prazo: 'no_prazo',
      dias_restantes: 13,
      aluno_nome: c.alunos6A[0]!.nome,
      escola_id: c.principal.id,
      pode_editar: true,
    });
    const vencendo = await criar({ recebida_em: somarDias(hoje, -12), solicitante_nome: 'Bia Vencendo' });
    expect([vencendo.situacao_prazo, vencendo.dias_restantes]).toEqual(['vencendo', 3]);
    const vencida = await criar({ recebida_em: somarDias(hoje, -20), solicitante_nome: 'Caio Vencido', tipo: 'correcao' });
    expect([vencida.situacao_prazo, vencida.dias_restantes]).toEqual(['vencido', -5]);

    const lista = await api.json(`${URL}?busca=${encodeURIComponent('o')}&por_pagina=100`, 'gestor');
    const nomes = lista.itens.map((i: { solicitante_nome: string }) => i.solicitante_nome);
    expect(nomes.indexOf('Caio Vencido')).toBeLessThan(nomes.indexOf('Bia Vencendo'));
    expect(nomes.indexOf('Bia Vencendo')).toBeLessThan(nomes.indexOf('Ana Prazo Folgado'));
    // The gestor reads, but does not manage.
    expect(lista.itens.every((i: { pode_editar: boolean }) => !i.pode_editar)).toBe(true);
    expect((await api.json(`${URL}?tipo=correcao`, 'empresa')).itens.map((i: { id: string }) => i.id)).toEqual([vencida.id]);
    const resumo = (await api.json(URL, 'empresa')).resumo;
    expect(resumo.vencidas).toBeGreaterThanOrEqual(1);
    expect(resumo.vencendo).toBeGreaterThanOrEqual(1);

    // The dashboard notice: the overdue and the near ones, never the comfortable one.
    const alerta = await api.json(`${URL}/alerta`, 'gestor');
    const doAlerta = alerta.itens.map((i: { id: string }) => i.id);
    expect(doAlerta).toEqual(expect.arrayContaining([vencida.id, vencendo.id]));
    expect(doAlerta).not.toContain(nova.id);
    expect(doAlerta.indexOf(vencida.id)).toBeLessThan(doAlerta.indexOf(vencendo.id));
    expect((await api.json(`${URL}/alerta`, 'empresa2')).total).toBe(0);
  });

  it('corrigir enquanto aberta (409 na versão velha); responder uma vez; a resposta não muda depois', async () => {
    const s = await criar({ recebida_em: somarDias(hoje, -3) });
    const editada = await enviar('PUT', `${URL}/${s.id}`, 'empresa', {
      ...corpo({ recebida_em: somarDias(hoje, -1), relacao: 'responsavel_legal' }),
      updated_at: s.updated_at,
    });
    expect(editada.statusCode, editada.body).toBe(200);
    expect(editada.json()).toMatchObject({ relacao: 'responsavel_legal', prazo: somarDias(hoje, 14) });
    esperaMensagem(await enviar('PUT', `${URL}/${s.id}`, 'empresa', { ...corpo(), updated_at: s.updated_at }), 409, MSG.conflito);

    const v = editada.json().updated_at;
    esperaCampos(
      await enviar('POST', `${URL}/${s.id}/responder`, 'empresa', {
        status: 'aberta',
        resposta: '',
        respondida_em: '',
        updated_at: v,
      }),
      { status: MSG.status, resposta: MSG.resposta, respondida_em: MSG.respondidaEm },
    );
    esperaCampos(
      await enviar('POST', `${URL}/${s.id}/responder`, 'empresa', {
        status: 'respondida',
        resposta: 'Enviada cópia',
        respondida_em: somarDias(hoje, -2),
        updated_at: v,
      }),
      { respondida_em: MSG.respondidaAntes },
    );
    const respondida = await enviar('POST', `${URL}/${s.id}/responder`, 'empresa', {
      status: 'respondida',
      resposta: 'Enviada cópia dos dados por e-mail à mãe.',
      respondida_em: hoje,
      updated_at: v,
    });
    expect(respondida.statusCode, respondida.body).toBe(200);
    expect(respondida.json()).toMatchObject({
      status: 'respondida',
      respondida_em: hoje,
      situacao_prazo: null,
      pode_editar: false,
    });
    const w = respondida.json().updated_at;
    esperaMensagem(
      await enviar('POST', `${URL}/${s.id}/responder`, 'empresa', {
        status: 'recusada',
        resposta: 'x',
        respondida_em: hoje,
        updated_at: w,
      }),
      409,
      MSG.jaRespondida,
    );
    esperaMensagem(await enviar('PUT', `${URL}/${s.id}`, 'empresa', { ...corpo(), updated_at: w }), 409, MSG.jaRespondida);
    const auditadas = await api.db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'solicitacao_titular'), eq(auditoria.entidade_id, s.id)));
    expect(auditadas.map((a) => a.acao).sort()).toEqual(['atualizar', 'criar', 'responder']);
    const [linha] = await api.db.select().from(solicitacoesTitulares).where(eq(solicitacoesTitulares.id, s.id));
    expect(linha?.respondida_por).toBe(api.ids.empresa);
  });

  it('o aluno excluído depois não leva a solicitação junto', async () => {
    const [novo] = await api.db
      .insert(alunos)
      .values({ empresa_id: c.vv.id, escola_id: c.principal.id, matricula: `LGPD${Date.now()}`, nome: 'Aluno Que Sai' })
      .returning();
    const s = await criar({ aluno_id: novo!.id });
    expect((await enviar('DELETE', `/api/alunos/${novo!.id}`, 'empresa')).statusCode).toBe(204);
    const depois = await api.json(`${URL}/${s.id}`, 'empresa');
    expect(depois).toMatchObject({ aluno_id: null, aluno_nome: null, solicitante_nome: 'Maria Souza' });
  });
});
