/** Dates travel as yyyy-MM-dd strings: a school day is a calendar day of the network, not an instant. */
export type DataIso = string;

/** One bimestre of an ano letivo: its lessons run from inicio to fim; the closing is due by prazo. */
export interface BimestreDoCalendario {
  inicio: DataIso;
  fim: DataIso;
  /** The last day to finalize the bimestre's closings. */
  prazo: DataIso;
}

export const TIPOS_DIA_ESPECIAL = ['nao_letivo', 'letivo_extra'] as const;
export type TipoDiaEspecial = (typeof TIPOS_DIA_ESPECIAL)[number];

/** A day that breaks the weekday rule: a holiday or recesso on a weekday, or a sábado letivo / reposição. */
export interface DiaEspecial {
  data: DataIso;
  tipo: TipoDiaEspecial;
  descricao: string;
}

/** A network's ano letivo as the closings and the roll call read it. */
export interface CalendarioLetivo {
  ano: number;
  inicio: DataIso;
  fim: DataIso;
  bimestres: [BimestreDoCalendario, BimestreDoCalendario, BimestreDoCalendario, BimestreDoCalendario];
  dias: DiaEspecial[];
}
