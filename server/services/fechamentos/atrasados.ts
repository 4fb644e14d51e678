import { sql } from 'drizzle-orm';
import { prazoVencido } from '../../../domain/fechamento/figuras';
import type { FechamentosAtrasados } from '../../../domain/schemas/dashboard';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { Actor } from '../../lib/actor';
import type { Escopo } from '../../policies/escopo';
import { carregarCalendario } from '../calendario';
import { hojeNaEmpresa } from '../fuso';

const LIMITE = 20;

/**
 * The closings late on the dashboard of a gestor (its schools) or a professor (the subjects it
 * teaches): every class × subject of this ano letivo and every bimestre whose deadline has passed
 * that has no finalized or approved closing — whether the closing was never created or is still
 * open. From the calendar and the assignments in one statement.
 */
export async function fechamentosAtrasados(db: Db, actor: Actor, scope: Escopo): Promise<FechamentosAtrasados | null> {
  if ((scope.tipo !== 'escolas' && scope.tipo !== 'turmas') || !scope.empresa_id) return null;
  const hoje = await hojeNaEmpresa(db, scope.empresa_id);
  const ano = Number(hoje.slice(0, 4));
  const cal = await carregarCalendario(db, scope.empresa_id, ano);
  const vencidos = cal.bimestres.map((b, i) => ({ bimestre: i + 1, prazo: b.prazo })).filter((b) => prazoVencido(b.prazo, hoje));
  if (!vencidos.length) return { total: 0, itens: [] };
  const onde =
    scope.tipo === 'escolas'
      ? scope.escola_ids.length
        ? sql`t.escola_id in (${sql.join(
            scope.escola_ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql`false`
      : sql`a.professor_id = ${actor.id}::uuid`;
  const valores = sql.join(
    vencidos.map((v) => sql`(${v.bimestre}::int, ${v.prazo}::date)`),
    sql`, `,
  );
  const linhas = await queryRows<{
    turma_id: string;
    turma: string;
    escola_id: string;
    disciplina_id: string;
    disciplina: string;
    bimestre: number;
    prazo: string;
    total: number;
  }>(
    db,
    sql`
    with b(bimestre, prazo) as (values ${valores}),
    pares as (
      select distinct a.turma_id, a.disciplina_id
      from atribuicoes a join turmas t on t.id = a.turma_id
      where t.empresa_id = ${scope.empresa_id}::uuid and t.ano_letivo = ${ano} and t.ativo and ${onde}
    )
    select p.turma_id, t.nome as turma, t.escola_id, p.disciplina_id, d.nome as disciplina, b.bimestre,
           to_char(b.prazo, 'YYYY-MM-DD') as prazo, (count(*) over ())::int as total
    from pares p
    join turmas t on t.id = p.turma_id
    join disciplinas d on d.id = p.disciplina_id
    cross join b
    where not exists (
      select 1 from fechamentos_bimestrais f
      where f.turma_id = p.turma_id and f.disciplina_id = p.disciplina_id and f.bimestre = b.bimestre
        and f.status <> 'em_andamento'
    )
    order by b.prazo, t.nome, d.nome
    limit ${LIMITE}`,
  );
  return {
    total: Number(linhas[0]?.total ?? 0),
    itens: linhas.map(({ total: _t, ...l }) => ({ ...l, bimestre: Number(l.bimestre) })),
  };
}
