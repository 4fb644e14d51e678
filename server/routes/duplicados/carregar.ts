import { type SQL, sql } from 'drizzle-orm';
import { DUPLICADO_MENSAGENS as MSG, type DuplicadoSuspeito } from '../../../domain/schemas/duplicado';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { notFound } from '../../lib/errors';
import type { Alcance } from '../../policies/alcance';
import { duplicadosNoEscopo } from '../../policies/duplicados';

/** A pair as the query reads it: the two sides already as the response's objects. */
export type LinhaDoPar = DuplicadoSuspeito & { empresa_id: string; status: string };

const lado = (x: string, e: string) =>
  sql.raw(`jsonb_build_object('id', ${x}.id, 'nome', ${x}.nome, 'matricula', ${x}.matricula, 'escola_id', ${x}.escola_id,
    'escola_nome', ${e}.nome, 'data_nascimento', ${x}.data_nascimento, 'filiacao_1', ${x}.filiacao_1, 'filiacao_2', ${x}.filiacao_2,
    'cpf', ${x}.cpf, 'nis', ${x}.nis, 'codigo_inep', ${x}.codigo_inep, 'certidao_nascimento', ${x}.certidao_nascimento,
    'matriculas', (select count(*) from matriculas m where m.aluno_id = ${x}.id))`);

/**
 * The pairs whose two records are still students (neither merged nor anonymised), with `where`
 * (the scope and the filters; `a` and `b` are the two students). The count of the whole list rides
 * along (a window over the same rows), so a page is one query. created_at as JSON writes it (ISO 8601):
 * the text form of a timestamp with a time zone is not one JavaScript's Date reads.
 */
export const paresQuery = (where: SQL) => sql`
  select d.id, d.empresa_id, d.status, d.grau, d.motivo, to_json(d.created_at) #>> '{}' as created_at, ${lado('a', 'ea')} as a, ${lado('b', 'eb')} as b,
    count(*) over ()::int as total
  from duplicados_suspeitos d
  join alunos a on a.id = d.aluno_a
  join alunos b on b.id = d.aluno_b
  join escolas ea on ea.id = a.escola_id
  join escolas eb on eb.id = b.escola_id
  where a.fundido_em is null and b.fundido_em is null and a.anonimizado_em is null and b.anonimizado_em is null and ${where}`;

/** The list's total when the page asked is past its end (no row to carry the window count). */
export async function contarPares(db: Db, where: SQL): Promise<number> {
  const [linha] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from duplicados_suspeitos d
      join alunos a on a.id = d.aluno_a join alunos b on b.id = d.aluno_b
      where a.fundido_em is null and b.fundido_em is null and a.anonimizado_em is null and b.anonimizado_em is null and ${where}`,
  );
  return linha?.n ?? 0;
}

export function apresentarPar(l: LinhaDoPar): DuplicadoSuspeito {
  return {
    id: l.id,
    grau: l.grau,
    motivo: l.motivo,
    a: l.a,
    b: l.b,
    created_at: new Date(l.created_at).toISOString(),
  };
}

/** A pending pair the person reaches (both records in its scope), or 404 without data. */
export async function carregarPar(db: Db, a: Alcance, id: string): Promise<DuplicadoSuspeito & { empresa_id: string }> {
  const [linha] = await queryRows<LinhaDoPar>(
    db,
    paresQuery(sql`d.id = ${id}::uuid and ${duplicadosNoEscopo(a.scope) ?? sql`true`}`),
  );
  if (!linha) throw notFound(MSG.naoEncontrado);
  return { ...apresentarPar(linha), empresa_id: linha.empresa_id };
}
