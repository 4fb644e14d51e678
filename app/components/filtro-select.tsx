import { Label } from './ui/label';
import { Select } from './ui/select';

export interface OpcaoFiltro {
  value: string;
  label: string;
}

/**
 * A labelled select of a filter bar. 'all' is the "Todos" choice and means no filter (spec 2 §2).
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
        {opcoes.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
