import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LOGIN_PATH } from '../../../lib/paths';
import { DocsLink } from './docs-link';
import { HeroPreview } from './hero-preview';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-titulo" className="relative overflow-hidden bg-gradient-to-b from-blue-50 via-white to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white px-3 py-1 text-sm font-medium text-blue-700 shadow-sm">
            <Sparkles aria-hidden="true" className="size-4" />
            Sistema de gestão educacional
          </p>
          <h1 id="hero-titulo" className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Toda a vida escolar da sua rede, <span className="text-blue-600">em um só lugar</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">
            Matrículas, notas, frequência e o planejamento pela BNCC conectados do gabinete da secretaria à sala de aula. Menos
            planilhas e papelada, mais tempo para o que importa: a aprendizagem dos alunos.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={LOGIN_PATH}>
                Começar Agora
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <DocsLink />
          </div>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
