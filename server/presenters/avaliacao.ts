import type { StatusAvaliacao, TipoAvaliacao } from '../../domain/avaliacao/sub-avaliacoes';
import type { DaTurmaNoBimestre } from '../../domain/schemas/campos-comuns';
import type { Avaliacao } from '../../domain/schemas/avaliacao';

export interface LinhaAvaliacao extends DaTurmaNoBimestre {
  id: string;
  titulo: string;
  descricao: string;
  tipo: TipoAvaliacao;
  peso: number;
  valor_total: number;
  data_aplicacao: string;
  data_entrega: string;
  professor_id: string | null;
  professor_nome: string | null;
  observacoes: string | null;
  status: StatusAvaliacao;
  resultados_lancados: number;
  pode_escrever: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The only output of an assessment: a closed period makes it read-only for everyone. */
export function apresentarAvaliacao(
  row: LinhaAvaliacao,
  opcoes: { fechado: string | null; podeAtualizar: boolean; podeDeletar: boolean },
): Avaliacao {
  const { pode_escrever, created_at, updated_at, ...campos } = row;
  const livre = pode_escrever && opcoes.fechado === null;
  return {
    ...campos,
    resultados_lancados: Number(row.resultados_lancados),
    fechado: opcoes.fechado,
    pode_editar: livre && opcoes.podeAtualizar,
    pode_excluir: livre && opcoes.podeDeletar,
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  };
}
