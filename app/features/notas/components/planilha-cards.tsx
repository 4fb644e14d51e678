import { AlertTriangle, CheckCircle2, ChevronDown, Users, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { type ResultadoNotas, formatarMedia } from '../../../../domain/avaliacao/notas';
import { ResumoCardDiscreto } from '../../../components/resumo-card';
import { cn } from '../../../lib/cn';
import { TEXTOS } from './textos';

/**
 * The class page's four cards, from the sheet as it is on screen (so they move as the user types).
 * On a phone they fold into one line above the list, so the students start on the first screen.
 */
export function PlanilhaCards({ resultados }: { resultados: ResultadoNotas[] }) {
  const [aberto, setAberto] = useState(false);
  const id = useId();
  const conta = (s: string) => resultados.filter((r) => r.situacao === s).length;
  const fechadas = resultados.filter((r) => r.situacao !== null && r.media !== null).map((r) => r.media!);
  const mediaTurma = fechadas.length ? fechadas.reduce((a, b) => a + b, 0) / fechadas.length : null;
  return (
    <section aria-label={TEXTOS.resumo}>
      <button
        type="button"
        aria-expanded={aberto}
        aria-controls={id}
        onClick={() => setAberto((a) => !a)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-2 text-left text-sm text-slate-800 outline-none focus-visible:ring-2 focus-visible:ring-blue-500 sm:hidden"
      >
        <span>{TEXTOS.resumoCompacto(resultados.length, conta('aprovado'), formatarMedia(mediaTurma))}</span>
        <ChevronDown aria-hidden className={cn('size-4 shrink-0 transition-transform', aberto && 'rotate-180')} />
      </button>
      <div id={id} className={cn('gap-4 sm:grid sm:grid-cols-2 lg:grid-cols-4', aberto ? 'mt-3 grid' : 'hidden')}>
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
    </section>
  );
}
