import { CircleCheck, GraduationCap, TriangleAlert, TrendingUp } from 'lucide-react';
import type { ResumoRelatorioAlunos } from '../../../../domain/schemas/relatorio-alunos';
import type { CartaoDeResumo } from '../../../components/cartoes-de-resumo';
import { formatNumber } from '../../../lib/format';
import { TEXTOS } from './textos';

/** The mean grade with one decimal, as the cards show averages. */
const umaCasa = (v: number | null) =>
  v === null ? '—' : v.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Students, approved, in recovery and the mean grade, over the rows the filters show. */
export const CARTOES_DO_RESUMO: CartaoDeResumo<ResumoRelatorioAlunos>[] = [
  { titulo: TEXTOS.cardTotal, valor: (r) => formatNumber(r.total_alunos), icone: GraduationCap, cor: 'azul' },
  { titulo: TEXTOS.cardAprovados, valor: (r) => formatNumber(r.aprovados), icone: CircleCheck, cor: 'verde' },
  { titulo: TEXTOS.cardRecuperacao, valor: (r) => formatNumber(r.recuperacao), icone: TriangleAlert, cor: 'laranja' },
  { titulo: TEXTOS.cardMedia, valor: (r) => umaCasa(r.media), icone: TrendingUp, cor: 'roxo' },
];
