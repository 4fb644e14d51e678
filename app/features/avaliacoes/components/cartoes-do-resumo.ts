import { CalendarClock, CircleCheck, ClipboardList, Clock } from 'lucide-react';
import type { ResumoAvaliacoes } from '../../../../domain/schemas/avaliacao';
import type { CartaoDeResumo } from '../../../components/cartoes-de-resumo';
import { formatNumber } from '../../../lib/format';
import { TEXTOS } from './textos';

/** Total, finalizadas, em andamento (aplicada or corrigida) and agendadas, over the page's filters. */
export const CARTOES_DO_RESUMO: CartaoDeResumo<ResumoAvaliacoes>[] = [
  { titulo: TEXTOS.cardTotal, valor: (r) => formatNumber(r.total), icone: ClipboardList, cor: 'azul' },
  { titulo: TEXTOS.cardFinalizadas, valor: (r) => formatNumber(r.finalizadas), icone: CircleCheck, cor: 'verde' },
  { titulo: TEXTOS.cardAndamento, valor: (r) => formatNumber(r.em_andamento), icone: Clock, cor: 'celeste' },
  { titulo: TEXTOS.cardAgendadas, valor: (r) => formatNumber(r.agendadas), icone: CalendarClock, cor: 'laranja' },
];
