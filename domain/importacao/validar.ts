import {
  COR_RACA_LABEL,
  CORES_RACAS,
  NACIONALIDADE_LABEL,
  NACIONALIDADES,
  PARENTESCO_LABEL,
  PARENTESCOS,
  SEXO_LABEL,
  SEXOS,
  ZONA_LABEL,
  ZONAS,
} from '../aluno/censo';
import { certidaoValida, cpfValido, nisValido } from '../aluno/documentos';
import { type CampoImportacao, chaveDoCabecalho } from './campos';
import { lerDataDeNascimento } from './texto';

type Sexo = (typeof SEXOS)[number];
type CorRaca = (typeof CORES_RACAS)[number];
type Nacionalidade = (typeof NACIONALIDADES)[number];
type Zona = (typeof ZONAS)[number];
type Parentesco = (typeof PARENTESCOS)[number];

interface ResponsavelImportado {
  nome: string;
  cpf: string | null;
  telefone: string | null;
  email: string | null;
  parentesco: Parentesco;
  /** 1 for the first guardian's columns, 2 for the second's: the contact order of the file. */
  prioridade: number;
}

/** A line that passed: the student's fields as stored (documents digits only), the class by name, the guardians. */
export interface AlunoImportado {
  nome: string;
  data_nascimento: string;
  filiacao_1: string | null;
  filiacao_2: string | null;
  sexo: Sexo | null;
  cor_raca: CorRaca | null;
  nacionalidade: Nacionalidade | null;
  cpf: string | null;
  nis: string | null;
  certidao_nascimento: string | null;
  codigo_inep: string | null;
  rg: string | null;
  email: string | null;
  telefone: string | null;
  cep: string | null;
  endereco: string | null;
  endereco_numero: string | null;
  endereco_complemento: string | null;
  bairro: string | null;
  zona: Zona | null;
  /** The class as the file names it (matched to the school's classes by the server); null: no enrolment. */
  turma: string | null;
  responsaveis: ResponsavelImportado[];
}

export interface Recusa {
  campo: CampoImportacao;
  mensagem: string;
}

export const LINHA_MENSAGENS = {
  nome: 'Nome do aluno é obrigatório.',
  nomeLongo: 'Nome deve ter no máximo 200 caracteres.',
  nascimento: 'Data de nascimento é obrigatória.',
  cpf: 'CPF inválido: os dígitos verificadores não conferem.',
  nis: 'NIS inválido: deve ter 11 dígitos com o dígito verificador correto.',
  certidao: 'Certidão inválida: a matrícula tem 32 dígitos com os dígitos verificadores corretos.',
  inep: 'Código INEP inválido: deve ter 12 dígitos.',
  cep: 'CEP inválido: deve ter 8 dígitos.',
  email: 'E-mail inválido.',
  telefone: 'Telefone inválido: informe DDD e número.',
  longo: 'Texto longo demais (máximo de 200 caracteres).',
  categoria: (valor: string, opcoes: string) => `Valor "${valor}" não reconhecido. Use: ${opcoes}.`,
  responsavelNome: (n: number) => `Nome do responsável ${n} é obrigatório quando há outros dados dele.`,
  responsavelCpf: (n: number) => `CPF do responsável ${n} inválido: os dígitos verificadores não conferem.`,
  turmaNaoEncontrada: 'Turma não encontrada nesta escola',
} as const;

/** A census category by its key or its label, accents, case and punctuation ignored, plus the usual short forms. */
function categoria<K extends string>(chaves: readonly K[], rotulos: Record<K, string>, extras: Record<string, K> = {}) {
  const mapa = new Map<string, K>();
  for (const k of chaves) {
    mapa.set(chaveDoCabecalho(k), k);
    mapa.set(chaveDoCabecalho(rotulos[k]), k);
  }
  for (const [texto, k] of Object.entries(extras)) mapa.set(chaveDoCabecalho(texto), k);
  const opcoes = chaves.map((k) => rotulos[k]).join(', ');
  return { ler: (valor: string) => mapa.get(chaveDoCabecalho(valor)) ?? null, opcoes };
}

const SEXO = categoria(SEXOS, SEXO_LABEL, { m: 'masculino', f: 'feminino', masc: 'masculino', fem: 'feminino' });
const COR_RACA = categoria(CORES_RACAS, COR_RACA_LABEL, {
  'não declarado': 'nao_declarada',
  branco: 'branca',
  preto: 'preta',
  pardo: 'parda',
  amarelo: 'amarela',
  indigena: 'indigena',
});
const NACIONALIDADE = categoria(NACIONALIDADES, NACIONALIDADE_LABEL, {
  brasileiro: 'brasileira',
  estrangeiro: 'estrangeira',
  naturalizado: 'brasileira_exterior',
});
const ZONA = categoria(ZONAS, ZONA_LABEL, { u: 'urbana', r: 'rural' });
const PARENTESCO = categoria(PARENTESCOS, PARENTESCO_LABEL, {
  avo: 'avo',
  avó: 'avo',
  avô: 'avo',
  tia: 'tio',
  tio: 'tio',
  irma: 'irmao',
  irmã: 'irmao',
  irmao: 'irmao',
  madrasta: 'padrasto_madrasta',
  padrasto: 'padrasto_madrasta',
  tutora: 'tutor',
  tutor: 'tutor',
  outra: 'outro',
});

/**
 * The digits of a document as typed (dots, dashes, slashes and spaces dropped); a spreadsheet that
 * read a CPF or NIS as a number lost its leading zeros, which come back up to `tamanho`.
 */
function digitosDoDocumento(texto: string, tamanho: number): string | null {
  const semMascara = texto.replace(/[\s./-]/g, '');
  if (!/^\d+$/.test(semMascara)) return null;
  return semMascara.length < tamanho && semMascara.length >= tamanho - 2 ? semMascara.padStart(tamanho, '0') : semMascara;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * One line of the file, its cells by field, to the student it describes or the reasons each field is
 * refused. A line is wholly in or wholly out: any refusal leaves `aluno` null. `hoje` is the
 * network's day (a birth date after it is refused).
 */
export function validarLinha(
  celulas: Partial<Record<CampoImportacao, string>>,
  hoje: string,
): { aluno: AlunoImportado | null; recusas: Recusa[] } {
  const recusas: Recusa[] = [];
  const recusar = (campo: CampoImportacao, mensagem: string) => {
    recusas.push({ campo, mensagem });
    return null;
  };
  const valor = (campo: CampoImportacao) => (celulas[campo] ?? '').trim().replace(/\s+/g, ' ');
  const texto = (campo: CampoImportacao) => {
    const v = valor(campo);
    if (!v) return null;
    return v.length > 200 ? recusar(campo, LINHA_MENSAGENS.longo) : v;
  };
  const documento = (campo: CampoImportacao, tamanho: number, valido: (d: string) => boolean, mensagem: string) => {
    const v = valor(campo);
    if (!v) return null;
    const d = digitosDoDocumento(v, tamanho);
    return d && valido(d) ? d : recusar(campo, mensagem);
  };
  const deCategoria = <K extends string>(campo: CampoImportacao, c: { ler: (v: string) => K | null; opcoes: string }) => {
    const v = valor(campo);
    if (!v) return null;
    return c.ler(v) ?? recusar(campo, LINHA_MENSAGENS.categoria(v, c.opcoes));
  };
  const email = (campo: CampoImportacao) => {
    const v = valor(campo);
    if (!v) return null;
    return EMAIL.test(v) && v.length <= 200 ? v.toLowerCase() : recusar(campo, LINHA_MENSAGENS.email);
  };
  const telefone = (campo: CampoImportacao) => {
    const v = valor(campo);
    if (!v) return null;
    const n = v.replace(/\D/g, '').length;
    return n >= 10 && n <= 13 && v.length <= 30 ? v : recusar(campo, LINHA_MENSAGENS.telefone);
  };

  const nome = valor('nome');
  if (!nome) recusar('nome', LINHA_MENSAGENS.nome);
  else if (nome.length > 200) recusar('nome', LINHA_MENSAGENS.nomeLongo);
  let dataNascimento: string | null = null;
  const nascimento = valor('data_nascimento');
  if (!nascimento) recusar('data_nascimento', LINHA_MENSAGENS.nascimento);
  else {
    const lida = lerDataDeNascimento(nascimento, hoje);
    if ('erro' in lida) recusar('data_nascimento', lida.erro);
    else dataNascimento = lida.data;
  }

  const responsaveis: ResponsavelImportado[] = [];
  for (const n of [1, 2] as const) {
    const c = (sufixo: string) => `responsavel_${n}_${sufixo}` as CampoImportacao;
    const algum = ['nome', 'cpf', 'telefone', 'email', 'parentesco'].some((s) => valor(c(s)));
    if (!algum) continue;
    const nomeR = texto(c('nome'));
    if (!valor(c('nome'))) recusar(c('nome'), LINHA_MENSAGENS.responsavelNome(n));
    responsaveis.push({
      nome: nomeR ?? '',
      cpf: documento(c('cpf'), 11, cpfValido, LINHA_MENSAGENS.responsavelCpf(n)),
      telefone: telefone(c('telefone')),
      email: email(c('email')),
      parentesco: deCategoria(c('parentesco'), PARENTESCO) ?? 'nao_informado',
      prioridade: n,
    });
  }

  const aluno: AlunoImportado = {
    nome,
    data_nascimento: dataNascimento ?? '',
    filiacao_1: texto('filiacao_1'),
    filiacao_2: texto('filiacao_2'),
    sexo: deCategoria('sexo', SEXO),
    cor_raca: deCategoria('cor_raca', COR_RACA),
    nacionalidade: deCategoria('nacionalidade', NACIONALIDADE),
    cpf: documento('cpf', 11, cpfValido, LINHA_MENSAGENS.cpf),
    nis: documento('nis', 11, nisValido, LINHA_MENSAGENS.nis),
    certidao_nascimento: documento('certidao_nascimento', 32, certidaoValida, LINHA_MENSAGENS.certidao),
    codigo_inep: documento('codigo_inep', 12, (d) => d.length === 12, LINHA_MENSAGENS.inep),
    rg: texto('rg'),
    email: email('email'),
    telefone: telefone('telefone'),
    cep: documento('cep', 8, (d) => d.length === 8, LINHA_MENSAGENS.cep),
    endereco: texto('endereco'),
    endereco_numero: texto('endereco_numero'),
    endereco_complemento: texto('endereco_complemento'),
    bairro: texto('bairro'),
    zona: deCategoria('zona', ZONA),
    turma: texto('turma'),
    responsaveis,
  };
  return recusas.length ? { aluno: null, recusas } : { aluno, recusas };
}
