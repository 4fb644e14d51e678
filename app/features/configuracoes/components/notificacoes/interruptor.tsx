import { Switch } from 'radix-ui';
import { cn } from '../../../../lib/cn';

/** An on/off setting: a labelled switch with a line of explanation under the label. */
export function Interruptor({
  id,
  titulo,
  descricao,
  checked,
  onCheckedChange,
  disabled,
}: {
  id: string;
  titulo: string;
  descricao?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {titulo}
        </label>
        {descricao ? (
          <p id={`${id}-descricao`} className="text-sm text-slate-600">
            {descricao}
          </p>
        ) : null}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={descricao ? `${id}-descricao` : undefined}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
          'focus-visible:ring-2 focus-visible:ring-blue-500/60 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60',
          'data-[state=checked]:bg-blue-600 data-[state=unchecked]:bg-slate-300',
        )}
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
