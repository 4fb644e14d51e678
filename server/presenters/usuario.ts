import type { Usuario } from '../../domain/schemas/usuario';
import type { usuarios } from '../db/schema';

type Linha = typeof usuarios.$inferSelect & { empresa_nome: string | null; papel_nome: string | null };

/** Never the password or anything of the credential: only the profile leaves the server. */
export function apresentarUsuario(row: Linha, escolaIds: string[]): Usuario {
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
