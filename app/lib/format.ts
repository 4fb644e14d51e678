import { tz } from '@date-fns/tz';
import { format, formatDistanceToNow } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { fusoHorario } from './fuso';

/** The institution's time zone (app/lib/fuso.ts), which every date below is shown in. */
export { definirFusoHorario, fusoHorario } from './fuso';

function toDate(iso: string | Date): Date | null {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'há 2 horas', 'há 3 dias'. */
export function relativeTime(iso: string | Date): string {
  const date = toDate(iso);
  return date ? formatDistanceToNow(date, { locale: ptBR, addSuffix: true }) : '';
}

/** dd/MM/yyyy às HH:mm, for tooltips and titles next to relative times. */
export function dateTime(iso: string | Date): string {
  const date = toDate(iso);
  return date ? format(date, "dd/MM/yyyy 'às' HH:mm", { locale: ptBR, in: tz(fusoHorario()) }) : '';
}

/** dd/MM/yyyy. */
export function dateOnly(iso: string | Date): string {
  const date = toDate(iso);
  return date ? format(date, 'dd/MM/yyyy', { locale: ptBR, in: tz(fusoHorario()) }) : '';
}

/** Today's date in the institution's time zone, as yyyy-MM-dd (for calendars). */
export function hojeNoFuso(agora = new Date()): string {
  return format(agora, 'yyyy-MM-dd', { in: tz(fusoHorario()) });
}

const numberFormat = new Intl.NumberFormat('pt-BR');

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** 1.234.567 bytes → '1,2 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
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
