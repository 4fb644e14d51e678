import { pageTitle } from '../../../../domain/navigation';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { displayName, useSignedInSession } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
import { Atividades } from '../components/atividades';
import { Avisos } from '../components/avisos';
import { Calendario } from '../components/calendario';
import { Estatisticas } from '../components/estatisticas';
import { GraficoAlunos } from '../components/grafico-alunos';
import { LinksRapidos } from '../components/links-rapidos';

const { title } = pageTitle('/dashboard');

/** Spec 2 "Dashboard", real: each section shown when Configurações → Customização switches it on. */
export function DashboardPage() {
  const { usuario } = useSignedInSession();
  const dashboard = useDashboard();
  const firstName = displayName(usuario).split(' ')[0];
  const d = dashboard.data;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={`Olá, ${firstName}! Acompanhe aqui os principais números da sua rede de ensino.`} />
      {dashboard.isPending ? (
        <div className="flex items-center gap-2 py-10 text-sm text-slate-600">
          <Spinner /> Carregando o painel...
        </div>
      ) : dashboard.isError ? (
        <LoadError message={`Erro ao carregar o painel: ${dashboard.error.message}`} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          {d!.estatisticas ? <Estatisticas dados={d!.estatisticas} /> : null}
          <div className="grid gap-6 lg:grid-cols-2">
            {d!.graficos ? <GraficoAlunos dados={d!.graficos} /> : null}
            {d!.avisos ? <Avisos itens={d!.avisos} /> : null}
            {d!.atividades ? <Atividades itens={d!.atividades} mostrarQuem={usuario.tipo_usuario === 'administrador'} /> : null}
            {d!.calendario ? <Calendario anoLetivo={d!.calendario.ano_letivo} /> : null}
            {d!.secoes.links ? <LinksRapidos /> : null}
          </div>
          {!Object.values(d!.secoes).some(Boolean) ? <p className="text-sm text-slate-600">Nenhuma seção do painel está ativa. Um administrador pode ativá-las em Configurações → Customização.</p> : null}
        </>
      )}
    </div>
  );
}
