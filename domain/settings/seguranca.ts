import { z } from 'zod';
import { versaoConfiguracao } from '../schemas/versao';

/** The 'seguranca' settings, with the spec's defaults. */
export const COMPLEXIDADES = ['baixa', 'media', 'alta'] as const;
export type Complexidade = (typeof COMPLEXIDADES)[number];

export const COMPLEXIDADE_LABEL: Record<Complexidade, string> = { baixa: 'Baixa', media: 'Média', alta: 'Alta' };
export const COMPLEXIDADE_DESCRICAO: Record<Complexidade, string> = {
  baixa: 'Pelo menos 8 caracteres.',
  media: 'Pelo menos 10 caracteres e fora da lista de senhas comuns.',
  alta: 'Pelo menos 12 caracteres, fora da lista de senhas comuns e sem o nome ou o e-mail do usuário.',
};

export const HORAS_SESSAO = [2, 4, 8, 24] as const;

/** The lock after too many failed sign-ins lasts this long (then the count starts again). */
export const BLOQUEIO_MINUTOS = 15;

export const SEGURANCA_MENSAGENS = {
  complexidade: 'Escolha Baixa, Média ou Alta.',
  sessaoHoras: 'Escolha 2, 4, 8 ou 24 horas.',
  tentativasLogin: 'Informe um número de tentativas entre 1 e 10.',
  exigirSemTer: 'Ative a verificação em duas etapas na sua conta antes de exigi-la.',
} as const;

export const segurancaSchema = z.object({
  complexidade: z.enum(COMPLEXIDADES, { error: SEGURANCA_MENSAGENS.complexidade }),
  sessaoHoras: z.union([z.literal(2), z.literal(4), z.literal(8), z.literal(24)], { error: SEGURANCA_MENSAGENS.sessaoHoras }),
  tentativasLogin: z
    .number({ error: SEGURANCA_MENSAGENS.tentativasLogin })
    .int(SEGURANCA_MENSAGENS.tentativasLogin)
    .min(1, SEGURANCA_MENSAGENS.tentativasLogin)
    .max(10, SEGURANCA_MENSAGENS.tentativasLogin),
  /** Administradores and empresas must enrol a second factor before using the system. */
  exigirDoisFatores: z.boolean({ error: 'Valor inválido' }),
  auditoria: z.boolean({ error: 'Valor inválido' }),
});
export type ConfiguracaoSeguranca = z.infer<typeof segurancaSchema>;

export const SEGURANCA_PADRAO: ConfiguracaoSeguranca = {
  complexidade: 'alta',
  sessaoHoras: 8,
  tentativasLogin: 3,
  exigirDoisFatores: false,
  auditoria: true,
};

/**
 * A settings save carries the version it was loaded with (`updated_at`, null while the
 * defaults have never been saved); the server answers 409 when it moved.
 */
export const segurancaUpdate = segurancaSchema.extend({
  updated_at: versaoConfiguracao,
});
export type SegurancaUpdate = z.infer<typeof segurancaUpdate>;

/** The user types to whom 'exigir verificação em duas etapas' applies. */
export const TIPOS_COM_DOIS_FATORES_EXIGIVEL = ['administrador', 'empresa'] as const;
