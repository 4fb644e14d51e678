import { useState } from 'react';
import { initials } from '../lib/format';
import { cn } from '../lib/cn';

/** The user's photo, or their initials when there is none (or it cannot be loaded). */
export function Avatar({ nome, imagem, className }: { nome: string; imagem: string | null | undefined; className?: string }) {
  const [falhou, setFalhou] = useState<string | null>(null);
  const base = cn(
    'flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-600 text-sm font-semibold text-white',
    className,
  );
  if (imagem && falhou !== imagem) {
    return <img src={imagem} alt="" aria-hidden="true" className={cn(base, 'object-cover')} onError={() => setFalhou(imagem)} />;
  }
  return (
    <span aria-hidden="true" className={base}>
      {initials(nome)}
    </span>
  );
}
