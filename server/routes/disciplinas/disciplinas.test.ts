import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { atribuicoes, auditoria, disciplinas } from '../../db/schema';
import { prepararApi } from '../../../test/api';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampo, esperaMensagem } from '../../../test/esperas';

interface Disciplina {
  id: string;
  nome: string;
  empresa_id: string;
  ativo: boolean;
  updated_at: string;
  disciplina: string;
  serie_ano: string;
  [k: string]: unknown;
}

const api = prepararApi();
const { enviar, ids } = api;
const nova = {
  nome: 'Filosofia para Crianças',
  disciplina: 'filosofia',
  serie_ano: '5_ano',
  bimestre: '2_bimestre',
  carga_horaria: 40,
};

const criar = (user: string, body: object = nova) => api.criar<Disciplina>('/api/disciplinas', user, body);
const corpo = ({ id: _i, empresa_nome: _n, created_at: _c, ativo: _a, ...rest }: Disciplina) => rest;

describe('who may read and write subjects', () => {
  it('401 without a session on every route, before looking at the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/disciplinas'],
      ['GET', `/api/disciplinas/${ID_INEXISTENTE}`],
      ['POST', '/api/disciplinas'],
      ['PUT', `/api/disciplinas/${ID_INEXISTENTE}`],
      ['PATCH', `/api/disciplinas/${ID_INEXISTENTE}/ativo`],
      ['DELETE', `/api/disciplinas/${ID_INEXISTENTE}`],
    ] as const) {
      const res = await enviar(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : { nome: '' });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('aluno has no disciplinas grant → 403; professor reads but may not write → 403', async () => {
    expect((await enviar('GET', '/api/disciplinas', 'aluno')).statusCode).toBe(403);
    expect((await enviar('GET', '/api/disciplinas', 'professor')).statusCode).toBe(200);
    const [d] = (await enviar('GET', '/api/disciplinas', 'professor')).json().itens as Disciplina[];
    expect((await enviar('POST', '/api/disciplinas', 'professor', nova)).statusCode).toBe(403);
    expect((await enviar('PUT', `/api/disciplinas/${d!.id}`, 'professor', corpo(d!))).statusCode).toBe(403);
    expect((await enviar('PATCH', `/api/disciplinas/${d!.id}/ativo`, 'professor', { ativo: false })).statusCode).toBe(403);
    expect((await enviar('DELETE', `/api/disciplinas/${d!.id}`, 'professor')).statusCode).toBe(403);
  });

  it("each body sees only its own catalogue; another body's subject is 404 with no data", async () => {
    const vv = (await enviar('GET', '/api/disciplinas?por_pagina=100', 'empresa')).json();
    expect(vv.total).toBeGreaterThan(0);
    expect(new Set(vv.itens.map((d: Disciplina) => d.empresa_id))).toEqual(new Set([ids.vv]));
    const sa = (await enviar('GET', '/api/disciplinas?por_pagina=100', 'empresa2')).json();
    expect(new Set(sa.itens.map((d: Disciplina) => d.empresa_id))).toEqual(new Set([ids.sa]));
    const alheia = sa.itens[0] as Disciplina;
    for (const res of [
      await enviar('GET', `/api/disciplinas/${alheia.id}`, 'gestor'),
      await enviar('PUT', `/api/disciplinas/${alheia.id}`, 'empresa', { ...corpo(alheia), nome: 'Tomada' }),
      await enviar('PATCH', `/api/disciplinas/${alheia.id}/ativo`, 'empresa', { ativo: false }),
      await enviar('DELETE', `/api/disciplinas/${alheia.id}`, 'empresa'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Disciplina não encontrada.' } });
    }
    const admin = (await enviar('GET', '/api/disciplinas?por_pagina=1', 'admin')).json();
    expect(admin.total).toBe(vv.total + sa.total);
  });

  it('an empresa may not create in another body → 403, nothing created', async () => {
    const res = await enviar('POST', '/api/disciplinas', 'empresa', { ...nova, nome: 'Intrusa', empresa_id: ids.sa });
    expect(res.statusCode).toBe(403);
    expect(await api.db.select().from(disciplinas).where(eq(disciplinas.nome, 'Intrusa'))).toEqual([]);
  });
});

describe('GET /api/disciplinas', () => {
  it('lists the newest first, filters by code, série, bimestre and status, and searches nome or descrição', async () => {
    const criada = await criar('gestor', {
      ...nova,
      nome: 'Redação Criativa',
      disciplina: 'redacao',
      descricao: 'Oficina de escrita de contos',
    });
    const lista = (await enviar('GET', '/api/disciplinas', 'gestor')).json();
    expect(lista.itens[0].id).toBe(criada.id);
    const por = async (q: string) =>
      (await enviar('GET', `/api/disciplinas?por_pagina=100&${q}`, 'empresa')).json().itens as Disciplina[];
    expect((await por('disciplina=redacao')).map((d) => d.id)).toEqual([criada.id]);
    expect((await por('serie_ano=6_ano')).every((d) => d.serie_ano === '6_ano')).toBe(true);
    expect((await por('serie_ano=6_ano')).map((d) => d.nome)).toContain('Matemática — 6º Ano');
    expect((await por('busca=contos')).map((d) => d.id)).toEqual([criada.id]);
    expect((await por('busca=redação criativa&bimestre=2_bimestre&ativo=true')).map((d) => d.id)).toEqual([criada.id]);
    expect(await por('busca=redação criativa&bimestre=1_bimestre')).toEqual([]);
    // 'all' means no filter.
    expect((await por('disciplina=all&serie_ano=all&bimestre=all&ativo=all')).length).toBe((await por('')).length);
  });

  it('a bad filter → 400 naming it', async () => {
    const res = await enviar('GET', '/api/disciplinas?disciplina=alquimia', 'empresa');
    esperaCampo(res, 'disciplina', 'Filtro inválido');
  });
});

describe('POST /api/disciplinas', () => {
  it.each([
    [
      {},
      {
        nome: 'Nome é obrigatório',
        disciplina: 'Disciplina é obrigatória',
        serie_ano: 'Série/Ano é obrigatório',
        bimestre: 'Bimestre é obrigatório',
      },
    ],
    [{ ...nova, nome: '  ' }, { nome: 'Nome é obrigatório' }],
    [{ ...nova, disciplina: '' }, { disciplina: 'Disciplina é obrigatória' }],
    [{ ...nova, serie_ano: '10_ano' }, { serie_ano: 'Série/Ano é obrigatório' }],
    [{ ...nova, bimestre: '5_bimestre' }, { bimestre: 'Bimestre é obrigatório' }],
    [{ ...nova, carga_horaria: -1 }, { carga_horaria: 'Carga horária deve ser um número inteiro entre 0 e 2000' }],
  ])('%j → 400 with the message of each field', async (body, fields) => {
    const res = await enviar('POST', '/api/disciplinas', 'empresa', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields });
  });

  it('administrador must name an existing body', async () => {
    expect((await enviar('POST', '/api/disciplinas', 'admin', nova)).json().error.fields).toEqual({
      empresa_id: 'Empresa é obrigatória',
    });
    expect(
      (await enviar('POST', '/api/disciplinas', 'admin', { ...nova, empresa_id: ID_INEXISTENTE })).json().error.fields,
    ).toEqual({
      empresa_id: 'Empresa não encontrada',
    });
    expect((await criar('admin', { ...nova, empresa_id: ids.sa })).empresa_id).toBe(ids.sa);
  });

  it('creates active in the actor’s body, blanks become null, carga horária defaults to 0; audited', async () => {
    const d = await criar('empresa', {
      nome: 'Empreendedorismo Jovem',
      disciplina: 'empreendedorismo',
      serie_ano: '9_ano',
      bimestre: '3_bimestre',
      objetivos: ' ',
      habilidades: 'Planejar um projeto',
    });
    expect(d).toMatchObject({
      empresa_id: ids.vv,
      ativo: true,
      carga_horaria: 0,
      objetivos: null,
      habilidades: 'Planejar um projeto',
      empresa_nome: 'Prefeitura Municipal de Vale Verde',
    });
    const [log] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'disciplina'), eq(auditoria.entidade_id, d.id)));
    expect(log).toMatchObject({ acao: 'criar', usuario_email: 'empresa@demo.escola.br' });
  });
});

describe('PUT, PATCH ativo and DELETE', () => {
  it('updates every field; a stale version → 409 and the first edit survives', async () => {
    const d = await criar('empresa');
    const first = await enviar('PUT', `/api/disciplinas/${d.id}`, 'empresa', {
      ...corpo(d),
      nome: 'Filosofia — 5º Ano',
      carga_horaria: 60,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ nome: 'Filosofia — 5º Ano', carga_horaria: 60 });
    const second = await enviar('PUT', `/api/disciplinas/${d.id}`, 'gestor', { ...corpo(d), nome: 'Outra' });
    esperaMensagem(second, 409, 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.');
    expect((await enviar('GET', `/api/disciplinas/${d.id}`, 'empresa')).json().nome).toBe('Filosofia — 5º Ano');
  });

  it('refuses moving a subject to another body', async () => {
    const d = await criar('admin', { ...nova, empresa_id: ids.vv });
    const res = await enviar('PUT', `/api/disciplinas/${d.id}`, 'admin', { ...corpo(d), empresa_id: ids.sa });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.empresa_id).toBeDefined();
  });

  it('Desativar / Ativar flips ativo and the status filter follows', async () => {
    const d = await criar('empresa');
    expect((await enviar('PATCH', `/api/disciplinas/${d.id}/ativo`, 'gestor', { ativo: false })).json().ativo).toBe(false);
    const inativas = (await enviar('GET', '/api/disciplinas?ativo=false&por_pagina=100', 'empresa')).json().itens as Disciplina[];
    expect(inativas.map((x) => x.id)).toContain(d.id);
    expect((await enviar('PATCH', `/api/disciplinas/${d.id}/ativo`, 'gestor', { ativo: true })).json().ativo).toBe(true);
    expect((await enviar('PATCH', `/api/disciplinas/${d.id}/ativo`, 'gestor', { ativo: 'sim' })).json().error.fields.ativo).toBe(
      'Status inválido',
    );
  });

  it('a subject assigned to classes is not deleted (409); a free one is (204)', async () => {
    const [usada] = await api.db.select({ id: atribuicoes.disciplina_id }).from(atribuicoes).limit(1);
    const res = await enviar('DELETE', `/api/disciplinas/${usada!.id}`, 'admin');
    esperaMensagem(
      res,
      409,
      'Não é possível excluir a disciplina: ela está atribuída a turmas ou possui notas e frequências. Desative-a.',
    );
    const livre = await criar('empresa');
    expect((await enviar('DELETE', `/api/disciplinas/${livre.id}`, 'gestor')).statusCode).toBe(204);
    expect((await enviar('GET', `/api/disciplinas/${livre.id}`, 'empresa')).statusCode).toBe(404);
  });
});
