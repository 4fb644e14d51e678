import { z } from 'zod';

/** A notification of the signed-in user as the bell lists it. */
export const notificacaoResposta = z.object({
  id: z.string().uuid(),
  titulo: z.string(),
  mensagem: z.string(),
  tipo: z.enum(['success', 'warning', 'error', 'info']),
  lida: z.boolean(),
  link: z.string().nullable(),
  criada_em: z.string(),
});
export type Notificacao = z.infer<typeof notificacaoResposta>;

export interface ListaNotificacoes {
  itens: Notificacao[];
  nao_lidas: number;
}
