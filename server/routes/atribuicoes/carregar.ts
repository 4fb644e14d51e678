import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { atribuicoes, disciplinas, turmas, usuarios } from '../../db/schema';

export function selecionarAtribuicoes(db: Db) {
  return db
    .select({
      id: atribuicoes.id,
      turma_id: atribuicoes.turma_id,
      turma_nome: turmas.nome,
      escola_id: turmas.escola_id,
      disciplina_id: atribuicoes.disciplina_id,
      disciplina_nome: disciplinas.nome,
      disciplina: disciplinas.disciplina,
      professor_id: atribuicoes.professor_id,
      professor_nome: usuarios.nome,
      created_at: atribuicoes.created_at,
    })
    .from(atribuicoes)
    .innerJoin(turmas, eq(turmas.id, atribuicoes.turma_id))
    .innerJoin(disciplinas, eq(disciplinas.id, atribuicoes.disciplina_id))
    .innerJoin(usuarios, eq(usuarios.id, atribuicoes.professor_id));
}
