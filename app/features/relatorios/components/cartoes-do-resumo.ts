import { CircleAlert, CircleCheck, FileText, LoaderCircle } from 'lucide-react';
import type { CartaoDeResumo } from '../../../components/cartoes-de-resumo';
import { formatNumber } from '../../../lib/format';
import type { ResumoRelatorios } from '../api/carregar-relatorios';
import { TEXTOS } from './textos';

/** The user's reports: all of them, done, being made and failed. */
export const CARTOES_DO_RESUMO: CartaoDeResumo<ResumoRelatorios>[] = [
  { titulo: TEXTOS.cardTotal, valor: (r) => formatNumber(r.total), icone: FileText, cor: 'azul' },
  { titulo: TEXTOS.cardConcluidos, valor: (r) => formatNumber(r.concluidos), icone: CircleCheck, cor: 'verde' },
  { titulo: TEXTOS.cardProcessando, valor: (r) => formatNumber(r.em_andamento), icone: LoaderCircle, cor: 'laranja' },
  { titulo: TEXTOS.cardErro, valor: (r) => formatNumber(r.com_erro), icone: CircleAlert, cor: 'roxo' },
];
