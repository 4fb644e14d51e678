import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

const TONS = {
  atencao: 'border-amber-200 bg-amber-50 text-amber-900',
  neutro: 'border-slate-200 bg-slate-50 text-slate-700',
} as const;

/**
 * A boxed note above a list, sheet or dialog (role note): `atencao` for a closed period's reason,
 * `neutro` for a plain fact; `compacta` with less padding (above the grade sheets).
 */
export function Observacao({
  tom = 'atencao',
  compacta = false,
  children,
}: {
  tom?: keyof typeof TONS;
  compacta?: boolean;
  children: ReactNode;
}) {
  return (
    <p role="note" className={cn('rounded-md border text-sm', compacta ? 'px-3 py-2' : 'p-3', TONS[tom])}>
      {children}
    </p>
  );
}
