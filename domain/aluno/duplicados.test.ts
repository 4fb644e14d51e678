import { describe, expect, it } from 'vitest';
import { type DadosComparaveis, compararAlunos, duplicadosEntreLinhas, similaridadeTrigramas } from './duplicados';

const aluno = (dados: Partial<DadosComparaveis> = {}): DadosComparaveis => ({
  nome: 'Maria Aparecida da Silva',
  data_nascimento: '2015-03-10',
  filiacao_1: 'Joana da Silva',
  filiacao_2: null,
  cpf: null,
  nis: null,
  codigo_inep: null,
  certidao_nascimento: null,
  ...dados,
});

describe('similaridadeTrigramas', () => {
  it('is pg_trgm similarity(): padded words, set of trigrams, shared over union', () => {
    // The example of the pg_trgm documentation: similarity('word', 'two words') = 4/11.
    expect(similaridadeTrigramas('word', 'two words')).toBeCloseTo(4 / 11, 6);
    expect(similaridadeTrigramas('word', 'word')).toBe(1);
    expect(similaridadeTrigramas('abc', 'xyz')).toBe(0);
    expect(similaridadeTrigramas('', 'abc')).toBe(0);
  });

  it('ignores accents, case and punctuation', () => {
    expect(similaridadeTrigramas('JOÃO  Conceição', 'joao conceicao')).toBe(1);
    expect(similaridadeTrigramas("D'Ávila", 'd avila')).toBe(1);
  });

  it('joins a missing particle, surname or a typo, and keeps apart children who share one name', () => {
    expect(similaridadeTrigramas('Maria Silva', 'Maria da Silva')).toBeGreaterThanOrEqual(0.5);
    expect(similaridadeTrigramas('Ana Beatriz Ferreira Santos', 'Ana Beatriz Santos')).toBeGreaterThanOrEqual(0.5);
    expect(similaridadeTrigramas('Pedro Henrique Alves', 'Pedro Henrique Alvez')).toBeGreaterThanOrEqual(0.5);
    expect(similaridadeTrigramas('Ana Silva', 'Maria Silva')).toBeLessThan(0.5);
    expect(similaridadeTrigramas('Maria Eduarda Costa', 'Maria Clara Costa')).toBeLessThan(0.5);
    expect(similaridadeTrigramas('Lucas Oliveira', 'Lucas Pereira')).toBeLessThan(0.5);
  });
});

describe('compararAlunos', () => {
  it('the same document is a certain duplicate, whatever the name and birth date', () => {
    const outro = { nome: 'Outro Nome', data_nascimento: '2010-01-01', filiacao_1: null };
    expect(compararAlunos(aluno({ cpf: '52998224725' }), aluno({ ...outro, cpf: '52998224725' }))).toEqual({
      grau: 'certo',
      motivo: 'Mesmo CPF',
    });
    expect(compararAlunos(aluno({ nis: '12058258837' }), aluno({ ...outro, nis: '12058258837' }))?.motivo).toBe('Mesmo NIS');
    expect(compararAlunos(aluno({ codigo_inep: '123456789012' }), aluno({ ...outro, codigo_inep: '123456789012' }))?.motivo).toBe(
      'Mesmo código INEP',
    );
    const certidao = '62358401552023948814529842427749';
    expect(compararAlunos(aluno({ certidao_nascimento: certidao }), aluno({ ...outro, certidao_nascimento: certidao }))).toEqual({
      grau: 'certo',
      motivo: 'Mesma certidão de nascimento',
    });
  });

  it('an empty document matches nothing, and different documents do not prevent the other rules', () => {
    expect(compararAlunos(aluno({ nome: 'A', data_nascimento: null }), aluno({ nome: 'B', data_nascimento: null }))).toBeNull();
    expect(compararAlunos(aluno({ cpf: '52998224725' }), aluno({ cpf: '11144477735' }))?.grau).toBe('muito_provavel');
  });

  it('the same name (accents and case ignored), birth date and a parent in either filiação is very likely', () => {
    const achado = compararAlunos(aluno(), aluno({ nome: 'MARIA APARECIDA DA SILVA', filiacao_1: 'joana da silva' }));
    expect(achado).toEqual({ grau: 'muito_provavel', motivo: 'Mesmo nome, data de nascimento e filiação' });
    expect(compararAlunos(aluno({ nome: 'Maria Aparecida da Sílva' }), aluno())?.grau).toBe('muito_provavel');
    // The filiações typed in the other order by another school.
    const trocadas = aluno({ filiacao_1: 'José da Silva', filiacao_2: 'Joana da Silva' });
    expect(compararAlunos(aluno({ filiacao_2: 'Jose da Silva' }), trocadas)?.grau).toBe('muito_provavel');
  });

  it('the same name and birth date without a shared parent is only possible', () => {
    expect(compararAlunos(aluno(), aluno({ filiacao_1: 'Outra Mãe' }))).toEqual({
      grau: 'possivel',
      motivo: 'Mesmo nome e data de nascimento',
    });
    expect(compararAlunos(aluno({ filiacao_1: null }), aluno({ filiacao_1: null }))?.grau).toBe('possivel');
  });

  it('a similar name with the same birth date is possible; another birth date or a different name is nothing', () => {
    expect(compararAlunos(aluno(), aluno({ nome: 'Maria Aparecida Silva', filiacao_1: null }))).toEqual({
      grau: 'possivel',
      motivo: 'Nome parecido e mesma data de nascimento',
    });
    expect(compararAlunos(aluno(), aluno({ data_nascimento: '2015-03-11' }))).toBeNull();
    expect(compararAlunos(aluno({ data_nascimento: null }), aluno({ data_nascimento: null }))).toBeNull();
    expect(compararAlunos(aluno(), aluno({ nome: 'Pedro Henrique Alves' }))).toBeNull();
  });
});

describe('duplicadosEntreLinhas', () => {
  it('finds each pair once, by its strongest rule, and leaves unrelated lines alone', () => {
    const linhas = [
      aluno({ cpf: '52998224725' }),
      aluno({ nome: 'Pedro Alves', data_nascimento: '2014-01-01', filiacao_1: null }),
      aluno({ cpf: '52998224725' }),
      aluno({ nome: 'Maria Aparecida Silva', filiacao_1: null }),
      aluno({ nome: 'Joana Prado', data_nascimento: '2012-05-05', nis: '12058258837' }),
      aluno({ nome: 'Joana do Prado', data_nascimento: '2012-06-06', nis: '12058258837' }),
    ];
    expect(duplicadosEntreLinhas(linhas)).toEqual([
      { a: 0, b: 2, grau: 'certo', motivo: 'Mesmo CPF' },
      { a: 0, b: 3, grau: 'possivel', motivo: 'Nome parecido e mesma data de nascimento' },
      { a: 2, b: 3, grau: 'possivel', motivo: 'Nome parecido e mesma data de nascimento' },
      { a: 4, b: 5, grau: 'certo', motivo: 'Mesmo NIS' },
    ]);
    expect(duplicadosEntreLinhas([])).toEqual([]);
  });

  it('compares only within a document or birth date group: 100,000 lines (~20 per birth date) in about a second', () => {
    const dia = (i: number) => new Date(Date.UTC(2008, 0, 1) + (i % 5000) * 86_400_000).toISOString().slice(0, 10);
    const linhas = Array.from({ length: 100_000 }, (_, i) =>
      aluno({
        nome: `Aluno ${i.toString(36)} Teste`,
        data_nascimento: dia(i),
        filiacao_1: null,
        cpf: i === 99_999 ? '52998224725' : null,
      }),
    );
    Object.assign(linhas[5] ?? {}, { cpf: '52998224725', nis: '12058258837' });
    Object.assign(linhas[99_999] ?? {}, { nis: '12058258837' });
    const inicio = performance.now();
    const pares = duplicadosEntreLinhas(linhas);
    expect(performance.now() - inicio).toBeLessThan(5000);
    expect(pares.filter((p) => p.a === 5 && p.b === 99_999)).toHaveLength(1);
    expect(pares).toContainEqual({ a: 5, b: 99_999, grau: 'certo', motivo: 'Mesmo CPF' });
  });
});
