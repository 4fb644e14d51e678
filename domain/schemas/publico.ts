import { z } from 'zod';

/** The platform's name and contact, for the landing page. */
export const instituicaoResposta = z.object({ nome: z.string(), email: z.string() });
export type Instituicao = z.infer<typeof instituicaoResposta>;

/** The platform's totals on the landing page, recounted by the server every few minutes. */
export const numerosResposta = z.object({
  alunos: z.number().int(),
  escolas: z.number().int(),
  professores: z.number().int(),
  taxa_aprovacao: z.number().nullable(),
});
export type NumerosDaPlataforma = z.infer<typeof numerosResposta>;
