import { Clock } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { type FechamentoAtrasado, caminhoDoFechamento, dataBr } from '../api/fechamentos-atrasados';

/** A link of the closings late: a finger's target on a phone (44 px), a line of text on a larger screen. */
export function LinkAtrasados({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link {...props} className={cn('inline-flex items-center underline-offset-4 hover:underline max-sm:min-h-11', className)} />
  );
}

/** One closing late, opening the class's closing page on its subject and bimestre (the class is read out too). */
export function LinhaAtrasada({ f }: { f: FechamentoAtrasado }) {
  return (
    <li className="flex gap-2 text-sm">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 max-sm:mt-3.5" />
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
        <LinkAtrasados to={caminhoDoFechamento(f)} className="font-medium text-slate-900">
          <span className="sr-only">{f.turma} — </span>
          {f.disciplina} · {f.bimestre}º bimestre
        </LinkAtrasados>
        <span className="text-slate-700">prazo {dataBr(f.prazo)}</span>
      </div>
    </li>
  );
}
