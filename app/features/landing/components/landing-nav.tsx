import { ArrowLeft, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Brand } from '../../../components/brand';
import { LogoImagem, TituloCabecalho, estiloCabecalho } from '../../../components/customizacao-visual';
import { useAparencia } from '../../../lib/aparencia';
import { Button } from '../../../components/ui/button';
import { LOGIN_PATH } from '../../../lib/paths';

/** The landing page's top bar, with the logo and header of Configurações → Customização. */
export function LandingNav() {
  const { data } = useAparencia();
  const cabecalho = data?.cabecalho;
  return (
    <header
      className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur"
      style={cabecalho ? estiloCabecalho(cabecalho) : undefined}
    >
      <div
        className="mx-auto flex min-h-16 max-w-6xl items-center gap-3 px-4 py-2 sm:px-6"
        style={cabecalho ? { minHeight: cabecalho.altura } : undefined}
      >
        <Button asChild variant="ghost" size="sm">
          <Link to={LOGIN_PATH}>
            <ArrowLeft aria-hidden="true" />
            Voltar ao login
          </Link>
        </Button>
        <span className="ml-1 hidden min-w-0 items-center gap-3 sm:inline-flex">
          {data?.logo.url ? (
            <LogoImagem logo={data.logo} alturaMaxima={Math.max(32, (cabecalho?.altura ?? 64) - 24)} />
          ) : (
            <Brand />
          )}
          {cabecalho ? <TituloCabecalho cabecalho={cabecalho} className="max-w-60" /> : null}
        </span>
        <nav
          aria-label="Seções da página"
          className="ml-auto hidden items-center gap-6 text-sm font-medium text-slate-600 md:flex"
        >
          <a
            href="#recursos"
            className="rounded hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
          >
            Recursos
          </a>
          <a
            href="#beneficios"
            className="rounded hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
          >
            Benefícios
          </a>
          <a
            href="#contato"
            className="rounded hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
          >
            Contato
          </a>
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
