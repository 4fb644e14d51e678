import type { ReactNode } from 'react';
import { Label } from './ui/label';

/** Label, control and the field's pt-BR error message under it (linked by aria-describedby). */
export function FormField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <ErroDoCampo id={id} erro={error} />
    </div>
  );
}

/** The field's error message, with the id that aria-describedby points at; nothing without an error. */
export function ErroDoCampo({ id, erro }: { id: string; erro?: string }) {
  if (!erro) return null;
  return (
    <p id={`${id}-erro`} className="text-sm text-red-600">
      {erro}
    </p>
  );
}
