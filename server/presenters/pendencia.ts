import { acoesDaPendencia } from '../../domain/pendencia/status';
import type { OrigemPendencia, PrioridadePendencia, StatusPendencia, TipoPendencia } from '../../domain/pendencia/tipos';
import type { Pendencia } from '../../domain/schemas/pendencia';

export interface LinhaPendencia {
  id: string;
  escola_id: string;
  turma_id: string;
  turma_nome: string;
  titulo: string;
  descricao: string;
  tipo: TipoPendencia;
  prioridade: PrioridadePendencia;
  status: StatusPendencia;
  responsavel_id: string | null;
  responsavel_nome: string | null;
  aluno_id: string | null;
  aluno_nome: string | null;
  disciplina_id: string | null;
  disciplina_nome: string | null;
  bimestre: number | null;
  data_vencimento: string;
  data_resolucao: string | null;
  motivo_cancelamento: string | null;
  observacoes: string | null;
  origem: OrigemPendencia;
  link: string | null;
  bloqueante: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The only output of a pendency, with what the actor may do to it now. */
export function apresentarPendencia(row: LinhaPendencia, pode: { atualizar: boolean; deletar: boolean }): Pendencia {
  const { created_at, updated_at, ...campos } = row;
  return {
    ...campos,
    acoes: pode.atualizar ? acoesDaPendencia(row) : [],
    pode_editar: pode.atualizar,
    pode_excluir: pode.deletar && row.origem === 'manual',
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  };
}
