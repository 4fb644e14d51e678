import { dataBr, diaDaSemana, somarDias } from './datas';
import { situacaoDoDia } from './index';
import type { CalendarioLetivo, DataIso } from './tipos';

/** Why a date does or does not take a roll call, as the date picker tells the teacher before any row is marked. */
type TipoDoDia = 'letivo' | 'fim_de_semana' | 'feriado' | 'recesso' | 'fora_do_ano' | 'futuro' | 'fechado';

export interface ExplicacaoDoDia {
  data: DataIso;
  letivo: boolean;
  tipo: TipoDoDia;
  /** Short label for a day of the week strip ("letivo", "feriado"…). */
  rotulo: string;
  /** The sentence shown under the picker (pt-BR). */
  frase: string;
  bimestre: number | null;
}

const MOTIVO_DO_DIA_TEXTOS = {
  letivo: (b: number) => `Dia letivo do ${b}º bimestre.`,
  fimDeSemana: (dia: string) => `Não é dia letivo: ${dia}. Escolha um dia útil.`,
  feriado: (descricao: string) => `Não é dia letivo: ${descricao}.`,
  recesso: (descricao: string) => `Não é dia letivo: ${descricao}.`,
  foraDoAno: (ano: number, inicio: DataIso, fim: DataIso) => `Fora do ano letivo de ${ano} (${dataBr(inicio)} a ${dataBr(fim)}).`,
  futuro: 'Data futura: a chamada é feita no dia da aula ou depois.',
  fechado: (motivo: string) => `Bimestre fechado: ${motivo}`,
  rotulos: {
    letivo: 'dia letivo',
    fim_de_semana: 'fim de semana',
    feriado: 'feriado ou dia não letivo',
    recesso: 'recesso',
    fora_do_ano: 'fora do ano letivo',
    futuro: 'data futura',
    fechado: 'bimestre fechado',
  } satisfies Record<TipoDoDia, string>,
} as const;

const NOMES_DA_SEMANA = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

/**
 * The picker's explanation of a date: future days and closed bimestres first (the server refuses
 * both), then the calendar (weekend, a holiday or non-school day with its description, the recesso
 * between bimestres, outside the ano letivo). `fechado` is the server's reason when the date's
 * bimestre is closed for the subject.
 */
export function explicarDia(
  cal: CalendarioLetivo,
  data: DataIso,
  { hoje, fechado = null }: { hoje: DataIso; fechado?: string | null },
): ExplicacaoDoDia {
  const M = MOTIVO_DO_DIA_TEXTOS;
  const de = (tipo: TipoDoDia, frase: string, bimestre: number | null = null): ExplicacaoDoDia => ({
    data,
    letivo: tipo === 'letivo',
    tipo,
    rotulo: M.rotulos[tipo],
    frase,
    bimestre,
  });
  if (data > hoje) return de('futuro', M.futuro);
  const s = situacaoDoDia(cal, data);
  if (s.letivo) return fechado ? de('fechado', M.fechado(fechado), s.bimestre) : de('letivo', M.letivo(s.bimestre), s.bimestre);
  if (s.foraDoAno) return de('fora_do_ano', M.foraDoAno(cal.ano, cal.inicio, cal.fim));
  const especial = cal.dias.find((d) => d.data === data);
  if (especial) return de('feriado', M.feriado(especial.descricao));
  const semana = diaDaSemana(data);
  if (semana === 0 || semana === 6) return de('fim_de_semana', M.fimDeSemana(NOMES_DA_SEMANA[semana]!));
  return de('recesso', M.recesso(s.motivo));
}

/** Monday to Sunday of the week of `data`, each explained (the picker's week strip). */
export function semanaDoDia(cal: CalendarioLetivo, data: DataIso, hoje: DataIso): ExplicacaoDoDia[] {
  const segunda = somarDias(data, -((diaDaSemana(data) + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => explicarDia(cal, somarDias(segunda, i), { hoje }));
}

/** The last school day on or before `data` (and not after today) in the calendar's year, or null. */
export function ultimoDiaLetivo(cal: CalendarioLetivo, data: DataIso, hoje: DataIso): DataIso | null {
  let d = data > hoje ? hoje : data;
  if (d > cal.fim) d = cal.fim;
  for (; d >= cal.inicio; d = somarDias(d, -1)) if (situacaoDoDia(cal, d).letivo) return d;
  return null;
}
