import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './ui/card';

/** One of the summary cards at the top of the school, class and registration pages. */
export function ResumoCard({
  titulo,
  valor,
  detalhe,
  icone,
  className,
}: {
  titulo: string;
  valor: ReactNode;
  detalhe?: ReactNode;
  icone?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        className,
      )}
    >
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{titulo}</p>
        <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{valor}</p>
        {detalhe ? <p className="mt-0.5 text-xs text-slate-600">{detalhe}</p> : null}
      </div>
      {icone ? <span className="rounded-lg bg-blue-50 p-2 text-blue-700 [&_svg]:size-5">{icone}</span> : null}
    </div>
  );
}

/** The row of summary cards; four on wide screens. */
export function ResumoCards({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {children}
    </section>
  );
}

/** The plainer summary card of the grade and attendance pages: the icon in grey, without the coloured chip. */
export function ResumoCardDiscreto({
  titulo,
  valor,
  detalhe,
  icon: Icon,
}: {
  titulo: string;
  valor: ReactNode;
  detalhe?: ReactNode;
  icon: LucideIcon;
}) {
  return (
    <Card className="flex items-start justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{titulo}</p>
        <p className="mt-1 text-2xl font-semibold text-slate-900">{valor}</p>
        {detalhe ? <p className="mt-1 text-xs text-slate-600">{detalhe}</p> : null}
      </div>
      <Icon className="size-5 shrink-0 text-slate-400" aria-hidden />
    </Card>
  );
}
