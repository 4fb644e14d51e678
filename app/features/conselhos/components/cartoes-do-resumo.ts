import { CalendarClock, CircleCheck, ClipboardList, Clock } from 'lucide-react';
import type { CartaoDeResumo } from '../../../components/cartoes-de-resumo';
import { formatNumber } from '../../../lib/format';
import type { ResumoConselhos } from '../api/carregar-conselhos';
import { TEXTOS } from './textos';

/** Total, finalizados, em andamento and agendados, over the page's filters. */
export const CARTOES_DO_RESUMO: CartaoDeResumo<ResumoConselhos>[] = [
  { titulo: TEXTOS.cardTotal, valor: (r) => formatNumber(r.total), icone: ClipboardList, cor: 'azul' },
  { titulo: TEXTOS.cardFinalizados, valor: (r) => formatNumber(r.finalizados), icone: CircleCheck, cor: 'verde' },
  { titulo: TEXTOS.cardAndamento, valor: (r) => formatNumber(r.em_andamento), icone: Clock, cor: 'laranja' },
  { titulo: TEXTOS.cardAgendados, valor: (r) => formatNumber(r.agendados), icone: CalendarClock, cor: 'roxo' },
];
