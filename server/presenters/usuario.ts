import { z } from 'zod';
import type { usuarios } from '../db/schema';

export const usuarioSchema = z.object({
  id: z.string().uuid(),
  nome: z.string(),
  email: z.string(),
  tipo_usuario: z.enum(['administrador', 'empresa', 'gestor', 'professor', 'aluno']),
  telefone: z.string().nullable(),
  status: z.enum(['ativo', 'inativo', 'suspenso']),
  ativo: z.boolean(),
  empresa_id: z.string().uuid().nullable(),
  empresa_nome: z.string().nullable(),
  papel_id: z.string().uuid().nullable(),
  papel_nome: z.string().nullable(),
  escola_ids: z.array(z.string().uuid()),
  created_at: z.string(),
  updated_at: z.string(),
});

type Row = typeof usuarios.$inferSelect & { empresa_nome: string | null; papel_nome: string | null };

/** Never the password or anything of the credential: only the profile leaves the server. */
export function presentUsuario(row: Row, escolaIds: string[]): z.infer<typeof usuarioSchema> {
  return {
    id: row.id,
    nome: row.nome,
    email: row.email,
    tipo_usuario: row.tipo_usuario,
    telefone: row.telefone,
    status: row.status,
    ativo: row.status === 'ativo',
    empresa_id: row.empresa_id,
    empresa_nome: row.empresa_nome,
    papel_id: row.papel_id,
    papel_nome: row.papel_nome,
    escola_ids: escolaIds,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
