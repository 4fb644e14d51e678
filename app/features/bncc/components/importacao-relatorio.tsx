import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';
import type { Recusada } from './use-importacao';
import { contagem } from '../../../lib/plural';

export function Contagem({ rotulo, valor, cor }: { rotulo: string; valor: number; cor: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <p className="text-xs text-slate-600">{rotulo}</p>
      <p className={`text-xl font-semibold ${cor}`}>{formatNumber(valor)}</p>
    </div>
  );
}

/** Refused rows: number, code and reason, scrollable. */
export function TabelaRecusadas({ recusadas, titulo }: { recusadas: Recusada[]; titulo: ReactNode }) {
  if (!recusadas.length) return null;
  return (
    <section aria-label="Linhas recusadas" className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{titulo}</h3>
      <div
        className="max-h-56 overflow-y-auto rounded-md border border-slate-200"
        tabIndex={0}
        aria-label="Lista de linhas recusadas"
      >
        <table className="w-full text-left text-xs">
          <thead className="sticky top-0 bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                Linha
              </th>
              <th scope="col" className="px-3 py-2">
                Código
              </th>
              <th scope="col" className="px-3 py-2">
                Motivo
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {recusadas.map((r) => (
              <tr key={`${r.linha}-${r.codigo}`}>
                <td className="px-3 py-1.5">{r.linha}</td>
                <td className="px-3 py-1.5 font-mono">{r.codigo || '—'}</td>
                <td className="px-3 py-1.5 text-red-800">{r.motivo}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Codes created or updated, folded away: the counts matter more than the list. */
export function ListaCodigos({ titulo, codigos }: { titulo: string; codigos: string[] }) {
  if (!codigos.length) return null;
  return (
    <details className="rounded-md border border-slate-200 p-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">
        {titulo} ({formatNumber(codigos.length)})
      </summary>
      <p className="mt-2 max-h-32 overflow-y-auto font-mono text-xs break-words text-slate-700">{codigos.join(', ')}</p>
    </details>
  );
}

export function Progresso({ rotulo, feito, total }: { rotulo: string; feito: number; total: number }) {
  const pct = total ? Math.round((feito / total) * 100) : 0;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700" aria-live="polite">
        {rotulo} {formatNumber(feito)} de {contagem(total, 'linha', 'linhas')}
      </p>
      <div
        role="progressbar"
        aria-label={rotulo}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full bg-blue-600 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
