import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** One of the four summary cards at the top of the grade pages. */
export function ResumoCard({
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
