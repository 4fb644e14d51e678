import { Plus } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/** The heading every screen starts with; `actions` sit on the right (e.g. 'Cadastrar Escola'). */
export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between', className)}>
      <div className="min-w-0">
        {/* Focusable by script: a page change moves the focus here (app shell), never by Tab. */}
        <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 outline-none">
          {title}
        </h1>
        {description ? <p className="mt-1 max-w-3xl text-sm text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** The header's 'Nova …' / 'Novo …' button, which opens the create form. */
export function BotaoNovo({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden />
      {children}
    </Button>
  );
}

/** A screen: its header, then its content, spaced as every screen is. */
export function Pagina({ children, ...cabecalho }: ComponentProps<typeof PageHeader> & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader {...cabecalho} />
      {children}
    </div>
  );
}
