// @motores: datas e fuso horário
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarioPadrao } from '../../../domain/calendario';
import { prepararApi } from '../../../test/api';
import { esperaCampos, esperaValidacao } from '../../../test/esperas';
import { anosLetivos, auditoria } from '../../db/schema';

const api = prepararApi();
const { enviar, ids } = api;

const ANO = 2030;
const padrao = calendarioPadrao(ANO);
const corpo = (extra: Record<string, unknown> = {}) => ({
  inicio: padrao.inicio,
  fim: padrao.fim,
  bimestres: padrao.bimestres,
  dias: padrao.dias,
  updated_at: null,
  ...extra,
});
const salvo = (empresa: string, ano = ANO) =>
  api.db
    .select()
    .from(anosLetivos)
    .where(and(eq(anosLetivos.empresa_id, empresa), eq(anosLetivos.ano, ano)));

describe('GET /api/calendario/:ano', () => {
  it('401 without a session; a bad year → 400', async () => {
    expect((await enviar('GET', `/api/calendario/${ANO}`)).statusCode).toBe(401);
    esperaValidacao(await enviar('GET', '/api/calendario/1999', 'gestor'), 'ano');
  });

  it.each(['empresa', 'gestor', 'professor', 'aluno'])("%s reads its network's calendar (the default until saved)", async (u) => {
    const res = await enviar('GET', `/api/calendario/${ANO}`, u);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      empresa_id: ids.vv,
      empresa_nome: 'Prefeitura Municipal de Vale Verde',
      ano: ANO,
      inicio: padrao.inicio,
      fim: padrao.fim,
      bimestres: padrao.bimestres,
      padrao: true,
      updated_at: null,
      pode_editar: u === 'empresa',
    });
    expect(res.json().dias_letivos.ano).toBeGreaterThanOrEqual(200);
  });

  it("another network's calendar → 404 for a non-administrator; the administrador chooses the network", async () => {
    const res = await enviar('GET', `/api/calendario/${ANO}?empresa_id=${ids.sa}`, 'gestor');
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Empresa não encontrada' } });
    expect((await enviar('GET', `/api/calendario/${ANO}`, 'admin')).json().error.fields).toEqual({
      empresa_id: 'Empresa é obrigatória',
    });
    expect((await enviar('GET', `/api/calendario/${ANO}?empresa_id=${ids.sa}`, 'admin')).json()).toMatchObject({
      empresa_id: ids.sa,
      pode_editar: true,
    });
  });
});

describe('PUT and DELETE /api/calendario/:ano', () => {
  it('401 without a session; 403 for gestor, professor and aluno, even with a bad body', async () => {
    expect((await enviar('PUT', `/api/calendario/${ANO}`, undefined, corpo())).statusCode).toBe(401);
    expect((await enviar('DELETE', `/api/calendario/${ANO}`)).statusCode).toBe(401);
    for (const u of ['gestor', 'professor', 'aluno']) {
      expect((await enviar('PUT', `/api/calendario/${ANO}`, u, { inicio: 1 })).statusCode).toBe(403);
      expect((await enviar('DELETE', `/api/calendario/${ANO}`, u)).statusCode).toBe(403);
    }
  });

  it("an empresa may not change another network's calendar → 403, nothing saved", async () => {
    const res = await enviar('PUT', `/api/calendario/${ANO}`, 'empresa', corpo({ empresa_id: ids.sa }));
    expect(res.statusCode).toBe(403);
    expect(await salvo(ids.sa)).toHaveLength(0);
    expect((await enviar('DELETE', `/api/calendario/${ANO}?empresa_id=${ids.sa}`, 'empresa')).statusCode).toBe(403);
  });

  it('a wrong calendar → 400 with a message per field, nothing saved', async () => {
    const [b1, b2, b3, b4] = padrao.bimestres;
    const res = await enviar(
      'PUT',
      `/api/calendario/${ANO}`,
      'empresa',
      corpo({
        inicio: `${ANO - 1}-02-04`,
        bimestres: [b1, { ...b2, inicio: b1.fim }, b3, { ...b4, prazo: b3.fim }],
        dias: [
          { data: `${ANO}-03-05`, tipo: 'nao_letivo', descricao: 'Aniversário da cidade' },
          { data: `${ANO}-03-05`, tipo: 'letivo_extra', descricao: '  ' },
        ],
      }),
    );
    esperaCampos(res, {
      inicio: `O início do ano letivo deve estar em ${ANO}`,
      'bimestres.1.inicio': 'O 2º bimestre deve começar depois do fim do 1º',
      'bimestres.3.prazo': 'O prazo de fechamento deve ser no fim do bimestre ou depois',
      'dias.1.data': 'Data repetida',
      'dias.1.descricao': 'Descrição é obrigatória',
    });
    esperaCampos(await enviar('PUT', `/api/calendario/${ANO}`, 'empresa', corpo({ bimestres: [b1] })), {
      bimestres: 'Informe os quatro bimestres',
    });
    esperaValidacao(
      await enviar(
        'PUT',
        `/api/calendario/${ANO}`,
        'empresa',
        corpo({ dias: [{ data: `${ANO}-03-05`, tipo: 'x', descricao: 'a' }] }),
      ),
      'dias.0.tipo',
    );
    expect(await salvo(ids.vv)).toHaveLength(0);
  });

  it('a date that does not exist (0000-00-00, 31 February) → 400 with a pt-BR message on its field, never a 500', async () => {
    const [b1, b2, b3, b4] = calendarioPadrao(2026).bimestres;
    const res = await enviar('PUT', '/api/calendario/2026', 'empresa', {
      ...corpo(),
      inicio: '0000-00-00',
      bimestres: [{ ...b1, fim: '2026-02-31' }, b2, b3, b4],
      dias: [{ data: '0000-00-00', tipo: 'nao_letivo', descricao: 'Aniversário da cidade' }],
    });
    esperaCampos(res, { inicio: 'Data inválida', 'bimestres.0.fim': 'Data inválida', 'dias.0.data': 'Data inválida' });
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Verifique os campos informados.' });
    expect(await salvo(ids.vv, 2026)).toHaveLength(0);
  });

  it('the empresa saves its calendar (version checked, audited), and restores the default', async () => {
    const dias = [...padrao.dias, { data: `${ANO}-03-11`, tipo: 'nao_letivo', descricao: 'Aniversário da cidade' }];
    const res = await enviar('PUT', `/api/calendario/${ANO}`, 'empresa', corpo({ dias }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ padrao: false, pode_editar: true, empresa_id: ids.vv });
    expect(body.dias).toContainEqual({ data: `${ANO}-03-11`, tipo: 'nao_letivo', descricao: 'Aniversário da cidade' });
    const antes = (await enviar('GET', `/api/calendario/${ANO}`, 'gestor')).json();
    expect(antes.dias_letivos.ano).toBe(body.dias_letivos.ano);
    expect(body.dias_letivos.ano).toBe(
      (await enviar('GET', `/api/calendario/${ANO}?empresa_id=${ids.sa}`, 'admin')).json().dias_letivos.ano - 1,
    );

    // Saving over the default again (version null) or with an old version → 409.
    expect((await enviar('PUT', `/api/calendario/${ANO}`, 'empresa', corpo())).statusCode).toBe(409);
    const v2 = await enviar('PUT', `/api/calendario/${ANO}`, 'empresa', corpo({ updated_at: body.updated_at }));
    expect(v2.statusCode, v2.body).toBe(200);
    expect((await enviar('PUT', `/api/calendario/${ANO}`, 'empresa', corpo({ updated_at: body.updated_at }))).statusCode).toBe(
      409,
    );

    const [registro] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'calendario_letivo'), eq(auditoria.acao, 'atualizar')));
    expect(registro).toMatchObject({ entidade_id: ids.vv });

    const restaurado = await enviar('DELETE', `/api/calendario/${ANO}`, 'empresa');
    expect(restaurado.statusCode).toBe(200);
    expect(restaurado.json()).toMatchObject({ padrao: true, updated_at: null, dias: padrao.dias });
    expect(await salvo(ids.vv)).toHaveLength(0);
  });

  it('the administrador names the network it saves', async () => {
    esperaCampos(await enviar('PUT', `/api/calendario/${ANO}`, 'admin', corpo()), { empresa_id: 'Empresa é obrigatória' });
    const res = await enviar('PUT', `/api/calendario/${ANO}`, 'admin', corpo({ empresa_id: ids.sa }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await salvo(ids.sa)).toHaveLength(1);
  });
});
