import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ehDiaLetivo } from '../../../domain/calendario';
import { prepararApi } from '../../../test/api';
import { calendarioDaTurma } from '../../services/calendario';
import { type Cenario, cenarioAvaliacao, matriculasDesdeOAnoPassado } from '../../../test/cenario-avaliacao';
import { disciplinas, frequencias, frequenciasTotais, regrasEscolares } from '../../db/schema';

/** Editing, deleting, listing and summing single attendance marks (the roll call is in frequencias.test.ts). */
const api = prepararApi();
const { enviar } = api;
let c: Cenario;
beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  await matriculasDesdeOAnoPassado(api.t, c.t6A.id);
});

describe('PUT and DELETE /api/frequencias/:id', () => {
  it('toggles and edits with the version; data required; a taken date → 400; stale → 409; totals follow', async () => {
    // Marks on school days of the class's calendar: a mark's date may only move to a school day.
    const cal = await calendarioDaTurma(api.db, c.t6A.id);
    const [row] = (
      await api.db
        .select()
        .from(frequencias)
        .where(
          and(eq(frequencias.turma_id, c.t6A.id), eq(frequencias.disciplina_id, c.matematica.id), eq(frequencias.presente, true)),
        )
    ).filter((f) => ehDiaLetivo(cal, f.data));
    const versao = row!.updated_at.toISOString();
    const totais = async () =>
      (
        await api.db
          .select()
          .from(frequenciasTotais)
          .where(
            and(
              eq(frequenciasTotais.aluno_id, row!.aluno_id),
              eq(frequenciasTotais.turma_id, c.t6A.id),
              eq(frequenciasTotais.disciplina_id, c.matematica.id),
            ),
          )
      )[0]!;
    const faltasAntes = (await totais()).faltas;

    const semData = await enviar('PUT', `/api/frequencias/${row!.id}`, 'professor', {
      data: '',
      presente: false,
      updated_at: versao,
    });
    expect(semData.json().error.fields).toEqual({ data: 'Data é obrigatória' });
    const [outra] = await api.db
      .select()
      .from(frequencias)
      .where(
        and(
          eq(frequencias.aluno_id, row!.aluno_id),
          eq(frequencias.disciplina_id, c.matematica.id),
          eq(frequencias.turma_id, c.t6A.id),
        ),
      )
      .then((r) => r.filter((x) => x.id !== row!.id && ehDiaLetivo(cal, x.data)));
    const ocupada = await enviar('PUT', `/api/frequencias/${row!.id}`, 'professor', {
      data: outra!.data,
      presente: true,
      updated_at: versao,
    });
    expect(ocupada.json().error.fields).toEqual({ data: 'Já existe um registro deste aluno nesta disciplina nesta data' });

    const ok = await enviar('PUT', `/api/frequencias/${row!.id}`, 'professor', {
      data: row!.data,
      presente: false,
      justificativa: 'Falta justificada pelos pais',
      updated_at: versao,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      presente: false,
      justificativa: 'Falta justificada pelos pais',
      professor_nome: 'Carlos Eduardo Lima',
    });
    expect((await totais()).faltas).toBe(faltasAntes + 1);
    expect(
      (await enviar('PUT', `/api/frequencias/${row!.id}`, 'gestor', { data: row!.data, presente: true, updated_at: versao }))
        .statusCode,
    ).toBe(409);

    expect((await enviar('DELETE', `/api/frequencias/${row!.id}`, 'gestor')).statusCode).toBe(204);
    expect(await api.db.select().from(frequencias).where(eq(frequencias.id, row!.id))).toEqual([]);
    expect((await totais()).faltas).toBe(faltasAntes);
  });
});

describe('lists and summaries', () => {
  it('filters todos/presente/falta and period, pages on the server; cards count presences, absences and the alert', async () => {
    const base = `escola_id=${c.principal.id}`;
    const todos = (await enviar('GET', `/api/frequencias?${base}&status=todos&por_pagina=10`, 'gestor')).json();
    const pres = (await enviar('GET', `/api/frequencias?${base}&status=presente&por_pagina=100`, 'gestor')).json();
    const falt = (await enviar('GET', `/api/frequencias?${base}&status=falta&por_pagina=100`, 'gestor')).json();
    expect(todos.itens).toHaveLength(10);
    expect(pres.total + falt.total).toBe(todos.total);
    expect(falt.itens.every((f: { presente: boolean }) => !f.presente)).toBe(true);
    const resumo = (await enviar('GET', `/api/frequencias/resumo?${base}`, 'gestor')).json();
    expect(resumo).toMatchObject({ aulas: todos.total, presencas: pres.total, faltas: falt.total });
    expect(resumo.percentual).toBeCloseTo((pres.total / todos.total) * 100, 6);
    expect(resumo.alunos_excessivos).toBeGreaterThan(0);
    // One line per subject with marks in the school, as the table holds them.
    const comMarcas = await api.db
      .selectDistinct({ nome: disciplinas.nome })
      .from(frequencias)
      .innerJoin(disciplinas, eq(disciplinas.id, frequencias.disciplina_id))
      .where(eq(frequencias.escola_id, c.principal.id));
    expect(resumo.por_disciplina.map((d: { disciplina_nome: string }) => d.disciplina_nome).sort()).toEqual(
      comMarcas.map((d) => d.nome).sort(),
    );

    const dia = todos.itens[0].data as string;
    const doDia = (
      await enviar('GET', `/api/frequencias?${base}&data_inicio=${dia}&data_fim=${dia}&por_pagina=100`, 'gestor')
    ).json();
    expect(doDia.itens.every((f: { data: string }) => f.data === dia)).toBe(true);
    const resumoDia = (
      await enviar('GET', `/api/frequencias/resumo?${base}&data_inicio=${dia}&data_fim=${dia}`, 'gestor')
    ).json();
    expect(resumoDia.aulas).toBe(doDia.total);

    // With the defaults, under 75% attendance is over 25% absences; the body's own minimum changes it.
    expect(resumo.alunos_abaixo_minima).toBe(resumo.alunos_excessivos);
    await api.db.insert(regrasEscolares).values({ empresa_id: c.vv.id, frequencia_minima: 99 });
    try {
      const exigente = (await enviar('GET', `/api/frequencias/resumo?${base}`, 'gestor')).json();
      expect(exigente.alunos_abaixo_minima).toBeGreaterThan(resumo.alunos_excessivos);
      expect(exigente.alunos_excessivos).toBe(resumo.alunos_excessivos);
    } finally {
      await api.db.delete(regrasEscolares).where(eq(regrasEscolares.empresa_id, c.vv.id));
    }

    const bad = await enviar('GET', '/api/frequencias?status=talvez&data_inicio=ontem', 'gestor');
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['data_inicio', 'status']);
  });
});
