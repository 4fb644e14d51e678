import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button, type ButtonProps } from './ui/button';

/** What the bar says: the result of the last save, or that there are changes to save. */
export type AvisoDeSalvar = { tipo: 'ok' | 'erro' | 'pendente'; texto: ReactNode } | null;

const COR = { ok: 'text-green-800', erro: 'text-red-700', pendente: 'text-amber-800' } as const;

/**
 * The action bar of a long form (a page of settings, a grade sheet, a roll call, a dialog of many
 * fields): drawn stuck to the bottom of the screen (or of the dialog), so 'Salvar' is in reach
 * however far down the form the user is, with a live region that reads out the result of each
 * save (Ctrl+S included, whose result the user would otherwise not see from the field they are
 * in). `inicio` comes before the message (a count, a summary); the buttons are the children.
 * Pages pass a `rotulo` (a named region, found by landmark); a dialog is already one. Place it in the
 * page after the form it saves, where it is drawn (never moved with CSS `order`): Tab then meets it
 * where the eye does, and a long list stays one tab stop (roving focus) so it is next after any row.
 */
export function BarraDeSalvar({
  rotulo,
  aviso,
  inicio,
  className,
  children,
}: {
  rotulo?: string;
  aviso: AvisoDeSalvar;
  inicio?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={rotulo ? 'region' : undefined}
      aria-label={rotulo}
      className={cn(
        'sticky bottom-0 z-20 flex flex-wrap items-center justify-end gap-x-3 gap-y-2 border-t border-slate-200 bg-white py-2',
        className,
      )}
    >
      {inicio}
      {/* Empty, it takes no room of its own (the buttons stay on one line), but stays in the page: a live
          region that appears with its text is not read out. */}
      <p role="status" className={cn('min-w-0 flex-1 basis-40 text-sm empty:basis-0', aviso ? COR[aviso.tipo] : undefined)}>
        {aviso?.texto}
      </p>
      {children}
    </div>
  );
}

/**
 * 'Salvar' of an action bar: at least 44 px tall (a finger on a phone), naming its shortcut. While
 * there is nothing to save or a save runs it is only marked unavailable (aria-disabled): a disabled
 * button would drop the focus to the page, and the user pressed it to stay where they were.
 */
export function BotaoSalvar({
  indisponivel,
  onSalvar,
  className,
  ...props
}: ButtonProps & { indisponivel: boolean; onSalvar?: () => void }) {
  return (
    <Button
      {...props}
      className={cn('min-h-11 min-w-28', className)}
      aria-disabled={indisponivel || undefined}
      aria-keyshortcuts="Control+S Meta+S"
      onClick={(e) => {
        // A submit button too: unavailable, it neither submits nor saves.
        if (indisponivel) e.preventDefault();
        else onSalvar?.();
      }}
    />
  );
}
