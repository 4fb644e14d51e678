import { AlertDialog as A } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './ui/button';

/**
 * Confirmation before a destructive action (spec: 'Confirmar Exclusão'). Stays open while the
 * action runs and shows 'Excluindo...'; the caller closes it on success.
 */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description: ReactNode;
  confirmLabel?: string;
  pending?: boolean;
  /** What the button says while the action runs. */
  pendingLabel?: string;
  /** 'default' when confirming does not destroy anything (send, then sign out). */
  confirmVariant?: 'destructive' | 'default';
  /** A third way out, beside Cancelar and the confirmation (its own button). */
  alternativa?: ReactNode;
  onConfirm: () => void;
}) {
  const {
    open,
    onOpenChange,
    title = 'Confirmar Exclusão',
    description,
    confirmLabel = 'Excluir',
    pending = false,
    pendingLabel = 'Excluindo...',
    confirmVariant = 'destructive',
    alternativa,
    onConfirm,
  } = props;
  return (
    <A.Root open={open} onOpenChange={onOpenChange}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <A.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <A.Title className="text-lg font-semibold text-slate-900">{title}</A.Title>
          <A.Description className="mt-2 text-sm text-slate-600">{description}</A.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <A.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                Cancelar
              </Button>
            </A.Cancel>
            {alternativa}
            <Button variant={confirmVariant} disabled={pending} onClick={onConfirm}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
