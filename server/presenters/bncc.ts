import type { Habilidade } from '../../domain/schemas/bncc';
import type { bnccHabilidades } from '../db/schema';

export function apresentarHabilidade(row: typeof bnccHabilidades.$inferSelect & { empresa_nome: string | null }): Habilidade {
  return {
    id: row.id,
    codigo: row.codigo,
    descricao: row.descricao,
    componente_curricular: row.componente_curricular,
    ano_serie: row.ano_serie,
    etapa: row.etapa,
    origem: row.empresa_id ? 'propria' : 'oficial',
    empresa_id: row.empresa_id,
    empresa_nome: row.empresa_id ? row.empresa_nome : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
