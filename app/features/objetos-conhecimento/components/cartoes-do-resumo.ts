import { CircleCheck, CircleDashed, Clock, Library } from 'lucide-react';
import type { CartaoDeResumo } from '../../../components/cartoes-de-resumo';
import { formatNumber } from '../../../lib/format';
import type { ResumoObjetos } from '../api/carregar-resumo';
import { TEXTOS } from './textos';

/** The four summary cards of the knowledge objects pages. */
export const CARTOES_DO_RESUMO: CartaoDeResumo<ResumoObjetos>[] = [
  { titulo: TEXTOS.cardTotal, valor: (r) => formatNumber(r.total), icone: Library, cor: 'azul' },
  { titulo: TEXTOS.cardPendentes, valor: (r) => formatNumber(r.pendentes), icone: CircleDashed, cor: 'laranja' },
  { titulo: TEXTOS.cardAndamento, valor: (r) => formatNumber(r.em_andamento), icone: Clock, cor: 'celeste' },
  { titulo: TEXTOS.cardConcluidos, valor: (r) => formatNumber(r.concluidos), icone: CircleCheck, cor: 'verde' },
];
