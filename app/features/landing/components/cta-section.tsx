import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LOGIN_PATH } from '../../../lib/paths';
import { ContactLink } from './contact-link';

export function CtaSection() {
  return (
    <section
      id="contato"
      aria-labelledby="contato-titulo"
      className="scroll-mt-20 bg-gradient-to-br from-blue-700 to-indigo-800 py-20 text-white"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="contato-titulo" className="text-3xl font-bold tracking-tight">
          Pronto para transformar a gestão da sua rede?
        </h2>
        <p className="mt-4 text-lg text-blue-100">
          Entre com a sua conta ou converse com a nossa equipe para levar o Gestão Escolar à sua secretaria de educação.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="secondary" className="bg-white text-blue-800 hover:bg-blue-50">
            <Link to={LOGIN_PATH}>
              <LogIn aria-hidden="true" />
              Acessar Sistema
            </Link>
          </Button>
          <ContactLink variant="outline" className="border-white/60 bg-transparent text-white hover:bg-white/10" />
        </div>
      </div>
    </section>
  );
}
