import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REGRAS_AVALIACAO_PADRAO } from '../../domain/avaliacao/regras';
import { prepararApi } from '../../test/api';
import { cenarioAvaliacao } from '../../test/cenario-avaliacao';
import { avaliacoes, avaliacoesResultados, fechamentosAnuais, fechamentosBimestrais, notas } from '../db/schema';
import { notaDe, notasDaTurma, notasDoBimestre } from './notas-do-bimestre';
import { garantirPeriodoAberto, motivoDoFechamento } from './travas';

const api = prepararApi();

describe('notas do bimestre', () => {
  it('four-notes mode: the mean of the notes entered, rounded by the network', async () => {
    const c = await cenarioAvaliacao(api.t);
    const [a1, a2] = c.alunos6A;
    const onde = (alunoId: string) =>
      and(
        eq(notas.turma_id, c.t6A.id),
        eq(notas.disciplina_id, c.matematica.id),
        eq(notas.bimestre, 3),
        eq(notas.aluno_id, alunoId),
      );
    await api.db.delete(notas).where(onde(a1!.id));
    await api.db.delete(notas).where(onde(a2!.id));
    const linha = {
      empresa_id: c.vv.id,
      escola_id: c.principal.id,
      turma_id: c.t6A.id,
      disciplina_id: c.matematica.id,
      bimestre: 3,
    };
    await api.db.insert(notas).values([
      { ...linha, aluno_id: a1!.id, nota1: 6.1, nota2: 6.2, nota3: 6.2, nota4: 6.2 },
      { ...linha, aluno_id: a2!.id, nota1: 9, nota2: null },
    ]);
    const regras = { ...REGRAS_AVALIACAO_PADRAO, arredondamento_incremento: 0.5 as const };
    const mapa = await notasDoBimestre(api.db, c.t6A, c.matematica.id, 3, regras, [a1!.id, a2!.id, c.alunoSA.id]);
    expect(mapa.get(a1!.id)).toEqual({ nota_bruta: 6.18, nota: 6, completa: true });
    expect(mapa.get(a2!.id)).toEqual({ nota_bruta: 9, nota: 9, completa: false });
    // A student with no grade row has no grade (not zero).
    expect(mapa.get(c.alunoSA.id)).toEqual({ nota_bruta: null, nota: null, completa: false });
  });

  it('assessments mode: only corrected assessments count, weighted, excused left out, absent by the setting', async () => {
    const c = await cenarioAvaliacao(api.t);
    const [a1, a2, a3] = c.alunos6A;
    const base = {
      empresa_id: c.vv.id,
      escola_id: c.principal.id,
      turma_id: c.t6A.id,
      disciplina_id: c.portugues.id,
      bimestre: 4,
      descricao: 'Avaliação de teste',
      tipo: 'prova' as const,
      data_aplicacao: `${c.t6A.ano_letivo}-10-10`,
      data_entrega: `${c.t6A.ano_letivo}-10-10`,
    };
    const [prova, trabalho, agendada] = await api.db
      .insert(avaliacoes)
      .values([
        { ...base, titulo: 'Prova', peso: 2, valor_total: 20, status: 'corrigida' },
        { ...base, titulo: 'Trabalho', peso: 1, valor_total: 10, status: 'finalizada' },
        { ...base, titulo: 'Ainda não corrigida', peso: 5, valor_total: 10, status: 'aplicada' },
      ])
      .returning();
    const r = (avaliacao_id: string, aluno_id: string, v: { nota?: number; ausente?: boolean; dispensado?: boolean }) => ({
      avaliacao_id,
      aluno_id,
      empresa_id: c.vv.id,
      nota: v.nota ?? null,
      ausente: v.ausente ?? false,
      dispensado: v.dispensado ?? false,
    });
    await api.db.insert(avaliacoesResultados).values([
      r(prova!.id, a1!.id, { nota: 16 }), // 8.0 × 2
      r(trabalho!.id, a1!.id, { nota: 5 }), // 5.0 × 1 → (16 + 5) / 3 = 7.0
      r(agendada!.id, a1!.id, { nota: 0 }), // not counted: not corrected yet
      r(prova!.id, a2!.id, { ausente: true }), // 0 × 2
      r(trabalho!.id, a2!.id, { nota: 9 }), // → 9 / 3 = 3.0, or 9.0 when absence is left out
      r(prova!.id, a3!.id, { dispensado: true }),
      r(trabalho!.id, a3!.id, { nota: 7.5 }),
    ]);
    const regras = { ...REGRAS_AVALIACAO_PADRAO, modo_nota_bimestre: 'avaliacoes' as const };
    const ids = [a1!.id, a2!.id, a3!.id];
    const mapa = await notasDaTurma(api.db, c.t6A.id, ids, regras, { bimestre: 4 });
    expect(notaDe(mapa, c.portugues.id, 4, a1!.id)).toEqual({ nota_bruta: 7, nota: 7, completa: true });
    expect(notaDe(mapa, c.portugues.id, 4, a2!.id)).toEqual({ nota_bruta: 3, nota: 3, completa: true });
    expect(notaDe(mapa, c.portugues.id, 4, a3!.id)).toEqual({ nota_bruta: 7.5, nota: 7.5, completa: true });
    const semAusencia = await notasDaTurma(api.db, c.t6A.id, ids, { ...regras, ausente_conta_zero: false }, { bimestre: 4 });
    expect(notaDe(semAusencia, c.portugues.id, 4, a2!.id).nota).toBe(9);
  });
});

describe('trava do período', () => {
  it('refuses a write into a finalized bimestre with the reason, and lets it through once reopened', async () => {
    const c = await cenarioAvaliacao(api.t);
    const periodo = { turma_id: c.t6A.id, disciplina_id: c.matematica.id, bimestre: 2 };
    expect(await motivoDoFechamento(api.db, periodo)).toBeNull();
    const [f] = await api.db
      .insert(fechamentosBimestrais)
      .values({ ...periodo, empresa_id: c.vv.id, escola_id: c.principal.id, ano_letivo: c.t6A.ano_letivo, status: 'finalizado' })
      .returning();
    const motivo = 'O 2º bimestre de Matemática do 6º Ano A está fechado.';
    expect(await motivoDoFechamento(api.db, periodo)).toMatch(new RegExp(`^${motivo}`));
    await expect(api.db.transaction((tx) => garantirPeriodoAberto(tx, periodo))).rejects.toMatchObject({
      statusCode: 409,
      code: 'PERIODO_FECHADO',
    });
    // Another subject and another bimestre stay open.
    expect(await motivoDoFechamento(api.db, { ...periodo, bimestre: 3 })).toBeNull();
    expect(await motivoDoFechamento(api.db, { ...periodo, disciplina_id: c.portugues.id })).toBeNull();
    await api.db.update(fechamentosBimestrais).set({ status: 'em_andamento' }).where(eq(fechamentosBimestrais.id, f!.id));
    await expect(api.db.transaction((tx) => garantirPeriodoAberto(tx, periodo))).resolves.toBeUndefined();
  });

  it('a finished year locks every subject and bimestre of the class, read and write alike', async () => {
    const c = await cenarioAvaliacao(api.t);
    const periodo = { turma_id: c.t7A.id, disciplina_id: c.matematica.id, bimestre: 1 };
    const [ano] = await api.db
      .insert(fechamentosAnuais)
      .values({
        empresa_id: c.vv.id,
        escola_id: c.principal.id,
        turma_id: c.t7A.id,
        ano_letivo: c.t7A.ano_letivo,
        status: 'finalizado',
      })
      .returning();
    const motivo = `O ano letivo de ${c.t7A.ano_letivo} do 7º Ano A está encerrado. Só a secretaria (empresa) pode reabri-lo.`;
    expect(await motivoDoFechamento(api.db, periodo)).toBe(motivo);
    expect(await motivoDoFechamento(api.db, { ...periodo, bimestre: 4 })).toBe(motivo);
    await expect(api.db.transaction((tx) => garantirPeriodoAberto(tx, periodo))).rejects.toMatchObject({ message: motivo });
    await api.db.update(fechamentosAnuais).set({ status: 'em_andamento' }).where(eq(fechamentosAnuais.id, ano!.id));
    expect(await motivoDoFechamento(api.db, periodo)).toBeNull();
  });
});
