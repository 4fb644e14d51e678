import { CONFLITO } from '../../domain/academico/campos';
import { Button } from './ui/button';

/**
 * Someone else saved the same sheet first (the server answered 409): nothing is overwritten,
 * and 'Recarregar' brings their version so the user can redo the change on top of it.
 */
export function AvisoConflito({ onRecarregar }: { onRecarregar: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {CONFLITO}
      <Button size="sm" variant="outline" onClick={onRecarregar}>
        Recarregar
      </Button>
    </div>
  );
}
