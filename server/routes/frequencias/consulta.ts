import { type SQL, and, eq, gte, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { dataSchema } from '../../../domain/schemas/frequencia';
import type { Db, Tx } from '../../db/client';
import { buscaPorAluno, ondeNaTurma } from '../../db/onde-na-turma';
import { alunos, disciplinas, frequencias, turmas, usuarios } from '../../db/schema';
import { filtrosDaTurma } from '../../lib/filtros';
import { pagingQuery } from '../../lib/paging';
import type { Alcance } from '../../policies/alcance';
import { podeEscrever, podeLer } from '../../policies/notas-e-frequencias';

/** The filters of the attendance pages: school, class, subject, period and, for lists, status and search. */
export const filtrosFrequencia = z.object({
  ...filtrosDaTurma,
  data_inicio: dataSchema.optional(),
  data_fim: dataSchema.optional(),
});
export const listaFrequenciaQuery = pagingQuery.extend({
  ...filtrosFrequencia.shape,
  status: z.enum(['todos', 'presente', 'falta'], { error: 'Status inválido' }).default('todos'),
});
export type FiltrosFrequencia = z.output<typeof filtrosFrequencia>;

export function whereFrequencia(
  a: Alcance,
  f: FiltrosFrequencia & { status?: 'todos' | 'presente' | 'falta'; busca?: string },
): SQL | undefined {
  return and(
    podeLer(a, frequencias),
    ondeNaTurma(frequencias, f),
    f.data_inicio ? gte(frequencias.data, f.data_inicio) : undefined,
    f.data_fim ? lte(frequencias.data, f.data_fim) : undefined,
    f.status === 'presente' ? eq(frequencias.presente, true) : f.status === 'falta' ? eq(frequencias.presente, false) : undefined,
    buscaPorAluno(f.busca),
  );
}

export function selecionarFrequencias(db: Db | Tx, a: Alcance) {
  const escrita = podeEscrever(a, frequencias);
  return db
    .select({
      id: frequencias.id,
      data: frequencias.data,
      aluno_id: frequencias.aluno_id,
      aluno_nome: alunos.nome,
      aluno_matricula: alunos.matricula,
      escola_id: frequencias.escola_id,
      empresa_id: frequencias.empresa_id,
      turma_id: frequencias.turma_id,
      turma_nome: turmas.nome,
      disciplina_id: frequencias.disciplina_id,
      disciplina_nome: disciplinas.nome,
      professor_nome: usuarios.nome,
      presente: frequencias.presente,
      justificativa: frequencias.justificativa,
      observacoes: frequencias.observacoes,
      updated_at: frequencias.updated_at,
      pode_escrever: escrita ? sql<boolean>`(${escrita})` : sql<boolean>`true`,
    })
    .from(frequencias)
    .innerJoin(alunos, eq(alunos.id, frequencias.aluno_id))
    .innerJoin(turmas, eq(turmas.id, frequencias.turma_id))
    .innerJoin(disciplinas, eq(disciplinas.id, frequencias.disciplina_id))
    .leftJoin(usuarios, eq(usuarios.id, frequencias.registrado_por));
}
