import { CircleCheck, ClipboardList, Clock, Percent } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatarPercentual } from '../../../../domain/avaliacao/frequencia';
import { Card } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/format';
import type { ResumoFechamentos } from '../api/carregar-fechamentos';
import { TEXTOS } from './textos';

function Cartao({ titulo, valor, icone, cor }: { titulo: string; valor: string; icone: ReactNode; cor: string }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg [&_svg]:size-5 ${cor}`}>{icone}</span>
      <div>
        <p className="text-sm text-slate-600">{titulo}</p>
        <p className="text-2xl font-semibold text-slate-900">{valor}</p>
      </div>
    </Card>
  );
}

const n = (v: number | undefined) => (v === undefined ? '—' : formatNumber(v));

/** Total, finalizados (finalizado or aprovado), em andamento and the mean attendance, over the page's filters. */
export function ResumoCards({ resumo }: { resumo: ResumoFechamentos | undefined }) {
  return (
    <section aria-label="Resumo" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Cartao
        titulo={TEXTOS.cardTotal}
        valor={n(resumo?.total)}
        icone={<ClipboardList aria-hidden />}
        cor="bg-blue-50 text-blue-700"
      />
      <Cartao
        titulo={TEXTOS.cardFinalizados}
        valor={n(resumo?.finalizados)}
        icone={<CircleCheck aria-hidden />}
        cor="bg-green-50 text-green-700"
      />
      <Cartao
        titulo={TEXTOS.cardAndamento}
        valor={n(resumo?.em_andamento)}
        icone={<Clock aria-hidden />}
        cor="bg-orange-50 text-orange-700"
      />
      <Cartao
        titulo={TEXTOS.cardFrequencia}
        valor={resumo ? formatarPercentual(resumo.media_frequencia) : '—'}
        icone={<Percent aria-hidden />}
        cor="bg-purple-50 text-purple-700"
      />
    </section>
  );
}
