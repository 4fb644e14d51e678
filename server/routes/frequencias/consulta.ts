import { type SQL, and, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { dataSchema } from '../../../domain/schemas/frequencia';
import type { Db } from '../../db/client';
import { alunos, disciplinas, frequencias, turmas, usuarios } from '../../db/schema';
import { likePattern, pagingQuery } from '../../lib/paging';
import { type Alcance, podeEscrever, podeLer } from '../notas/escopo';

const uuid = z.string().uuid('Identificador inválido');
const ouTodos = <T extends z.ZodTypeAny>(schema: T) => z.union([z.literal('all').transform(() => undefined), schema]).optional();

/** The filters of the attendance pages: school, class, subject, period and, for lists, status and search. */
export const filtrosFrequencia = z.object({
  escola_id: ouTodos(uuid),
  turma_id: ouTodos(uuid),
  disciplina_id: ouTodos(uuid),
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
    f.escola_id ? eq(frequencias.escola_id, f.escola_id) : undefined,
    f.turma_id ? eq(frequencias.turma_id, f.turma_id) : undefined,
    f.disciplina_id ? eq(frequencias.disciplina_id, f.disciplina_id) : undefined,
    f.data_inicio ? gte(frequencias.data, f.data_inicio) : undefined,
    f.data_fim ? lte(frequencias.data, f.data_fim) : undefined,
    f.status === 'presente' ? eq(frequencias.presente, true) : f.status === 'falta' ? eq(frequencias.presente, false) : undefined,
    f.busca ? or(ilike(alunos.nome, likePattern(f.busca)), ilike(alunos.matricula, likePattern(f.busca))) : undefined,
  );
}

export const frequenciaSchema = z.object({
  id: z.string().uuid(),
  data: z.string(),
  aluno_id: z.string().uuid(),
  aluno_nome: z.string(),
  aluno_matricula: z.string(),
  escola_id: z.string().uuid(),
  turma_id: z.string().uuid(),
  turma_nome: z.string(),
  disciplina_id: z.string().uuid(),
  disciplina_nome: z.string(),
  /** Who recorded the mark (the "Professor" column of /frequencia). */
  professor_nome: z.string().nullable(),
  presente: z.boolean(),
  justificativa: z.string().nullable(),
  observacoes: z.string().nullable(),
  updated_at: z.string(),
  pode_editar: z.boolean(),
  pode_excluir: z.boolean(),
});

export function selectFrequencias(db: Db, a: Alcance) {
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

export type FrequenciaRow = Awaited<ReturnType<ReturnType<typeof selectFrequencias>['execute']>>[number];

export function presentFrequencia(
  row: FrequenciaRow,
  podeAtualizar: boolean,
  podeDeletar: boolean,
): z.infer<typeof frequenciaSchema> {
  const { pode_escrever, updated_at, empresa_id: _e, ...resto } = row;
  return {
    ...resto,
    updated_at: updated_at.toISOString(),
    pode_editar: podeAtualizar && Boolean(pode_escrever),
    pode_excluir: podeDeletar && Boolean(pode_escrever),
  };
}
