import { Suspense, lazy } from 'react';
import { pageTitle } from '../../../../domain/navigation';
import type { TipoUsuario } from '../../../../domain/roles';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { displayName, useSignedInSession } from '../../../lib/session';
import { ehFalhaDeConexao, useConexao } from '../../../lib/use-conexao';
import { useDashboard } from '../api/carregar-dashboard';
import { Atividades } from '../components/atividades';
import { Avisos } from '../components/avisos';
import { Calendario } from '../components/calendario';
import { Estatisticas } from '../components/estatisticas';
import { FechamentosAtrasados } from '../components/fechamentos-atrasados';
import { GraficoAlunos } from '../components/grafico-alunos';
import { LinksRapidos } from '../components/links-rapidos';
import { MinhasPendencias } from '../components/minhas-pendencias';
import { PainelAluno } from '../components/painel-aluno';
import { SolicitacoesVencendo } from '../components/solicitacoes-vencendo';

const { title } = pageTitle('/dashboard');

// Only offline (a cached chunk then: the service worker keeps every asset); never in the way of the first paint online.
const PainelSemConexao = lazy(() => import('../components/painel-sem-conexao').then((m) => ({ default: m.PainelSemConexao })));

/** What the greeting says each role follows here. */
const ACOMPANHE: Record<TipoUsuario, string> = {
  administrador: 'Acompanhe aqui os principais números da plataforma.',
  empresa: 'Acompanhe aqui os principais números da sua rede de ensino.',
  gestor: 'Acompanhe aqui os principais números das suas escolas.',
  professor: 'Acompanhe aqui os principais números das suas turmas.',
  aluno: 'Acompanhe aqui a sua frequência e as suas médias.',
};

/**
 * The dashboard, real: each section shown when Configurações → Customização switches it on,
 * with what makes sense for the role (an aluno sees its own figures, never a chart of one).
 */
export function DashboardPage() {
  const { usuario, permissoes } = useSignedInSession();
  const online = useConexao();
  const dashboard = useDashboard(online);
  // Offline (or the server unreachable) the figures cannot come: one notice, and what works offline.
  const semConexao = !online || (dashboard.isError && ehFalhaDeConexao(dashboard.error));
  // The person's first name: "Olá, Secretaria!" for an empresa account read as a bug.
  const primeiroNome = displayName(usuario).split(/\s+/)[0];
  const tipo = usuario.tipo_usuario;
  const d = dashboard.data;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={`Olá, ${primeiroNome}! ${ACOMPANHE[tipo]}`} />
      {semConexao ? (
        <Suspense fallback={null}>
          <PainelSemConexao registraChamada={permissoes.includes('frequencia.criar')} />
        </Suspense>
      ) : dashboard.isPending ? (
        <div className="flex items-center gap-2 py-10 text-sm text-slate-600">
          <Spinner /> Carregando o painel...
        </div>
      ) : dashboard.isError ? (
        <LoadError message={`Erro ao carregar o painel: ${dashboard.error.message}`} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          {tipo === 'aluno' ? (
            d!.aluno !== undefined ? (
              <PainelAluno dados={d!.aluno} />
            ) : null
          ) : d!.estatisticas ? (
            <Estatisticas dados={d!.estatisticas} tipo={tipo} />
          ) : null}
          <div className="grid gap-6 lg:grid-cols-2">
            {d!.graficos ? <GraficoAlunos dados={d!.graficos} /> : null}
            {d!.fechamentos_atrasados ? <FechamentosAtrasados dados={d!.fechamentos_atrasados} /> : null}
            {tipo === 'aluno' ? null : <MinhasPendencias />}
            {tipo === 'aluno' ? null : <SolicitacoesVencendo />}
            {d!.avisos ? <Avisos itens={d!.avisos} /> : null}
            {d!.atividades ? <Atividades itens={d!.atividades} /> : null}
            {d!.calendario ? <Calendario anoLetivo={d!.calendario.ano_letivo} /> : null}
            {d!.secoes.links ? <LinksRapidos /> : null}
          </div>
          {!Object.values(d!.secoes).some(Boolean) ? (
            <p className="text-sm text-slate-600">
              Nenhuma seção do painel está ativa. Um administrador pode ativá-las em Configurações → Customização.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
