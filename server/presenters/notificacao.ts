import type { Notificacao } from '../../domain/schemas/notificacao';
import type { notificacoes } from '../db/schema';

export function apresentarNotificacao(row: typeof notificacoes.$inferSelect): Notificacao {
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
