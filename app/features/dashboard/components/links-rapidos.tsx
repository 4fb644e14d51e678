import { Link } from 'react-router';
import { NAV_CONFIGURACOES, NAV_PRINCIPAL, canSee } from '../../../../domain/navigation';
import { NavIcon } from '../../../components/nav-icon';
import { useSignedInSession } from '../../../lib/session';
import { Secao } from './secao';

/** The screens the user's role may open, as the sidebar decides it. */
export function LinksRapidos() {
  const { usuario, permissoes } = useSignedInSession();
  const links = [...NAV_PRINCIPAL.filter((i) => i.path !== '/'), ...NAV_CONFIGURACOES.slice(0, 1)].filter((i) =>
    canSee(i, usuario.tipo_usuario, permissoes),
  );
  return (
    <Secao id="dashboard-links" titulo="Links Rápidos">
      <ul className="grid gap-2 sm:grid-cols-2">
        {links.map((l) => (
          <li key={l.path}>
            <Link
              to={l.path}
              className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm font-medium max-sm:min-h-11 text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none [&_svg]:size-4 [&_svg]:text-slate-500"
            >
              <NavIcon name={l.icon} />
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </Secao>
  );
}
