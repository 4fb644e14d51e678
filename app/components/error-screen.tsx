import { CircleAlert } from 'lucide-react';
import { Button } from './ui/button';

/** Shown when the server cannot be reached at start; nothing else can work without it. */
export function ErrorScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
        <CircleAlert aria-hidden="true" className="size-10 text-red-600" />
        <h1 className="text-xl font-semibold text-slate-900">Não foi possível carregar o sistema</h1>
        <p className="text-sm text-slate-600">{message}</p>
        <Button onClick={onRetry}>Tentar novamente</Button>
      </div>
    </main>
  );
}
