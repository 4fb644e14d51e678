import { type ComponentProps, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';

const FOCAVEL = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A table wider than the screen scrolls sideways inside its frame. Someone on a keyboard scrolls it
 * from a link or field inside; a table with nothing focusable gets the frame itself in the tab
 * order (named after the table), and only while it does scroll.
 */
function useRolagemPeloTeclado() {
  const moldura = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = moldura.current;
    const tabela = el?.firstElementChild;
    if (!el || !tabela) return;
    const ajustar = () => {
      const precisa = el.scrollWidth > el.clientWidth && !el.querySelector(FOCAVEL);
      if (precisa === (el.tabIndex === 0)) return;
      if (precisa) {
        el.tabIndex = 0;
        el.setAttribute('role', 'region');
        el.setAttribute('aria-label', tabela.getAttribute('aria-label') ?? 'Tabela');
      } else {
        el.removeAttribute('tabindex');
        el.removeAttribute('role');
        el.removeAttribute('aria-label');
      }
    };
    ajustar();
    const observador = new ResizeObserver(ajustar);
    observador.observe(el);
    observador.observe(tabela);
    return () => observador.disconnect();
  }, []);
  return moldura;
}

export function Table({ className, ...props }: ComponentProps<'table'>) {
  const moldura = useRolagemPeloTeclado();
  return (
    <div ref={moldura} className="w-full overflow-x-auto rounded-lg border border-slate-200 bg-white">
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
