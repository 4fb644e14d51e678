import { z } from 'zod';
import {
  CONFLITO,
  dataOpcional,
  dataValida,
  hoje,
  idObrigatorio,
  idOpcional,
  textoObrigatorio,
  textoOpcional,
  versao,
} from '../academico/campos';
import { STATUS_ALUNO } from '../academico/catalogo';
import { NACIONALIDADES, PODERES_TRANSPORTE, SEXOS, VEICULOS_TRANSPORTE, ZONAS } from '../aluno/censo';
import { certidaoValida, cpfValido, nisValido } from '../aluno/documentos';
import { matriculaResposta } from './matricula';
import { paginaDe } from './pagina';

/** The student form and the API body, one rule for both: nome required, e-mail checked as e-mail. */
export const ALUNO_MENSAGENS = {
  nome: 'Nome é obrigatório',
  nomeLongo: 'Nome deve ter no máximo 200 caracteres',
  email: 'E-mail inválido',
  telefone: 'Telefone deve ter no máximo 30 caracteres',
  dataNascimento: 'Data de nascimento inválida',
  dataFutura: 'Data de nascimento não pode ser no futuro',
  endereco: 'Logradouro deve ter no máximo 300 caracteres',
  inep: 'Código INEP deve ter 12 dígitos',
  // The ficha do aluno.
  filiacaoLonga: 'Filiação deve ter no máximo 200 caracteres',
  filiacao1: 'Informe a filiação 1 (ou marque "não declarado")',
  filiacaoNaoDeclaradaInvalida: 'Filiação não declarada deve ser sim ou não',
  filiacaoNaoDeclarada: 'Com a filiação não declarada, deixe os nomes em branco',
  sexo: 'Sexo inválido',
  nacionalidade: 'Nacionalidade inválida',
  paisLongo: 'País deve ter no máximo 100 caracteres',
  paisObrigatorio: 'Informe o país de nascimento',
  municipioNascimentoSoBrasil: 'Município de nascimento só se aplica a quem nasceu no Brasil',
  municipio: 'Município inválido: escolha um município da lista',
  cpf: 'CPF inválido',
  cpfDuplicado: 'Já existe um aluno com este CPF nesta rede de ensino',
  nis: 'NIS inválido: são 11 dígitos com o dígito verificador',
  certidao: 'Certidão inválida: a matrícula tem 32 dígitos com os dígitos verificadores',
  certidaoAntiga: 'Informe livro, folha e termo da certidão',
  certidaoAntigaLonga: 'Livro, folha e termo devem ter no máximo 20 caracteres',
  certidaoDuasFormas: 'Informe a matrícula da certidão ou livro, folha e termo, não os dois',
  rg: 'RG deve ter no máximo 30 caracteres',
  transporte: 'Informe se o aluno usa transporte escolar público',
  transportePoder: 'Informe o poder público responsável pelo transporte',
  transporteVeiculos: 'Informe ao menos um veículo do transporte',
  transporteVeiculo: 'Veículo de transporte inválido',
  semTransporte: 'Sem transporte escolar público, deixe o poder público e os veículos em branco',
  cep: 'CEP inválido: são 8 dígitos',
  numero: 'Número deve ter no máximo 20 caracteres',
  complemento: 'Complemento deve ter no máximo 100 caracteres',
  bairro: 'Bairro deve ter no máximo 100 caracteres',
  zona: 'Zona inválida',
  status: 'Status inválido',
  escola: 'Escola é obrigatória',
  turma: 'Turma inválida',
  usuario: 'Usuário inválido',
  // Answered by the server.
  naoEncontrado: 'Aluno não encontrado.',
  escolaNaoEncontrada: 'Escola não encontrada',
  turmaNaoEncontrada: 'Turma não encontrada nesta escola',
  usuarioIndisponivel:
    'Usuário de acesso indisponível: escolha um usuário do tipo aluno desta rede que ainda não esteja vinculado',
  usuarioSemPermissao: 'Você não tem permissão para definir o usuário de acesso do aluno.',
  professorSemTurma: 'Escolha uma das suas turmas para matricular o aluno.',
  inepDuplicado: 'Já existe um aluno com este código INEP nesta rede de ensino',
  conflito: CONFLITO,
  exclusaoBloqueada:
    'Não é possível excluir o aluno: ele possui histórico escolar (matrículas, notas ou frequências). Altere o status para inativo.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A document number as people type it: the mask (dots, dashes, slashes, spaces) accepted and dropped,
 * the digits checked by `valido`; blank or missing → null.
 */
function documento(valido: (digitos: string) => boolean, mensagem: string) {
  return z
    .string({ error: mensagem })
    .trim()
    .refine((v) => v === '' || (/^[\d.\-/\s]+$/.test(v) && valido(v.replace(/\D/g, ''))), { message: mensagem })
    .nullish()
    .transform((v) => (v ? v.replace(/\D/g, '') : null));
}

/** An optional choice of a fixed list (the census categories): blank or missing → null. */
function opcaoOpcional<const T extends readonly string[]>(valores: T, mensagem: string) {
  const eh = (v: string): v is T[number] => valores.includes(v);
  return z
    .string({ error: mensagem })
    .refine((v) => v === '' || eh(v), { message: mensagem })
    .nullish()
    .transform((v): T[number] | null => (v && eh(v) ? v : null));
}

/**
 * Several choices of a fixed list, repeated ones dropped; one unknown value refuses the field as a whole
 * (its message under the field, not under an item of it).
 */
export function listaDeOpcoes<const T extends readonly string[]>(valores: T, mensagem: string) {
  const eh = (v: string): v is T[number] => valores.includes(v);
  return z
    .array(z.string({ error: mensagem }), { error: mensagem })
    .max(valores.length * 2, mensagem)
    .refine((lista) => lista.every(eh), { message: mensagem })
    .default([])
    .transform((lista) => [...new Set(lista.filter(eh))]);
}

const municipio = () =>
  textoOpcional(7, ALUNO_MENSAGENS.municipio, { valid: (v) => /^\d{7}$/.test(v), message: ALUNO_MENSAGENS.municipio });

const alunoCampos = z.object({
  nome: textoObrigatorio(ALUNO_MENSAGENS.nome, 200, ALUNO_MENSAGENS.nomeLongo),
  email: textoOpcional(254, ALUNO_MENSAGENS.email, { valid: (v) => EMAIL.test(v), message: ALUNO_MENSAGENS.email }).transform(
    (v) => v?.toLowerCase() ?? null,
  ),
  telefone: textoOpcional(30, ALUNO_MENSAGENS.telefone),
  data_nascimento: dataOpcional(ALUNO_MENSAGENS.dataNascimento).refine((v) => !v || !dataValida(v) || v <= hoje(), {
    message: ALUNO_MENSAGENS.dataFutura,
  }),
  codigo_inep: textoOpcional(12, ALUNO_MENSAGENS.inep, { valid: (v) => /^\d{12}$/.test(v), message: ALUNO_MENSAGENS.inep }),
  status: z.enum(STATUS_ALUNO, { error: ALUNO_MENSAGENS.status }).default('ativo'),
  escola_id: idObrigatorio(ALUNO_MENSAGENS.escola),
  /** The class to enrol into (on create), or to move to (on edit); null keeps things as they are. */
  turma_id: idOpcional(ALUNO_MENSAGENS.turma),
  /** 'Usuário de acesso': the aluno user whose scope is this record. */
  usuario_id: idOpcional(ALUNO_MENSAGENS.usuario),
  // Filiação, as the birth certificate names the parents.
  filiacao_1: textoOpcional(200, ALUNO_MENSAGENS.filiacaoLonga),
  filiacao_2: textoOpcional(200, ALUNO_MENSAGENS.filiacaoLonga),
  filiacao_nao_declarada: z.boolean({ error: ALUNO_MENSAGENS.filiacaoNaoDeclaradaInvalida }).default(false),
  sexo: opcaoOpcional(SEXOS, ALUNO_MENSAGENS.sexo),
  nacionalidade: opcaoOpcional(NACIONALIDADES, ALUNO_MENSAGENS.nacionalidade),
  pais_nascimento: textoOpcional(100, ALUNO_MENSAGENS.paisLongo),
  /** IBGE code (7 digits); the server also checks that the municipality exists. */
  municipio_nascimento_ibge: municipio(),
  // Documents: stored as digits, typed with or without the mask.
  cpf: documento(cpfValido, ALUNO_MENSAGENS.cpf),
  nis: documento(nisValido, ALUNO_MENSAGENS.nis),
  certidao_nascimento: documento(certidaoValida, ALUNO_MENSAGENS.certidao),
  certidao_livro: textoOpcional(20, ALUNO_MENSAGENS.certidaoAntigaLonga),
  certidao_folha: textoOpcional(20, ALUNO_MENSAGENS.certidaoAntigaLonga),
  certidao_termo: textoOpcional(20, ALUNO_MENSAGENS.certidaoAntigaLonga),
  rg: textoOpcional(30, ALUNO_MENSAGENS.rg),
  // Public school transport (census): null when not informed.
  transporte_publico: z
    .boolean({ error: ALUNO_MENSAGENS.transporte })
    .nullish()
    .transform((v) => v ?? null),
  transporte_poder: opcaoOpcional(PODERES_TRANSPORTE, ALUNO_MENSAGENS.transportePoder),
  transporte_veiculos: listaDeOpcoes(VEICULOS_TRANSPORTE, ALUNO_MENSAGENS.transporteVeiculo),
  // Address: `endereco` is the street (logradouro).
  cep: documento((v) => /^\d{8}$/.test(v), ALUNO_MENSAGENS.cep),
  endereco: textoOpcional(300, ALUNO_MENSAGENS.endereco),
  endereco_numero: textoOpcional(20, ALUNO_MENSAGENS.numero),
  endereco_complemento: textoOpcional(100, ALUNO_MENSAGENS.complemento),
  bairro: textoOpcional(100, ALUNO_MENSAGENS.bairro),
  municipio_ibge: municipio(),
  zona: opcaoOpcional(ZONAS, ALUNO_MENSAGENS.zona),
});

type CamposDaFicha = Pick<
  z.output<typeof alunoCampos>,
  | 'filiacao_1'
  | 'filiacao_2'
  | 'filiacao_nao_declarada'
  | 'nacionalidade'
  | 'pais_nascimento'
  | 'municipio_nascimento_ibge'
  | 'certidao_nascimento'
  | 'certidao_livro'
  | 'certidao_folha'
  | 'certidao_termo'
  | 'transporte_publico'
  | 'transporte_poder'
  | 'transporte_veiculos'
>;

/**
 * The rules between fields of the ficha. Filiação is optional, because the records that came before the
 * ficha (and the short "Novo aluno" dialog) have none; once given, filiação 1 comes first (filiação 2 alone
 * is refused), and "não declarado" — the certificate names no parent — means both names blank. A country
 * is asked of who was born abroad, a birth municipality only of who was born in Brazil. The birth
 * certificate is either the 32-digit national number or the old book/page/term (all three), never both.
 * Transport used names the government and at least one vehicle; not used (or not informed), neither.
 */
function regrasDaFicha(v: CamposDaFicha, ctx: z.RefinementCtx) {
  const erro = (campo: keyof CamposDaFicha, message: string) => ctx.addIssue({ code: 'custom', path: [campo], message });
  if (v.filiacao_nao_declarada) {
    if (v.filiacao_1) erro('filiacao_1', ALUNO_MENSAGENS.filiacaoNaoDeclarada);
    if (v.filiacao_2) erro('filiacao_2', ALUNO_MENSAGENS.filiacaoNaoDeclarada);
  } else if (v.filiacao_2 && !v.filiacao_1) erro('filiacao_1', ALUNO_MENSAGENS.filiacao1);
  if (v.nacionalidade && v.nacionalidade !== 'brasileira' && !v.pais_nascimento)
    erro('pais_nascimento', ALUNO_MENSAGENS.paisObrigatorio);
  if (v.municipio_nascimento_ibge && v.nacionalidade && v.nacionalidade !== 'brasileira')
    erro('municipio_nascimento_ibge', ALUNO_MENSAGENS.municipioNascimentoSoBrasil);
  const antiga = [v.certidao_livro, v.certidao_folha, v.certidao_termo];
  if (v.certidao_nascimento && antiga.some(Boolean)) erro('certidao_nascimento', ALUNO_MENSAGENS.certidaoDuasFormas);
  else if (antiga.some(Boolean))
    for (const campo of ['certidao_livro', 'certidao_folha', 'certidao_termo'] as const)
      if (!v[campo]) erro(campo, ALUNO_MENSAGENS.certidaoAntiga);
  if (v.transporte_publico) {
    if (!v.transporte_poder) erro('transporte_poder', ALUNO_MENSAGENS.transportePoder);
    if (v.transporte_veiculos.length === 0) erro('transporte_veiculos', ALUNO_MENSAGENS.transporteVeiculos);
  } else {
    if (v.transporte_poder) erro('transporte_poder', ALUNO_MENSAGENS.semTransporte);
    if (v.transporte_veiculos.length > 0) erro('transporte_veiculos', ALUNO_MENSAGENS.semTransporte);
  }
}

export const alunoInput = alunoCampos.superRefine(regrasDaFicha);

/** A student stays in their school; moving to another school is a transfer of enrolment. */
export const alunoUpdate = alunoCampos.omit({ escola_id: true }).extend({ updated_at: versao() }).superRefine(regrasDaFicha);

/** The student's family contact: the first-priority legal guardian (server/services/contato-da-familia.ts). */
const contatoFamiliaResposta = z.object({ nome: z.string(), telefone: z.string().nullable(), email: z.string().nullable() });

/** A student as the API answers it. */
export const alunoResposta = z.object({
  id: z.string().uuid(),
  matricula: z.string(),
  nome: z.string(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  data_nascimento: z.string().nullable(),
  codigo_inep: z.string().nullable(),
  filiacao_1: z.string().nullable(),
  filiacao_2: z.string().nullable(),
  filiacao_nao_declarada: z.boolean(),
  sexo: z.enum(SEXOS).nullable(),
  nacionalidade: z.enum(NACIONALIDADES).nullable(),
  pais_nascimento: z.string().nullable(),
  municipio_nascimento_ibge: z.string().nullable(),
  /** The birth municipality's name and UF ("Lavras/MG"), for display. */
  municipio_nascimento_nome: z.string().nullable(),
  cpf: z.string().nullable(),
  nis: z.string().nullable(),
  certidao_nascimento: z.string().nullable(),
  certidao_livro: z.string().nullable(),
  certidao_folha: z.string().nullable(),
  certidao_termo: z.string().nullable(),
  rg: z.string().nullable(),
  transporte_publico: z.boolean().nullable(),
  transporte_poder: z.enum(PODERES_TRANSPORTE).nullable(),
  transporte_veiculos: z.array(z.enum(VEICULOS_TRANSPORTE)),
  cep: z.string().nullable(),
  endereco: z.string().nullable(),
  endereco_numero: z.string().nullable(),
  endereco_complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  municipio_ibge: z.string().nullable(),
  municipio_nome: z.string().nullable(),
  zona: z.enum(ZONAS).nullable(),
  contato_familia: contatoFamiliaResposta.nullable(),
  status: z.enum(STATUS_ALUNO),
  escola_id: z.string().uuid(),
  escola_nome: z.string(),
  empresa_id: z.string().uuid(),
  /** 'Usuário de acesso': the aluno user linked to this record. */
  usuario_id: z.string().uuid().nullable(),
  usuario_nome: z.string().nullable(),
  /** The current class (the active enrolment), if any. */
  matricula_atual: matriculaResposta.nullable(),
  /** Any enrolment, past or present: such a student is inactivated, not deleted. */
  possui_historico: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Aluno = z.infer<typeof alunoResposta>;

/** One student with every enrolment, most recent first. */
export const alunoDetalheResposta = alunoResposta.extend({ historico: z.array(matriculaResposta) });

/** The cards of the student list, over the filtered set. */
const resumoAlunosResposta = z.object({
  total: z.number().int(),
  ativos: z.number().int(),
  inativos: z.number().int(),
  transferidos: z.number().int(),
});

export const paginaAlunosResposta = paginaDe(alunoResposta).extend({ resumo: resumoAlunosResposta });
export type PaginaAlunos = z.infer<typeof paginaAlunosResposta>;
