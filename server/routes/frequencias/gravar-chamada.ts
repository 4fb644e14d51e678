import { sql } from 'drizzle-orm';
import type { DataIso } from '../../../domain/calendario/tipos';
import type { ChamadaDados } from '../../../domain/schemas/frequencia';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { frequencias, frequenciasTotais } from '../../db/schema';
import { proximaVersao } from '../../lib/gravacao';

/** A roll call's row to write: a new mark (no id) or a changed one (its id). */
export interface MarcaParaGravar {
  aluno_id: string;
  presente: boolean;
  justificativa: ChamadaDados['itens'][number]['justificativa'];
  observacoes: string | null;
  /** The existing mark; null: a new one. */
  id: string | null;
  /** The existing mark changed (an unchanged one is not rewritten). */
  muda: boolean;
}

/** What the write answers: the marks it wrote, with their new versions, and the recounted totals of the subject. */
export interface Gravada {
  marcas: { id: string; aluno_id: string; updated_at: string }[];
  totais: { aluno_id: string; aulas: number; faltas: number }[];
}

/**
 * The roll call's marks and running totals, written by one statement in the save's transaction (the
 * day's marks already locked): the new marks inserted, the changed ones updated to a new version,
 * and each student's totals in the subject recounted from the marks as they now stand — the other
 * days' marks read from the table, this day's from the roll call — as recalcularTotais counts them.
 * `itens` are all the roll call's students (an unchanged mark still counts); `recontar` false leaves
 * the totals alone (nothing was written).
 */
export async function gravarMarcas(
  tx: Tx,
  destino: { empresa_id: string; escola_id: string; turma_id: string; disciplina_id: string; data: DataIso },
  registradoPor: string,
  itens: MarcaParaGravar[],
  recontar: boolean,
): Promise<Gravada> {
  const { empresa_id, escola_id, turma_id, disciplina_id, data } = destino;
  const [r] = await queryRows<Gravada>(
    tx,
    sql`
    with itens as (
      select * from json_to_recordset(${JSON.stringify(itens)}::json)
        as i(aluno_id uuid, presente boolean, justificativa text, observacoes text, id uuid, muda boolean)
    ),
    novas as (
      insert into ${frequencias} (empresa_id, escola_id, turma_id, aluno_id, disciplina_id, data, presente, justificativa, observacoes, registrado_por)
      select ${empresa_id}::uuid, ${escola_id}::uuid, ${turma_id}::uuid, i.aluno_id, ${disciplina_id}::uuid, ${data}::date,
        i.presente, i.justificativa, i.observacoes, ${registradoPor}::uuid
      from itens i where i.id is null
      returning id, aluno_id, updated_at
    ),
    mudadas as (
      update ${frequencias} set presente = i.presente, justificativa = i.justificativa, observacoes = i.observacoes,
        registrado_por = ${registradoPor}::uuid, updated_at = ${proximaVersao(frequencias.updated_at)}
      from itens i where ${frequencias.id} = i.id and i.muda
      returning ${frequencias.id}, ${frequencias.aluno_id}, ${frequencias.updated_at}
    ),
    contagem as (
      select m.aluno_id, count(*)::int as aulas, (count(*) filter (where not m.presente))::int as faltas
      from (
        select f.aluno_id, f.presente from ${frequencias} f
        where f.aluno_id in (select aluno_id from itens) and f.turma_id = ${turma_id}::uuid
          and f.disciplina_id = ${disciplina_id}::uuid and f.data <> ${data}::date
        union all
        select i.aluno_id, i.presente from itens i
      ) m
      where ${recontar}::boolean
      group by m.aluno_id
    ),
    totais as (
      insert into ${frequenciasTotais} (aluno_id, turma_id, disciplina_id, empresa_id, escola_id, aulas, faltas)
      select c.aluno_id, ${turma_id}::uuid, ${disciplina_id}::uuid, ${empresa_id}::uuid, ${escola_id}::uuid, c.aulas, c.faltas
      from contagem c
      on conflict (aluno_id, turma_id, disciplina_id) do update set aulas = excluded.aulas, faltas = excluded.faltas
      returning aluno_id, aulas, faltas
    )
    select
      coalesce((select json_agg(g) from (select * from novas union all select * from mudadas) g), '[]') as marcas,
      coalesce((select json_agg(t) from totais t), '[]') as totais`,
  );
  return r!;
}
