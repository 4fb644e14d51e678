import { FormField } from '../../../../components/form-field';
import { Input } from '../../../../components/ui/input';
import { cor } from '../../../../../domain/customizacao';

/** A colour: the picker and the hex text side by side, both labelled. */
export function CorField({
  id,
  label,
  value,
  padrao,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  padrao: string;
  onChange: (v: string) => void;
}) {
  return (
    <FormField id={id} label={label}>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={`${label} (seletor)`}
          value={cor(value, padrao)}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
        />
        <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} spellCheck={false} placeholder={padrao} />
      </div>
    </FormField>
  );
}

export function CampoNumero({
  id,
  label,
  value,
  padrao,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  padrao: number;
  onChange: (v: string) => void;
}) {
  return (
    <FormField id={id} label={label}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        value={value}
        placeholder={String(padrao)}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}

export function Caixa({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-800">
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-blue-600"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
