import { z } from 'zod';
import type { notificacoes } from '../db/schema';

export const notificacaoSchema = z.object({
  id: z.string().uuid(),
  titulo: z.string(),
  mensagem: z.string(),
  tipo: z.enum(['success', 'warning', 'error', 'info']),
  lida: z.boolean(),
  link: z.string().nullable(),
  criada_em: z.string(),
});

export function presentNotificacao(row: typeof notificacoes.$inferSelect): z.infer<typeof notificacaoSchema> {
  return {
    id: row.id,
    titulo: row.titulo,
    mensagem: row.mensagem,
    tipo: row.tipo,
    lida: row.lida,
    link: row.link,
    criada_em: row.created_at.toISOString(),
  };
}
