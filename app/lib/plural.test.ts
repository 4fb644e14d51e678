import { describe, expect, it } from 'vitest';
import { contagem } from './plural';

describe('contagem', () => {
  it('usa o singular só para um', () => {
    expect(contagem(1, 'falta', 'faltas')).toBe('1 falta');
    expect(contagem(0, 'falta', 'faltas')).toBe('0 faltas');
    expect(contagem(29, 'presente', 'presentes')).toBe('29 presentes');
  });

  it('formata milhares em pt-BR', () => {
    expect(contagem(1234, 'registro', 'registros')).toBe('1.234 registros');
  });
});

describe('as contagens escritas com ele', () => {
  it('a chamada guardada sem conexão: "1 falta", não "1 faltas"', async () => {
    const { OFFLINE_TEXTOS } = await import('../features/frequencias/offline/textos');
    expect(OFFLINE_TEXTOS.guardada(29, 1)).toContain('(29 presentes, 1 falta)');
    expect(OFFLINE_TEXTOS.guardada(1, 0)).toContain('(1 presente, 0 faltas)');
  });
});
