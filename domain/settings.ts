/**
 * The time zones offered in the Sistema tab, used to show dates and times and to say which
 * day "today" is. Cuiabá (Mato Grosso, UTC−4) is ours: each network keeps its own.
 */
export const FUSOS_HORARIOS = ['America/Sao_Paulo', 'America/Cuiaba', 'America/Manaus', 'America/Rio_Branco'] as const;
export type FusoHorario = (typeof FUSOS_HORARIOS)[number];

export const FUSO_HORARIO_LABEL: Record<FusoHorario, string> = {
  'America/Sao_Paulo': 'Brasília (America/Sao_Paulo)',
  'America/Cuiaba': 'Cuiabá (America/Cuiaba)',
  'America/Manaus': 'Manaus (America/Manaus)',
  'America/Rio_Branco': 'Rio Branco (America/Rio_Branco)',
};

/** Theme of the whole system: 'auto' follows the operating system's light/dark preference. */
export const TEMAS = ['light', 'dark', 'auto'] as const;
export type Tema = (typeof TEMAS)[number];

export const TEMA_LABEL: Record<Tema, string> = { light: 'Claro', dark: 'Escuro', auto: 'Automático' };

/**
 * The "geral" settings (Sistema tab), with their defaults; `tema` is the tab's theme.
 * Each network has its own; these defaults are the platform's neutral identity.
 */
export interface ConfiguracaoGeral {
  nomeInstituicao: string;
  anoLetivo: number;
  email: string;
  telefone: string;
  endereco: string;
  timezone: FusoHorario;
  tema: Tema;
}

export const GERAL_PADRAO: ConfiguracaoGeral = {
  nomeInstituicao: 'Gestão Escolar',
  anoLetivo: new Date().getFullYear(),
  email: 'contato@gestaoescolar.org.br',
  telefone: '',
  endereco: '',
  timezone: 'America/Sao_Paulo',
  tema: 'light',
};
