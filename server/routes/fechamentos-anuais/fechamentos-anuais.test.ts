import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampo, esperaErro } from '../../../test/esperas';
import { cenarioAnual } from '../../../test/matrix/rows/fechamentos-anuais';
import { FECHAMENTO_ANUAL_MENSAGENS as MSG } from '../../../domain/schemas/fechamento-anual';
import { MENSAGENS_TRAVA } from '../../../domain/fechamento/mensagens';
import { auditoria, fechamentosAnuais, notas, regrasEscolares, resultadosFinais } from '../../db/schema';

const api = prepararApi();
const { enviar } = api;

const cenario = (opcoes: Parameters<typeof cenarioAnual>[2] = {}) =>
  cenarioAnual(api.t, api.ids.principal, { professorId: api.ids.professor, ...opcoes });
const outraRede = () => cenarioAnual(api.t, api.ids.domBosco, { finalizados: 8 });

describe('who reaches the Fechamento Anual', () => {
  it.each([
    ['GET', `/api/fechamentos-anuais?turma_id=${ID_INEXISTENTE}`],
    ['GET', `/api/fechamentos-anuais/alunos?turma_id=${ID_INEXISTENTE}`],
    ['PUT', '/api/fechamentos-anuais/recuperacao'],
    ['POST', '/api/fechamentos-anuais/encerrar'],
    ['POST', '/api/fechamentos-anuais/reabrir'],
  ] as const)('%s %s → 401 without a session', async (method, url) => {
    expect((await enviar(method, url, undefined, method === 'GET' ? undefined : {})).statusCode).toBe(401);
  });

  it('aluno → 403 on reads; professor → 403 on finishing; gestor → 403 on reopening, with the message', async () => {
    const s = await cenario();
    expect((await enviar('GET', `/api/fechamentos-anuais?turma_id=${s.turma.id}`, 'aluno')).statusCode).toBe(403);
    expect((await enviar('POST', '/api/fechamentos-anuais/encerrar', 'professor', { turma_id: s.turma.id })).statusCode).toBe(
      403,
    );
    esperaErro(await enviar('POST', '/api/fechamentos-anuais/reabrir', 'gestor', { turma_id: s.turma.id, motivo: 'x' }), 403, {
      code: 'FORBIDDEN',
      message: MSG.soEmpresaReabre,
    });
  });

  it("another network's class is not found (404, no data) on every route", async () => {
    const o = await outraRede();
    const nf = { code: 'NOT_FOUND', message: MSG.turmaNaoEncontrada };
    esperaErro(await enviar('GET', `/api/fechamentos-anuais?turma_id=${o.turma.id}`, 'gestor'), 404, nf);
    esperaErro(await enviar('GET', `/api/fechamentos-anuais/alunos?turma_id=${o.turma.id}`, 'empresa'), 404, nf);
    const rec = { turma_id: o.turma.id, disciplina_id: o.mat.id, itens: [{ aluno_id: o.alunos.recuperacao, nota: 7 }] };
    esperaErro(await enviar('PUT', '/api/fechamentos-anuais/recuperacao', 'gestor', rec), 404, nf);
    esperaErro(await enviar('POST', '/api/fechamentos-anuais/encerrar', 'gestor', { turma_id: o.turma.id }), 404, nf);
    const [ano] = await api.db.select().from(fechamentosAnuais).where(eq(fechamentosAnuais.turma_id, o.turma.id));
    expect(ano).toBeUndefined();
  });

  it('a professor reads only the subjects it teaches, and may not type another subject’s recovery', async () => {
    const s = await cenario();
    const lista = await api.json(`/api/fechamentos-anuais?turma_id=${s.turma.id}`, 'professor');
    expect(lista.itens.map((l: { disciplina_id: string }) => l.disciplina_id)).toEqual([s.mat.id]);
    const res = await enviar('PUT', '/api/fechamentos-anuais/recuperacao', 'professor', {
      turma_id: s.turma.id,
      disciplina_id: s.ef.id,
      itens: [{ aluno_id: s.alunos.recuperacao, nota: 7 }],
    });
    expect(res.statusCode).toBe(403);
  });

  it('bad input → 400 with field messages', async () => {
    const s = await cenario();
    esperaCampo(await enviar('GET', '/api/fechamentos-anuais?turma_id=x', 'gestor'), 'turma_id', MSG.turma);
    esperaCampo(
      await enviar('POST', '/api/fechamentos-anuais/reabrir', 'empresa', { turma_id: s.turma.id, motivo: ' ' }),
      'motivo',
      MSG.motivo,
    );
    const base = { turma_id: s.turma.id, disciplina_id: s.mat.id };
    esperaCampo(
      await enviar('PUT', '/api/fechamentos-anuais/recuperacao', 'gestor', {
        ...base,
        itens: [{ aluno_id: s.alunos.reprovado, nota: 11 }],
      }),
      'itens.0.nota',
      MSG.faixa,
    );
    // Only students below the passing average take the recuperação final.
    esperaCampo(
      await enviar('PUT', '/api/fechamentos-anuais/recuperacao', 'gestor', {
        ...base,
        itens: [{ aluno_id: s.alunos.aprovado, nota: 9 }],
      }),
      'itens.0.nota',
      MSG.naoElegivel,
    );
    esperaCampo(
      await enviar('PUT', '/api/fechamentos-anuais/recuperacao', 'gestor', {
        ...base,
        itens: [{ aluno_id: s.alunos.transferido, nota: 9 }],
      }),
      'itens.0.aluno_id',
      MSG.alunoNaoMatriculado,
    );
  });
});

describe('the year of a class', () => {
  it('lists one row per subject with the computed figures and the cards; filters and pages', async () => {
    const s = await cenario();
    const r = await api.json(`/api/fechamentos-anuais?turma_id=${s.turma.id}`, 'gestor');
    expect(r.total).toBe(2);
    const mat = r.itens.find((l: { disciplina_id: string }) => l.disciplina_id === s.mat.id);
    // Active students: 8, 5, 3, 8 → mean 6; transferido left out.
    expect(mat).toMatchObject({
      media_anual: 6,
      aprovados: 1,
      recuperacao: 2,
      reprovados: 1,
      aulas_dadas: 40,
      status: 'em_andamento',
      professores: [expect.any(String)],
    });
    // 160 lessons, 36 absences → 77.5%.
    expect(mat.percentual_frequencia).toBe(77.5);
    expect(r.resumo).toEqual({ total: 2, finalizados: 0, em_andamento: 2, media_anual: 6 });
    expect(r.ano).toMatchObject({ status: 'em_andamento', pode_encerrar: true, pode_reabrir: false, pode_rematricular: false });
    const busca = await api.json(`/api/fechamentos-anuais?turma_id=${s.turma.id}&busca=educacao`, 'gestor');
    expect(busca.itens.map((l: { disciplina_id: string }) => l.disciplina_id)).toEqual([s.ef.id]);
    const filtro = await api.json(
      `/api/fechamentos-anuais?turma_id=${s.turma.id}&disciplina_id=${s.mat.id}&status=em_andamento`,
      'gestor',
    );
    expect(filtro.total).toBe(1);
    expect((await api.json(`/api/fechamentos-anuais?turma_id=${s.turma.id}&status=finalizado`, 'gestor')).total).toBe(0);
    expect((await api.json(`/api/fechamentos-anuais?turma_id=${s.turma.id}&ano_letivo=1999`, 'gestor')).total).toBe(0);
    const pagina = await api.json(`/api/fechamentos-anuais?turma_id=${s.turma.id}&por_pagina=1&pagina=2`, 'gestor');
    expect(pagina).toMatchObject({ total: 2, pagina: 2 });
    expect(pagina.itens).toHaveLength(1);
  });

  it('students are cursando while the year is open; recuperação final is typed for those below the average', async () => {
    const s = await cenario();
    const antes = await api.json(`/api/fechamentos-anuais/alunos?turma_id=${s.turma.id}`, 'professor');
    const de = (r: typeof antes, id: string) => r.alunos.find((a: { aluno_id: string }) => a.aluno_id === id);
    expect(de(antes, s.alunos.aprovado).situacao).toBe('cursando');
    expect(de(antes, s.alunos.transferido).rotulo).toBe('Transferido');
    const rec = de(antes, s.alunos.recuperacao).disciplinas[0];
    expect(rec).toMatchObject({ media_anual: 5, elegivel_recuperacao: true, pode_lancar_recuperacao: true, notas: [5, 5, 5, 5] });
    const res = await enviar('PUT', '/api/fechamentos-anuais/recuperacao', 'professor', {
      turma_id: s.turma.id,
      disciplina_id: s.mat.id,
      itens: [
        { aluno_id: s.alunos.recuperacao, nota: 8 },
        { aluno_id: s.alunos.reprovado, nota: 4 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const depois = res.json();
    expect(de(depois, s.alunos.recuperacao).disciplinas[0]).toMatchObject({ recuperacao: 8, media_final: 8 });
    const [log] = await api.db.select().from(auditoria).where(eq(auditoria.acao, 'lancar_recuperacao_final'));
    expect(log?.entidade_id).toBe(`${s.turma.id}:${s.mat.id}`);
    // null takes it back.
    const volta = await enviar('PUT', '/api/fechamentos-anuais/recuperacao', 'gestor', {
      turma_id: s.turma.id,
      disciplina_id: s.mat.id,
      itens: [{ aluno_id: s.alunos.reprovado, nota: null }],
    });
    expect(de(volta.json(), s.alunos.reprovado).disciplinas[0].recuperacao).toBeNull();
  });

  it('finishing is refused while a bimestre is open, listing what is missing', async () => {
    const s = await cenario({ finalizados: 6 });
    const res = await enviar('POST', '/api/fechamentos-anuais/encerrar', 'gestor', { turma_id: s.turma.id });
    expect(res.statusCode).toBe(409);
    const ef = s.ef.nome;
    expect(res.json().error.message).toBe(
      `Não é possível encerrar o ano letivo do ${s.turma.nome}: faltam finalizar ${ef} (3º e 4º bimestres).`,
    );
    expect(await api.db.select().from(resultadosFinais).where(eq(resultadosFinais.turma_id, s.turma.id))).toEqual([]);
  });

  it('finishing stores the final results and locks the class; only the empresa reopens', async () => {
    const s = await cenario({ finalizados: 8 });
    // Educação Física does not fail students on grades in this network.
    await api.db
      .insert(regrasEscolares)
      .values({ empresa_id: s.empresa_id, disciplinas_sem_reprovacao: ['educacao_fisica'] })
      .onConflictDoUpdate({ target: regrasEscolares.empresa_id, set: { disciplinas_sem_reprovacao: ['educacao_fisica'] } });
    await enviar('PUT', '/api/fechamentos-anuais/recuperacao', 'gestor', {
      turma_id: s.turma.id,
      disciplina_id: s.mat.id,
      itens: [
        { aluno_id: s.alunos.recuperacao, nota: 7.5 },
        { aluno_id: s.alunos.reprovado, nota: 4 },
      ],
    });
    const res = await enviar('POST', '/api/fechamentos-anuais/encerrar', 'gestor', { turma_id: s.turma.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'finalizado', alunos: 5 });

    const gerais = await api.db
      .select()
      .from(resultadosFinais)
      .where(and(eq(resultadosFinais.turma_id, s.turma.id), isNull(resultadosFinais.disciplina_id)));
    const situacao = Object.fromEntries(gerais.map((g) => [g.aluno_id, g.situacao]));
    expect(situacao).toEqual({
      [s.alunos.aprovado]: 'aprovado',
      [s.alunos.recuperacao]: 'aprovado_recuperacao',
      [s.alunos.reprovado]: 'reprovado',
      [s.alunos.falta]: 'reprovado_falta',
      [s.alunos.transferido]: 'transferido',
    });
    const porDisciplina = await api.db
      .select()
      .from(resultadosFinais)
      .where(and(eq(resultadosFinais.turma_id, s.turma.id), eq(resultadosFinais.aluno_id, s.alunos.reprovado)));
    const ef = porDisciplina.find((l) => l.disciplina_id === s.ef.id)!;
    expect(ef).toMatchObject({ situacao: 'aprovado', media_anual: 3, reprovado_por_nota: false });
    expect(porDisciplina.find((l) => l.disciplina_id === s.mat.id)).toMatchObject({
      situacao: 'reprovado',
      recuperacao: 4,
      media_final: 4,
      reprovado_por_nota: true,
    });

    const alunos = await api.json(`/api/fechamentos-anuais/alunos?turma_id=${s.turma.id}`, 'gestor');
    const falta = alunos.alunos.find((a: { aluno_id: string }) => a.aluno_id === s.alunos.falta);
    expect(falta).toMatchObject({ situacao: 'reprovado_falta', rotulo: 'Reprovado por falta', reprovado_por_falta: true });
    expect(
      alunos.alunos.every((a: { disciplinas: { pode_lancar_recuperacao: boolean }[] }) =>
        a.disciplinas.every((d) => !d.pode_lancar_recuperacao),
      ),
    ).toBe(true);
    const lista = await api.json(`/api/fechamentos-anuais?turma_id=${s.turma.id}`, 'gestor');
    expect(lista.resumo).toMatchObject({ finalizados: 2, em_andamento: 0 });

    // Locked: grades, recovery, finishing again.
    const rec = await enviar('PUT', '/api/fechamentos-anuais/recuperacao', 'gestor', {
      turma_id: s.turma.id,
      disciplina_id: s.mat.id,
      itens: [{ aluno_id: s.alunos.reprovado, nota: 9 }],
    });
    esperaErro(rec, 409, { code: 'PERIODO_FECHADO', message: MENSAGENS_TRAVA.anoEncerrado(s.turma.ano_letivo, s.turma.nome) });
    const [nota] = await api.db
      .select()
      .from(notas)
      .where(and(eq(notas.turma_id, s.turma.id), eq(notas.aluno_id, s.alunos.aprovado)));
    const grade = await enviar('PUT', `/api/notas/${nota!.id}`, 'gestor', {
      nota1: 9,
      nota2: null,
      nota3: null,
      nota4: null,
      updated_at: nota!.updated_at.toISOString(),
    });
    expect(grade.statusCode).toBe(409);
    expect((await enviar('POST', '/api/fechamentos-anuais/encerrar', 'gestor', { turma_id: s.turma.id })).statusCode).toBe(409);

    // Reopening: the empresa, with a reason, audited.
    const reaberto = await enviar('POST', '/api/fechamentos-anuais/reabrir', 'empresa', {
      turma_id: s.turma.id,
      motivo: 'Nota lançada errada',
    });
    expect(reaberto.statusCode, reaberto.body).toBe(200);
    expect(reaberto.json().status).toBe('em_andamento');
    const [log] = await api.db.select().from(auditoria).where(eq(auditoria.acao, 'reabrir_ano_letivo'));
    expect(log?.depois).toMatchObject({ motivo: 'Nota lançada errada' });
    const aberto = await api.json(`/api/fechamentos-anuais/alunos?turma_id=${s.turma.id}`, 'gestor');
    expect(aberto.status).toBe('em_andamento');
    expect(aberto.alunos.find((a: { aluno_id: string }) => a.aluno_id === s.alunos.aprovado).situacao).toBe('cursando');
    // Finished again: the stored results are replaced, not duplicated.
    expect((await enviar('POST', '/api/fechamentos-anuais/encerrar', 'gestor', { turma_id: s.turma.id })).statusCode).toBe(200);
    const todas = await api.db.select().from(resultadosFinais).where(eq(resultadosFinais.turma_id, s.turma.id));
    expect(todas).toHaveLength(5 * 3);
  });
});
