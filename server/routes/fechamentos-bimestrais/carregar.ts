import { type SQL, and, asc, count, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FECHAMENTO_BIMESTRAL_MENSAGENS as MSG, STATUS_FECHAMENTO_BIMESTRAL } from '../../../domain/schemas/fechamento-bimestral';
import type { Db, Tx } from '../../db/client';
import { atribuicoes, disciplinas, fechamentosBimestrais, matriculas, turmas, usuarios } from '../../db/schema';
import { filtroEnum, filtroId } from '../../lib/filtros';
import { likePattern, pagingQuery } from '../../lib/paging';
import { type Alcance, colunasDaTurma, turmaLidaNoAlcance } from '../../policies/alcance';
import { fechamentosNoEscopo } from '../../policies/fechamentos';
import { type LinhaFechamento, apresentarFechamento } from '../../presenters/fechamento-bimestral';
import { camposDoContexto, colunaDaTurma, lerContexto } from '../../services/contexto-da-turma';
import { Contexto, calcularFiguras } from '../../services/fechamentos/figuras';
import { hojeNaEmpresa } from '../../services/fuso';

export const filtrosFechamentos = z.object({
  turma_id: z.string({ error: MSG.turma }).uuid(MSG.turma),
  busca: pagingQuery.shape.busca,
  disciplina_id: filtroId(),
  bimestre: filtroEnum(['1', '2', '3', '4'] as const),
  status: filtroEnum(STATUS_FECHAMENTO_BIMESTRAL),
});
export const listaFechamentosQuery = pagingQuery.extend(filtrosFechamentos.shape);
export type FiltrosFechamentos = z.infer<typeof filtrosFechamentos>;

/** The professors who teach the closing's class × subject, by name. */
const professoresDoPar = sql<string[]>`coalesce((
  select array_agg(${usuarios.nome} order by ${usuarios.nome})
  from ${atribuicoes} join ${usuarios} on ${usuarios.id} = ${atribuicoes.professor_id}
  where ${atribuicoes.turma_id} = ${fechamentosBimestrais.turma_id} and ${atribuicoes.disciplina_id} = ${fechamentosBimestrais.disciplina_id}
), '{}')`;

export function selecionarFechamentos(db: Db | Tx) {
  return db
    .select({
      ...getTableColumns(fechamentosBimestrais),
      turma_nome: turmas.nome,
      serie: turmas.serie,
      professor_responsavel_id: turmas.professor_responsavel_id,
      disciplina_nome: disciplinas.nome,
      carga_horaria: disciplinas.carga_horaria,
      professores: professoresDoPar,
    })
    .from(fechamentosBimestrais)
    .innerJoin(turmas, eq(turmas.id, fechamentosBimestrais.turma_id))
    .innerJoin(disciplinas, eq(disciplinas.id, fechamentosBimestrais.disciplina_id));
}
export type LinhaSelecionada = Awaited<ReturnType<ReturnType<typeof selecionarFechamentos>['execute']>>[number];

/** The list's WHERE: the class, the actor's reach and the filters (search over subject, professor and class). */
export function whereFechamentos(a: Alcance, f: FiltrosFechamentos): SQL | undefined {
  const busca = f.busca ? likePattern(f.busca) : null;
  return and(
    eq(fechamentosBimestrais.turma_id, f.turma_id),
    fechamentosNoEscopo(a),
    busca
      ? or(
          ilike(disciplinas.nome, busca),
          ilike(turmas.nome, busca),
          sql`exists (select 1 from ${atribuicoes} join ${usuarios} on ${usuarios.id} = ${atribuicoes.professor_id}
            where ${atribuicoes.turma_id} = ${fechamentosBimestrais.turma_id}
              and ${atribuicoes.disciplina_id} = ${fechamentosBimestrais.disciplina_id}
              and ${usuarios.nome} ilike ${busca})`,
        )
      : undefined,
    f.disciplina_id ? eq(fechamentosBimestrais.disciplina_id, f.disciplina_id) : undefined,
    f.bimestre ? eq(fechamentosBimestrais.bimestre, Number(f.bimestre)) : undefined,
    f.status ? eq(fechamentosBimestrais.status, f.status) : undefined,
  );
}

export const ordemFechamentos = [asc(disciplinas.nome), asc(fechamentosBimestrais.bimestre), asc(fechamentosBimestrais.id)];

/**
 * Rows with their figures computed together (calcularFiguras), presented for the actor. `hojes`: the
 * networks' today a caller already read (by empresa_id); the others are read here.
 */
export async function apresentarLinhas(
  db: Db | Tx,
  a: Alcance,
  linhas: LinhaSelecionada[],
  ctx = new Contexto(db),
  hojes = new Map<string, string>(),
) {
  const figuras = await calcularFiguras(db, linhas, ctx);
  for (const empresa of new Set(linhas.map((l) => l.empresa_id)))
    if (!hojes.has(empresa)) hojes.set(empresa, await hojeNaEmpresa(db, empresa));
  return linhas.map((l) => ({
    linha: l,
    figuras: figuras.get(l.id)!,
    dto: apresentarFechamento(l as LinhaFechamento, figuras.get(l.id)!, a, hojes.get(l.empresa_id)!),
  }));
}

/** selecionarFechamentos' columns, each under its own name: a row of a subquery turned into JSON. */
const colunasComNome = {
  ...getTableColumns(fechamentosBimestrais),
  turma_nome: sql<string>`${turmas.nome}`.as('turma_nome'),
  serie: turmas.serie,
  professor_responsavel_id: turmas.professor_responsavel_id,
  disciplina_nome: sql<string>`${disciplinas.nome}`.as('disciplina_nome'),
  carga_horaria: disciplinas.carga_horaria,
  professores: professoresDoPar.as('professores'),
};

type LinhaEmJson = Omit<LinhaSelecionada, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string };

/**
 * A page of a class's closings in one statement with everything their figures need but the marks
 * and grades: the class (its reach is checked on it), the network's today, calendar and rules
 * (camposDoContexto), the class's active students, the page's rows and the total. calcularFiguras
 * then reads only the roll calls and the grades. Out of reach or no such class → 404, as
 * turmaNoAlcance answers.
 */
export async function carregarPagina(db: Db, a: Alcance, filtros: FiltrosFechamentos, limite: number, pular: number) {
  const where = whereFechamentos(a, filtros);
  const pagina = db
    .select(colunasComNome)
    .from(fechamentosBimestrais)
    .innerJoin(turmas, eq(turmas.id, fechamentosBimestrais.turma_id))
    .innerJoin(disciplinas, eq(disciplinas.id, fechamentosBimestrais.disciplina_id))
    .where(where)
    .orderBy(...ordemFechamentos)
    .limit(limite)
    .offset(pular);
  const total = db
    .select({ n: count() })
    .from(fechamentosBimestrais)
    .innerJoin(turmas, eq(turmas.id, fechamentosBimestrais.turma_id))
    .innerJoin(disciplinas, eq(disciplinas.id, fechamentosBimestrais.disciplina_id))
    .where(where);
  const [linha] = await db
    .select({
      ...colunasDaTurma,
      ...camposDoContexto(),
      roster: sql<string[] | null>`(select json_agg(m.aluno_id) from ${matriculas} m
        where m.turma_id = ${colunaDaTurma('id')} and m.status = 'ativa')`,
      // In the list's order (ordemFechamentos), which json_agg does not take from its input.
      pagina: sql<LinhaEmJson[]>`(select coalesce(json_agg(x order by x.disciplina_nome, x.bimestre, x.id), '[]')
        from ${pagina} x)`,
      total: sql<number>`${total}`.mapWith(Number),
    })
    .from(turmas)
    .where(eq(turmas.id, filtros.turma_id));
  const turma = turmaLidaNoAlcance(a, linha);
  const contexto = lerContexto(turma);
  const ctx = new Contexto(db);
  ctx.conhecer(turma.empresa_id, turma.ano_letivo, contexto.calendario, contexto.regras);
  ctx.rosters.set(turma.id, turma.roster ?? []);
  const linhas: LinhaSelecionada[] = turma.pagina.map((l) => ({
    ...l,
    created_at: new Date(l.created_at),
    updated_at: new Date(l.updated_at),
  }));
  const apresentadas = await apresentarLinhas(db, a, linhas, ctx, new Map([[turma.empresa_id, contexto.hoje]]));
  return { itens: apresentadas.map((l) => l.dto), total: turma.total };
}
