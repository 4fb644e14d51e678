import { describe, expect, it } from 'vitest';
import { lerPlanilha } from '../../../test/documentos';
import { planilhaDeLista } from './planilha';

describe('planilhaDeLista', () => {
  it('escreve cabeçalho e linhas, com fórmula digitada neutralizada', async () => {
    const linhas = [
      { nome: '=HYPERLINK("http://x","clique")', nota: 7.5 },
      { nome: 'Ana', nota: null },
    ];
    const dados = await planilhaDeLista(
      'Alunos',
      [
        { titulo: 'Nome', valor: (l: (typeof linhas)[number]) => l.nome },
        { titulo: 'Nota', valor: (l: (typeof linhas)[number]) => l.nota, formato: '0.0' },
      ],
      linhas,
    );
    const linhasLidas = (await lerPlanilha(dados)).get('Alunos');
    // The formula stays text: a string cell with the apostrophe, never a formula object.
    expect(linhasLidas).toEqual([['Nome', 'Nota'], [`'=HYPERLINK("http://x","clique")`, 7.5], ['Ana']]);
  });
});
