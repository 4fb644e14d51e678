import { ocupacaoTexto, percentualOcupacao } from '../../../../domain/academico/turma';
import { cn } from '../../../lib/cn';

/** 'n/capacidade' and the percent occupied, no decimals, with a bar. */
export function Ocupacao({ matriculados, capacidade }: { matriculados: number; capacidade: number }) {
  const pct = percentualOcupacao(matriculados, capacidade);
  return (
    <div className="min-w-28">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900">{ocupacaoTexto(matriculados, capacidade)}</span>
        <span className="text-xs text-slate-600">{pct}%</span>
      </div>
      <div className="mt-1 h-1.5 rounded-full bg-slate-100" aria-hidden>
        <div
          className={cn('h-1.5 rounded-full', pct >= 100 ? 'bg-red-500' : pct >= 85 ? 'bg-amber-500' : 'bg-blue-600')}
          style={{ width: `${Math.min(pct, 100)}%` }}
        />
      </div>
    </div>
  );
}
