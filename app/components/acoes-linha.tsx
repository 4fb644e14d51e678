import { History, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/** The action buttons at the end of a table row, right-aligned. */
export function AcoesLinha({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('flex justify-end gap-1', className)}>{children}</div>;
}

/** A row's pencil button; `rotulo` names the row ('Editar Escola Alfa') for screen readers and as tooltip. */
export function BotaoEditar({ rotulo, onClick }: { rotulo: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon-sm" aria-label={rotulo} title={rotulo} onClick={onClick}>
      <Pencil aria-hidden />
    </Button>
  );
}

/** A row's link to who read the student's personal data (the access log filtered by the student). */
export function LinkAcessos({ alunoId, rotulo }: { alunoId: string; rotulo: string }) {
  return (
    <Button variant="ghost" size="icon-sm" asChild>
      <Link to={`/privacidade/acessos?aluno=${encodeURIComponent(alunoId)}`} aria-label={rotulo} title={rotulo}>
        <History aria-hidden />
      </Link>
    </Button>
  );
}

/**
 * A row's red delete button; `icone` replaces the bin where the action only inactivates, and
 * `dica` the tooltip where it says why the delete will be refused.
 */
export function BotaoExcluir({
  rotulo,
  onClick,
  icone,
  dica = rotulo,
}: {
  rotulo: string;
  onClick: () => void;
  icone?: ReactNode;
  dica?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className="text-red-700 hover:bg-red-50 hover:text-red-800"
      aria-label={rotulo}
      title={dica}
      onClick={onClick}
    >
      {icone ?? <Trash2 aria-hidden />}
    </Button>
  );
}

/** What a table or card does with its edit and delete buttons (`usePaginaCrud().acoes`). */
export interface AcoesDeLinha<T> {
  onEditar: (item: T) => void;
  onExcluir: (item: T) => void;
}
