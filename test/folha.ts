import type { Api } from './api';
import { escolher } from './corpo';

type Valor = string | number;

/**
 * A class × subject sheet the API reads and saves whole: the grades of a bimestre, the roll call
 * of a day. `chave` names what picks the sheet besides class and subject; `campos` are the fields
 * of a row that go back in the PUT.
 */
export function folha<F extends { itens: L[] }, L extends object>(
  api: Api,
  caminho: string,
  chave: string,
  campos: readonly (keyof L)[],
) {
  const url = (turma: string, disciplina: string, valor: Valor) =>
    `${caminho}?turma_id=${turma}&disciplina_id=${disciplina}&${chave}=${valor}`;
  return {
    url,
    /** The sheet as `quem` reads it (200). */
    ler: (quem: string, turma: string, disciplina: string, valor: Valor) => api.json<F>(url(turma, disciplina, valor), quem),
    /** The PUT body that sends the sheet back, each row changed by `muda`. */
    corpo: (f: F, turma_id: string, disciplina_id: string, valor: Valor, muda: (l: L, i: number) => Partial<L> = () => ({})) => {
      const itens: Partial<L>[] = f.itens.map((l, i) => ({ ...escolher(l, ...campos), ...muda(l, i) }));
      return { turma_id, disciplina_id, [chave]: valor, itens };
    },
  };
}
