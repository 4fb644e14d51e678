import { describe, expect, it } from 'vitest';
import {
  type EntradaDoResultado,
  type RegrasDoResultado,
  mediaAnual,
  mediaComRecuperacao,
  resultadoFinal,
  rotuloDoResultado,
} from './resultado-final';
import { type AvaliacaoDoAluno, avancoDaAvaliacao, notaDoBimestre, proximoStatusAvaliacao } from './sub-avaliacoes';

const av = (peso: number, valor_total: number, resultado: AvaliacaoDoAluno['resultado']): AvaliacaoDoAluno => ({
  peso,
  valor_total,
  resultado,
});

describe('notaDoBimestre: weighted mean of score ÷ valor total × 10', () => {
  it.each([
    ['one test out of 10', [av(1, 10, { nota: 7.5 })], true, 7.5, 7.5],
    ['a test out of 5 counts as out of 10', [av(1, 5, { nota: 4 })], true, 8, 8],
    ['weights: 2 × 6 and 1 × 9 → 7', [av(2, 10, { nota: 6 }), av(1, 10, { nota: 9 })], true, 7, 7],
    ['an excused student is left out of that assessment', [av(1, 10, { nota: 8 }), av(3, 10, 'dispensado')], true, 8, 8],
    ['absent counts zero when the network says so', [av(1, 10, { nota: 8 }), av(1, 10, 'ausente')], true, 4, 4],
    ['absent left out when it does not', [av(1, 10, { nota: 8 }), av(1, 10, 'ausente')], false, 8, 8],
    // 2/3 × 10 = 6.666…: two decimals for the raw value, the default rounding to tenths for the grade.
    ['a third: raw 6.67, grade 6.7', [av(1, 3, { nota: 2 })], true, 6.67, 6.7],
    // (6.3 + 6.4) / 2 = 6.35 exactly: half up, never 6.3 from float noise.
    ['a half tenth rounds up', [av(1, 10, { nota: 6.3 }), av(1, 10, { nota: 6.4 })], true, 6.35, 6.4],
  ])('%s', (_, avaliacoes, ausenteContaZero, bruta, arredondada) => {
    expect(notaDoBimestre(avaliacoes, { ausenteContaZero })).toEqual({ bruta, arredondada, completa: true });
  });

  it('is null when nothing counts, and not complete while a result is missing', () => {
    expect(notaDoBimestre([], { ausenteContaZero: true })).toBeNull();
    expect(notaDoBimestre([av(1, 10, 'dispensado')], { ausenteContaZero: true })).toBeNull();
    expect(notaDoBimestre([av(1, 10, { nota: 9 }), av(1, 10, null)], { ausenteContaZero: true })).toEqual({
      bruta: 9,
      arredondada: 9,
      completa: false,
    });
  });

  it.each([
    [6.74, { incremento: 0.5, modo: 'proximo' }, 6.5],
    [6.75, { incremento: 0.5, modo: 'proximo' }, 7],
    [6.01, { incremento: 0.5, modo: 'acima' }, 6.5],
    [6.5, { incremento: 0.5, modo: 'acima' }, 6.5],
    [6.49, { incremento: 1, modo: 'proximo' }, 6],
    [6.5, { incremento: 1, modo: 'proximo' }, 7],
    [6.01, { incremento: 0.25, modo: 'acima' }, 6.25],
  ] as const)('%s rounded to %o is %s; the raw value is kept', (nota, arredondamento, esperado) => {
    // Out of 100, a score in tenths is a grade with two decimals: 67,4 of 100 is 6,74.
    const r = notaDoBimestre([av(1, 100, { nota: Math.round(nota * 100) / 10 })], { ausenteContaZero: true, arredondamento });
    expect(r).toMatchObject({ bruta: nota, arredondada: esperado });
  });
});

describe('assessment status: one step at a time', () => {
  const hoje = '2026-05-10';
  it('goes agendada → aplicada → corrigida → finalizada, and no further', () => {
    expect(proximoStatusAvaliacao('agendada')).toBe('aplicada');
    expect(proximoStatusAvaliacao('aplicada')).toBe('corrigida');
    expect(proximoStatusAvaliacao('corrigida')).toBe('finalizada');
    expect(proximoStatusAvaliacao('finalizada')).toBeNull();
  });

  it('is applied only from its date on, corrected only with every result in', () => {
    const ctx = { hoje, dataAplicacao: '2026-05-11', todosComResultado: false };
    expect(avancoDaAvaliacao('agendada', ctx)).toEqual({
      recusa: 'A avaliação só pode ser marcada como aplicada a partir da data de aplicação.',
    });
    expect(avancoDaAvaliacao('agendada', { ...ctx, dataAplicacao: hoje })).toEqual({ proximo: 'aplicada' });
    expect(avancoDaAvaliacao('aplicada', ctx)).toHaveProperty('recusa');
    expect(avancoDaAvaliacao('aplicada', { ...ctx, todosComResultado: true })).toEqual({ proximo: 'corrigida' });
    expect(avancoDaAvaliacao('corrigida', ctx)).toEqual({ proximo: 'finalizada' });
    expect(avancoDaAvaliacao('finalizada', ctx)).toEqual({ recusa: 'A avaliação já está finalizada.' });
  });
});

describe('mediaAnual', () => {
  it('is the mean of the four bimester grades, or weighted per bimestre', () => {
    expect(mediaAnual([6, 7, 8, 9])).toEqual({ media: 7.5, completa: true });
    expect(mediaAnual([6, 7, 8, 9], [1, 1, 2, 2])).toEqual({ media: 7.83, completa: true });
  });
  it('counts the grades in so far and says it is not complete', () => {
    expect(mediaAnual([5, null, null, null])).toEqual({ media: 5, completa: false });
    expect(mediaAnual([null, null, null, null])).toEqual({ media: null, completa: false });
  });
});

describe('mediaComRecuperacao', () => {
  it('replaces the average when higher, or averages with it', () => {
    expect(mediaComRecuperacao(5.5, 7, 'substitui_se_maior')).toBe(7);
    expect(mediaComRecuperacao(5.5, 4, 'substitui_se_maior')).toBe(5.5);
    expect(mediaComRecuperacao(5.5, 8, 'media')).toBe(6.75);
  });
});

describe('resultadoFinal', () => {
  const regras: RegrasDoResultado = { media_aprovacao: 7, frequencia_minima: 75, regra_recuperacao: 'substitui_se_maior' };
  const base: EntradaDoResultado = {
    anoEncerrado: true,
    saida: null,
    media: 7,
    recuperacao: null,
    presencas: 75,
    aulas: 100,
    reprovaPorNota: true,
  };

  it.each<[string, Partial<EntradaDoResultado>, Partial<RegrasDoResultado>, string, boolean, boolean]>([
    ['exactly the passing average and the minimum attendance', {}, {}, 'aprovado', false, false],
    ['a hundredth below the passing average, no recovery', { media: 6.99 }, {}, 'reprovado', true, false],
    ['below, recovered to the passing average', { media: 6.99, recuperacao: 7 }, {}, 'aprovado_recuperacao', false, false],
    ['below, recovery not enough', { media: 5, recuperacao: 6.9 }, {}, 'reprovado', true, false],
    [
      'recovery averaged with the annual grade',
      { media: 6, recuperacao: 8 },
      { regra_recuperacao: 'media' },
      'aprovado_recuperacao',
      false,
      false,
    ],
    [
      'a lower threshold after recovery',
      { media: 4, recuperacao: 5 },
      { media_apos_recuperacao: 5 },
      'aprovado_recuperacao',
      false,
      false,
    ],
    ['a recovery grade of a student who passed is ignored', { media: 8, recuperacao: 3 }, {}, 'aprovado', false, false],
    ['one presence short of 75%', { presencas: 74 }, {}, 'reprovado_falta', false, true],
    ['on attendance and on grades: attendance first, both kept', { presencas: 50, media: 3 }, {}, 'reprovado_falta', true, true],
    ['a subject that does not fail on grades', { media: 2, reprovaPorNota: false }, {}, 'aprovado', false, false],
    ['it still fails on attendance', { presencas: 10, reprovaPorNota: false }, {}, 'reprovado_falta', false, true],
    ['no lesson given yet is no absence', { presencas: 0, aulas: 0 }, {}, 'aprovado', false, false],
    ['the year still open', { anoEncerrado: false, media: 3 }, {}, 'cursando', true, false],
    ['transferred', { saida: 'transferido', presencas: 0 }, {}, 'transferido', false, true],
    ['abandonment', { saida: 'abandono' }, {}, 'abandono', false, false],
  ])('%s', (_, entrada, outrasRegras, situacao, porNota, porFalta) => {
    const r = resultadoFinal({ ...base, ...entrada }, { ...regras, ...outrasRegras });
    expect(r).toMatchObject({ situacao, reprovadoPorNota: porNota, reprovadoPorFalta: porFalta });
  });

  it('keeps the final average after recovery', () => {
    expect(resultadoFinal({ ...base, media: 6, recuperacao: 8 }, { ...regras, regra_recuperacao: 'media' }).mediaFinal).toBe(7);
    expect(resultadoFinal({ ...base, media: 6 }, regras).mediaFinal).toBe(6);
  });

  it('labels attendance first and both reasons when there are two', () => {
    expect(rotuloDoResultado(resultadoFinal({ ...base, presencas: 50, media: 3 }, regras))).toBe(
      'Reprovado por falta e por nota',
    );
    expect(rotuloDoResultado(resultadoFinal({ ...base, presencas: 50 }, regras))).toBe('Reprovado por falta');
    expect(rotuloDoResultado(resultadoFinal({ ...base, media: 6, recuperacao: 7 }, regras))).toBe('Aprovado após recuperação');
  });
});
