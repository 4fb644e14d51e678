import { z } from 'zod';
import { versaoSchema } from './nota';

/** The 'Regras escolares' card (Configurações → Sistema), validated alike by the form and the API. */
export const REGRAS_MENSAGENS = {
  mediaAprovacao: 'Média de aprovação deve estar entre 0 e 10',
  mediaRecuperacao: 'Média de recuperação deve estar entre 0 e 10',
  recuperacaoAcima: 'Média de recuperação não pode ser maior que a média de aprovação',
  casaDecimal: 'Use no máximo uma casa decimal',
  frequenciaMinima: 'Frequência mínima deve estar entre 0 e 100',
  alertaFaltas: 'Alerta de faltas deve estar entre 0 e 100',
  empresa: 'Empresa inválida',
  // Answered by the server.
  empresaObrigatoria: 'Empresa é obrigatória',
  empresaNaoEncontrada: 'Empresa não encontrada',
  outraEmpresa: 'Você não tem permissão para alterar as regras desta empresa',
  semEmpresa: 'Usuário não está vinculado a uma empresa',
  conflito: 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.',
  salvas: 'Regras escolares salvas com sucesso',
} as const;

const faixa = (max: number, message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(max, message)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { message: REGRAS_MENSAGENS.casaDecimal });

export const regrasInput = z
  .object({
    empresa_id: z
      .string({ error: REGRAS_MENSAGENS.empresa })
      .uuid(REGRAS_MENSAGENS.empresa)
      .nullish()
      .transform((v) => v ?? null),
    media_aprovacao: faixa(10, REGRAS_MENSAGENS.mediaAprovacao),
    media_recuperacao: faixa(10, REGRAS_MENSAGENS.mediaRecuperacao),
    frequencia_minima: faixa(100, REGRAS_MENSAGENS.frequenciaMinima),
    alerta_faltas: faixa(100, REGRAS_MENSAGENS.alertaFaltas),
    /** Null when the body still uses the defaults (no row saved yet). */
    updated_at: versaoSchema.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.media_recuperacao > v.media_aprovacao)
      ctx.addIssue({ code: 'custom', message: REGRAS_MENSAGENS.recuperacaoAcima, path: ['media_recuperacao'] });
  });

export type RegrasInput = z.input<typeof regrasInput>;
export type RegrasDados = z.output<typeof regrasInput>;

/** A network's school rules as the settings card reads them; updated_at is null while it uses the defaults. */
export const regrasDaEmpresaResposta = z.object({
  empresa_id: z.string().uuid(),
  empresa_nome: z.string(),
  media_aprovacao: z.number(),
  media_recuperacao: z.number(),
  frequencia_minima: z.number(),
  alerta_faltas: z.number(),
  /** Null while the body uses the defaults; sent back on save as the version. */
  updated_at: z.string().nullable(),
  pode_editar: z.boolean(),
});
export type RegrasDaEmpresa = z.infer<typeof regrasDaEmpresaResposta>;
