import { describe, expect, it } from 'vitest';
import { iniciaisDoNome } from './iniciais';

describe('iniciaisDoNome', () => {
  it('keeps the initial of each part of the name, without the joining words', () => {
    expect(iniciaisDoNome('João da Silva Oliveira')).toBe('J. S. O.');
    expect(iniciaisDoNome('Lucas Almeida Souza')).toBe('L. A. S.');
    expect(iniciaisDoNome('Maria das Dores dos Santos e Silva')).toBe('M. D. S. S.');
  });

  it('reads the name as typed: any case, accents, extra spaces, an apostrophe or a hyphen', () => {
    expect(iniciaisDoNome('  érica   DE   ávila ')).toBe('É. Á.');
    expect(iniciaisDoNome("Ana D' Ávila")).toBe('A. Á.');
    expect(iniciaisDoNome("Pedro D'Ávila Lima-Souza")).toBe('P. D. L.');
  });

  it('never returns a letter of the name but initials, and nothing for a blank name', () => {
    expect(iniciaisDoNome('Beatriz Costa Ribeiro')).not.toMatch(/[a-z]/);
    expect(iniciaisDoNome('   ')).toBe('');
  });
});
