import { Link } from 'react-router';
import { Brand } from '../../../components/brand';
import { RodapeCustomizado } from '../../../components/customizacao-visual';
import { useAparencia } from '../../../lib/aparencia';
import { AVISO_PRIVACIDADE_PATH, DOCS_PATH, LOGIN_PATH } from '../../../lib/paths';
import { useInstituicao } from '../api/carregar-instituicao';

const linkClass =
  'rounded text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none';

export function LandingFooter() {
  const { data } = useInstituicao();
  const aparencia = useAparencia();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <Brand />
          <p className="mt-3 text-sm text-slate-600">
            Sistema de gestão educacional para redes municipais e estaduais de ensino.
          </p>
        </div>
        <nav aria-label="Rodapé" className="grid grid-cols-2 gap-x-12 gap-y-2 text-sm">
          <Link to={LOGIN_PATH} className={linkClass}>
            Acessar Sistema
          </Link>
          <a href={DOCS_PATH} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Documentação da API
          </a>
          <a href="#recursos" className={linkClass}>
            Recursos
          </a>
          <Link to={AVISO_PRIVACIDADE_PATH} className={linkClass}>
            Aviso de privacidade
          </Link>
          {data?.email ? (
            <a href={`mailto:${data.email}`} className={linkClass}>
              {data.email}
            </a>
          ) : null}
        </nav>
      </div>
      {aparencia.data ? (
        <RodapeCustomizado
          footer={aparencia.data.footer}
          nomeInstituicao={aparencia.data.nome}
          as="div"
          className="text-xs [&>div]:max-w-6xl [&>div]:sm:px-6"
        />
      ) : (
        <p className="mx-auto max-w-6xl border-t border-slate-200 px-4 py-4 text-xs text-slate-600 sm:px-6">
          © {year} {data?.nome ?? 'Gestão Escolar'}. Todos os direitos reservados.
        </p>
      )}
    </footer>
  );
}
