import { describe, expect, it } from 'vitest';
import { nomeDeArquivo } from './download';

describe('nomeDeArquivo', () => {
  it('junta as partes sem acento, em minúsculas, com hífens', () => {
    expect(nomeDeArquivo('relatorio-alunos', '6º Ano A', 2026)).toBe('relatorio-alunos-6-ano-a-2026');
    expect(nomeDeArquivo('Boletim', 'João Conceição', null, 2026)).toBe('boletim-joao-conceicao-2026');
  });
  it('nunca deixa passar barra, ponto ou aspas', () => {
    expect(nomeDeArquivo('../a"b/c')).toBe('a-b-c');
  });
});
