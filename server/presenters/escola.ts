import type { Escola } from '../../domain/schemas/escola';
import type { escolas } from '../db/schema';

export function apresentarEscola(row: typeof escolas.$inferSelect & { empresa_nome: string | null }): Escola {
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
    // A school whose education body is gone still lists, under a name that says so.
    empresa_nome: row.empresa_nome ?? 'Empresa não definida',
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
