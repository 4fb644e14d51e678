import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ErrorScreen } from './components/error-screen';
import { DoisFatoresGate } from './features/configuracoes/components/dois-fatores/dois-fatores-gate';
import { CienciaGate } from './features/privacidade/components/ciencia-gate';
import { FullPageSpinner } from './components/full-page-spinner';
import { lazyPage } from './lib/lazy-page';
import { AVISO_PRIVACIDADE_PATH, LANDING_PATH } from './lib/paths';

const REDEFINIR_SENHA_PATH = '/redefinir-senha';
const VERIFICAR_PATH = '/verificar/:codigo';
import { useSession } from './lib/session';

const LoginPage = lazyPage(() => import('./features/auth/routes/login-page'), 'LoginPage');
const RedefinirSenhaPage = lazyPage(() => import('./features/auth/routes/redefinir-senha-page'), 'RedefinirSenhaPage');
const LandingPage = lazyPage(() => import('./features/landing/routes/landing-page'), 'LandingPage');
const AppLayout = lazyPage(() => import('./features/shell/components/app-layout'), 'AppLayout');
const DashboardPage = lazyPage(() => import('./features/dashboard/routes/dashboard-page'), 'DashboardPage');
const FechamentosAtrasadosPage = lazyPage(
  () => import('./features/dashboard/routes/fechamentos-atrasados-page'),
  'FechamentosAtrasadosPage',
);
const UsuariosPage = lazyPage(() => import('./features/usuarios/routes/usuarios-page'), 'UsuariosPage');
const EmpresasPage = lazyPage(() => import('./features/empresas/routes/empresas-page'), 'EmpresasPage');
const DuplicadosPage = lazyPage(() => import('./features/duplicados/routes/duplicados-page'), 'DuplicadosPage');
const ImportarAlunosPage = lazyPage(() => import('./features/importacoes/routes/importar-alunos-page'), 'ImportarAlunosPage');
const EscolasPage = lazyPage(() => import('./features/escolas/routes/escolas-page'), 'EscolasPage');
const ComponentesPage = lazyPage(() => import('./features/disciplinas/routes/componentes-page'), 'ComponentesPage');
const CadastrarTurmaPage = lazyPage(() => import('./features/turmas/routes/cadastrar-turma-page'), 'CadastrarTurmaPage');
const FrequenciaPage = lazyPage(() => import('./features/frequencias/routes/frequencia-page'), 'FrequenciaPage');
const BnccPage = lazyPage(() => import('./features/bncc/routes/bncc-page'), 'BnccPage');
const RelatoriosPage = lazyPage(() => import('./features/relatorios/routes/relatorios-page'), 'RelatoriosPage');
const PermissoesPage = lazyPage(() => import('./features/papeis/routes/permissoes-page'), 'PermissoesPage');
// The settings page shows the calendar's tab: a feature does not import another, so they meet here, loaded together.
const ConfiguracoesPage = lazy(async () => {
  const [{ ConfiguracoesPage: Pagina }, { CalendarioTab }] = await Promise.all([
    import('./features/configuracoes/routes/configuracoes-page'),
    import('./features/calendario/components/calendario-tab'),
  ]);
  const abas = { calendario: CalendarioTab };
  return { default: () => <Pagina abas={abas} /> };
});
const EscolaVisaoPage = lazyPage(() => import('./features/escolas/routes/escola-visao-page'), 'EscolaVisaoPage');
const EscolaAlunosPage = lazyPage(() => import('./features/alunos/routes/escola-alunos-page'), 'EscolaAlunosPage');
const TurmaAlunosPage = lazyPage(() => import('./features/alunos/routes/turma-alunos-page'), 'TurmaAlunosPage');
const FichaAlunoPage = lazyPage(() => import('./features/alunos/routes/ficha-aluno-page'), 'FichaAlunoPage');
const EscolaTurmasPage = lazyPage(() => import('./features/turmas/routes/escola-turmas-page'), 'EscolaTurmasPage');
const EscolaNotasPage = lazyPage(() => import('./features/notas/routes/escola-notas-page'), 'EscolaNotasPage');
const TurmaNotasPage = lazyPage(() => import('./features/notas/routes/turma-notas-page'), 'TurmaNotasPage');
const TurmaSubAvaliacoesPage = lazyPage(
  () => import('./features/avaliacoes/routes/turma-sub-avaliacoes-page'),
  'TurmaSubAvaliacoesPage',
);
const TurmaFechamentoBimestralPage = lazyPage(
  () => import('./features/fechamentos-bimestrais/routes/turma-fechamento-bimestral-page'),
  'TurmaFechamentoBimestralPage',
);
const TurmaFechamentoAnualPage = lazyPage(
  () => import('./features/fechamentos-anuais/routes/turma-fechamento-anual-page'),
  'TurmaFechamentoAnualPage',
);
const EscolaFrequenciaPage = lazyPage(
  () => import('./features/frequencias/routes/escola-frequencia-page'),
  'EscolaFrequenciaPage',
);
const TurmaFrequenciaPage = lazyPage(() => import('./features/frequencias/routes/turma-frequencia-page'), 'TurmaFrequenciaPage');
const EscolaObjetosPage = lazyPage(
  () => import('./features/objetos-conhecimento/routes/escola-objetos-page'),
  'EscolaObjetosPage',
);
const TurmaObjetosPage = lazyPage(() => import('./features/objetos-conhecimento/routes/turma-objetos-page'), 'TurmaObjetosPage');
const TurmaRelatorioAlunosPage = lazyPage(
  () => import('./features/relatorio-alunos/routes/relatorio-alunos-page'),
  'TurmaRelatorioAlunosPage',
);
const VerificarDocumentoPage = lazyPage(() => import('./features/boletins/routes/verificar-page'), 'VerificarDocumentoPage');
const TurmaPendenciasPage = lazyPage(() => import('./features/pendencias/routes/turma-pendencias-page'), 'TurmaPendenciasPage');
const TurmaConselhoClassePage = lazyPage(
  () => import('./features/conselhos/routes/turma-conselho-classe-page'),
  'TurmaConselhoClassePage',
);
const ConselhoMesaPage = lazyPage(() => import('./features/conselhos/routes/conselho-mesa-page'), 'ConselhoMesaPage');
const PrivacidadePage = lazyPage(() => import('./features/privacidade/routes/privacidade-page'), 'PrivacidadePage');
const AcessosPage = lazyPage(() => import('./features/privacidade/routes/acessos-page'), 'AcessosPage');
const SolicitacoesPage = lazyPage(() => import('./features/privacidade/routes/solicitacoes-page'), 'SolicitacoesPage');
const TratamentoPage = lazyPage(() => import('./features/privacidade/routes/tratamento-page'), 'TratamentoPage');
const IncidentesPage = lazyPage(() => import('./features/privacidade/routes/incidentes-page'), 'IncidentesPage');
const AvisoPage = lazyPage(() => import('./features/privacidade/routes/aviso-page'), 'AvisoPage');
const AvisoPublicoPage = lazyPage(() => import('./features/privacidade/routes/aviso-publico-page'), 'AvisoPublicoPage');

/** Spinner while the session loads, public screens when signed out, the app when signed in. */
export function App() {
  const session = useSession();

  if (session.isPending) return <FullPageSpinner />;
  if (session.isError) return <ErrorScreen message={session.error.message} onRetry={() => void session.refetch()} />;

  return (
    <Suspense fallback={<FullPageSpinner />}>
      {session.data ? (
        <DoisFatoresGate>
          <CienciaGate>
            <SignedInRoutes />
          </CienciaGate>
        </DoisFatoresGate>
      ) : (
        <PublicRoutes />
      )}
    </Suspense>
  );
}

function PublicRoutes() {
  return (
    <Routes>
      <Route path={LANDING_PATH} element={<LandingPage />} />
      <Route path={REDEFINIR_SENHA_PATH} element={<RedefinirSenhaPage />} />
      <Route path={VERIFICAR_PATH} element={<VerificarDocumentoPage />} />
      <Route path={AVISO_PRIVACIDADE_PATH} element={<AvisoPublicoPage />} />
      <Route path="*" element={<LoginPage />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      {/* The e-mailed reset link works in a browser that is still signed in, too. */}
      <Route path={REDEFINIR_SENHA_PATH} element={<RedefinirSenhaPage />} />
      {/* The public check of a document opens the same page signed in or not. */}
      <Route path={VERIFICAR_PATH} element={<VerificarDocumentoPage />} />
      <Route path={AVISO_PRIVACIDADE_PATH} element={<AvisoPublicoPage />} />
      <Route element={<AppLayout />}>
        {/* Each page opens for the roles the route table gives it; AppLayout shows "sem acesso" for any other. */}
        <Route index element={<DashboardPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="fechamentos-atrasados" element={<FechamentosAtrasadosPage />} />
        <Route path="usuarios" element={<UsuariosPage />} />
        <Route path="empresas" element={<EmpresasPage />} />
        <Route path="escolas" element={<EscolasPage />} />
        <Route path="componentes" element={<ComponentesPage />} />
        <Route path="duplicados" element={<DuplicadosPage />} />
        <Route path="cadastrar-turma" element={<CadastrarTurmaPage />} />
        <Route path="frequencia" element={<FrequenciaPage />} />
        <Route path="bncc" element={<BnccPage />} />
        <Route path="relatorios" element={<RelatoriosPage />} />
        <Route path="permissoes" element={<PermissoesPage />} />
        <Route path="privacidade" element={<PrivacidadePage />} />
        <Route path="privacidade/acessos" element={<AcessosPage />} />
        <Route path="privacidade/aviso" element={<AvisoPage />} />
        <Route path="privacidade/solicitacoes" element={<SolicitacoesPage />} />
        <Route path="privacidade/tratamento" element={<TratamentoPage />} />
        <Route path="privacidade/incidentes" element={<IncidentesPage />} />
        {/* One route for /configuracoes and /configuracoes/:tab, so switching tabs keeps unsaved changes. */}
        <Route path="configuracoes/:tab?" element={<ConfiguracoesPage />} />
        {/* The school sections (turmas and disciplinas open the same screen)… */}
        {/* The school overview, opened from its card on /escolas and from the sidebar */}
        <Route path="escola/:escolaId" element={<EscolaVisaoPage />} />
        <Route path="escola/:escolaId/alunos" element={<EscolaAlunosPage />} />
        <Route path="escola/:escolaId/importar-alunos" element={<ImportarAlunosPage />} />
        <Route path="escola/:escolaId/aluno/:alunoId" element={<FichaAlunoPage />} />
        <Route path="escola/:escolaId/turmas" element={<EscolaTurmasPage />} />
        <Route path="escola/:escolaId/disciplinas" element={<EscolaTurmasPage />} />
        <Route path="escola/:escolaId/notas" element={<EscolaNotasPage />} />
        <Route path="escola/:escolaId/frequencia" element={<EscolaFrequenciaPage />} />
        <Route path="escola/:escolaId/objetos-conhecimento" element={<EscolaObjetosPage />} />
        {/* …and the class pages; the rest of the ten share one page until they are built. */}
        <Route path="escola/:escolaId/turma/:turmaId/alunos" element={<TurmaAlunosPage />} />
        <Route path="escola/:escolaId/turma/:turmaId/notas" element={<TurmaNotasPage />} />
        <Route path="escola/:escolaId/turma/:turmaId/frequencia" element={<TurmaFrequenciaPage />} />
        <Route path="escola/:escolaId/turma/:turmaId/objetos-conhecimento" element={<TurmaObjetosPage />} />
        <Route path="escola/:escolaId/turma/:turmaId/sub-avaliacoes" element={<TurmaSubAvaliacoesPage />} />
        <Route path="escola/:escolaId/turma/:turmaId/fechamento-bimestral" element={<TurmaFechamentoBimestralPage />} />
        <Route path="escola/:escolaId/turma/:turmaId/fechamento-anual" element={<TurmaFechamentoAnualPage />} />
        <Route path="escola/:escolaId/turma/:turmaId/relatorio-alunos" element={<TurmaRelatorioAlunosPage />} />
        <Route path="escola/:escolaId/turma/:turmaId/pendencias" element={<TurmaPendenciasPage />} />
        <Route path="escola/:escolaId/turma/:turmaId/conselho-classe" element={<TurmaConselhoClassePage />} />
        <Route path="escola/:escolaId/turma/:turmaId/conselho-classe/:conselhoId" element={<ConselhoMesaPage />} />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
