import Papa from 'papaparse';
import { COLUNAS_IMPORTACAO, type LinhaImportacao } from './schemas/bncc';

export type FormatoArquivo = 'csv' | 'json';

interface ArquivoLido {
  linhas: LinhaImportacao[];
  /** Records the parser could not read (an unclosed quote…), refused with the reason. */
  malformadas: { linha: number; codigo: string; motivo: string }[];
}

export type LeituraArquivo = { ok: true; arquivo: ArquivoLido } | { ok: false; erro: string };

export function formatoDoArquivo(nome: string): FormatoArquivo | null {
  const ext = nome.toLowerCase().split('.').pop();
  return ext === 'csv' ? 'csv' : ext === 'json' ? 'json' : null;
}

const texto = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function paraLinha(registro: Record<string, unknown>, linha: number): LinhaImportacao {
  const r = Object.fromEntries(COLUNAS_IMPORTACAO.map((c) => [c, texto(registro[c])])) as Omit<LinhaImportacao, 'linha'>;
  return { linha, ...r };
}

/**
 * Reads a catalogue file with the columns of the official data (codigo, descricao,
 * componente_curricular, ano_serie, etapa). A CSV row's number is its line in the file (the
 * header is line 1); a JSON row's number is its position in the list, from 1.
 */
export function lerArquivoBncc(conteudo: string, formato: FormatoArquivo): LeituraArquivo {
  const semBom = conteudo.replace(/^\uFEFF/, '');
  return formato === 'json' ? lerJson(semBom) : lerCsv(semBom);
}

function lerJson(conteudo: string): LeituraArquivo {
  let dados: unknown;
  try {
    dados = JSON.parse(conteudo);
  } catch {
    return { ok: false, erro: 'O arquivo JSON é inválido.' };
  }
  if (!Array.isArray(dados)) return { ok: false, erro: 'O arquivo JSON deve conter uma lista de habilidades.' };
  const linhas: LinhaImportacao[] = [];
  const malformadas: ArquivoLido['malformadas'] = [];
  dados.forEach((item, i) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) linhas.push(paraLinha(item as Record<string, unknown>, i + 1));
    else malformadas.push({ linha: i + 1, codigo: '', motivo: 'Item não é um objeto com as colunas da habilidade' });
  });
  return { ok: true, arquivo: { linhas, malformadas } };
}

function lerCsv(conteudo: string): LeituraArquivo {
  // A quoted field may hold a line break, so a record's line is found from where it starts.
  const quebras: number[] = [];
  for (let i = conteudo.indexOf('\n'); i !== -1; i = conteudo.indexOf('\n', i + 1)) quebras.push(i);
  const linhaEm = (posicao: number) => {
    let inicio = posicao;
    while (conteudo[inicio] === '\r' || conteudo[inicio] === '\n') inicio++;
    let lo = 0;
    let hi = quebras.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (quebras[mid]! < inicio) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };

  const linhas: LinhaImportacao[] = [];
  const malformadas: ArquivoLido['malformadas'] = [];
  let cabecalho: string[] = [];
  // Each step reports where its record ended; the next one starts there (the first, after the header).
  let inicio = conteudo.indexOf('\n') + 1;
  Papa.parse<Record<string, string>>(conteudo, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
    step: (resultado) => {
      cabecalho = resultado.meta.fields ?? cabecalho;
      const linha = linhaEm(inicio);
      inicio = resultado.meta.cursor;
      const registro = resultado.data;
      const erro = resultado.errors[0];
      if (erro)
        malformadas.push({ linha, codigo: texto(registro.codigo).trim(), motivo: `Linha malformada: ${traduzir(erro.message)}` });
      else linhas.push(paraLinha(registro, linha));
    },
  });
  if (!cabecalho.length) {
    const primeira = conteudo.split(/\r?\n/, 1)[0] ?? '';
    cabecalho = primeira.split(',').map((h) => h.trim().toLowerCase());
  }
  const faltando = COLUNAS_IMPORTACAO.filter((c) => !cabecalho.includes(c));
  if (faltando.length) return { ok: false, erro: `O arquivo não tem as colunas: ${faltando.join(', ')}.` };
  return { ok: true, arquivo: { linhas, malformadas } };
}

function traduzir(mensagem: string): string {
  if (/quote/i.test(mensagem)) return 'aspas não fechadas ou fora de lugar';
  if (/too few fields/i.test(mensagem)) return 'colunas a menos';
  if (/too many fields/i.test(mensagem)) return 'colunas a mais';
  return mensagem;
}
