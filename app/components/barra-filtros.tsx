import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { FiltroCompacto, FiltroSelect, type OpcaoFiltro } from './filtro-select';
import { SearchInput } from './search-input';

/** One select of the bar: which filter it sets (`chave`), its element id, label, 'all' text and choices. */
export interface CampoFiltro<K> {
  chave: K;
  id: string;
  label: string;
  todos: string;
  opcoes: readonly OpcaoFiltro[];
}

/** The page state the bar reads and sets (from `useBuscaPaginada`). */
interface FiltrosDaBarra<F> {
  busca: string;
  onBusca: (busca: string) => void;
  filtros: F;
  filtrar: (chave: keyof F) => (valor: string) => void;
}

/**
 * The 'Filtros' card of a list: the search box, then a select for each of `campos` in a
 * wrapping row or, `emLinha`, all on one line from small screens up.
 */
export function BarraFiltros<F extends object>({
  paginacao: { busca, onBusca, filtros, filtrar },
  placeholder,
  campos,
  emLinha = false,
}: {
  paginacao: FiltrosDaBarra<F>;
  placeholder: string;
  campos: readonly CampoFiltro<keyof F>[];
  emLinha?: boolean;
}) {
  const selects: ReactNode = campos.map(({ chave, ...campo }) => (
    <FiltroSelect key={campo.id} {...campo} value={String(filtros[chave])} onChange={filtrar(chave)} />
  ));
  return (
    <section
      aria-label="Filtros"
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        emLinha && 'sm:flex-row sm:items-end',
      )}
    >
      <SearchInput value={busca} onChange={onBusca} placeholder={placeholder} />
      {emLinha ? selects : <div className="flex flex-wrap gap-4">{selects}</div>}
    </section>
  );
}

/** One select of a compact bar: which filter it sets, its screen-reader name, the 'all' text and the choices. */
export interface CampoCompacto<F> {
  chave: keyof F & string;
  rotulo: string;
  todos: string;
  opcoes?: readonly OpcaoFiltro[];
  /** Choices in groups (`<optgroup>`s), in place of `opcoes`. */
  grupos?: ReactNode;
  className?: string;
  /** Other filters a change here resets (a class's subjects depend on the class). */
  limpa?: Partial<F>;
}

/**
 * The compact filter row (no card, no visible labels): the search box, then a select for each of
 * `campos`; each select's "all" choice has the value `valorTodos`.
 */
export function FiltrosCompactos<F extends { busca: string }>({
  filtros,
  onChange,
  placeholder,
  campos,
  valorTodos,
  className,
}: {
  filtros: F;
  onChange: (mudanca: Partial<F>) => void;
  placeholder: string;
  campos: readonly CampoCompacto<F>[];
  valorTodos: string;
  className: string;
}) {
  return (
    <div className={className}>
      <SearchInput value={filtros.busca} onChange={(busca) => onChange({ busca } as Partial<F>)} placeholder={placeholder} />
      {campos.map(({ chave, limpa, grupos, ...campo }) => (
        <FiltroCompacto
          key={chave}
          {...campo}
          value={String(filtros[chave])}
          valorTodos={valorTodos}
          onChange={(valor) => onChange({ [chave]: valor, ...limpa } as Partial<F>)}
        >
          {grupos}
        </FiltroCompacto>
      ))}
    </div>
  );
}
