import { z } from 'zod';
import { dataOpcional, idObrigatorio, idOpcional, textoOpcional } from '../academico/campos';
import { certidaoValida, cpfValido, nisValido } from '../aluno/documentos';
import { paginaDe } from './pagina';

export const DUPLICADO_MENSAGENS = {
  nomeLongo: 'Nome deve ter no máximo 200 caracteres',
  dataNascimento: 'Data de nascimento inválida',
  filiacaoLonga: 'Filiação deve ter no máximo 200 caracteres',
  cpf: 'CPF inválido',
  nis: 'NIS inválido: são 11 dígitos com o dígito verificador',
  certidao: 'Certidão inválida: a matrícula tem 32 dígitos com os dígitos verificadores',
  inep: 'Código INEP deve ter 12 dígitos',
  aluno: 'Aluno inválido',
  escola: 'Escola inválida',
  mantido: 'Escolha qual registro fica',
  naoEncontrado: 'Par de possíveis duplicados não encontrado.',
  fusaoNaoEncontrada: 'Fusão não encontrada.',
  jaDecidido: 'Este par já foi decidido.',
  jaDesfeita: 'Esta fusão já foi desfeita.',
  fusaoAnterior: 'O registro que ficou foi fundido depois em outro. Desfaça primeiro a fusão mais recente e tente novamente.',
  matriculaAtiva: (ano: number) =>
    `Os dois registros têm matrícula ativa em ${ano}. Encerre uma das matrículas antes de fundir os registros.`,
  somenteEmpresa: 'Somente a secretaria da rede pode desfazer uma fusão.',
  varreduraEmAndamento: 'Já há uma procura de duplicados em andamento nesta rede. Aguarde e tente novamente.',
} as const;

/** A document as people type it (mask accepted and dropped, digits checked); blank → null. */
function documento(valido: (digitos: string) => boolean, mensagem: string) {
  return z
    .string({ error: mensagem })
    .trim()
    .refine((v) => v === '' || (/^[\d.\-/\s]+$/.test(v) && valido(v.replace(/\D/g, ''))), { message: mensagem })
    .nullish()
    .transform((v) => (v ? v.replace(/\D/g, '') : null));
}

/** What the student form has typed so far: the fields the duplicate rules compare. */
export const verificarDuplicadosInput = z.object({
  /** The record being edited, left out of its own findings. */
  aluno_id: idOpcional(DUPLICADO_MENSAGENS.aluno),
  /** The school of the record: its network is searched (the actor's own network when missing). */
  escola_id: idOpcional(DUPLICADO_MENSAGENS.escola),
  nome: z.string({ error: DUPLICADO_MENSAGENS.nomeLongo }).trim().max(200, DUPLICADO_MENSAGENS.nomeLongo).default(''),
  data_nascimento: dataOpcional(DUPLICADO_MENSAGENS.dataNascimento),
  filiacao_1: textoOpcional(200, DUPLICADO_MENSAGENS.filiacaoLonga),
  filiacao_2: textoOpcional(200, DUPLICADO_MENSAGENS.filiacaoLonga),
  cpf: documento(cpfValido, DUPLICADO_MENSAGENS.cpf),
  nis: documento(nisValido, DUPLICADO_MENSAGENS.nis),
  certidao_nascimento: documento(certidaoValida, DUPLICADO_MENSAGENS.certidao),
  codigo_inep: textoOpcional(12, DUPLICADO_MENSAGENS.inep, {
    valid: (v) => /^\d{12}$/.test(v),
    message: DUPLICADO_MENSAGENS.inep,
  }),
});
export type VerificarDuplicadosEntrada = z.input<typeof verificarDuplicadosInput>;

const grau = z.enum(['certo', 'muito_provavel', 'possivel']);

/**
 * One finding. A record outside the reader's scope (another school of the network, for a gestor) is
 * told only as existing, with the rule that matched: no name, id, registration number or school.
 */
const duplicadoEncontradoResposta = z.object({
  no_escopo: z.boolean(),
  aluno_id: z.string().nullable(),
  nome: z.string().nullable(),
  matricula: z.string().nullable(),
  escola_id: z.string().nullable(),
  escola_nome: z.string().nullable(),
  grau,
  motivo: z.string(),
});
export type DuplicadoEncontrado = z.infer<typeof duplicadoEncontradoResposta>;

export const verificarDuplicadosResposta = z.object({ duplicados: z.array(duplicadoEncontradoResposta) });

/** One side of a suspected pair, with the fields a person compares to decide. */
const ladoDoPar = z.object({
  id: z.string(),
  nome: z.string(),
  matricula: z.string(),
  escola_id: z.string(),
  escola_nome: z.string(),
  data_nascimento: z.string().nullable(),
  filiacao_1: z.string().nullable(),
  filiacao_2: z.string().nullable(),
  cpf: z.string().nullable(),
  nis: z.string().nullable(),
  codigo_inep: z.string().nullable(),
  certidao_nascimento: z.string().nullable(),
  matriculas: z.number().int(),
});

export const duplicadoSuspeitoResposta = z.object({
  id: z.string(),
  grau,
  motivo: z.string(),
  a: ladoDoPar,
  b: ladoDoPar,
  created_at: z.string(),
});
export type DuplicadoSuspeito = z.infer<typeof duplicadoSuspeitoResposta>;

export const duplicadosSuspeitosPagina = paginaDe(duplicadoSuspeitoResposta);

export const varreduraResposta = z.object({ encontrados: z.number().int(), novos: z.number().int() });

export const fundirInput = z.object({ aluno_mantido_id: idObrigatorio(DUPLICADO_MENSAGENS.mantido) });

export const fusaoResposta = z.object({
  id: z.string(),
  aluno_mantido_id: z.string(),
  aluno_fundido_id: z.string(),
  /** Rows moved per table, and rows left on the merged record because the kept one had the same key. */
  movidos: z.record(z.string(), z.number().int()),
  conflitos: z.record(z.string(), z.number().int()),
  desfeita_em: z.string().nullable(),
});
export type Fusao = z.infer<typeof fusaoResposta>;

const alunoDaFusao = z.object({ id: z.string(), nome: z.string(), matricula: z.string(), escola_id: z.string() });

/** A merge in the network's list (to undo it): both records, when, and how many rows moved or stayed. */
const fusaoListadaResposta = z.object({
  id: z.string(),
  mantido: alunoDaFusao,
  fundido: alunoDaFusao,
  linhas_movidas: z.number().int(),
  conflitos: z.number().int(),
  created_at: z.string(),
  desfeita_em: z.string().nullable(),
});
export type FusaoListada = z.infer<typeof fusaoListadaResposta>;

export const fusoesPagina = paginaDe(fusaoListadaResposta);
