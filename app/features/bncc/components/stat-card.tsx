import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/format';

/** One of the screen's summary figures; '—' while it loads. */
export function StatCard({ titulo, valor, icone }: { titulo: string; valor: number | undefined; icone: ReactNode }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700 [&_svg]:size-5">
        {icone}
      </span>
      <div>
        <p className="text-sm text-slate-600">{titulo}</p>
        <p className="text-2xl font-semibold text-slate-900">{valor === undefined ? '—' : formatNumber(valor)}</p>
      </div>
    </Card>
  );
}
