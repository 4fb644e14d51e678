import { resultadoNotas } from '../../domain/avaliacao/notas';
import { REGRAS_PADRAO } from '../../domain/avaliacao/regras';
import type { DaTurmaNoBimestre } from '../../domain/schemas/campos-comuns';
import type { Nota } from '../../domain/schemas/nota';

export interface LinhaNota extends DaTurmaNoBimestre {
  id: string;
  aluno_id: string;
  aluno_nome: string;
  aluno_matricula: string;
  nota1: number | null;
  nota2: number | null;
  nota3: number | null;
  nota4: number | null;
  observacoes: string | null;
  updated_at: Date;
  media_aprovacao: number | null;
  media_recuperacao: number | null;
  pode_escrever: boolean;
}

/** Mean and status by the same domain rule the grade sheet applies as the user types. */
export function apresentarNota(row: LinhaNota, podeAtualizar: boolean, podeDeletar: boolean): Nota {
  const regras = {
    media_aprovacao: row.media_aprovacao ?? REGRAS_PADRAO.media_aprovacao,
    media_recuperacao: row.media_recuperacao ?? REGRAS_PADRAO.media_recuperacao,
  };
  const r = resultadoNotas([row.nota1, row.nota2, row.nota3, row.nota4], regras);
  return {
    id: row.id,
    aluno_id: row.aluno_id,
    aluno_nome: row.aluno_nome,
    aluno_matricula: row.aluno_matricula,
    escola_id: row.escola_id,
    turma_id: row.turma_id,
    turma_nome: row.turma_nome,
    disciplina_id: row.disciplina_id,
    disciplina_nome: row.disciplina_nome,
    bimestre: row.bimestre,
    nota1: row.nota1,
    nota2: row.nota2,
    nota3: row.nota3,
    nota4: row.nota4,
    media: r.media,
    parcial: r.parcial,
    situacao: r.situacao,
    observacoes: row.observacoes,
    updated_at: row.updated_at.toISOString(),
    pode_editar: podeAtualizar && row.pode_escrever,
    pode_excluir: podeDeletar && row.pode_escrever,
  };
}
