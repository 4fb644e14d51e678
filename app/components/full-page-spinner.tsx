import { Spinner } from './ui/spinner';

export function FullPageSpinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
