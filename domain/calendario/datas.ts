import type { DataIso } from './tipos';

/** Calendar arithmetic on yyyy-MM-dd strings, in UTC so no time zone or daylight saving shifts a day. */

function paraData(iso: DataIso): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function paraIso(d: Date): DataIso {
  return d.toISOString().slice(0, 10);
}

export function somarDias(iso: DataIso, dias: number): DataIso {
  const d = paraData(iso);
  d.setUTCDate(d.getUTCDate() + dias);
  return paraIso(d);
}

/** 0 = domingo … 6 = sábado. */
export function diaDaSemana(iso: DataIso): number {
  return paraData(iso).getUTCDay();
}

export function ehFimDeSemana(iso: DataIso): boolean {
  const d = diaDaSemana(iso);
  return d === 0 || d === 6;
}

/** The first date on or after `iso` that falls on weekday `dia` (0 = domingo). */
export function proximoDia(iso: DataIso, dia: number): DataIso {
  return somarDias(iso, (dia - diaDaSemana(iso) + 7) % 7);
}

/** "21/04/2026". */
export function dataBr(iso: DataIso): string {
  const [a, m, d] = iso.split('-');
  return `${d}/${m}/${a}`;
}

/** A real yyyy-MM-dd date (no 31 de fevereiro, no 0000-00-00: an invalid Date has no ISO form). */
export function ehDataIso(v: unknown): v is DataIso {
  if (typeof v !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = paraData(v);
  return !Number.isNaN(d.getTime()) && paraIso(d) === v;
}

/** Easter Sunday (Gregorian computus, Meeus/Jones/Butcher). */
export function pascoa(ano: number): DataIso {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}
