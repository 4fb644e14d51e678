import type { Empresa } from '../../domain/schemas/empresa';
import type { empresas } from '../db/schema';

/** updated_at is also the edit version: the client sends it back on PUT (ISO, millisecond precision). */
export function apresentarEmpresa(row: typeof empresas.$inferSelect): Empresa {
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
