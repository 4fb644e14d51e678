import { describe, expect, it } from 'vitest';
import {
  exigeJustificativa,
  figurasDoFechamento,
  mediaDaTurma,
  mediaDasFrequencias,
  percentualComUmaCasa,
  prazoVencido,
  situacaoNoFechamento,
} from './figuras';

const regras = { media_aprovacao: 7, media_recuperacao: 5, frequencia_minima: 75 };
const aluno = (nota: number | null, aulas = 10, faltas = 0, completa = true) => ({ nota, completa, aulas, faltas });

describe('figures of a bimonthly closing', () => {
  it('class average with two decimals over the grades entered', () => {
    expect(mediaDaTurma([])).toBeNull();
    expect(mediaDaTurma([null, null])).toBeNull();
    expect(mediaDaTurma([7, 8, null])).toBe(7.5);
    expect(mediaDaTurma([7, 8, 8])).toBe(7.67);
    expect(mediaDaTurma([6.35, 6.34])).toBe(6.35); // 6.345 halves up
  });

  it('attendance percent with one decimal; null without marks', () => {
    expect(percentualComUmaCasa(0, 0)).toBeNull();
    expect(percentualComUmaCasa(5, 6)).toBe(83.3);
    expect(percentualComUmaCasa(2, 3)).toBe(66.7);
    expect(percentualComUmaCasa(10, 10)).toBe(100);
  });

  it('situação by the thresholds, boundaries included; pendente while incomplete', () => {
    expect(situacaoNoFechamento(aluno(7), regras)).toBe('aprovado');
    expect(situacaoNoFechamento(aluno(6.99), regras)).toBe('recuperacao');
    expect(situacaoNoFechamento(aluno(5), regras)).toBe('recuperacao');
    expect(situacaoNoFechamento(aluno(4.9), regras)).toBe('reprovado');
    expect(situacaoNoFechamento(aluno(null), regras)).toBe('pendente');
    expect(situacaoNoFechamento(aluno(9, 10, 0, false), regras)).toBe('pendente');
  });

  it('counts, attendance and students under the minimum attendance', () => {
    const f = figurasDoFechamento([aluno(8, 10, 0), aluno(6, 10, 3), aluno(3, 8, 2), aluno(null, 0, 0)], regras);
    expect(f).toMatchObject({
      alunos: 4,
      media_turma: 5.67,
      aprovados: 1,
      recuperacao: 1,
      reprovados: 1,
      pendentes: 1,
      abaixo_da_media: 2,
      // 7/10 = 70% < 75; 6/8 = 75% is not under.
      abaixo_frequencia_minima: 1,
      presencas: 23,
      marcas: 28,
      percentual_frequencia: 82.1,
    });
  });

  it('justificativa only when MORE than half the class is below the passing grade', () => {
    expect(exigeJustificativa({ alunos: 4, abaixo_da_media: 2 })).toBe(false);
    expect(exigeJustificativa({ alunos: 4, abaixo_da_media: 3 })).toBe(true);
    expect(exigeJustificativa({ alunos: 0, abaixo_da_media: 0 })).toBe(false);
  });

  it('mean attendance of the closings, and the deadline', () => {
    expect(mediaDasFrequencias([])).toBeNull();
    expect(mediaDasFrequencias([null, 80, 90.1])).toBe(85.1);
    expect(prazoVencido('2026-04-30', '2026-04-30')).toBe(false);
    expect(prazoVencido('2026-04-30', '2026-05-01')).toBe(true);
  });
});
