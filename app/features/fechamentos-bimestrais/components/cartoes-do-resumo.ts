import { CircleCheck, ClipboardList, Clock, Percent } from 'lucide-react';
import { formatarPercentual } from '../../../../domain/avaliacao/frequencia';
import type { CartaoDeResumo } from '../../../components/cartoes-de-resumo';
import { formatNumber } from '../../../lib/format';
import type { ResumoFechamentos } from '../api/carregar-fechamentos';
import { TEXTOS } from './textos';

/** Total, finalizados (finalizado or aprovado), em andamento and the mean attendance, over the page's filters. */
export const CARTOES_DO_RESUMO: CartaoDeResumo<ResumoFechamentos>[] = [
  { titulo: TEXTOS.cardTotal, valor: (r) => formatNumber(r.total), icone: ClipboardList, cor: 'azul' },
  { titulo: TEXTOS.cardFinalizados, valor: (r) => formatNumber(r.finalizados), icone: CircleCheck, cor: 'verde' },
  { titulo: TEXTOS.cardAndamento, valor: (r) => formatNumber(r.em_andamento), icone: Clock, cor: 'laranja' },
  // No closing with a roll call: 'sem chamadas', not a false 0%.
  {
    titulo: TEXTOS.cardFrequencia,
    valor: (r) => (r.media_frequencia === null ? TEXTOS.semChamadas : formatarPercentual(r.media_frequencia)),
    icone: Percent,
    cor: 'roxo',
  },
];
