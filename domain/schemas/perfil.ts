import { z } from 'zod';
import { TIPOS_USUARIO } from '../roles';
import { CONFLITO } from '../academico/campos';
import { TEMAS } from '../settings';

/** The Perfil tab: the user's own name and phone; e-mail and role are changed by whoever manages users. */
export const PERFIL_MENSAGENS = {
  nomeObrigatorio: 'Nome é obrigatório',
  nomeLongo: 'Nome deve ter no máximo 150 caracteres',
  telefone: 'Telefone deve ter no máximo 30 caracteres',
  versao: 'Versão do registro inválida',
  conflito: CONFLITO,
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

/** The signed-in user's own profile; updated_at is the version a PUT sends back. */
export const perfilResposta = z.object({
  id: z.string().uuid(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string().nullable(),
  tipo_usuario: z.enum(TIPOS_USUARIO),
  papel_nome: z.string().nullable(),
  imagem: z.string().nullable(),
  updated_at: z.string(),
});
export type Perfil = z.infer<typeof perfilResposta>;

/**
 * Each person's own theme (Perfil): light, dark or auto, or null to follow their network's (Sistema). The answer
 * carries the network's too, so the choice "Padrão da rede" can say which one that is.
 */
export const temaDoUsuarioInput = z.object({
  tema: z.enum(TEMAS, { error: 'Tema inválido' }).nullable(),
});
export const temaDoUsuarioResposta = z.object({ tema: z.enum(TEMAS).nullable(), tema_rede: z.enum(TEMAS) });
export type TemaDoUsuario = z.infer<typeof temaDoUsuarioResposta>;
