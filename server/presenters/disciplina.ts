import type { Disciplina } from '../../domain/schemas/disciplina';
import type { disciplinas } from '../db/schema';

type Linha = typeof disciplinas.$inferSelect & { empresa_nome: string | null };

export function apresentarDisciplina(row: Linha): Disciplina {
  return {
    id: row.id,
    empresa_id: row.empresa_id,
    empresa_nome: row.empresa_nome,
    nome: row.nome,
    descricao: row.descricao,
    // Stored as text; the API only ever writes the catalogue's codes.
    disciplina: row.disciplina as Disciplina['disciplina'],
    serie_ano: row.serie_ano as Disciplina['serie_ano'],
    bimestre: row.bimestre as Disciplina['bimestre'],
    carga_horaria: row.carga_horaria,
    objetivos: row.objetivos,
    competencias: row.competencias,
    habilidades: row.habilidades,
    ativo: row.ativo,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
