import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { TEXTOS } from './textos';

/** The way back from a section to the Privacidade (LGPD) page that lists them all. */
export function VoltarPrivacidade() {
  return (
    <Link
      to="/privacidade"
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {TEXTOS.voltar}
    </Link>
  );
}
