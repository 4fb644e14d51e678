import { AlertTriangle } from 'lucide-react';
import { Button } from './ui/button';

/** An inline load failure with 'Tentar Novamente', which refetches (no page reload). */
export function LoadError({ message, onRetry, title }: { message: string; onRetry: () => void; title?: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <div className="flex items-center gap-2 font-medium">
        <AlertTriangle className="size-4" aria-hidden />
        {title ?? message}
      </div>
      {title ? <p>{message}</p> : null}
      <Button variant="outline" size="sm" onClick={onRetry}>
        Tentar Novamente
      </Button>
    </div>
  );
}
