import { normalizarNome } from '../aluno/nome';

/**
 * The fields a column of the students' spreadsheet can fill (issue 26, "Bringing a network in"): the
 * student's record, the class of the school and up to two guardians. Each has the header texts that
 * networks use for it; the comparison ignores accents, case, spaces and punctuation.
 */
export const CAMPOS_IMPORTACAO = [
  'nome',
  'data_nascimento',
  'filiacao_1',
  'filiacao_2',
  'sexo',
  'cor_raca',
  'nacionalidade',
  'cpf',
  'nis',
  'certidao_nascimento',
  'codigo_inep',
  'rg',
  'email',
  'telefone',
  'cep',
  'endereco',
  'endereco_numero',
  'endereco_complemento',
  'bairro',
  'zona',
  'turma',
  'responsavel_1_nome',
  'responsavel_1_cpf',
  'responsavel_1_telefone',
  'responsavel_1_email',
  'responsavel_1_parentesco',
  'responsavel_2_nome',
  'responsavel_2_cpf',
  'responsavel_2_telefone',
  'responsavel_2_email',
  'responsavel_2_parentesco',
] as const;
export type CampoImportacao = (typeof CAMPOS_IMPORTACAO)[number];

export const CAMPO_IMPORTACAO_LABEL: Record<CampoImportacao, string> = {
  nome: 'Nome do aluno',
  data_nascimento: 'Data de nascimento',
  filiacao_1: 'Filiação 1 (mãe)',
  filiacao_2: 'Filiação 2 (pai)',
  sexo: 'Sexo',
  cor_raca: 'Cor/raça',
  nacionalidade: 'Nacionalidade',
  cpf: 'CPF do aluno',
  nis: 'NIS',
  certidao_nascimento: 'Certidão de nascimento (matrícula)',
  codigo_inep: 'Código INEP',
  rg: 'RG',
  email: 'E-mail do aluno',
  telefone: 'Telefone do aluno',
  cep: 'CEP',
  endereco: 'Logradouro',
  endereco_numero: 'Número',
  endereco_complemento: 'Complemento',
  bairro: 'Bairro',
  zona: 'Zona',
  turma: 'Turma',
  responsavel_1_nome: 'Responsável 1 – nome',
  responsavel_1_cpf: 'Responsável 1 – CPF',
  responsavel_1_telefone: 'Responsável 1 – telefone',
  responsavel_1_email: 'Responsável 1 – e-mail',
  responsavel_1_parentesco: 'Responsável 1 – parentesco',
  responsavel_2_nome: 'Responsável 2 – nome',
  responsavel_2_cpf: 'Responsável 2 – CPF',
  responsavel_2_telefone: 'Responsável 2 – telefone',
  responsavel_2_email: 'Responsável 2 – e-mail',
  responsavel_2_parentesco: 'Responsável 2 – parentesco',
};

/** The mapping of a file: for each column (by position), the field it fills, or null (ignored). */
export type Mapeamento = (CampoImportacao | null)[];

/** A header as compared: no accents, case, punctuation or spaces ("Dt. Nasc." → "dtnasc"). */
export const chaveDoCabecalho = (texto: string) => normalizarNome(texto).replace(/ /g, '');

const SINONIMOS: Record<CampoImportacao, string[]> = {
  nome: ['nome', 'nome do aluno', 'nome da aluna', 'aluno', 'aluna', 'nome completo', 'estudante', 'nome do estudante'],
  data_nascimento: ['data de nascimento', 'nascimento', 'dt nasc', 'dt nascimento', 'data nasc', 'data nascimento', 'dn'],
  filiacao_1: ['filiacao 1', 'filiacao1', 'nome da mae', 'mae', 'filiacao'],
  filiacao_2: ['filiacao 2', 'filiacao2', 'nome do pai', 'pai'],
  sexo: ['sexo', 'genero'],
  cor_raca: ['cor raca', 'cor', 'raca', 'cor da pele'],
  nacionalidade: ['nacionalidade'],
  cpf: ['cpf', 'cpf do aluno', 'cpf aluno'],
  nis: ['nis', 'nis do aluno', 'pis', 'nis pis'],
  certidao_nascimento: ['certidao', 'certidao de nascimento', 'matricula da certidao', 'certidao nascimento'],
  codigo_inep: ['inep', 'codigo inep', 'id inep', 'codigo do aluno no inep', 'inep do aluno'],
  rg: ['rg', 'identidade', 'rg do aluno'],
  email: ['email', 'e mail', 'email do aluno'],
  telefone: ['telefone', 'telefone do aluno', 'celular do aluno', 'fone'],
  cep: ['cep'],
  endereco: ['logradouro', 'endereco', 'rua', 'endereco logradouro'],
  endereco_numero: ['numero', 'n', 'no', 'num', 'nro'],
  endereco_complemento: ['complemento'],
  bairro: ['bairro'],
  zona: ['zona', 'zona de residencia', 'localizacao'],
  turma: ['turma', 'classe', 'nome da turma'],
  responsavel_1_nome: ['responsavel', 'nome do responsavel', 'responsavel 1', 'responsavel legal', 'nome do responsavel 1'],
  responsavel_1_cpf: ['cpf do responsavel', 'cpf responsavel', 'cpf do responsavel 1'],
  responsavel_1_telefone: [
    'telefone do responsavel',
    'telefone responsavel',
    'celular do responsavel',
    'telefone do responsavel 1',
    'contato',
  ],
  responsavel_1_email: ['email do responsavel', 'e mail do responsavel', 'email do responsavel 1'],
  responsavel_1_parentesco: ['parentesco', 'parentesco do responsavel', 'grau de parentesco', 'parentesco 1'],
  responsavel_2_nome: ['responsavel 2', 'nome do responsavel 2', 'segundo responsavel'],
  responsavel_2_cpf: ['cpf do responsavel 2'],
  responsavel_2_telefone: ['telefone do responsavel 2'],
  responsavel_2_email: ['email do responsavel 2', 'e mail do responsavel 2'],
  responsavel_2_parentesco: ['parentesco 2', 'parentesco do responsavel 2'],
};

const POR_CHAVE = new Map<string, CampoImportacao>();
for (const campo of CAMPOS_IMPORTACAO) for (const s of SINONIMOS[campo]) POR_CHAVE.set(chaveDoCabecalho(s), campo);

/** The second guardian's field of a first guardian's one: a file that repeats "Responsável" means two guardians. */
const SEGUNDO = (campo: CampoImportacao): CampoImportacao | null =>
  campo.startsWith('responsavel_1_') ? (campo.replace('responsavel_1_', 'responsavel_2_') as CampoImportacao) : null;

/**
 * The mapping guessed from the header: each cell by its synonyms; a field taken by an earlier
 * column is not given twice (a repeated guardian column goes to the second guardian).
 */
export function adivinharMapeamento(cabecalho: string[]): Mapeamento {
  const usados = new Set<CampoImportacao>();
  return cabecalho.map((celula) => {
    let campo = POR_CHAVE.get(chaveDoCabecalho(celula)) ?? null;
    if (campo && usados.has(campo)) campo = SEGUNDO(campo);
    if (!campo || usados.has(campo)) return null;
    usados.add(campo);
    return campo;
  });
}

/** What identifies a header for the mapping remembered by the network: its cells as compared. */
export const assinaturaDoCabecalho = (cabecalho: string[]) => cabecalho.map(chaveDoCabecalho).join('|');
