import { z } from 'zod';
import { ACOES, MODULOS, NOMES_PERMISSOES } from '../permissions';
import { CONFLITO } from '../academico/campos';

/** The role form: nivel 1 (most access) to 10. */
export const papelInput = z.object({
  nome: z
    .string({ error: 'Nome é obrigatório' })
    .trim()
    .min(1, 'Nome é obrigatório')
    .max(60, 'Nome deve ter no máximo 60 caracteres'),
  descricao: z
    .string()
    .trim()
    .max(255, 'Descrição deve ter no máximo 255 caracteres')
    .nullish()
    .transform((v) => v || null),
  nivel: z.coerce
    .number({ error: 'Nível deve ser um número de 1 a 10' })
    .int('Nível deve ser um número de 1 a 10')
    .min(1, 'Nível mínimo é 1')
    .max(10, 'Nível máximo é 10'),
  ativo: z.boolean().default(true),
});
export type PapelInput = z.infer<typeof papelInput>;

export const MENSAGENS_PAPEL = {
  predefinidoNaoDeleta: 'Não é possível deletar papéis predefinidos do sistema',
  predefinidoNaoRenomeia: 'Não é possível renomear papéis predefinidos do sistema',
  emUso: 'Este papel está atribuído a usuários e não pode ser excluído.',
  nomeDuplicado: 'Já existe um papel com este nome.',
  acessoNegado: 'Acesso Negado: Apenas administradores podem gerenciar permissões.',
  adminSemPermissoes: 'Não é possível remover do administrador o acesso às permissões.',
  adminInativo: 'Não é possível desativar o papel de administrador.',
  conflito: CONFLITO,
  versao: 'Versão do registro inválida',
  naoEncontrado: 'Papel não encontrado.',
} as const;

/** Update body: the form plus the version (updated_at) the client loaded, for conflict detection. */
export const papelUpdate = papelInput.extend({
  updated_at: z.iso.datetime({ offset: true, error: MENSAGENS_PAPEL.versao }),
});

/** A role as the API answers it, with its grants sorted by name. */
export const papelResposta = z.object({
  id: z.string().uuid(),
  nome: z.string(),
  descricao: z.string().nullable(),
  nivel: z.number().int(),
  ativo: z.boolean(),
  predefinido: z.boolean(),
  permissoes: z.array(z.enum(NOMES_PERMISSOES)),
  updated_at: z.string(),
});
export type Papel = z.infer<typeof papelResposta>;

/** One entry of the permission catalogue (module × action) as GET /api/permissoes answers it. */
export const permissaoCatalogoResposta = z.object({
  id: z.string().uuid(),
  nome: z.enum(NOMES_PERMISSOES),
  descricao: z.string().nullable(),
  modulo: z.enum(MODULOS),
  acao: z.enum(ACOES),
});
export type PermissaoDoCatalogo = z.infer<typeof permissaoCatalogoResposta>;
