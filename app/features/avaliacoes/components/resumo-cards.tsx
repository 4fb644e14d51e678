import { CalendarClock, CircleCheck, ClipboardList, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ResumoSubAvaliacoes } from '../../../../domain/schemas/sub-avaliacao';
import { Card } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/format';
import { TEXTOS } from './textos';

function Cartao({ titulo, valor, icone, cor }: { titulo: string; valor: number | undefined; icone: ReactNode; cor: string }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg [&_svg]:size-5 ${cor}`}>{icone}</span>
      <div>
        <p className="text-sm text-slate-600">{titulo}</p>
        <p className="text-2xl font-semibold text-slate-900">{valor === undefined ? '—' : formatNumber(valor)}</p>
      </div>
    </Card>
  );
}

/** Total, finalizadas, em andamento (aplicada or corrigida) and agendadas, over the page's filters. */
export function ResumoCards({ resumo }: { resumo: ResumoSubAvaliacoes | undefined }) {
  return (
    <section aria-label="Resumo" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Cartao
        titulo={TEXTOS.cardTotal}
        valor={resumo?.total}
        icone={<ClipboardList aria-hidden />}
        cor="bg-blue-50 text-blue-700"
      />
      <Cartao
        titulo={TEXTOS.cardFinalizadas}
        valor={resumo?.finalizadas}
        icone={<CircleCheck aria-hidden />}
        cor="bg-green-50 text-green-700"
      />
      <Cartao
        titulo={TEXTOS.cardAndamento}
        valor={resumo?.em_andamento}
        icone={<Clock aria-hidden />}
        cor="bg-sky-50 text-sky-700"
      />
      <Cartao
        titulo={TEXTOS.cardAgendadas}
        valor={resumo?.agendadas}
        icone={<CalendarClock aria-hidden />}
        cor="bg-orange-50 text-orange-700"
      />
    </section>
  );
}
