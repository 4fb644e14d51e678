import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

/** One figure with its label, e.g. 'Total de Alunos'; `hint` explains a missing value. */
export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
  className,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  hint?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm', className)}>
      <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-semibold tracking-tight text-slate-900">{value}</p>
        {hint ? <p className="mt-0.5 text-xs text-slate-600">{hint}</p> : null}
      </div>
    </div>
  );
}
