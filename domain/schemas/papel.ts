import { z } from 'zod';

/** The role form of spec 1 §2.10 / §5: nivel 1 to 10. */
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
  conflito: 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.',
  versao: 'Versão do registro inválida',
  naoEncontrado: 'Papel não encontrado.',
} as const;

/** Update body: the form plus the version (updated_at) the client loaded, for conflict detection. */
export const papelUpdate = papelInput.extend({
  updated_at: z.iso.datetime({ offset: true, error: MENSAGENS_PAPEL.versao }),
});
