import { AlertTriangle, CheckCircle2, Users, XCircle } from 'lucide-react';
import { type ResultadoNotas, formatarMedia } from '../../../../domain/avaliacao/notas';
import { ResumoCardDiscreto } from '../../../components/resumo-card';

/** The class page's four cards, from the sheet as it is on screen (so they move as the user types). */
export function PlanilhaCards({ resultados }: { resultados: ResultadoNotas[] }) {
  const conta = (s: string) => resultados.filter((r) => r.situacao === s).length;
  const fechadas = resultados.filter((r) => r.situacao !== null && r.media !== null).map((r) => r.media!);
  const mediaTurma = fechadas.length ? fechadas.reduce((a, b) => a + b, 0) / fechadas.length : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <ResumoCardDiscreto
        titulo="Alunos"
        valor={resultados.length}
        detalhe={`Média da turma: ${formatarMedia(mediaTurma)}`}
        icon={Users}
      />
      <ResumoCardDiscreto titulo="Aprovados" valor={conta('aprovado')} icon={CheckCircle2} />
      <ResumoCardDiscreto titulo="Recuperação" valor={conta('recuperacao')} icon={AlertTriangle} />
      <ResumoCardDiscreto
        titulo="Reprovados"
        valor={conta('reprovado')}
        detalhe={`${resultados.filter((r) => r.parcial).length} com notas parciais`}
        icon={XCircle}
      />
    </div>
  );
}
