import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { TEXTOS } from './textos';

/** A password field with the show/hide toggle. */
export function SenhaInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const [visivel, setVisivel] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visivel ? 'text' : 'password'} className="pr-10" />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-500 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-blue-500/40 focus-visible:outline-none"
        aria-label={visivel ? TEXTOS.ocultarSenha : TEXTOS.mostrarSenha}
        aria-pressed={visivel}
        onClick={() => setVisivel(!visivel)}
      >
        {visivel ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
