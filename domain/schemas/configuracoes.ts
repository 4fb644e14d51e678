import { z } from 'zod';
import { preferenciasSchema } from '../settings/notificacoes';
import { segurancaSchema } from '../settings/seguranca';

/** A user's own notification toggles and their version. */
export const preferenciasResposta = preferenciasSchema.extend({
  updated_at: z.string().nullable(),
  /** Without a phone number the emergency SMS has nowhere to go. */
  telefone_cadastrado: z.boolean(),
});
export type Preferencias = z.infer<typeof preferenciasResposta>;

/** The security settings and their version (null while the defaults apply). */
export const segurancaResposta = segurancaSchema.extend({ updated_at: z.string().nullable() });
export type Seguranca = z.infer<typeof segurancaResposta>;
