import { AlertTriangle, CheckCircle2, Percent, XCircle } from 'lucide-react';
import { formatarPercentual } from '../../../../domain/avaliacao/frequencia';
import { LoadError } from '../../../components/load-error';
import { ResumoCardDiscreto } from '../../../components/resumo-card';
import { formatNumber } from '../../../lib/format';
import { type FiltroFrequencia } from '../api/carregar-frequencias';
import { useResumoFrequencia } from '../api/carregar-resumo';
import { TEXTOS } from './textos';
import { contagem } from '../../../lib/plural';

/** Presences, absences, % presence (lessons recorded so far) and students over the alert. */
export function ResumoCards({ filtro }: { filtro: FiltroFrequencia }) {
  const resumo = useResumoFrequencia(filtro);
  if (resumo.isError)
    return <LoadError message={TEXTOS.erroCarregar(resumo.error.message)} onRetry={() => void resumo.refetch()} />;
  const r = resumo.data;
  const v = (n: number | undefined) => (n === undefined ? '…' : formatNumber(n));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <ResumoCardDiscreto
        titulo="Presenças"
        valor={v(r?.presencas)}
        detalhe={r ? contagem(r.aulas, 'registro', 'registros') : undefined}
        icon={CheckCircle2}
      />
      <ResumoCardDiscreto titulo="Faltas" valor={v(r?.faltas)} icon={XCircle} />
      <ResumoCardDiscreto titulo="% de Presença" valor={r ? formatarPercentual(r.percentual) : '…'} icon={Percent} />
      <ResumoCardDiscreto
        titulo="Faltas Excessivas"
        valor={v(r?.alunos_excessivos)}
        detalhe={
          r ? `alunos acima do limite de faltas · ${formatNumber(r.alunos_abaixo_minima)} abaixo da frequência mínima` : undefined
        }
        icon={AlertTriangle}
      />
    </div>
  );
}
