import { format, formatDistanceToNow } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** 'há 2 horas', 'há 3 dias'. */
export function relativeTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return formatDistanceToNow(date, { locale: ptBR, addSuffix: true });
}

/** dd/MM/yyyy HH:mm, for tooltips and titles next to relative times. */
export function dateTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return format(date, "dd/MM/yyyy 'às' HH:mm", { locale: ptBR });
}

const numberFormat = new Intl.NumberFormat('pt-BR');

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** '9+' above nine, so the badge stays one or two characters wide. */
export function badgeCount(value: number): string {
  return value > 9 ? '9+' : String(value);
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || 'U';
}
