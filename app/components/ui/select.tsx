import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A styled native select: keyboard, screen readers and mobile pickers work as the platform does. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md max-sm:min-h-11 border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm outline-none',
        'focus-visible:border-blue-500 focus-visible:ring-2 focus-visible:ring-blue-500/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
