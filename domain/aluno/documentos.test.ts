import { describe, expect, it } from 'vitest';
import { certidaoValida, cpfValido, dataDoBrasil, nisValido } from './documentos';

describe('CPF', () => {
  it('accepts known valid numbers and refuses a changed digit, all-equal digits and other lengths', () => {
    expect(cpfValido('52998224725')).toBe(true);
    expect(cpfValido('11144477735')).toBe(true);
    expect(cpfValido('52998224724')).toBe(false);
    expect(cpfValido('11111111111')).toBe(false);
    expect(cpfValido('5299822472')).toBe(false);
    expect(cpfValido('529.982.247-25')).toBe(false);
  });
});

describe('NIS', () => {
  it('accepts known valid numbers and refuses a changed digit and all-equal digits', () => {
    expect(nisValido('12058258837')).toBe(true);
    expect(nisValido('12046641819')).toBe(true);
    expect(nisValido('12065051355')).toBe(true);
    expect(nisValido('12065051354')).toBe(false);
    expect(nisValido('00000000000')).toBe(false);
  });
});

describe('certidão de nascimento (32 dígitos)', () => {
  it('accepts a number with its two check digits and refuses any change to them or to the base', () => {
    // A published example number (623584 01 55 2023 9 48814 529 8424277-49).
    const valida = '62358401552023948814529842427749';
    expect(certidaoValida(valida)).toBe(true);
    const trocado = `${valida.slice(0, 10)}${(Number(valida[10]) + 1) % 10}${valida.slice(11)}`;
    expect(certidaoValida(trocado)).toBe(false);
    expect(certidaoValida(`${valida.slice(0, 31)}${(Number(valida[31]) + 1) % 10}`)).toBe(false);
    expect(certidaoValida('0'.repeat(32))).toBe(false);
    expect(certidaoValida(valida.slice(0, 31))).toBe(false);
  });
});

describe('datas dd/mm/aaaa', () => {
  it('reads a day that exists and refuses 31/02, two-digit years and other shapes', () => {
    expect(dataDoBrasil('05/03/2015')).toBe('2015-03-05');
    expect(dataDoBrasil('5/3/2015')).toBe('2015-03-05');
    expect(dataDoBrasil('29/02/2016')).toBe('2016-02-29');
    expect(dataDoBrasil('29/02/2015')).toBeNull();
    expect(dataDoBrasil('31/02/2015')).toBeNull();
    expect(dataDoBrasil('05/03/15')).toBeNull();
    expect(dataDoBrasil('2015-03-05')).toBeNull();
    expect(dataDoBrasil('00/03/2015')).toBeNull();
    expect(dataDoBrasil('05/13/2015')).toBeNull();
  });
});
