import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { STATUS_OBJETO } from '../../../domain/schemas/objeto-conhecimento';
import type { Db } from '../../db/client';
import { bnccHabilidades, disciplinas, objetosConhecimento, objetosConhecimentoHabilidades, turmas } from '../../db/schema';

const habilidadeResumo = z.object({
  codigo: z.string(),
  descricao: z.string(),
  componente_curricular: z.string(),
  ano_serie: z.string(),
});

export const objetoSchema = z.object({
  id: z.string().uuid(),
  codigo: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  escola_id: z.string().uuid(),
  turma_id: z.string().uuid(),
  turma_nome: z.string(),
  /** The class's série (spec 2 §3 "serie"), read from the class. */
  serie: z.string(),
  disciplina_id: z.string().uuid(),
  disciplina_nome: z.string(),
  bimestre: z.number().int(),
  habilidades: z.array(habilidadeResumo),
  competencias: z.array(z.string()),
  status: z.enum(STATUS_OBJETO),
  data_inicio: z.string().nullable(),
  data_fim: z.string().nullable(),
  observacoes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ObjetoDto = z.infer<typeof objetoSchema>;

/** Objects with their class and subject names; the caller adds the WHERE and the order. */
export const selectObjeto = (db: Db) =>
  db
    .select({ objeto: objetosConhecimento, turma_nome: turmas.nome, serie: turmas.serie, disciplina_nome: disciplinas.nome })
    .from(objetosConhecimento)
    .innerJoin(turmas, eq(turmas.id, objetosConhecimento.turma_id))
    .innerJoin(disciplinas, eq(disciplinas.id, objetosConhecimento.disciplina_id));

type Row = Awaited<ReturnType<ReturnType<typeof selectObjeto>['execute']>>[number];

/** Rows → DTOs, with each object's skills in the order they were chosen (one query for the page). */
export async function presentObjetos(db: Db, rows: Row[]): Promise<ObjetoDto[]> {
  const ids = rows.map((r) => r.objeto.id);
  const vinculos = ids.length
    ? await db
        .select({
          objeto_id: objetosConhecimentoHabilidades.objeto_id,
          codigo: bnccHabilidades.codigo,
          descricao: bnccHabilidades.descricao,
          componente_curricular: bnccHabilidades.componente_curricular,
          ano_serie: bnccHabilidades.ano_serie,
        })
        .from(objetosConhecimentoHabilidades)
        .innerJoin(bnccHabilidades, eq(bnccHabilidades.id, objetosConhecimentoHabilidades.habilidade_id))
        .where(inArray(objetosConhecimentoHabilidades.objeto_id, ids))
        .orderBy(asc(objetosConhecimentoHabilidades.ordem))
    : [];
  return rows.map(({ objeto: o, turma_nome, serie, disciplina_nome }) => ({
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
    habilidades: vinculos.filter((v) => v.objeto_id === o.id).map(({ objeto_id: _o, ...h }) => h),
    competencias: o.competencias,
    status: o.status,
    data_inicio: o.data_inicio,
    data_fim: o.data_fim,
    observacoes: o.observacoes,
    created_at: o.created_at.toISOString(),
    updated_at: o.updated_at.toISOString(),
  }));
}
