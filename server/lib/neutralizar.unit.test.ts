import { describe, expect, it } from 'vitest';
import { neutralizarCelula, neutralizarTexto } from './neutralizar';

describe('neutralizarTexto', () => {
  it.each(['=1+1', '+55 11', '-2', '@SUM(A1)', '\tx', '\rx'])('põe apóstrofo em %j', (t) => {
    expect(neutralizarTexto(t)).toBe(`'${t}`);
  });
  it('deixa texto comum como está', () => {
    expect(neutralizarTexto('João da Silva')).toBe('João da Silva');
    expect(neutralizarTexto('a=b')).toBe('a=b');
  });
  it('não mexe em número nem em vazio', () => {
    expect(neutralizarCelula(-2)).toBe(-2);
    expect(neutralizarCelula(null)).toBeNull();
  });
});
