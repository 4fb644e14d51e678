/**
 * The two ways the spec names a school year: classes use '1º Ano'…'9º Ano';
 * curriculum components use codes (educacao_infantil, 1_ano…9_ano, 1_serie…3_serie).
 * Both lists, their labels and the mapping between them live here.
 */
export const SERIES_TURMA = ['1º Ano', '2º Ano', '3º Ano', '4º Ano', '5º Ano', '6º Ano', '7º Ano', '8º Ano', '9º Ano'] as const;
export type SerieTurma = (typeof SERIES_TURMA)[number];

export const SERIES_DISCIPLINA = [
  'educacao_infantil',
  '1_ano',
  '2_ano',
  '3_ano',
  '4_ano',
  '5_ano',
  '6_ano',
  '7_ano',
  '8_ano',
  '9_ano',
  '1_serie',
  '2_serie',
  '3_serie',
] as const;
export type SerieDisciplina = (typeof SERIES_DISCIPLINA)[number];

export const SERIE_DISCIPLINA_LABEL: Record<SerieDisciplina, string> = {
  educacao_infantil: 'Educação Infantil',
  '1_ano': '1º Ano',
  '2_ano': '2º Ano',
  '3_ano': '3º Ano',
  '4_ano': '4º Ano',
  '5_ano': '5º Ano',
  '6_ano': '6º Ano',
  '7_ano': '7º Ano',
  '8_ano': '8º Ano',
  '9_ano': '9º Ano',
  '1_serie': '1ª Série',
  '2_serie': '2ª Série',
  '3_serie': '3ª Série',
};

/** The subject code of a class série: '6º Ano' → '6_ano'. */
export function serieDisciplinaDaTurma(serie: SerieTurma): SerieDisciplina {
  return `${serie.charAt(0)}_ano` as SerieDisciplina;
}

/** The class série of a subject code, or null for the codes no class uses (infantil, ensino médio). */
export function serieTurmaDaDisciplina(codigo: SerieDisciplina): SerieTurma | null {
  const m = /^([1-9])_ano$/.exec(codigo);
  return m ? (`${m[1]}º Ano` as SerieTurma) : null;
}

export function ehSerieTurma(value: unknown): value is SerieTurma {
  return typeof value === 'string' && (SERIES_TURMA as readonly string[]).includes(value);
}
