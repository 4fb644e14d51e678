/** The "geral" settings of spec 1 §3 (Sistema tab), with their defaults. */
export interface ConfiguracaoGeral {
  nomeInstituicao: string;
  anoLetivo: number;
  email: string;
  telefone: string;
  endereco: string;
  timezone: 'America/Sao_Paulo' | 'America/Manaus' | 'America/Rio_Branco';
}

export const GERAL_PADRAO: ConfiguracaoGeral = {
  nomeInstituicao: 'Gestão Escolar',
  anoLetivo: new Date().getFullYear(),
  email: 'contato@gestaoescolar.org.br',
  telefone: '',
  endereco: '',
  timezone: 'America/Sao_Paulo',
};
