import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ErrorScreen } from './components/error-screen';
import { FullPageSpinner } from './components/full-page-spinner';
import { lazyPage } from './lib/lazy-page';
import { LANDING_PATH } from './lib/paths';
import { useSession } from './lib/session';

const LoginPage = lazyPage(() => import('./features/auth/routes/login-page'), 'LoginPage');
const LandingPage = lazyPage(() => import('./features/landing/routes/landing-page'), 'LandingPage');
const AppLayout = lazyPage(() => import('./features/shell/components/app-layout'), 'AppLayout');
const DashboardPage = lazyPage(() => import('./features/dashboard/routes/dashboard-page'), 'DashboardPage');
const UsuariosPage = lazyPage(() => import('./features/usuarios/routes/usuarios-page'), 'UsuariosPage');
const EmpresasPage = lazyPage(() => import('./features/empresas/routes/empresas-page'), 'EmpresasPage');
const EscolasPage = lazyPage(() => import('./features/escolas/routes/escolas-page'), 'EscolasPage');
const ComponentesPage = lazyPage(() => import('./features/componentes/routes/componentes-page'), 'ComponentesPage');
const CadastrarTurmaPage = lazyPage(() => import('./features/turmas/routes/cadastrar-turma-page'), 'CadastrarTurmaPage');
const FrequenciaPage = lazyPage(() => import('./features/frequencia/routes/frequencia-page'), 'FrequenciaPage');
const BnccPage = lazyPage(() => import('./features/bncc/routes/bncc-page'), 'BnccPage');
const RelatoriosPage = lazyPage(() => import('./features/relatorios/routes/relatorios-page'), 'RelatoriosPage');
const PermissoesPage = lazyPage(() => import('./features/permissoes/routes/permissoes-page'), 'PermissoesPage');
const ConfiguracoesPage = lazyPage(() => import('./features/configuracoes/routes/configuracoes-page'), 'ConfiguracoesPage');
const EscolaSecaoPage = lazyPage(() => import('./features/escola/routes/escola-secao-page'), 'EscolaSecaoPage');
const TurmaPaginaPage = lazyPage(() => import('./features/turma/routes/turma-pagina-page'), 'TurmaPaginaPage');

/** Spec 1 §2.1: spinner while the session loads, public screens when signed out, the app when signed in. */
export function App() {
  const session = useSession();

  if (session.isPending) return <FullPageSpinner />;
  if (session.isError) return <ErrorScreen message={session.error.message} onRetry={() => void session.refetch()} />;

  return <Suspense fallback={<FullPageSpinner />}>{session.data ? <SignedInRoutes /> : <PublicRoutes />}</Suspense>;
}

function PublicRoutes() {
  return (
    <Routes>
      <Route path={LANDING_PATH} element={<LandingPage />} />
      <Route path="*" element={<LoginPage />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="usuarios" element={<UsuariosPage />} />
        <Route path="empresas" element={<EmpresasPage />} />
        <Route path="escolas" element={<EscolasPage />} />
        <Route path="componentes" element={<ComponentesPage />} />
        <Route path="cadastrar-turma" element={<CadastrarTurmaPage />} />
        <Route path="frequencia" element={<FrequenciaPage />} />
        <Route path="bncc" element={<BnccPage />} />
        <Route path="relatorios" element={<RelatoriosPage />} />
        <Route path="permissoes" element={<PermissoesPage />} />
        <Route path="configuracoes" element={<ConfiguracoesPage />} />
        <Route path="configuracoes/:tab" element={<ConfiguracoesPage />} />
        <Route path="escola/:escolaId/turma/:turmaId/:page" element={<TurmaPaginaPage />} />
        <Route path="escola/:escolaId/:section" element={<EscolaSecaoPage />} />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
