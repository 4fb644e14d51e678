import type { ReactNode } from 'react';
import { AcoesLinha } from './acoes-linha';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table';

interface Base<T> {
  itens: readonly T[];
  /** The column titles; `false` leaves out a column this viewer does not get. */
  colunas: readonly (string | false)[];
  /** The cells of one row, in the order of `colunas`. */
  celulas: (item: T) => ReactNode;
  /** The row's buttons under a last 'Ações' column; leave it out when the viewer may do nothing. */
  acoes?: ((item: T) => ReactNode) | false;
  /** Classes of the actions cell and of the row of buttons in it. */
  classes?: { celula?: string; botoes?: string };
}

/** Rows with an `id` are keyed by it; others say what their key is. */
type Props<T> = Base<T> & (T extends { id: string } ? { chave?: (item: T) => string } : { chave: (item: T) => string });

/** A table of rows from the server: the header, a row per item and, when given, the actions column. */
export function TabelaDados<T>({ itens, colunas, celulas, acoes, classes, chave = porId }: Props<T>) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {colunas.map((titulo, i) => (titulo === false ? null : <TableHead key={i}>{titulo}</TableHead>))}
          {acoes ? <TableHead className="text-right">Ações</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {itens.map((item) => {
          const botoes = acoes ? acoes(item) : null;
          return (
            <TableRow key={chave(item)}>
              {celulas(item)}
              {acoes ? (
                <TableCell className={classes?.celula}>
                  {botoes ? <AcoesLinha className={classes?.botoes}>{botoes}</AcoesLinha> : null}
                </TableCell>
              ) : null}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Only reached for rows with an `id`: the others must give `chave`. */
function porId(item: unknown): string {
  return (item as { id: string }).id;
}
