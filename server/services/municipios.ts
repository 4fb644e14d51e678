import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizarNome } from '../../domain/aluno/nome';

/**
 * The IBGE municipalities (server/db/dados/municipios/, public data: code, name, UF): read from the file
 * the first time something asks and kept in memory — 5,570 short rows, never changed by the product, so
 * neither a table nor a migration is worth it.
 */
const ARQUIVO = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'dados', 'municipios', 'municipios-ibge.csv');

interface Municipio {
  codigo: string;
  nome: string;
  uf: string;
}

interface Catalogo {
  lista: (Municipio & { busca: string })[];
  porCodigo: Map<string, Municipio>;
}

let catalogo: Catalogo | null = null;

function carregarCatalogo(): Catalogo {
  if (catalogo) return catalogo;
  const lista = fs
    .readFileSync(ARQUIVO, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((linha) => linha.trim() !== '')
    .map((linha) => {
      const [codigo = '', nome = '', uf = ''] = linha.split(';');
      return { codigo, nome, uf, busca: normalizarNome(nome) };
    })
    .sort((a, b) => a.busca.localeCompare(b.busca) || a.uf.localeCompare(b.uf));
  catalogo = { lista, porCodigo: new Map(lista.map(({ codigo, nome, uf }) => [codigo, { codigo, nome, uf }])) };
  return catalogo;
}

/**
 * Municipalities whose name has the words typed (accents and case ignored), those that start with them
 * first, then by name; `uf` narrows to one state. At most `limite`.
 */
export function buscarMunicipios(busca: string, uf: string | undefined, limite: number): { itens: Municipio[]; total: number } {
  const termo = normalizarNome(busca);
  const achados = carregarCatalogo().lista.filter((m) => (!uf || m.uf === uf) && (!termo || m.busca.includes(termo)));
  const comeco = achados.filter((m) => m.busca.startsWith(termo));
  const meio = achados.filter((m) => !m.busca.startsWith(termo));
  return {
    itens: [...comeco, ...meio].slice(0, limite).map(({ codigo, nome, uf: sigla }) => ({ codigo, nome, uf: sigla })),
    total: achados.length,
  };
}

export function municipioExiste(codigo: string): boolean {
  return carregarCatalogo().porCodigo.has(codigo);
}

/** "Lavras/MG" for display; null for a code not in the catalogue. */
export function nomeDoMunicipio(codigo: string | null): string | null {
  const m = codigo ? carregarCatalogo().porCodigo.get(codigo) : undefined;
  return m ? `${m.nome}/${m.uf}` : null;
}
