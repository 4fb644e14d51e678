import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="w-full overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}
export const TableHeader = (p: ComponentProps<'thead'>) => (
  <thead
    {...p}
    className={cn('bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase', p.className)}
  />
);
export const TableBody = (p: ComponentProps<'tbody'>) => (
  <tbody {...p} className={cn('divide-y divide-slate-100', p.className)} />
);
export const TableRow = (p: ComponentProps<'tr'>) => <tr {...p} className={cn('hover:bg-slate-50/60', p.className)} />;
export const TableHead = (p: ComponentProps<'th'>) => (
  <th scope="col" {...p} className={cn('px-4 py-3 font-semibold', p.className)} />
);
export const TableCell = (p: ComponentProps<'td'>) => <td {...p} className={cn('px-4 py-3 text-slate-800', p.className)} />;
