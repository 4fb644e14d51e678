import { describe, expect, it } from 'vitest';
import { lerPaginasPdf, lerTextoPdf, paginasDoPdf } from '../../../test/documentos';
import type { IdentidadeDoDocumento } from './identidade';
import { type BlocoPdf, type ColunaPdf, gerarPdfTabular, tabelaPdf } from './pdf-tabular';

const identidade: IdentidadeDoDocumento = { nomeRede: 'Rede Municipal de São João', logo: null, fuso: 'America/Sao_Paulo' };

interface Linha {
  nome: string;
  nota: number | null;
  obs?: string;
}

const colunas: ColunaPdf<Linha>[] = [
  { titulo: 'Aluno', largura: '*', valor: (l) => l.nome },
  {
    titulo: 'Nota do 1º Bim.',
    alinhamento: 'right',
    valor: (l) => l.nota,
    cor: (l) => (l.nota && l.nota < 5 ? '#b91c1c' : undefined),
  },
  { titulo: 'Observação', largura: 80, valor: (l) => l.obs },
];

const gerar = (blocos: BlocoPdf[], extra: Partial<Parameters<typeof gerarPdfTabular>[0]> = {}) =>
  gerarPdfTabular({
    titulo: 'Relatório de Teste',
    subtitulo: 'Escola · Turma',
    identidade,
    geradoEm: '26/11/2026 14:05',
    blocos,
    ...extra,
  });

const linhas = (n: number): Linha[] => Array.from({ length: n }, (_, i) => ({ nome: `Aluno ${i + 1}`, nota: i % 10 }));

/** Whitespace as the reader happens to join lines: one space. */
const plano = (s: string) => s.replace(/\s+/g, ' ');

describe('gerarPdfTabular', () => {
  it('lê o texto exato de um documento depois de outro (as fontes são compartilhadas entre documentos)', async () => {
    // First in the file, so the fonts are fresh: the first document uses the period only inside the
    // colon ('14:05'), the second prints it on its own, in the same font.
    await gerar([{ texto: 'Às 14:05; 26/11', estilo: 'nota' }]);
    const texto = await lerTextoPdf(await gerar([{ texto: 'Nota 7.5, média 6,25. Fim…', estilo: 'nota' }]));
    expect(texto).toContain('Nota 7.5, média 6,25. Fim…');
  });

  it('numera as páginas e repete o cabeçalho da tabela e a rede em cada uma', async () => {
    const dados = await gerar([tabelaPdf(colunas, linhas(120))]);
    expect(await paginasDoPdf(dados)).toBe(3);
    const paginas = await lerPaginasPdf(dados);
    paginas.forEach((texto, i) => {
      expect(texto).toContain(`Página ${i + 1} de 3`);
      expect(texto).toContain('Gerado em 26/11/2026 14:05');
      expect(texto).toContain('Rede Municipal de São João');
      expect(plano(texto)).toContain('Observação');
      expect(plano(texto)).toContain('Nota do 1º Bim.');
    });
    expect(paginas[0]).toContain('Relatório de Teste');
    // Every row once, none lost at a page turn; a missing value reads '—'.
    const todas = plano(paginas.join(' '));
    for (let i = 1; i <= 120; i++) expect(todas).toContain(`Aluno ${i} `);
    expect(todas).toContain('—');
  });

  it('quebra a célula longa em linhas, com todo o texto', async () => {
    const obs = 'Compareceu às aulas de reforço durante todo o segundo bimestre com dedicação exemplar';
    const dados = await gerar([
      tabelaPdf(colunas, [
        { nome: 'Maria', nota: 8, obs },
        { nome: 'José', nota: 3 },
      ]),
    ]);
    const texto = await lerTextoPdf(dados);
    expect(plano(texto)).toContain(obs);
    // An 80-point column cannot hold it on one line.
    expect(texto).not.toContain(obs);
  });

  it('lê de volta o português exato: Conceição, º, ã', async () => {
    const dados = await gerar(
      [
        {
          cartoes: [
            ['Média das Notas', '6,9'],
            ['Aprovação', '85%'],
            ['Recuperação', '3'],
            ['Total', '12'],
          ],
        },
        { secao: 'Educação Física — 6º Ano' },
        tabelaPdf(colunas, [{ nome: 'Maria da Conceição Araújo', nota: 7.5, obs: 'Atenção à frequência' }]),
        { texto: '* Provisório: o bimestre ainda não foi finalizado.', estilo: 'aviso' },
        { texto: 'Legenda: verde a partir de 7,0.', estilo: 'nota', acima: 8 },
      ],
      { paisagem: true, rodape: 'Código ABC-123' },
    );
    const texto = await lerTextoPdf(dados);
    for (const trecho of [
      'Maria da Conceição Araújo',
      'Educação Física — 6º Ano',
      'Atenção à frequência',
      'Média das Notas',
      '* Provisório: o bimestre ainda não foi finalizado.',
      'Legenda: verde a partir de 7,0.',
      'Gerado em 26/11/2026 14:05 · Código ABC-123',
      'Página 1 de 1',
    ])
      expect(texto).toContain(trecho);
  });

  it('mostra o texto de vazio de uma tabela sem linhas', async () => {
    const texto = await lerTextoPdf(await gerar([tabelaPdf(colunas, [], 'Nenhum aluno corresponde aos filtros.')]));
    expect(texto).toContain('Nenhum aluno corresponde aos filtros.');
    expect(texto).not.toContain('Observação');
  });

  it('desenha o logo em PNG (uma imagem só para todas as páginas) e em SVG', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR4nGOQCzgBRwzIHAB4ugmxbCAvGQAAAABJRU5ErkJggg==';
    const comPng = await gerar([tabelaPdf(colunas, linhas(120))], { identidade: { ...identidade, logo: { image: png } } });
    expect(await paginasDoPdf(comPng)).toBe(3);
    expect(comPng.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    for (const texto of await lerPaginasPdf(comPng)) expect(texto).toContain('Rede Municipal de São João');

    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">' +
      '<rect width="120" height="40" fill="#1d4ed8"/><text x="10" y="28" font-size="20" fill="#fff">Escola</text></svg>';
    const comSvg = await gerar([tabelaPdf(colunas, linhas(3))], { identidade: { ...identidade, logo: { svg } } });
    const texto = await lerTextoPdf(comSvg);
    expect(texto).toContain('Rede Municipal de São João');
    // The SVG's own text is drawn, in Roboto.
    expect(texto).toContain('Escola');
  });

  it('segue sem logo quando a imagem não é um PNG/JPEG em base64', async () => {
    const dados = await gerar([tabelaPdf(colunas, linhas(2))], { identidade: { ...identidade, logo: { image: '/etc/passwd' } } });
    expect(dados.toString('latin1')).not.toContain('/Subtype /Image');
    expect(await lerTextoPdf(dados)).toContain('Aluno 2');
  });
});
