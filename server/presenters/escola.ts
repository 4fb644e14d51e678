import { z } from 'zod';
import type { escolas } from '../db/schema';

export const escolaSchema = z.object({
  id: z.string().uuid(),
  nome: z.string(),
  codigo_inep: z.string().nullable(),
  endereco: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  cep: z.string().nullable(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  tipo: z.enum(['municipal', 'estadual', 'federal', 'privada']),
  ativo: z.boolean(),
  empresa_id: z.string().uuid(),
  empresa_nome: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export function presentEscola(row: typeof escolas.$inferSelect & { empresa_nome: string | null }): z.infer<typeof escolaSchema> {
  return {
    id: row.id,
    nome: row.nome,
    codigo_inep: row.codigo_inep,
    endereco: row.endereco,
    cidade: row.cidade,
    estado: row.estado,
    cep: row.cep,
    telefone: row.telefone,
    email: row.email,
    tipo: row.tipo,
    ativo: row.ativo,
    empresa_id: row.empresa_id,
    // Spec 1 §8: a missing company name reads 'Empresa não definida'.
    empresa_nome: row.empresa_nome ?? 'Empresa não definida',
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
