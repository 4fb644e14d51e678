import { describe, expect, it } from 'vitest';
import {
  REGRAS_PADRAO,
  abaixoDaFrequenciaMinima,
  faltasExcessivas,
  formatarMedia,
  formatarPercentual,
  lerNota,
  notaValida,
  passouDoAlerta,
  percentualPresenca,
  resultadoNotas,
  situacaoPorMedia,
} from '.';

describe('médias e situação', () => {
  it('four notes: mean and status by the default thresholds (7 aprovado, 5 recuperação)', () => {
    expect(resultadoNotas([7, 8, 6, 9], REGRAS_PADRAO)).toEqual({
      media: 7.5,
      parcial: false,
      lancadas: 4,
      situacao: 'aprovado',
    });
    expect(resultadoNotas([5, 6, 5, 6], REGRAS_PADRAO)).toMatchObject({ media: 5.5, situacao: 'recuperacao' });
    expect(resultadoNotas([2, 3, 4, 5], REGRAS_PADRAO)).toMatchObject({ media: 3.5, situacao: 'reprovado' });
  });

  it('the thresholds are inclusive and exact (no float noise at 6.9 + 7.1)', () => {
    expect(resultadoNotas([6.9, 7.1, 7, 7], REGRAS_PADRAO).situacao).toBe('aprovado');
    expect(resultadoNotas([6.9, 7, 7, 7], REGRAS_PADRAO).situacao).toBe('recuperacao');
    expect(resultadoNotas([5, 5, 5, 5], REGRAS_PADRAO).situacao).toBe('recuperacao');
    expect(resultadoNotas([4.9, 5, 5, 5], REGRAS_PADRAO).situacao).toBe('reprovado');
    expect(resultadoNotas([0.1, 0.2, 0.3, 0.4], REGRAS_PADRAO).media).toBeCloseTo(0.25, 10);
  });

  it('a missing note is not a zero: partial mean over the notes entered, no status', () => {
    expect(resultadoNotas([8, null, 6, null], REGRAS_PADRAO)).toEqual({ media: 7, parcial: true, lancadas: 2, situacao: null });
    expect(resultadoNotas([null, null, null, null], REGRAS_PADRAO)).toEqual({
      media: null,
      parcial: true,
      lancadas: 0,
      situacao: null,
    });
    expect(resultadoNotas([0, 0, 0, 0], REGRAS_PADRAO)).toMatchObject({ media: 0, parcial: false, situacao: 'reprovado' });
  });

  it("the body's own rules decide", () => {
    const regras = { ...REGRAS_PADRAO, media_aprovacao: 6, media_recuperacao: 4.5 };
    expect(resultadoNotas([6, 6, 6, 6], regras).situacao).toBe('aprovado');
    expect(resultadoNotas([4.5, 4.5, 4.5, 4.5], regras).situacao).toBe('recuperacao');
    expect(situacaoPorMedia(4.4, regras)).toBe('reprovado');
  });

  it('formats the mean with two decimals, pt-BR', () => {
    expect(formatarMedia(7.25)).toBe('7,25');
    expect(formatarMedia(7)).toBe('7,00');
    expect(formatarMedia(null)).toBe('—');
  });

  it('reads typed notes and checks the scale 0–10 step 0.1', () => {
    expect(lerNota('7,5')).toBe(7.5);
    expect(lerNota(' 10 ')).toBe(10);
    expect(lerNota('')).toBeNull();
    expect(lerNota('abc')).toBeNaN();
    expect(notaValida(10)).toBe(true);
    expect(notaValida(0)).toBe(true);
    expect(notaValida(10.1)).toBe(false);
    expect(notaValida(-0.1)).toBe(false);
    expect(notaValida(7.25)).toBe(false);
  });
});

describe('frequência', () => {
  it('percent = presences ÷ lessons recorded so far × 100, one decimal', () => {
    expect(percentualPresenca(5, 6)).toBeCloseTo(83.333, 2);
    expect(formatarPercentual(percentualPresenca(5, 6))).toBe('83,3%');
    expect(formatarPercentual(percentualPresenca(0, 0))).toBe('0%');
    expect(percentualPresenca(0, 0)).toBeNull();
    expect(formatarPercentual(100)).toBe('100,0%');
  });

  it('excessive absence: strictly above the alert share (25%)', () => {
    expect(faltasExcessivas(1, 4, REGRAS_PADRAO)).toBe(false);
    expect(faltasExcessivas(2, 7, REGRAS_PADRAO)).toBe(true);
    expect(faltasExcessivas(5, 20, REGRAS_PADRAO)).toBe(false);
    expect(faltasExcessivas(6, 20, REGRAS_PADRAO)).toBe(true);
    expect(faltasExcessivas(0, 0, REGRAS_PADRAO)).toBe(false);
    expect(faltasExcessivas(1, 4, { alerta_faltas: 20 })).toBe(true);
  });

  it('minimum attendance (75%)', () => {
    expect(abaixoDaFrequenciaMinima(3, 4, REGRAS_PADRAO)).toBe(false);
    expect(abaixoDaFrequenciaMinima(14, 20, REGRAS_PADRAO)).toBe(true);
    expect(abaixoDaFrequenciaMinima(0, 0, REGRAS_PADRAO)).toBe(false);
  });

  it('crossing the alert happens once: only the roll call that takes the student over it', () => {
    expect(passouDoAlerta({ faltas: 1, aulas: 4 }, { faltas: 2, aulas: 5 }, REGRAS_PADRAO)).toBe(true);
    expect(passouDoAlerta({ faltas: 2, aulas: 5 }, { faltas: 3, aulas: 6 }, REGRAS_PADRAO)).toBe(false);
    expect(passouDoAlerta({ faltas: 1, aulas: 4 }, { faltas: 1, aulas: 5 }, REGRAS_PADRAO)).toBe(false);
  });
});
