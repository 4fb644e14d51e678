import { z } from 'zod';
import { PARENTESCOS } from '../aluno/censo';
import { cpfValido } from '../aluno/documentos';
import { CONFLITO, idOpcional, textoObrigatorio, textoOpcional, versao } from '../academico/campos';
import { paginaDe } from './pagina';

/** The guardians of a student (people of the network, several children each), with pt-BR messages (the form's and the server's). */
export const RESPONSAVEL_MENSAGENS = {
  nome: 'Nome é obrigatório',
  nomeLongo: 'Nome deve ter no máximo 200 caracteres',
  cpf: 'CPF inválido',
  telefone: 'Telefone deve ter no máximo 30 caracteres',
  email: 'E-mail inválido',
  parentesco: 'Parentesco é obrigatório',
  prioridade: 'Prioridade deve ser um número de 1 a 9',
  responsavel: 'Responsável inválido',
  // Answered by the server.
  naoEncontrado: 'Responsável não encontrado.',
  alunoNaoEncontrado: 'Aluno não encontrado.',
  jaVinculado: 'Este responsável já está vinculado a este aluno.',
  /** A new person typed with the CPF of another guardian of the network, under another name. */
  cpfDeOutraPessoa:
    'Este CPF já está cadastrado para outro responsável da rede, com outro nome. Busque o responsável pelo CPF para vinculá-lo, ou confira o número.',
  cpfDuplicado: 'Este CPF já está cadastrado para outro responsável da rede.',
  conflito: CONFLITO,
  confirmarRemocao: (nome: string) =>
    `Remover ${nome} dos responsáveis deste aluno? Se não for responsável por nenhum outro aluno, o cadastro da pessoa é excluído.`,
  vinculado: 'Responsável vinculado com sucesso',
  atualizado: 'Responsável atualizado com sucesso',
  removido: 'Responsável removido com sucesso',
} as const;
const MSG = RESPONSAVEL_MENSAGENS;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A CPF as typed, with or without the mask (000.000.000-00); stored as its 11 digits. */
const cpf = z
  .string({ error: MSG.cpf })
  .trim()
  .refine((v) => v === '' || (/^[\d.\-\s]+$/.test(v) && cpfValido(v.replace(/\D/g, ''))), { message: MSG.cpf })
  .nullish()
  .transform((v) => (v ? v.replace(/\D/g, '') : null));

/** The guardian as a person: the same for every child it is linked to. */
const pessoa = {
  cpf,
  telefone: textoOpcional(30, MSG.telefone),
  telefone_2: textoOpcional(30, MSG.telefone),
  email: textoOpcional(254, MSG.email, { valid: (v) => EMAIL.test(v), message: MSG.email }).transform(
    (v) => v?.toLowerCase() ?? null,
  ),
};

/** What the guardian is to this child and may do. */
const vinculo = {
  parentesco: z.enum(PARENTESCOS, { error: MSG.parentesco }),
  responsavel_legal: z.boolean({ error: 'Valor inválido' }).default(false),
  mora_com_aluno: z.boolean({ error: 'Valor inválido' }).default(false),
  autorizado_buscar: z.boolean({ error: 'Valor inválido' }).default(false),
  prioridade: z.coerce
    .number({ error: MSG.prioridade })
    .int(MSG.prioridade)
    .min(1, MSG.prioridade)
    .max(9, MSG.prioridade)
    .default(1),
};

/**
 * Linking a guardian to a student: an existing person of the network (`responsavel_id`, the person's
 * fields then ignored) or a new one (`nome` required). A new person with the CPF of a guardian already
 * in the network is that guardian when the name is the same; otherwise refused (cpfDeOutraPessoa).
 */
export const vincularResponsavelInput = z
  .object({
    responsavel_id: idOpcional(MSG.responsavel),
    nome: textoOpcional(200, MSG.nomeLongo),
    ...pessoa,
    ...vinculo,
  })
  .refine((v) => Boolean(v.responsavel_id || v.nome), {
    path: ['nome'],
    message: MSG.nome,
    // Also when other fields failed, so the form shows every message at once (not while nome or the id has its own).
    when: (p) => !p.issues.some((i) => i.path?.[0] === 'nome' || i.path?.[0] === 'responsavel_id'),
  });
export type VincularResponsavel = z.output<typeof vincularResponsavelInput>;

/** Editing a link and its person: the versions are the link's (updated_at) and the person's, as loaded. */
export const atualizarResponsavelInput = z.object({
  nome: textoObrigatorio(MSG.nome, 200, MSG.nomeLongo),
  ...pessoa,
  ...vinculo,
  updated_at: versao(),
  responsavel_updated_at: versao(),
});
export type AtualizarResponsavel = z.output<typeof atualizarResponsavelInput>;

const pessoaResposta = {
  nome: z.string(),
  cpf: z.string().nullable(),
  telefone: z.string().nullable(),
  telefone_2: z.string().nullable(),
  email: z.string().nullable(),
};

/** A guardian of the student with the link's data; `id` is the person's. */
export const responsavelDoAlunoResposta = z.object({
  id: z.string().uuid(),
  ...pessoaResposta,
  parentesco: z.enum(PARENTESCOS),
  responsavel_legal: z.boolean(),
  mora_com_aluno: z.boolean(),
  autorizado_buscar: z.boolean(),
  prioridade: z.number().int(),
  /** How many other children of the network the person is linked to (removing keeps the person then). */
  outros_alunos: z.number().int(),
  updated_at: z.string(),
  responsavel_updated_at: z.string(),
});
export type ResponsavelDoAluno = z.infer<typeof responsavelDoAlunoResposta>;
export const responsaveisDoAlunoResposta = z.array(responsavelDoAlunoResposta);

/** The search of the network's guardians (name or CPF): the student to link to pins the network and is left out. */
export const buscaResponsaveisQuery = z.object({
  pagina: z.coerce.number().int('Página inválida').min(1, 'Página inválida').default(1),
  por_pagina: z.coerce.number().int().min(1, 'Tamanho de página inválido').max(50, 'No máximo 50 por página').default(10),
  busca: z.string().trim().max(100, 'Busca longa demais').optional(),
  aluno_id: idOpcional('Aluno inválido'),
});

/** A guardian found by the search, with the children the actor reaches (to tell two people of the same name apart). */
const responsavelEncontradoResposta = z.object({
  id: z.string().uuid(),
  ...pessoaResposta,
  alunos: z.array(z.object({ id: z.string().uuid(), nome: z.string() })),
});
export type ResponsavelEncontrado = z.infer<typeof responsavelEncontradoResposta>;
export const buscaResponsaveisResposta = paginaDe(responsavelEncontradoResposta);

/** A CPF for the screen: only the middle digits shown, as public lists do with CPFs. */
export function cpfMascarado(cpf: string | null): string {
  if (!cpf || cpf.length !== 11) return '';
  return `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
}
