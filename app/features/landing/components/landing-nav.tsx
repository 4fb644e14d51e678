import { ArrowLeft, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Brand } from '../../../components/brand';
import { Button } from '../../../components/ui/button';
import { LOGIN_PATH } from '../../../lib/paths';

export function LandingNav() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Button asChild variant="ghost" size="sm">
          <Link to={LOGIN_PATH}>
            <ArrowLeft aria-hidden="true" />
            Voltar ao login
          </Link>
        </Button>
        <Brand className="ml-1 hidden sm:inline-flex" />
        <nav aria-label="Seções da página" className="ml-auto hidden items-center gap-6 text-sm font-medium text-slate-600 md:flex">
          <a href="#recursos" className="rounded hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none">Recursos</a>
          <a href="#beneficios" className="rounded hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none">Benefícios</a>
          <a href="#contato" className="rounded hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none">Contato</a>
        </nav>
        <Button asChild size="sm" className="ml-auto md:ml-4">
          <Link to={LOGIN_PATH}>
            <LogIn aria-hidden="true" />
            Acessar Sistema
          </Link>
        </Button>
      </div>
    </header>
  );
}
