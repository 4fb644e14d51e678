import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = D.Root;
export const DialogClose = D.Close;

/**
 * A modal with title, optional description and a close button; focus is trapped inside. Closed, it
 * gives the focus back to what had it when it opened (the row's pencil, 'Novo'): Radix gives it
 * only to its own trigger (Dialog.Trigger), and the pages open their dialogs from their own buttons.
 */
export function DialogContent({
  className,
  children,
  title,
  description,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof D.Content> & { title: ReactNode; description?: ReactNode }) {
  const origem = useRef<HTMLElement | null>(null);
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <D.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl outline-none',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(e) => {
          // Still the element that opened the dialog: the focus moves in after this event.
          origem.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(e);
        }}
        onCloseAutoFocus={(e) => {
          onCloseAutoFocus?.(e);
          const alvo = origem.current;
          if (e.defaultPrevented || !alvo?.isConnected || alvo === document.body) return;
          e.preventDefault();
          alvo.focus();
        }}
        {...props}
      >
        <D.Title className="text-lg font-semibold text-slate-900">{title}</D.Title>
        {description ? <D.Description className="mt-1 text-sm text-slate-600">{description}</D.Description> : null}
        <div className="mt-4">{children}</div>
        <D.Close
          className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
          aria-label="Fechar"
        >
          <X className="size-4" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
