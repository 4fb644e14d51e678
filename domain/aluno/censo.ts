/**
 * The census categories of the ficha do aluno (Educacenso's code tables), one list per field; the
 * stored value is the key, the label is what the form and the PDF show.
 */

export const SEXOS = ['masculino', 'feminino'] as const;
export const SEXO_LABEL: Record<(typeof SEXOS)[number], string> = { masculino: 'Masculino', feminino: 'Feminino' };

export const CORES_RACAS = ['nao_declarada', 'branca', 'preta', 'parda', 'amarela', 'indigena'] as const;
export const COR_RACA_LABEL: Record<(typeof CORES_RACAS)[number], string> = {
  nao_declarada: 'Não declarada',
  branca: 'Branca',
  preta: 'Preta',
  parda: 'Parda',
  amarela: 'Amarela',
  indigena: 'Indígena',
};

export const NACIONALIDADES = ['brasileira', 'brasileira_exterior', 'estrangeira'] as const;
export const NACIONALIDADE_LABEL: Record<(typeof NACIONALIDADES)[number], string> = {
  brasileira: 'Brasileira',
  brasileira_exterior: 'Brasileira – nascido no exterior ou naturalizado',
  estrangeira: 'Estrangeira',
};

/** Disability, autism spectrum and giftedness: several may apply to one student. */
export const DEFICIENCIAS = [
  'cegueira',
  'baixa_visao',
  'visao_monocular',
  'surdez',
  'deficiencia_auditiva',
  'surdocegueira',
  'deficiencia_fisica',
  'deficiencia_intelectual',
  'deficiencia_multipla',
  'transtorno_espectro_autista',
  'altas_habilidades',
] as const;
export const DEFICIENCIA_LABEL: Record<(typeof DEFICIENCIAS)[number], string> = {
  cegueira: 'Cegueira',
  baixa_visao: 'Baixa visão',
  visao_monocular: 'Visão monocular',
  surdez: 'Surdez',
  deficiencia_auditiva: 'Deficiência auditiva',
  surdocegueira: 'Surdocegueira',
  deficiencia_fisica: 'Deficiência física',
  deficiencia_intelectual: 'Deficiência intelectual',
  deficiencia_multipla: 'Deficiência múltipla',
  transtorno_espectro_autista: 'Transtorno do espectro autista',
  altas_habilidades: 'Altas habilidades/superdotação',
};

export const PODERES_TRANSPORTE = ['municipal', 'estadual'] as const;
export const PODER_TRANSPORTE_LABEL: Record<(typeof PODERES_TRANSPORTE)[number], string> = {
  municipal: 'Municipal',
  estadual: 'Estadual',
};

export const VEICULOS_TRANSPORTE = [
  'vans_kombi',
  'micro_onibus',
  'onibus',
  'bicicleta',
  'tracao_animal',
  'outro_rodoviario',
  'embarcacao_ate_5',
  'embarcacao_5_a_15',
  'embarcacao_15_a_35',
  'embarcacao_acima_35',
  'trem_metro',
] as const;
export const VEICULO_TRANSPORTE_LABEL: Record<(typeof VEICULOS_TRANSPORTE)[number], string> = {
  vans_kombi: 'Vans/Kombis',
  micro_onibus: 'Micro-ônibus',
  onibus: 'Ônibus',
  bicicleta: 'Bicicleta',
  tracao_animal: 'Tração animal',
  outro_rodoviario: 'Outro veículo rodoviário',
  embarcacao_ate_5: 'Embarcação – até 5 alunos',
  embarcacao_5_a_15: 'Embarcação – de 5 a 15 alunos',
  embarcacao_15_a_35: 'Embarcação – de 15 a 35 alunos',
  embarcacao_acima_35: 'Embarcação – acima de 35 alunos',
  trem_metro: 'Trem/Metrô',
};

export const ZONAS = ['urbana', 'rural'] as const;
export const ZONA_LABEL: Record<(typeof ZONAS)[number], string> = { urbana: 'Urbana', rural: 'Rural' };

/** The guardian's relationship to the child; 'nao_informado' is what the old free-text field carried over as. */
export const PARENTESCOS = ['mae', 'pai', 'avo', 'tio', 'irmao', 'padrasto_madrasta', 'tutor', 'outro', 'nao_informado'] as const;
export const PARENTESCO_LABEL: Record<(typeof PARENTESCOS)[number], string> = {
  mae: 'Mãe',
  pai: 'Pai',
  avo: 'Avó/Avô',
  tio: 'Tia/Tio',
  irmao: 'Irmã/Irmão',
  padrasto_madrasta: 'Madrasta/Padrasto',
  tutor: 'Tutor(a) legal',
  outro: 'Outro',
  nao_informado: 'Não informado',
};
