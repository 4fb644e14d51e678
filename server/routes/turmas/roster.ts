import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { TipoUsuario } from '../../../domain/roles';
import { alunos, matriculas, turmas } from '../../db/schema';
import { consultaFixa, type Marcador, SEM_NOME, type SemForma, type ValoresDaPagina } from '../../db/consulta-fixa';
import type { Escopo } from '../../policies/escopo';
import { turmaNoEscopo, turmasDoAtorFixo } from '../../policies/turmas';
import { notFound } from '../../lib/errors';
import { TURMA_MENSAGENS as MSG } from '../../../domain/schemas/turma';
import type { Db } from '../../db/client';

/**
 * The class roster (GET /api/turmas/:id/alunos) and its export read the same queries: the class in
 * the scope, then its enrolments by status and search, active first.
 */
const turmaPorId = consultaFixa((db, _f: SemForma, ph: Marcador<{ id: string }>) =>
  db
    .select({
      id: turmas.id,
      nome: turmas.nome,
      capacidade: turmas.capacidade,
      empresa_id: turmas.empresa_id,
      escola_id: turmas.escola_id,
    })
    .from(turmas)
    .where(eq(turmas.id, ph('id')))
    .prepare(SEM_NOME),
);

/** The class if the scope reaches it; else 404, as if it did not exist. */
export async function turmaNoEscopoOu404(db: Db, scope: Escopo, id: string) {
  const [turma] = await turmaPorId(db, {}).execute({ id });
  if (!turma || !turmaNoEscopo(scope, turma)) throw notFound(MSG.naoEncontrada);
  return turma;
}

/** The roster's filters: the class, then status and search when given (placeholders, see consultaFixa). */
export type FormaDoRoster = { status: boolean; busca: boolean };
export type ValoresDoRoster = { turma: string; status?: string; busca?: string };
const filtrosDoRoster = (forma: FormaDoRoster, ph: Marcador<ValoresDoRoster>) =>
  and(
    eq(matriculas.turma_id, ph('turma')),
    forma.status ? eq(matriculas.status, ph('status')) : undefined,
    forma.busca ? or(ilike(alunos.nome, ph('busca')), ilike(alunos.matricula, ph('busca'))) : undefined,
  );

export const paginaDoRoster = consultaFixa((db, forma: FormaDoRoster, ph: Marcador<ValoresDaPagina<ValoresDoRoster>>) =>
  db
    .select({
      matricula_id: matriculas.id,
      aluno_id: alunos.id,
      nome: alunos.nome,
      matricula: alunos.matricula,
      aluno_status: alunos.status,
      status: matriculas.status,
      data_inicio: matriculas.data_inicio,
      data_fim: matriculas.data_fim,
      updated_at: matriculas.updated_at,
    })
    .from(matriculas)
    .innerJoin(alunos, eq(alunos.id, matriculas.aluno_id))
    .where(filtrosDoRoster(forma, ph))
    // Students in the class first, then the history.
    .orderBy(sql`${matriculas.status} <> 'ativa'`, asc(alunos.nome), asc(matriculas.data_inicio), asc(matriculas.id))
    .limit(ph('limite'))
    .offset(ph('pular'))
    .prepare(SEM_NOME),
);

/** A row of the roster page as the one statement reads it (JSON: the version as text). */
export type LinhaDoRosterLida = Omit<Awaited<ReturnType<ReturnType<typeof paginaDoRoster>['execute']>>[number], 'updated_at'> & {
  updated_at: string;
};

type ValoresDaPaginaDaTurma = ValoresDaPagina<ValoresDoRoster> & { ator: string; ator_empresa: string | null };

/**
 * GET /api/turmas/:id/alunos in one statement: the class if the actor reaches it (turmasDoAtorFixo:
 * the scope's reads as subqueries, not a read before), with the page of its roster, the count the
 * filters match and the class's counts by status. No row: the class does not exist or is out of
 * reach (404, nothing about it).
 */
export const paginaDaTurma = consultaFixa(
  (db, forma: FormaDoRoster & { tipo: TipoUsuario }, ph: Marcador<ValoresDaPaginaDaTurma>) => {
    const pagina = db
      .select({
        matricula_id: sql`${matriculas.id}`.as('matricula_id'),
        aluno_id: sql`${alunos.id}`.as('aluno_id'),
        nome: sql`${alunos.nome}`.as('nome'),
        matricula: sql`${alunos.matricula}`.as('matricula'),
        aluno_status: sql`${alunos.status}`.as('aluno_status'),
        status: sql`${matriculas.status}`.as('status'),
        data_inicio: sql`${matriculas.data_inicio}`.as('data_inicio'),
        data_fim: sql`${matriculas.data_fim}`.as('data_fim'),
        updated_at: sql`${matriculas.updated_at}`.as('updated_at'),
      })
      .from(matriculas)
      .innerJoin(alunos, eq(alunos.id, matriculas.aluno_id))
      .where(filtrosDoRoster(forma, ph))
      .orderBy(sql`${matriculas.status} <> 'ativa'`, asc(alunos.nome), asc(matriculas.data_inicio), asc(matriculas.id))
      .limit(ph('limite'))
      .offset(ph('pular'));
    const total = db
      .select({ n: sql`count(*)::int` })
      .from(matriculas)
      .innerJoin(alunos, eq(alunos.id, matriculas.aluno_id))
      .where(filtrosDoRoster(forma, ph));
    const m = matriculas;
    return db
      .select({
        id: turmas.id,
        nome: turmas.nome,
        capacidade: turmas.capacidade,
        empresa_id: turmas.empresa_id,
        escola_id: turmas.escola_id,
        itens: sql<LinhaDoRosterLida[]>`coalesce((select json_agg(p) from (${pagina}) p), '[]')`,
        total: sql<number>`(${total})`,
        resumo: sql<{ ativas: number; transferidas: number; encerradas: number }>`(select json_build_object(
          'ativas', count(*) filter (where ${m.status} = 'ativa'),
          'transferidas', count(*) filter (where ${m.status} = 'transferida'),
          'encerradas', count(*) filter (where ${m.status} in ('concluida', 'cancelada')))
          from ${m} where ${m.turma_id} = ${ph('turma')})`,
      })
      .from(turmas)
      .where(and(eq(turmas.id, ph('turma')), turmasDoAtorFixo(forma.tipo, { id: ph('ator'), empresa: ph('ator_empresa') })))
      .prepare(SEM_NOME);
  },
);
