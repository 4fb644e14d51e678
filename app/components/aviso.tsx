import type { ReactNode } from 'react';

/** A line in place of content that is not there yet, e.g. 'Carregando...'; screen readers announce it. */
export function Aviso({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-8 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}
