import type { ReactNode } from 'react';
import { Label } from './ui/label';
import { Select } from './ui/select';

export interface OpcaoFiltro {
  value: string;
  label: string;
}

/** The `<option>`s of a select. */
export function Opcoes({ opcoes }: { opcoes: readonly OpcaoFiltro[] }) {
  return opcoes.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

/** The choices of a fixed list, labelled by `labels` (or shown as they are). */
export function opcoesDe<T extends string>(valores: readonly T[], labels?: Record<T, string>): OpcaoFiltro[] {
  return valores.map((v) => ({ value: v, label: labels ? labels[v] : v }));
}

/** Rows from the server as choices: their id and name. */
export function opcoesPorNome(itens: readonly { id: string; nome: string }[]): OpcaoFiltro[] {
  return itens.map((i) => ({ value: i.id, label: i.nome }));
}

/**
 * A labelled select of a filter bar. 'all' is the "Todos" choice and means no filter.
 */
export function FiltroSelect({
  id,
  label,
  value,
  onChange,
  todos,
  opcoes,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  todos: string;
  opcoes: readonly OpcaoFiltro[];
  disabled?: boolean;
}) {
  return (
    <div className="grid min-w-40 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
        <option value="all">{todos}</option>
        <Opcoes opcoes={opcoes} />
      </Select>
    </div>
  );
}

/**
 * A filter select of the compact bars, named for screen readers only (`rotulo`). The first
 * choice, `todos`, means no filter; its value is `valorTodos`. `children` replaces `opcoes` where
 * the choices come in groups.
 */
export function FiltroCompacto({
  rotulo,
  value,
  onChange,
  todos,
  valorTodos = 'all',
  opcoes = [],
  className,
  children,
}: {
  rotulo: string;
  value: string;
  onChange: (value: string) => void;
  todos: string;
  valorTodos?: string;
  opcoes?: readonly OpcaoFiltro[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Select aria-label={rotulo} className={className} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value={valorTodos}>{todos}</option>
      <Opcoes opcoes={opcoes} />
      {children}
    </Select>
  );
}
