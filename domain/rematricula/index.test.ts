import { describe, expect, it } from 'vitest';
import { destinoPorResultado, ehConcluinte, nomeDaTurmaNaSerie, proximaSerie, ultimaSerie } from '.';

describe('rematrícula', () => {
  it('a última série da escola é a maior entre as das suas turmas', () => {
    expect(ultimaSerie(['6º Ano', '9º Ano', '7º Ano'])).toBe('9º Ano');
    expect(ultimaSerie(['1º Ano', '5º Ano', '3º Ano'])).toBe('5º Ano');
    expect(ultimaSerie(['Infantil'])).toBeNull();
    expect(ultimaSerie([])).toBeNull();
  });

  it('a próxima série, e nenhuma na última série da escola', () => {
    expect(proximaSerie('6º Ano', '9º Ano')).toBe('7º Ano');
    expect(proximaSerie('8º Ano', '9º Ano')).toBe('9º Ano');
    expect(proximaSerie('9º Ano', '9º Ano')).toBeNull();
    expect(proximaSerie('5º Ano', '5º Ano')).toBeNull();
    expect(proximaSerie('9º Ano', null)).toBeNull();
    expect(proximaSerie('4º Ano', null)).toBe('5º Ano');
    expect(proximaSerie('Multisseriada', '9º Ano')).toBeNull();
  });

  it('o nome da turma troca a série', () => {
    expect(nomeDaTurmaNaSerie('6º Ano A', '6º Ano', '7º Ano')).toBe('7º Ano A');
    expect(nomeDaTurmaNaSerie('8º Ano B - Tarde', '8º Ano', '9º Ano')).toBe('9º Ano B - Tarde');
    expect(nomeDaTurmaNaSerie('6º Ano A', '6º Ano', '6º Ano')).toBe('6º Ano A');
    expect(nomeDaTurmaNaSerie('Turma Azul', '6º Ano', '7º Ano')).toBe('7º Ano Turma Azul');
  });

  it('o destino de cada aluno pelo resultado final', () => {
    expect(destinoPorResultado('aprovado', true)).toBe('proxima');
    expect(destinoPorResultado('aprovado_recuperacao', true)).toBe('proxima');
    expect(destinoPorResultado('aprovado_conselho', true)).toBe('proxima');
    expect(ehConcluinte('aprovado_conselho', false)).toBe(true);
    expect(destinoPorResultado('aprovado', false)).toBeNull();
    expect(destinoPorResultado('reprovado', true)).toBe('mesma');
    expect(destinoPorResultado('reprovado_falta', false)).toBe('mesma');
    expect(destinoPorResultado('transferido', true)).toBeNull();
    expect(destinoPorResultado('abandono', true)).toBeNull();
    expect(destinoPorResultado('cursando', true)).toBeNull();
    expect(ehConcluinte('aprovado', false)).toBe(true);
    expect(ehConcluinte('aprovado', true)).toBe(false);
    expect(ehConcluinte('reprovado', false)).toBe(false);
  });
});
