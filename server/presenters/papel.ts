import { z } from 'zod';
import type { papeis } from '../db/schema';

export const papelSchema = z.object({
  id: z.string().uuid(),
  nome: z.string(),
  descricao: z.string().nullable(),
  nivel: z.number().int(),
  ativo: z.boolean(),
  predefinido: z.boolean(),
  permissoes: z.array(z.string()),
  updated_at: z.string(),
});

export function presentPapel(row: typeof papeis.$inferSelect, permissoes: string[]): z.infer<typeof papelSchema> {
  return {
    id: row.id,
    nome: row.nome,
    descricao: row.descricao,
    nivel: row.nivel,
    ativo: row.ativo,
    predefinido: row.predefinido,
    permissoes: [...permissoes].sort(),
    updated_at: row.updated_at.toISOString(),
  };
}
