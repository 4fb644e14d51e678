import { CircleCheck, ClipboardList, Clock, Hourglass } from 'lucide-react';
import type { ResumoPendencias } from '../../../../domain/schemas/pendencia';
import type { CartaoDeResumo } from '../../../components/cartoes-de-resumo';
import { formatNumber } from '../../../lib/format';
import { TEXTOS } from './textos';

/** Total, resolvidas, em andamento and pendentes, over the page's filters. */
export const CARTOES_DO_RESUMO: CartaoDeResumo<ResumoPendencias>[] = [
  { titulo: TEXTOS.cardTotal, valor: (r) => formatNumber(r.total), icone: ClipboardList, cor: 'azul' },
  { titulo: TEXTOS.cardResolvidas, valor: (r) => formatNumber(r.resolvidas), icone: CircleCheck, cor: 'verde' },
  { titulo: TEXTOS.cardAndamento, valor: (r) => formatNumber(r.em_andamento), icone: Clock, cor: 'celeste' },
  { titulo: TEXTOS.cardPendentes, valor: (r) => formatNumber(r.pendentes), icone: Hourglass, cor: 'laranja' },
];
