import { describe, expect, it } from 'vitest';
import { SERIES_DISCIPLINA, SERIES_TURMA, serieDisciplinaDaTurma, serieTurmaDaDisciplina } from './series';
import { anosLetivos, numeroMatricula, ocupacaoTexto, percentualOcupacao } from './turma';

describe('occupancy', () => {
  it('is a whole percent with no decimals', () => {
    expect(percentualOcupacao(0, 30)).toBe(0);
    expect(percentualOcupacao(10, 30)).toBe(33);
    expect(percentualOcupacao(20, 30)).toBe(67);
    expect(percentualOcupacao(35, 35)).toBe(100);
    expect(percentualOcupacao(5, 0)).toBe(0);
    expect(ocupacaoTexto(28, 30)).toBe('28/30');
  });
});

describe('séries', () => {
  it('maps every class série to its subject code and back', () => {
    for (const serie of SERIES_TURMA) expect(serieTurmaDaDisciplina(serieDisciplinaDaTurma(serie))).toBe(serie);
    expect(serieDisciplinaDaTurma('6º Ano')).toBe('6_ano');
  });

  it('has no class série for infantil and ensino médio codes', () => {
    expect(serieTurmaDaDisciplina('educacao_infantil')).toBeNull();
    expect(serieTurmaDaDisciplina('2_serie')).toBeNull();
    expect(SERIES_DISCIPLINA).toHaveLength(13);
  });
});

describe('ano letivo and matrícula number', () => {
  it('offers the current year and the four before it', () => {
    expect(anosLetivos(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('numbers a matrícula with the year and six digits', () => {
    expect(numeroMatricula(2026, 123)).toBe('2026000123');
    expect(numeroMatricula(2026, 1234567)).toBe('20261234567');
  });
});
