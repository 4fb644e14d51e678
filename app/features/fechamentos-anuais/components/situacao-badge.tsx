import type { SituacaoFinal } from '../../../../domain/avaliacao/resultado-final';
import { Badge, type BadgeColor } from '../../../components/ui/badge';

const COR: Record<SituacaoFinal, BadgeColor> = {
  cursando: 'blue',
  aprovado: 'green',
  aprovado_recuperacao: 'green',
  aprovado_conselho: 'green',
  reprovado: 'red',
  reprovado_falta: 'red',
  transferido: 'neutral',
  abandono: 'orange',
};

/** A final situation with its label (the server's: attendance first). */
export function SituacaoBadge({ situacao, rotulo }: { situacao: SituacaoFinal; rotulo: string }) {
  return <Badge color={COR[situacao]}>{rotulo}</Badge>;
}

/** One decimal, pt-BR; a dash for none. */
export function umaCasa(valor: number | null | undefined): string {
  return valor === null || valor === undefined
    ? '—'
    : valor.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
