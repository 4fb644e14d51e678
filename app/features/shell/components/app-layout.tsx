import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from '../../../../domain/navigation';
import { PRODUCT_NAME } from '../../../components/brand';
import { RotaDoPapel } from '../../../components/sem-acesso-page';
import { RodapeCustomizado } from '../../../components/customizacao-visual';
import { Spinner } from '../../../components/ui/spinner';
import { useIdentidade } from '../../../lib/aparencia';
import { cn } from '../../../lib/cn';
import { useCustomizacao } from '../../../lib/customizacao';
import { TooltipProvider } from '../../../components/ui/tooltip';
import { useSignedInSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SidebarProvider } from '../hooks/sidebar-state';
import { FocoNaPagina } from './foco-na-pagina';
import { Header } from './header';
import { NoRoleScreen } from './no-role-screen';
import { Sidebar } from './sidebar';
import { SkipLinks } from './skip-links';

const GENERIC_TITLE = 'Página';

/** The signed-in frame: skip links, sidebar, header and the routed page. */
export function AppLayout() {
  const { usuario } = useSignedInSession();
  const { pathname } = useLocation();
  const { title } = pageTitle(pathname);
  // School and class pages name themselves; the generic 'Página' would only hide that.
  useDocumentTitle(title === GENERIC_TITLE ? undefined : title);

  const customizacao = useCustomizacao();
  // The user's own network's name (the platform's for an administrador), never another's.
  const identidade = useIdentidade();

  if (!usuario.papel_nome) return <NoRoleScreen />;

  return (
    <SidebarProvider colapsavel={customizacao.sidebar.colapsavel}>
      <TooltipProvider delayDuration={300}>
        <SkipLinks />
        <FocoNaPagina />
        <div className={cn('flex min-h-screen', customizacao.sidebar.posicao === 'right' && 'flex-row-reverse')}>
          <Sidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            <Header />
            <main id="conteudo-principal" tabIndex={-1} className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
              <div className="mx-auto w-full max-w-7xl">
                <Suspense
                  fallback={
                    <div className="flex justify-center py-16">
                      <Spinner />
                    </div>
                  }
                >
                  {/* The routed page for the roles the route table gives it, else "sem acesso". */}
                  <RotaDoPapel />
                </Suspense>
              </div>
            </main>
            <RodapeCustomizado footer={customizacao.footer} nomeInstituicao={identidade.data?.nome ?? PRODUCT_NAME} />
          </div>
        </div>
      </TooltipProvider>
    </SidebarProvider>
  );
}
