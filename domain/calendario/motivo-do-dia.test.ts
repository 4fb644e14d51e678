import { describe, expect, it } from 'vitest';
import { calendarioPadrao } from './index';
import { explicarDia, semanaDoDia, ultimoDiaLetivo } from './motivo-do-dia';

const cal = calendarioPadrao(2026);
const hoje = '2026-11-27';

describe('explicarDia', () => {
  it('a weekday inside a bimestre is a school day, with its bimestre', () => {
    expect(explicarDia(cal, '2026-03-10', { hoje })).toMatchObject({
      letivo: true,
      tipo: 'letivo',
      bimestre: 1,
      frase: 'Dia letivo do 1º bimestre.',
    });
  });

  it('says why a day is refused: weekend, holiday with its description, recesso, outside the year, future', () => {
    expect(explicarDia(cal, '2026-03-14', { hoje })).toMatchObject({
      letivo: false,
      tipo: 'fim_de_semana',
      frase: 'Não é dia letivo: sábado. Escolha um dia útil.',
    });
    expect(explicarDia(cal, '2026-04-21', { hoje })).toMatchObject({ tipo: 'feriado', frase: 'Não é dia letivo: Tiradentes.' });
    expect(explicarDia(cal, '2026-07-08', { hoje })).toMatchObject({
      tipo: 'recesso',
      frase: 'Não é dia letivo: recesso entre o 2º e o 3º bimestre.',
    });
    expect(explicarDia(cal, '2026-01-15', { hoje })).toMatchObject({
      tipo: 'fora_do_ano',
      frase: 'Fora do ano letivo de 2026 (02/02/2026 a 18/12/2026).',
    });
    expect(explicarDia(cal, '2026-11-30', { hoje })).toMatchObject({ letivo: false, tipo: 'futuro' });
  });

  it('a school day of a closed bimestre is refused with the reason the server gave', () => {
    expect(explicarDia(cal, '2026-03-10', { hoje, fechado: 'fechamento finalizado em 05/05/2026.' })).toMatchObject({
      letivo: false,
      tipo: 'fechado',
      bimestre: 1,
      frase: 'Bimestre fechado: fechamento finalizado em 05/05/2026.',
    });
  });
});

describe('semanaDoDia and ultimoDiaLetivo', () => {
  it('the week strip runs Monday to Sunday around the date', () => {
    const semana = semanaDoDia(cal, '2026-04-22', hoje);
    expect(semana.map((d) => d.data)).toEqual([
      '2026-04-20',
      '2026-04-21',
      '2026-04-22',
      '2026-04-23',
      '2026-04-24',
      '2026-04-25',
      '2026-04-26',
    ]);
    expect(semana.map((d) => d.tipo)).toEqual([
      'letivo',
      'feriado',
      'letivo',
      'letivo',
      'letivo',
      'fim_de_semana',
      'fim_de_semana',
    ]);
  });

  it('the last school day on or before a date, never after today, null before the year', () => {
    expect(ultimoDiaLetivo(cal, '2026-03-15', hoje)).toBe('2026-03-13');
    expect(ultimoDiaLetivo(cal, '2026-07-10', hoje)).toBe('2026-07-03');
    expect(ultimoDiaLetivo(cal, '2026-12-05', '2026-12-02')).toBe('2026-12-02');
    expect(ultimoDiaLetivo(cal, '2026-01-20', hoje)).toBeNull();
  });
});
