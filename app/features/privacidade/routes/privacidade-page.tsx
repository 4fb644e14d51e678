import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { PAGINAS_PRIVACIDADE, canSee, pageTitle } from '../../../../domain/navigation';
import { Pagina } from '../../../components/page-header';
import { useSignedInSession } from '../../../lib/session';
import { RetencaoDocumentosCard } from '../components/retencao-documentos-card';
import { TEXTOS } from '../components/textos';

const { description } = pageTitle('/privacidade');

/** Privacidade (LGPD): the sections this user may open, each a link with what it holds. */
export function PrivacidadePage() {
  const { usuario, permissoes } = useSignedInSession();
  const secoes = PAGINAS_PRIVACIDADE.filter((p) => canSee({ need: p.need }, usuario.tipo_usuario, permissoes));
  // The terms are the network's: an administrador, who has none, chooses a network on each section instead.
  const temRede = usuario.tipo_usuario !== 'administrador';
  return (
    <Pagina title={TEXTOS.titulo} description={description}>
      <ul aria-label="Seções da privacidade" className="grid gap-4 sm:grid-cols-2">
        {secoes.map((s) => (
          <li key={s.page}>
            <Link
              to={`/privacidade/${s.page}`}
              className="flex h-full items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-blue-300 focus-visible:ring-2 focus-visible:ring-blue-500/40 focus-visible:outline-none"
            >
              <span>
                <span className="block font-semibold text-slate-900">{s.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{s.descricao}</span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
      {temRede ? <RetencaoDocumentosCard podeEditar={permissoes.includes('privacidade.gerenciar')} /> : null}
    </Pagina>
  );
}
