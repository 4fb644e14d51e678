import { z } from 'zod';
import { ETAPAS } from '../../../domain/bncc';
import type { bnccHabilidades } from '../../db/schema';

export const habilidadeSchema = z.object({
  id: z.string().uuid(),
  codigo: z.string(),
  descricao: z.string(),
  componente_curricular: z.string(),
  ano_serie: z.string(),
  etapa: z.enum(ETAPAS),
  /** oficial: the national catalogue; propria: added by the education body empresa_id. */
  origem: z.enum(['oficial', 'propria']),
  empresa_id: z.string().uuid().nullable(),
  empresa_nome: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HabilidadeDto = z.infer<typeof habilidadeSchema>;

export function presentHabilidade(row: typeof bnccHabilidades.$inferSelect & { empresa_nome: string | null }): HabilidadeDto {
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
