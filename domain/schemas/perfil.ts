import { z } from 'zod';

/** The Perfil tab (spec 1 §2.11): the user's own name and phone; e-mail and role are read-only. */
export const PERFIL_MENSAGENS = {
  nomeObrigatorio: 'Nome é obrigatório',
  nomeLongo: 'Nome deve ter no máximo 150 caracteres',
  telefone: 'Telefone deve ter no máximo 30 caracteres',
  versao: 'Versão do registro inválida',
  conflito: 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.',
  senhaAtual: 'Informe a senha atual',
  novaSenha: 'Informe a nova senha',
  confirmacao: 'As senhas não conferem',
} as const;

export const perfilInput = z.object({
  nome: z
    .string({ error: PERFIL_MENSAGENS.nomeObrigatorio })
    .trim()
    .min(1, PERFIL_MENSAGENS.nomeObrigatorio)
    .max(150, PERFIL_MENSAGENS.nomeLongo),
  telefone: z
    .string()
    .trim()
    .max(30, PERFIL_MENSAGENS.telefone)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
});

export const perfilUpdate = perfilInput.extend({
  updated_at: z.iso
    .datetime({ offset: true, error: PERFIL_MENSAGENS.versao })
    .refine((v) => new Date(v).getUTCFullYear() >= 1 && new Date(v).getUTCFullYear() <= 9999, {
      message: PERFIL_MENSAGENS.versao,
    })
    .transform((v) => new Date(v).toISOString()),
});

/** Client-side only: the new password itself is judged by the server's security policy. */
export const trocaSenhaForm = z
  .object({
    senhaAtual: z.string().min(1, PERFIL_MENSAGENS.senhaAtual),
    novaSenha: z.string().min(1, PERFIL_MENSAGENS.novaSenha),
    confirmacao: z.string(),
  })
  .refine((v) => v.novaSenha === v.confirmacao, { message: PERFIL_MENSAGENS.confirmacao, path: ['confirmacao'] });
