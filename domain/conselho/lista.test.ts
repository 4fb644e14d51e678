import { describe, expect, it } from 'vitest';
import { dividirLista, juntarLista } from './lista';

describe('dividirLista', () => {
  it.each([
    ['Ana, Bruno', ['Ana', 'Bruno']],
    ['  Ana  ,Bruno ,  Carla  ', ['Ana', 'Bruno', 'Carla']],
    ['Ana,, ,Bruno,', ['Ana', 'Bruno']],
    [',', []],
    ['   ', []],
    ['', []],
    [null, []],
    [undefined, []],
    ['Rendimento da turma', ['Rendimento da turma']],
  ])('%j → %j', (texto, itens) => {
    expect(dividirLista(texto)).toEqual(itens);
  });
});

describe('juntarLista', () => {
  it('joins with comma and space, and nothing for an empty list', () => {
    expect(juntarLista(['Ana', 'Bruno'])).toBe('Ana, Bruno');
    expect(juntarLista([])).toBe('');
    expect(juntarLista(null)).toBe('');
  });

  it('splitting what was joined gives the same items back', () => {
    const itens = ['Frequência', 'Rendimento', 'Encaminhamentos'];
    expect(dividirLista(juntarLista(itens))).toEqual(itens);
  });
});
