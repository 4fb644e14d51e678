import type { HabilidadeResumo, ObjetoConhecimento } from '../../domain/schemas/objeto-conhecimento';
import type { objetosConhecimento } from '../db/schema';

export interface LinhaObjeto {
  objeto: typeof objetosConhecimento.$inferSelect;
  turma_nome: string;
  serie: string;
  disciplina_nome: string;
}

/** `habilidades` are the object's skills in the order they were chosen. */
export function apresentarObjeto(
  { objeto: o, turma_nome, serie, disciplina_nome }: LinhaObjeto,
  habilidades: HabilidadeResumo[],
): ObjetoConhecimento {
  return {
    id: o.id,
    codigo: o.codigo,
    titulo: o.titulo,
    descricao: o.descricao,
    escola_id: o.escola_id,
    turma_id: o.turma_id,
    turma_nome,
    serie,
    disciplina_id: o.disciplina_id,
    disciplina_nome,
    bimestre: o.bimestre,
    habilidades,
    competencias: o.competencias,
    status: o.status,
    data_inicio: o.data_inicio,
    data_fim: o.data_fim,
    observacoes: o.observacoes,
    created_at: o.created_at.toISOString(),
    updated_at: o.updated_at.toISOString(),
  };
}
