import { GraduationCap } from 'lucide-react';
import { cn } from '../lib/cn';

export const PRODUCT_NAME = 'Gestão Escolar';

/** The product mark: blue tile with a cap, optionally followed by the name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-600 text-white shadow-sm',
        className,
      )}
    >
      <GraduationCap aria-hidden="true" className="size-5" />
    </span>
  );
}

export function Brand({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <BrandMark />
      {showName ? <span className="text-base font-semibold tracking-tight text-slate-900">{PRODUCT_NAME}</span> : null}
    </span>
  );
}
