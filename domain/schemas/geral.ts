import { z } from 'zod';
import { FUSOS_HORARIOS, TEMAS } from '../settings';
import { CONFLITO } from '../academico/campos';

/** The Sistema tab as the form sends it and the API accepts it: one rule, one message. */
const GERAL_MENSAGENS = {
  nomeObrigatorio: 'Nome da instituição é obrigatório',
  nomeLongo: 'Nome da instituição deve ter no máximo 150 caracteres',
  anoLetivo: 'Ano letivo deve ser um ano entre 2000 e 2100',
  emailObrigatorio: 'E-mail institucional é obrigatório',
  email: 'E-mail inválido',
  telefone: 'Telefone deve ter no máximo 30 caracteres',
  endereco: 'Endereço deve ter no máximo 300 caracteres',
  timezone: 'Fuso horário inválido',
  tema: 'Tema inválido',
  versao: 'Versão do registro inválida',
  conflito: CONFLITO,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const geralInput = z.object({
  nomeInstituicao: z
    .string({ error: GERAL_MENSAGENS.nomeObrigatorio })
    .trim()
    .min(1, GERAL_MENSAGENS.nomeObrigatorio)
    .max(150, GERAL_MENSAGENS.nomeLongo),
  anoLetivo: z.coerce
    .number({ error: GERAL_MENSAGENS.anoLetivo })
    .int(GERAL_MENSAGENS.anoLetivo)
    .min(2000, GERAL_MENSAGENS.anoLetivo)
    .max(2100, GERAL_MENSAGENS.anoLetivo),
  email: z
    .string({ error: GERAL_MENSAGENS.emailObrigatorio })
    .trim()
    .min(1, GERAL_MENSAGENS.emailObrigatorio)
    .max(200, GERAL_MENSAGENS.email)
    .refine((v) => EMAIL.test(v), GERAL_MENSAGENS.email),
  telefone: z.string().trim().max(30, GERAL_MENSAGENS.telefone).default(''),
  endereco: z.string().trim().max(300, GERAL_MENSAGENS.endereco).default(''),
  timezone: z.enum(FUSOS_HORARIOS, { error: GERAL_MENSAGENS.timezone }),
  tema: z.enum(TEMAS, { error: GERAL_MENSAGENS.tema }),
});
export type GeralInput = z.output<typeof geralInput>;

/**
 * The version of a settings row the form loaded: null when the setting was never saved (the
 * defaults are shown), else its updated_at. A stale one gets 409.
 */
export const versaoConfiguracao = z.union(
  [
    z.null(),
    z.iso
      .datetime({ offset: true, error: GERAL_MENSAGENS.versao })
      .refine((v) => new Date(v).getUTCFullYear() >= 1 && new Date(v).getUTCFullYear() <= 9999, {
        message: GERAL_MENSAGENS.versao,
      })
      .transform((v) => new Date(v).toISOString()),
  ],
  { error: GERAL_MENSAGENS.versao },
);

export const geralUpdate = geralInput.extend({ updated_at: versaoConfiguracao });

/** One network's 'geral' settings as the Sistema tab reads them, with their version. */
export const sistemaResposta = z.object({
  /** Whose settings these are: null is the platform's default (landing, login, administradores). */
  empresa_id: z.string().nullable(),
  nomeInstituicao: z.string(),
  anoLetivo: z.number().int(),
  email: z.string(),
  telefone: z.string(),
  endereco: z.string(),
  timezone: z.enum(FUSOS_HORARIOS),
  tema: z.enum(TEMAS),
  /** Null while the network shows the platform's values (never saved its own). */
  updated_at: z.string().nullable(),
});
export type Sistema = z.infer<typeof sistemaResposta>;
