import type { Atribuicao, DisciplinaDaTurma } from '../../domain/schemas/atribuicao';

export interface LinhaAtribuicao {
  id: string;
  turma_id: string;
  turma_nome: string;
  escola_id: string;
  disciplina_id: string;
  disciplina_nome: string;
  disciplina: string;
  professor_id: string;
  professor_nome: string;
  created_at: Date;
}

export function apresentarAtribuicao(row: LinhaAtribuicao): Atribuicao {
  return { ...row, disciplina: row.disciplina as Atribuicao['disciplina'], created_at: row.created_at.toISOString() };
}

/** Assignment rows of one class → one entry per subject, professors grouped under it. */
export function apresentarDisciplinasDaTurma(
  rows: {
    atribuicao_id: string;
    professor_id: string;
    professor_nome: string;
    id: string;
    nome: string;
    disciplina: string;
    serie_ano: string;
    bimestre: string;
    carga_horaria: number;
    ativo: boolean;
  }[],
): DisciplinaDaTurma[] {
  const porDisciplina = new Map<string, DisciplinaDaTurma>();
  for (const r of rows) {
    const item = porDisciplina.get(r.id) ?? {
      id: r.id,
      nome: r.nome,
      disciplina: r.disciplina as DisciplinaDaTurma['disciplina'],
      serie_ano: r.serie_ano,
      bimestre: r.bimestre,
      carga_horaria: r.carga_horaria,
      ativo: r.ativo,
      professores: [],
    };
    item.professores.push({ id: r.professor_id, nome: r.professor_nome, atribuicao_id: r.atribuicao_id });
    porDisciplina.set(r.id, item);
  }
  return [...porDisciplina.values()];
}
