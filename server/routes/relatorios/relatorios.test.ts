// @motores: fila no banco (FOR UPDATE SKIP LOCKED)
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { esperaCampos, esperaErro } from '../../../test/esperas';
import { ultimaAuditoria } from '../../../test/registros';
import { ID_INEXISTENTE } from '../../../test/demo';
import { RELATORIO_MENSAGENS as M } from '../../../domain/schemas/relatorio';
import { auditoria, caixaSaida, notificacoes, preferenciasNotificacao, relatorios } from '../../db/schema';
import { conflict, forbidden, notFound, unauthenticated } from '../../lib/errors';
import { AVISO_DE_EXPIRADO_DIAS, INTERROMPIDO, MAX_TENTATIVAS, chaveDoArquivo } from '../../services/relatorios/fila';
import { anoDemo, armazenamentoDe, gerarEBaixar, processar, textoDoArquivo } from './apoio-dos-testes';

const api = prepararApi();

// The exact refusals: no session, no permission, and a report that is not the user's (no data).
const SEM_SESSAO = unauthenticated().toBody().error;
const SEM_PERMISSAO = forbidden().toBody().error;
const NAO_ENCONTRADO = notFound(M.naoEncontrado).toBody().error;
const ESCOLA_NAO_ENCONTRADA = notFound(M.escolaNaoEncontrada).toBody().error;
const REDE_NAO_ENCONTRADA = notFound(M.empresaNaoEncontrada).toBody().error;
const NAO_CONCLUIDO = conflict(M.naoConcluido).toBody().error;

const frequencia = async (escola_id: string, formato: 'pdf' | 'xlsx' = 'pdf') => ({
  tipo: 'frequencia' as const,
  formato,
  parametros: { escola_id, ano_letivo: await anoDemo(api) },
});

describe('POST /api/relatorios', () => {
  it('401 without a session, 403 for roles that cannot generate', async () => {
    const corpo = await frequencia(api.ids.principal);
    esperaErro(await api.enviar('POST', '/api/relatorios', undefined, corpo), 401, SEM_SESSAO);
    esperaErro(await api.enviar('POST', '/api/relatorios', 'professor', corpo), 403, SEM_PERMISSAO);
    esperaErro(await api.enviar('POST', '/api/relatorios', 'aluno', corpo), 403, SEM_PERMISSAO);
  });

  it('400 with the fields: type, format, parameters, required school and year', async () => {
    const ruim = await api.enviar('POST', '/api/relatorios', 'gestor', {
      tipo: 'boletos',
      formato: 'docx',
      parametros: { escola_id: 'x', bimestre: 7 },
    });
    esperaCampos(ruim, {
      tipo: 'Tipo de relatório inválido',
      formato: 'Formato inválido: escolha PDF ou XLSX',
      'parametros.escola_id': 'Escola inválida',
      'parametros.bimestre': 'Bimestre inválido',
    });
    const semEscola = await api.enviar('POST', '/api/relatorios', 'gestor', { tipo: 'notas', formato: 'pdf', parametros: {} });
    esperaCampos(semEscola, { 'parametros.escola_id': 'Escolha a escola', 'parametros.ano_letivo': 'Informe o ano letivo' });
    const semRede = await api.enviar('POST', '/api/relatorios', 'admin', {
      tipo: 'escolas',
      formato: 'pdf',
      parametros: { ano_letivo: 2026 },
    });
    esperaCampos(semRede, { 'parametros.empresa_id': 'Escolha a rede do relatório' });
  });

  it("404 without data for a school or class out of the requester's scope; 400 for a class of another school", async () => {
    for (const escola of [api.ids.tiradentes, api.ids.domBosco]) {
      const res = await api.enviar('POST', '/api/relatorios', 'gestor', await frequencia(escola));
      esperaErro(res, 404, ESCOLA_NAO_ENCONTRADA);
      expect(res.body).not.toContain('Tiradentes');
    }
    esperaErro(
      await api.enviar('POST', '/api/relatorios', 'empresa', await frequencia(api.ids.domBosco)),
      404,
      ESCOLA_NAO_ENCONTRADA,
    );
    const outraRede = await api.enviar('POST', '/api/relatorios', 'empresa', {
      tipo: 'escolas',
      formato: 'pdf',
      parametros: { empresa_id: api.ids.sa, ano_letivo: 2026 },
    });
    esperaErro(outraRede, 404, REDE_NAO_ENCONTRADA);
    const turmaDeOutra = await api.enviar('POST', '/api/relatorios', 'empresa', {
      ...(await frequencia(api.ids.tiradentes)),
      parametros: { escola_id: api.ids.tiradentes, turma_id: api.ids.sextoA, ano_letivo: await anoDemo(api) },
    });
    esperaCampos(turmaDeOutra, { 'parametros.turma_id': 'A turma não é da escola escolhida' });
  });

  it('answers 202 at once with the pending job; the worker builds it, notifies and audits', async () => {
    const res = await api.enviar('POST', '/api/relatorios', 'gestor', await frequencia(api.ids.principal));
    expect(res.statusCode).toBe(202);
    const job = res.json();
    expect(job).toMatchObject({
      tipo: 'frequencia',
      formato: 'pdf',
      status: 'pendente',
      progresso: 0,
      arquivo_disponivel: false,
    });
    expect(job.titulo).toContain('Relatório de Frequência');
    await processar(api);
    const pronto = await api.json(`/api/relatorios/${job.id}`, 'gestor');
    expect(pronto).toMatchObject({ status: 'concluido', progresso: 100, arquivo_disponivel: true });
    expect(pronto.tamanho).toBeGreaterThan(1000);
    expect(pronto.nome_arquivo).toMatch(/^relatorio-de-frequencia-.*\.pdf$/);
    const [aviso] = await api.db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.usuario_id, api.ids.gestor), eq(notificacoes.titulo, 'Relatório gerado')));
    expect(aviso).toMatchObject({ link: '/relatorios', tipo: 'success' });
    const gerado = await ultimaAuditoria(api.db, and(eq(auditoria.acao, 'gerar'), eq(auditoria.entidade_id, job.id)));
    expect(gerado?.usuario_id).toBe(api.ids.gestor);
  });
});

describe('the notice of a finished report', () => {
  it("e-mails the requester only while its 'Relatórios gerados' preference is on; the in-app notice always", async () => {
    const emailsDoGestor = async () =>
      (
        await api.db
          .select()
          .from(caixaSaida)
          .where(and(eq(caixaSaida.usuario_id, api.ids.gestor), eq(caixaSaida.evento, 'relatorios')))
      ).length;
    const avisos = async () =>
      (
        await api.db
          .select()
          .from(notificacoes)
          .where(and(eq(notificacoes.usuario_id, api.ids.gestor), eq(notificacoes.titulo, 'Relatório gerado')))
      ).length;
    const antes = { emails: await emailsDoGestor(), avisos: await avisos() };
    await gerarEBaixar(api, 'gestor', await frequencia(api.ids.principal));
    expect(await emailsDoGestor()).toBe(antes.emails + 1);
    const [email] = await api.db
      .select()
      .from(caixaSaida)
      .where(and(eq(caixaSaida.usuario_id, api.ids.gestor), eq(caixaSaida.evento, 'relatorios')))
      .orderBy(desc(caixaSaida.created_at))
      .limit(1);
    expect(email).toMatchObject({ assunto: 'Relatório gerado', link: '/relatorios' });
    expect(email!.corpo_texto).toContain('Relatório de Frequência');

    await api.db
      .insert(preferenciasNotificacao)
      .values({ usuario_id: api.ids.gestor, emailRelatorios: false })
      .onConflictDoUpdate({ target: preferenciasNotificacao.usuario_id, set: { emailRelatorios: false } });
    await gerarEBaixar(api, 'gestor', await frequencia(api.ids.principal));
    expect(await emailsDoGestor()).toBe(antes.emails + 1);
    expect(await avisos()).toBe(antes.avisos + 2);
  });
});

describe('GET /api/relatorios, /resumo, /:id', () => {
  it('401, 403 for the aluno; each user sees only the reports it asked for (another one → 404)', async () => {
    esperaErro(await api.enviar('GET', '/api/relatorios'), 401, SEM_SESSAO);
    esperaErro(await api.enviar('GET', '/api/relatorios/resumo', 'aluno'), 403, SEM_PERMISSAO);
    const { id } = (await api.enviar('POST', '/api/relatorios', 'gestor', await frequencia(api.ids.principal))).json();
    const doGestor = await api.json('/api/relatorios?por_pagina=100', 'gestor');
    expect(doGestor.itens.map((r: { id: string }) => r.id)).toContain(id);
    expect((await api.json('/api/relatorios', 'empresa')).itens.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await api.json('/api/relatorios', 'empresa2')).total).toBe(0);
    for (const quem of ['empresa', 'empresa2', 'admin'])
      esperaErro(await api.enviar('GET', `/api/relatorios/${id}`, quem), 404, NAO_ENCONTRADO);
    esperaErro(await api.enviar('GET', `/api/relatorios/${ID_INEXISTENTE}`, 'gestor'), 404, NAO_ENCONTRADO);
    expect((await api.json('/api/relatorios?busca=Frequ', 'gestor')).total).toBeGreaterThan(0);
    expect((await api.json('/api/relatorios?busca=nada-assim', 'gestor')).total).toBe(0);
    esperaCampos(await api.enviar('GET', '/api/relatorios?pagina=0', 'gestor'), { pagina: 'Página inválida' });
    const resumo = await api.json('/api/relatorios/resumo', 'gestor');
    expect(resumo.total).toBe(doGestor.total);
    expect(resumo.em_andamento).toBeGreaterThan(0);
    await processar(api);
  });
});

describe('GET /api/relatorios/:id/arquivo', () => {
  it('downloads the requester’s file, audited; 401, 403, another user 404, not ready 409, expired 410', async () => {
    const { id, dados } = await gerarEBaixar(api, 'gestor', await frequencia(api.ids.principal, 'xlsx'));
    expect(await textoDoArquivo('xlsx', dados)).toContain('Frequência');
    const baixado = await ultimaAuditoria(api.db, and(eq(auditoria.acao, 'baixar'), eq(auditoria.entidade_id, id)));
    expect(baixado?.usuario_id).toBe(api.ids.gestor);
    esperaErro(await api.enviar('GET', `/api/relatorios/${id}/arquivo`), 401, SEM_SESSAO);
    esperaErro(await api.enviar('GET', `/api/relatorios/${id}/arquivo`, 'aluno'), 403, SEM_PERMISSAO);
    for (const quem of ['empresa', 'empresa2', 'admin']) {
      const res = await api.enviar('GET', `/api/relatorios/${id}/arquivo`, quem);
      esperaErro(res, 404, NAO_ENCONTRADO);
      expect(res.body).not.toContain('Frequência');
    }
    const pendente = (await api.enviar('POST', '/api/relatorios', 'gestor', await frequencia(api.ids.principal))).json();
    esperaErro(await api.enviar('GET', `/api/relatorios/${pendente.id}/arquivo`, 'gestor'), 409, NAO_CONCLUIDO);
    await processar(api);

    // Past the retention: the worker's clean-up deletes the file; the download says it expired.
    await api.db
      .update(relatorios)
      .set({ expira_em: sql`now() - interval '1 minute'` })
      .where(eq(relatorios.id, id));
    const [linha] = await api.db.select().from(relatorios).where(eq(relatorios.id, id));
    expect(await armazenamentoDe(api).relatorios.stat(linha!.arquivo_chave!)).not.toBeNull();
    await processar(api);
    expect(await armazenamentoDe(api).relatorios.stat(chaveDoArquivo(linha!))).toBeNull();
    const expirado = await api.enviar('GET', `/api/relatorios/${id}/arquivo`, 'gestor');
    expect(expirado.statusCode).toBe(410);
    expect(expirado.json().error.message).toBe('Este relatório expirou e o arquivo foi apagado. Gere-o novamente.');
    expect((await api.json(`/api/relatorios/${id}`, 'gestor')).arquivo_disponivel).toBe(false);

    // The list says 'Expirado' for a week after the file went; then the row goes too.
    await api.db
      .update(relatorios)
      .set({ expira_em: sql`now() - make_interval(days => ${AVISO_DE_EXPIRADO_DIAS + 1})` })
      .where(eq(relatorios.id, id));
    await processar(api);
    esperaErro(await api.enviar('GET', `/api/relatorios/${id}`, 'gestor'), 404, NAO_ENCONTRADO);
  });

  it('the scope is checked again: a gestor moved off the school no longer downloads its report', async () => {
    const { id } = await gerarEBaixar(api, 'gestor', await frequencia(api.ids.principal));
    await api.db.execute(sql`delete from usuarios_escolas where usuario_id = ${api.ids.gestor}`);
    try {
      esperaErro(await api.enviar('GET', `/api/relatorios/${id}/arquivo`, 'gestor'), 404, NAO_ENCONTRADO);
      // And a job asked before the change ends in 'erro' with the reason, building nothing.
      const { id: outro } = (await api.enviar('POST', '/api/relatorios', 'empresa', await frequencia(api.ids.principal))).json();
      await api.db.update(relatorios).set({ solicitante_id: api.ids.gestor }).where(eq(relatorios.id, outro));
      await processar(api);
      const falho = await api.json(`/api/relatorios/${outro}`, 'gestor');
      expect(falho).toMatchObject({ status: 'erro', erro: 'A escola ou a turma do relatório não está mais no seu escopo.' });
    } finally {
      await api.db.execute(
        sql`insert into usuarios_escolas (usuario_id, escola_id) values (${api.ids.gestor}, ${api.ids.principal})`,
      );
    }
  });
});

describe('the queue survives a restart', () => {
  it('a job left processing with its lease run out is taken up again and finished, with one file only', async () => {
    const { id } = (await api.enviar('POST', '/api/relatorios', 'gestor', await frequencia(api.ids.principal))).json();
    // The process that held it stopped mid-way: processing, 40%, lease in the past.
    await api.db
      .update(relatorios)
      .set({ status: 'processando', progresso: 40, tentativas: 1, arrendado_ate: sql`now() - interval '1 second'` })
      .where(eq(relatorios.id, id));
    await processar(api);
    const job = await api.json(`/api/relatorios/${id}`, 'gestor');
    expect(job).toMatchObject({ status: 'concluido', tentativas: 2, progresso: 100 });
    const arquivos = await armazenamentoDe(api).relatorios.list();
    expect(arquivos.filter((a) => a.chave.includes(id))).toHaveLength(1);
  });

  it('a job still leased by a running process is left alone; one interrupted too often ends in erro', async () => {
    const { id } = (await api.enviar('POST', '/api/relatorios', 'gestor', await frequencia(api.ids.principal))).json();
    await api.db
      .update(relatorios)
      .set({ status: 'processando', tentativas: 1, arrendado_ate: sql`now() + interval '1 minute'` })
      .where(eq(relatorios.id, id));
    await processar(api);
    expect((await api.json(`/api/relatorios/${id}`, 'gestor')).status).toBe('processando');
    await api.db
      .update(relatorios)
      .set({ tentativas: MAX_TENTATIVAS, arrendado_ate: sql`now() - interval '1 second'` })
      .where(eq(relatorios.id, id));
    await processar(api);
    expect(await api.json(`/api/relatorios/${id}`, 'gestor')).toMatchObject({ status: 'erro', erro: INTERROMPIDO });
  });
});

describe('DELETE /api/relatorios/:id', () => {
  it('401, 403, another user 404; removes the row and its file', async () => {
    const { id } = await gerarEBaixar(api, 'gestor', await frequencia(api.ids.principal));
    esperaErro(await api.enviar('DELETE', `/api/relatorios/${id}`), 401, SEM_SESSAO);
    esperaErro(await api.enviar('DELETE', `/api/relatorios/${id}`, 'professor'), 403, SEM_PERMISSAO);
    esperaErro(await api.enviar('DELETE', `/api/relatorios/${id}`, 'empresa'), 404, NAO_ENCONTRADO);
    const [linha] = await api.db.select().from(relatorios).where(eq(relatorios.id, id));
    expect((await api.enviar('DELETE', `/api/relatorios/${id}`, 'gestor')).statusCode).toBe(204);
    expect(await api.db.select().from(relatorios).where(eq(relatorios.id, id))).toEqual([]);
    expect(await armazenamentoDe(api).relatorios.stat(linha!.arquivo_chave!)).toBeNull();
    esperaErro(await api.enviar('DELETE', `/api/relatorios/${id}`, 'gestor'), 404, NAO_ENCONTRADO);
  });
});
