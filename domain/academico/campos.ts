import { z } from 'zod';

/** Field builders shared by the academic schemas (classes, students, subjects, enrolments). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Required text: trimmed; blank or missing gives `obrigatorio`. */
export function textoObrigatorio(obrigatorio: string, max: number, longo: string) {
  return z.string({ error: obrigatorio }).trim().min(1, obrigatorio).max(max, longo);
}

/** Optional text: trimmed, blank or missing → null; `valid` checks a given value. */
export function textoOpcional(max: number, longo: string, check?: { valid: (v: string) => boolean; message: string }) {
  return z
    .string({ error: check?.message ?? 'Valor inválido' })
    .trim()
    .refine((v) => v === '' || !check || check.valid(v), { message: check?.message })
    .refine((v) => v.length <= max, { message: longo })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A required id; blank or missing gives `obrigatorio`, anything else not an id gives `invalido`. */
export function idObrigatorio(obrigatorio: string, invalido = obrigatorio) {
  return z
    .string({ error: obrigatorio })
    .trim()
    .min(1, obrigatorio)
    .refine((v) => UUID.test(v), { message: invalido })
    .transform((v) => v.toLowerCase());
}

/** An optional id: blank, null or missing → null. */
export function idOpcional(invalido: string) {
  return z
    .string({ error: invalido })
    .trim()
    .refine((v) => v === '' || UUID.test(v), { message: invalido })
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null));
}

/** True for a real calendar date written yyyy-MM-dd. */
export function dataValida(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/**
 * Today as yyyy-MM-dd on the school's calendar: in the institution's time zone, never the
 * server's (UTC on most hosts, a day ahead of Brazil from 21:00 to midnight) nor the browser's.
 */
export function hoje(agora = new Date(), timeZone = 'America/Sao_Paulo'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(agora);
}

/** An optional date yyyy-MM-dd; blank or missing → null. */
export function dataOpcional(invalida: string) {
  return textoOpcional(10, invalida, { valid: dataValida, message: invalida });
}

/** The version the user loaded (updated_at); normalised so no date the database rejects gets through. */
export function versao(message = 'Versão do registro inválida') {
  return z.iso
    .datetime({ offset: true, error: message })
    .refine((v) => new Date(v).getUTCFullYear() >= 1 && new Date(v).getUTCFullYear() <= 9999, { message })
    .transform((v) => new Date(v).toISOString());
}

export const CONFLITO = 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.';
