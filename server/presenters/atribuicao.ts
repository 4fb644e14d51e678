import { z } from 'zod';
import { CODIGOS_DISCIPLINA } from '../../domain/academico/catalogo';

export const atribuicaoSchema = z.object({
  id: z.string().uuid(),
  turma_id: z.string().uuid(),
  turma_nome: z.string(),
  escola_id: z.string().uuid(),
  disciplina_id: z.string().uuid(),
  disciplina_nome: z.string(),
  disciplina: z.enum(CODIGOS_DISCIPLINA),
  professor_id: z.string().uuid(),
  professor_nome: z.string(),
  created_at: z.string(),
});
export type AtribuicaoDto = z.infer<typeof atribuicaoSchema>;

export interface AtribuicaoRow {
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

export function presentAtribuicao(row: AtribuicaoRow): AtribuicaoDto {
  return { ...row, disciplina: row.disciplina as AtribuicaoDto['disciplina'], created_at: row.created_at.toISOString() };
}

/** A subject of a class (GET /api/turmas/:id/disciplinas) with the professors who teach it there. */
export const disciplinaDaTurmaSchema = z.object({
  id: z.string().uuid(),
  nome: z.string(),
  disciplina: z.enum(CODIGOS_DISCIPLINA),
  serie_ano: z.string(),
  bimestre: z.string(),
  carga_horaria: z.number().int(),
  ativo: z.boolean(),
  professores: z.array(z.object({ id: z.string().uuid(), nome: z.string(), atribuicao_id: z.string().uuid() })),
});
export type DisciplinaDaTurmaDto = z.infer<typeof disciplinaDaTurmaSchema>;

/** Assignment rows of one class → one entry per subject, professors grouped under it. */
export function presentDisciplinasDaTurma(
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
): DisciplinaDaTurmaDto[] {
  const porDisciplina = new Map<string, DisciplinaDaTurmaDto>();
  for (const r of rows) {
    const item = porDisciplina.get(r.id) ?? {
      id: r.id,
      nome: r.nome,
      disciplina: r.disciplina as DisciplinaDaTurmaDto['disciplina'],
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
