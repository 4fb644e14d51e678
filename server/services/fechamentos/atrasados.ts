import { type SQL, sql } from 'drizzle-orm';
import { prazoVencido } from '../../../domain/fechamento/figuras';
import type { FechamentoAtrasado, FechamentosAtrasados } from '../../../domain/schemas/dashboard';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { Actor } from '../../lib/actor';
import type { Escopo } from '../../policies/escopo';
import { carregarCalendario } from '../calendario';
import { hojeNaEmpresa } from '../fuso';

/** The dashboard shows the classes with the oldest deadline first, a few rows of each; the rest is on its own page. */
const TURMAS_NO_PAINEL = 3;
const POR_TURMA_NO_PAINEL = 4;

type Linha = FechamentoAtrasado & { total: number; turmas: number };

/**
 * The closings late of a gestor (its schools) or a professor (the subjects it teaches): every
 * class × subject of this ano letivo and every bimestre whose deadline has passed that has no
 * finalized or approved closing — whether the closing was never created or is still open. From the
 * calendar and the assignments in one statement, in class order (the class with the oldest
 * deadline first, then by name), each class's rows by deadline and subject. The filter and the
 * limit pick the rows: the dashboard's preview or one page of the full list. Null for the other roles.
 */
async function consultar(
  db: Db,
  actor: Actor,
  scope: Escopo,
  { onde: filtro, limite }: { onde: SQL; limite: SQL },
): Promise<Linha[] | null> {
  if ((scope.tipo !== 'escolas' && scope.tipo !== 'turmas') || !scope.empresa_id) return null;
  const hoje = await hojeNaEmpresa(db, scope.empresa_id);
  const ano = Number(hoje.slice(0, 4));
  const cal = await carregarCalendario(db, scope.empresa_id, ano);
  const vencidos = cal.bimestres.map((b, i) => ({ bimestre: i + 1, prazo: b.prazo })).filter((b) => prazoVencido(b.prazo, hoje));
  if (!vencidos.length) return [];
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
  const linhas = await queryRows<Linha>(
    db,
    sql`
    with b(bimestre, prazo) as (values ${valores}),
    pares as (
      select distinct a.turma_id, a.disciplina_id
      from atribuicoes a join turmas t on t.id = a.turma_id
      where t.empresa_id = ${scope.empresa_id}::uuid and t.ano_letivo = ${ano} and t.ativo and ${onde}
    ),
    atrasados as (
      select p.turma_id, t.nome as turma, t.escola_id, p.disciplina_id, d.nome as disciplina, b.bimestre, b.prazo,
             min(b.prazo) over (partition by p.turma_id) as primeiro_prazo,
             (count(*) over (partition by p.turma_id))::int as turma_total
      from pares p
      join turmas t on t.id = p.turma_id
      join disciplinas d on d.id = p.disciplina_id
      cross join b
      where not exists (
        select 1 from fechamentos_bimestrais f
        where f.turma_id = p.turma_id and f.disciplina_id = p.disciplina_id and f.bimestre = b.bimestre
          and f.status <> 'em_andamento'
      )
    ),
    x as (
      select *,
             dense_rank() over (order by primeiro_prazo, turma, turma_id) as turma_rank,
             row_number() over (order by primeiro_prazo, turma, turma_id, prazo, disciplina, bimestre) as posicao,
             row_number() over (partition by turma_id order by prazo, disciplina, bimestre) as na_turma
      from atrasados
    )
    select x.turma_id, x.turma, x.escola_id, x.disciplina_id, x.disciplina, x.bimestre::int as bimestre,
           to_char(x.prazo, 'YYYY-MM-DD') as prazo, x.turma_total,
           (select count(*) from atrasados)::int as total,
           (select count(distinct turma_id) from atrasados)::int as turmas
    from x
    where ${filtro}
    order by x.posicao
    ${limite}`,
  );
  return linhas.map((l) => ({ ...l, bimestre: Number(l.bimestre), turma_total: Number(l.turma_total) }));
}

const semTotais = (linhas: Linha[]): FechamentoAtrasado[] => linhas.map(({ total: _t, turmas: _u, ...l }) => l);

/** The dashboard's preview: the first classes, a few rows of each, with the counts of the whole. */
export async function fechamentosAtrasados(db: Db, actor: Actor, scope: Escopo): Promise<FechamentosAtrasados | null> {
  const linhas = await consultar(db, actor, scope, {
    onde: sql`x.turma_rank <= ${TURMAS_NO_PAINEL} and x.na_turma <= ${POR_TURMA_NO_PAINEL}`,
    limite: sql``,
  });
  if (!linhas) return null;
  return { total: Number(linhas[0]?.total ?? 0), turmas: Number(linhas[0]?.turmas ?? 0), itens: semTotais(linhas) };
}

/**
 * One page of the full list (optionally one class's rows), in the dashboard's order; `total` counts
 * the rows the filter leaves. Null for the roles that have no closings to be late on.
 */
export async function paginaDeFechamentosAtrasados(
  db: Db,
  actor: Actor,
  scope: Escopo,
  { pagina, porPagina, turmaId }: { pagina: number; porPagina: number; turmaId?: string },
): Promise<{ total: number; itens: FechamentoAtrasado[] } | null> {
  const onde = turmaId ? sql`x.turma_id = ${turmaId}::uuid` : sql`true`;
  const pedir = (limite: SQL) => consultar(db, actor, scope, { onde, limite });
  const linhas = await pedir(sql`limit ${porPagina} offset ${(pagina - 1) * porPagina}`);
  if (!linhas) return null;
  // A page past the end has no row to carry the count: ask for the first row (rare: a stale link).
  const primeira = linhas[0] ?? (pagina > 1 ? (await pedir(sql`limit 1`))?.[0] : undefined);
  const total = primeira ? (turmaId ? primeira.turma_total : primeira.total) : 0;
  return { total: Number(total), itens: semTotais(linhas) };
}
