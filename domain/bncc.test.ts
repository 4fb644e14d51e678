import { describe, expect, it } from 'vitest';
import {
  anosCobertos,
  componenteDaDisciplina,
  etapaDoAnoSerie,
  lerCodigoOficial,
  normalizarAnoSerie,
  normalizarComponente,
} from './bncc';
import { lerArquivoBncc } from './bncc-arquivo';
import { habilidadeInput, validarLinhas } from './schemas/bncc';

describe('lerCodigoOficial', () => {
  it.each([
    ['EF06MA01', 'EF', 'Matemática', '6º Ano'],
    ['EF67LP01', 'EF', 'Língua Portuguesa', '6º e 7º Ano'],
    ['EF15AR01', 'EF', 'Arte', '1º ao 5º Ano'],
    ['EF69LP53', 'EF', 'Língua Portuguesa', '6º ao 9º Ano'],
    ['EF12EF01', 'EF', 'Educação Física', '1º e 2º Ano'],
    ['EF09ER08', 'EF', 'Ensino Religioso', '9º Ano'],
    ['EM13MAT101', 'EM', 'Matemática e suas Tecnologias', '1ª à 3ª Série'],
    ['EM13LP01', 'EM', 'Língua Portuguesa', '1ª à 3ª Série'],
    ['EI01EO01', 'EI', 'O eu, o outro e o nós', 'Bebês (zero a 1 ano e 6 meses)'],
    ['EI03EF09', 'EI', 'Escuta, fala, pensamento e imaginação', 'Crianças pequenas (4 anos a 5 anos e 11 meses)'],
  ])('%s → %s, %s, %s', (codigo, etapa, componente, ano) => {
    expect(lerCodigoOficial(codigo)).toEqual({ etapa, componente_curricular: componente, ano_serie: ano });
  });

  it.each(['EF06XX01', 'EF10MA01', 'EM13LP101', 'EM13MAT01', 'EI04EO01', 'ef06ma01', 'VV-01', 'EF06MA1'])(
    '%s is not an official code',
    (codigo) => {
      expect(lerCodigoOficial(codigo)).toBeNull();
    },
  );
});

describe('years and names', () => {
  it('a span covers every year in it', () => {
    expect(anosCobertos('6º ao 9º Ano')).toEqual(['6º Ano', '7º Ano', '8º Ano', '9º Ano']);
    expect(anosCobertos('1º e 2º Ano')).toEqual(['1º Ano', '2º Ano']);
    expect(anosCobertos('1ª à 3ª Série')).toEqual(['1ª Série', '2ª Série', '3ª Série']);
    expect(anosCobertos('3º Ano')).toEqual(['3º Ano']);
  });

  it("the spec's names map to the official ones, whatever the case, accents or ordinal mark", () => {
    expect(normalizarComponente('Inglês')).toBe('Língua Inglesa');
    expect(normalizarComponente('educacao religiosa')).toBe('Ensino Religioso');
    expect(normalizarComponente('MATEMATICA')).toBe('Matemática');
    expect(normalizarComponente('Alquimia')).toBeNull();
    expect(normalizarAnoSerie('Educação Infantil - Crianças bem pequenas')).toBe(
      'Crianças bem pequenas (1 ano e 7 meses a 3 anos e 11 meses)',
    );
    expect(normalizarAnoSerie('6o ano')).toBe('6º Ano');
    expect(normalizarAnoSerie('2º Ano EM')).toBe('2ª Série');
    expect(normalizarAnoSerie('6_ano')).toBe('6º Ano');
    expect(normalizarAnoSerie('3_serie')).toBe('3ª Série');
    expect(etapaDoAnoSerie('2ª Série')).toBe('EM');
    expect(componenteDaDisciplina('lingua_estrangeira')).toBe('Língua Inglesa');
    expect(componenteDaDisciplina('matematica')).toBe('Matemática');
  });
});

describe('habilidadeInput', () => {
  it('normalises and derives the etapa from the year', () => {
    expect(
      habilidadeInput.parse({ codigo: ' vv-01 ', descricao: ' Texto ', componente_curricular: 'Inglês', ano_serie: '7º ano' }),
    ).toEqual({ codigo: 'VV-01', descricao: 'Texto', componente_curricular: 'Língua Inglesa', ano_serie: '7º Ano', etapa: 'EF' });
  });
});

describe('lerArquivoBncc', () => {
  const header = 'codigo,descricao,componente_curricular,ano_serie,etapa\r\n';

  it('reads RFC 4180 CSV: CRLF, quoted commas, doubled quotes, a line break inside quotes, a BOM', () => {
    const csv = `\uFEFF${header}EF03LP16,"Ler o ""modo de fazer"", com calma.",Língua Portuguesa,3º Ano,EF\r\nEF06MA01,"Duas\r\nlinhas",Matemática,6º Ano,EF\r\nEF06MA02,Simples,Matemática,6º Ano,EF\r\n`;
    const lido = lerArquivoBncc(csv, 'csv');
    expect(lido.ok).toBe(true);
    if (!lido.ok) return;
    expect(lido.arquivo.linhas.map((l) => [l.linha, l.codigo, l.descricao])).toEqual([
      [2, 'EF03LP16', 'Ler o "modo de fazer", com calma.'],
      [3, 'EF06MA01', 'Duas\r\nlinhas'],
      [5, 'EF06MA02', 'Simples'],
    ]);
  });

  it('names missing columns; refuses a JSON that is not a list', () => {
    expect(lerArquivoBncc('codigo,descricao\r\nEF06MA01,x\r\n', 'csv')).toEqual({
      ok: false,
      erro: 'O arquivo não tem as colunas: componente_curricular, ano_serie, etapa.',
    });
    expect(lerArquivoBncc('{"codigo":"EF06MA01"}', 'json')).toEqual({
      ok: false,
      erro: 'O arquivo JSON deve conter uma lista de habilidades.',
    });
    expect(lerArquivoBncc('[', 'json')).toEqual({ ok: false, erro: 'O arquivo JSON é inválido.' });
  });

  it('JSON rows are numbered by position; a non-object item is refused', () => {
    const lido = lerArquivoBncc(
      '[{"codigo":"EF06MA01","descricao":"x","componente_curricular":"Matemática","ano_serie":"6º Ano","etapa":"EF"}, 3]',
      'json',
    );
    if (!lido.ok) throw new Error(lido.erro);
    expect(lido.arquivo.linhas[0]!.linha).toBe(1);
    expect(lido.arquivo.malformadas).toEqual([
      { linha: 2, codigo: '', motivo: 'Item não é um objeto com as colunas da habilidade' },
    ]);
    expect(validarLinhas(lido.arquivo.linhas).validas).toHaveLength(1);
  });
});
