import { SITUACAO_LABEL, type Situacao, formatarMedia } from '../../../../domain/avaliacao/notas';
import { Badge } from '../../../components/ui/badge';
import { SITUACAO_COR, TEXTOS } from './textos';

export function SituacaoBadge({ situacao }: { situacao: Situacao | null }) {
  if (!situacao) return <span className="text-slate-500">—</span>;
  return <Badge color={SITUACAO_COR[situacao]}>{SITUACAO_LABEL[situacao]}</Badge>;
}

/** The mean with two decimals; a partial one (fewer than four notes) says so. */
export function MediaValor({ media, parcial }: { media: number | null; parcial: boolean }) {
  if (media === null) return <span className="text-slate-500">—</span>;
  return (
    <span className="inline-flex items-center gap-1.5 font-medium tabular-nums">
      {formatarMedia(media)}
      {parcial ? <Badge color="neutral">{TEXTOS.parcial}</Badge> : null}
    </span>
  );
}
