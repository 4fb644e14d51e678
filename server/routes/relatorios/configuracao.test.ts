import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { esperaCampos, esperaErro } from '../../../test/esperas';
import { ultimaAuditoria } from '../../../test/registros';
import { RELATORIO_MENSAGENS as M } from '../../../domain/schemas/relatorio';
import { auditoria } from '../../db/schema';
import { conflict, forbidden, unauthenticated } from '../../lib/errors';
import { RECUSA_SOMENTE_ADMINISTRADOR } from '../../policies/somente-administrador';
import { CONFLITO } from '../../../domain/academico/campos';
import { anoDemo, processar } from './apoio-dos-testes';

const api = prepararApi();
const URL = '/api/relatorios/configuracao';
const DIA = 24 * 60 * 60 * 1000;

const SEM_SESSAO = unauthenticated().toBody().error;
// The empresa holds configuracoes.gerenciar (its own network's settings) and hears why it is refused;
// the roles without that grant get the plain refusal.
const SO_ADMINISTRADOR = forbidden(RECUSA_SOMENTE_ADMINISTRADOR.relatorios).toBody().error;
const SEM_PERMISSAO = forbidden().toBody().error;

type Configuracao = { retencaoDias: number; updated_at: string | null };

type Job = { id: string; status: string; concluido_em: string; expira_em: string };

/** A school's attendance report, asked and run through the queue: the job as it ended. */
async function gerarConcluido() {
  const pedido = await api.enviar('POST', '/api/relatorios', 'gestor', {
    tipo: 'frequencia',
    formato: 'xlsx',
    parametros: { escola_id: api.ids.principal, ano_letivo: await anoDemo(api) },
  });
  expect(pedido.statusCode, pedido.body).toBe(202);
  await processar(api);
  const job = await api.json<Job>(`/api/relatorios/${pedido.json<{ id: string }>().id}`, 'gestor');
  expect(job.status).toBe('concluido');
  return job;
}

/** Days between completion and expiry. */
const diasGuardado = (job: Job) => (new Date(job.expira_em).getTime() - new Date(job.concluido_em).getTime()) / DIA;

describe('/api/relatorios/configuracao: quem pode', () => {
  it('401 without a session', async () => {
    esperaErro(await api.enviar('GET', URL), 401, SEM_SESSAO);
    esperaErro(await api.enviar('PUT', URL, undefined, { retencaoDias: 30, updated_at: null }), 401, SEM_SESSAO);
  });

  it('403 for every role but the administrador, with the exact message, before the body is read', async () => {
    const recusas = { empresa: SO_ADMINISTRADOR, gestor: SEM_PERMISSAO, professor: SEM_PERMISSAO, aluno: SEM_PERMISSAO };
    for (const [papel, erro] of Object.entries(recusas)) {
      esperaErro(await api.enviar('GET', URL, papel), 403, erro);
      esperaErro(await api.enviar('PUT', URL, papel, { retencaoDias: 30, updated_at: null }), 403, erro);
      // An invalid body is still a 403: a refused caller learns nothing about the input rules.
      esperaErro(await api.enviar('PUT', URL, papel, { retencaoDias: 0 }), 403, erro);
    }
    expect(await api.json<Configuracao>(URL, 'admin')).toEqual({ retencaoDias: 7, updated_at: null });
  });
});

describe('/api/relatorios/configuracao: validação', () => {
  it('400 with the field message for 0, 91, a fraction and a text', async () => {
    for (const retencaoDias of [0, 91, 2.5, 'trinta', null])
      esperaCampos(await api.enviar('PUT', URL, 'admin', { retencaoDias, updated_at: null }), { retencaoDias: M.retencao });
    esperaCampos(await api.enviar('PUT', URL, 'admin', { updated_at: null }), { retencaoDias: M.retencao });
    expect(M.retencao).toBe('A retenção deve ser de 1 a 90 dias');
    // Nothing was saved.
    expect(await api.json<Configuracao>(URL, 'admin')).toEqual({ retencaoDias: 7, updated_at: null });
  });
});

describe('/api/relatorios/configuracao: caminho feliz', () => {
  it('starts at 7 days; 30 days saved apply to the reports completed afterwards, not to those already done', async () => {
    const antes = await gerarConcluido();
    expect(diasGuardado(antes)).toBeCloseTo(7, 3);

    expect(await api.json<Configuracao>(URL, 'admin')).toEqual({ retencaoDias: 7, updated_at: null });
    const salvo = await api.enviar('PUT', URL, 'admin', { retencaoDias: 30, updated_at: null });
    expect(salvo.statusCode, salvo.body).toBe(200);
    const config = salvo.json<Configuracao>();
    expect(config.retencaoDias).toBe(30);
    expect(config.updated_at).toEqual(expect.any(String));
    expect(await api.json<Configuracao>(URL, 'admin')).toEqual(config);

    const registro = await ultimaAuditoria(
      api.db,
      and(eq(auditoria.entidade, 'configuracao'), eq(auditoria.entidade_id, 'relatorios')),
    );
    expect(registro).toMatchObject({ acao: 'atualizar', antes: { retencaoDias: 7 }, depois: { retencaoDias: 30 } });

    const depois = await gerarConcluido();
    expect(diasGuardado(depois)).toBeCloseTo(30, 3);
    expect(Math.abs(new Date(depois.expira_em).getTime() - (Date.now() + 30 * DIA))).toBeLessThan(60_000);
    // The report completed before the change keeps the retention it was completed with.
    const deAntes = await api.json<Job>(`/api/relatorios/${antes.id}`, 'gestor');
    expect(deAntes.expira_em).toBe(antes.expira_em);
  });

  it('409 on a stale version; the version just read saves', async () => {
    const atual = await api.json<Configuracao>(URL, 'admin');
    expect(atual.updated_at).not.toBeNull();
    const velha = await api.enviar('PUT', URL, 'admin', { retencaoDias: 15, updated_at: null });
    esperaErro(velha, 409, conflict(CONFLITO).toBody().error);
    const outraVelha = await api.enviar('PUT', URL, 'admin', {
      retencaoDias: 15,
      updated_at: new Date(Date.parse(atual.updated_at!) - 1000).toISOString(),
    });
    expect(outraVelha.statusCode, outraVelha.body).toBe(409);
    expect((await api.json<Configuracao>(URL, 'admin')).retencaoDias).toBe(30);

    const ok = await api.enviar('PUT', URL, 'admin', { retencaoDias: 15, updated_at: atual.updated_at });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Configuracao>().retencaoDias).toBe(15);
    // The version it answered is the next save's.
    const seguinte = await api.enviar('PUT', URL, 'admin', { retencaoDias: 90, updated_at: ok.json<Configuracao>().updated_at });
    expect(seguinte.statusCode, seguinte.body).toBe(200);
  });
});
