import { ArrowLeft, LayoutDashboard, ShieldOff } from 'lucide-react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { podeAbrir } from '../../domain/navigation';
import { tipoUsuarioLabel } from '../../domain/roles';
import { DASHBOARD_PATH } from '../lib/paths';
import { useSignedInSession } from '../lib/session';
import { useDocumentTitle } from '../lib/use-document-title';
import { Pagina } from './page-header';
import { Button } from './ui/button';

/**
 * The pages of the signed-in area, each opened only by the roles the route table gives it (the
 * side menu's): a typed or old address to another page shows "sem acesso" in the app's frame
 * instead of the page failing on the API's 403 or showing empty cards. The API refuses those
 * requests anyway; this is what the person sees.
 */
export function RotaDoPapel() {
  const { pathname, search } = useLocation();
  const { usuario, permissoes } = useSignedInSession();
  const tab = new URLSearchParams(search).get('tab');
  return podeAbrir(pathname, tab, usuario.tipo_usuario, permissoes) ? <Outlet /> : <SemAcessoPage />;
}

/**
 * The spec's own sentence for a page that has one (the permissions screen's, MENSAGENS_PAPEL.acessoNegado,
 * written out so this always-loaded page does not pull in the schemas): that page's reason, said once in
 * place of the general one.
 */
const MOTIVOS: Record<string, string> = {
  '/permissoes': 'Acesso Negado: Apenas administradores podem gerenciar permissões.',
};

/** One clear page for an address outside one's role, with the way back. */
function SemAcessoPage() {
  const { usuario } = useSignedInSession();
  const location = useLocation();
  const motivo = MOTIVOS[location.pathname.replace(/\/+$/, '')];
  const navigate = useNavigate();
  useDocumentTitle('Sem acesso');
  // 'default' is the first page of this tab: there is nothing of the app to go back to.
  const temVolta = location.key !== 'default';
  return (
    <Pagina title="Sem acesso a esta página">
      <div className="flex flex-col items-start gap-4 rounded-xl border border-slate-200 bg-white px-6 py-8">
        <ShieldOff aria-hidden="true" className="size-10 text-slate-500" />
        {motivo ? (
          <p className="max-w-prose font-medium text-slate-900">{motivo}</p>
        ) : (
          <p className="max-w-prose text-slate-700">
            Esta página não faz parte do perfil <strong>{tipoUsuarioLabel(usuario.tipo_usuario)}</strong>. Se você precisa dela,
            fale com quem administra o sistema na sua rede.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {temVolta ? (
            <Button variant="outline" onClick={() => void navigate(-1)}>
              <ArrowLeft aria-hidden="true" />
              Voltar
            </Button>
          ) : null}
          <Button asChild>
            <Link to={DASHBOARD_PATH}>
              <LayoutDashboard aria-hidden="true" />
              Ir para o Dashboard
            </Link>
          </Button>
        </div>
      </div>
    </Pagina>
  );
}
