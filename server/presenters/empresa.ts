import { z } from 'zod';
import { TIPOS_EMPRESA } from '../../domain/schemas/empresa';
import type { empresas } from '../db/schema';

export const empresaSchema = z.object({
  id: z.string().uuid(),
  nome: z.string(),
  tipo: z.enum(TIPOS_EMPRESA),
  cnpj: z.string().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  endereco: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  cep: z.string().nullable(),
  responsavel_nome: z.string().nullable(),
  responsavel_email: z.string().nullable(),
  responsavel_telefone: z.string().nullable(),
  ativo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type EmpresaDto = z.infer<typeof empresaSchema>;

/** updated_at is also the edit version: the client sends it back on PUT (ISO, millisecond precision). */
export function presentEmpresa(row: typeof empresas.$inferSelect): EmpresaDto {
  return {
    id: row.id,
    nome: row.nome,
    tipo: row.tipo,
    cnpj: row.cnpj,
    email: row.email,
    telefone: row.telefone,
    endereco: row.endereco,
    cidade: row.cidade,
    estado: row.estado,
    cep: row.cep,
    responsavel_nome: row.responsavel_nome,
    responsavel_email: row.responsavel_email,
    responsavel_telefone: row.responsavel_telefone,
    ativo: row.ativo,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
