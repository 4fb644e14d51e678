import { type SQL, and, asc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FECHAMENTO_BIMESTRAL_MENSAGENS as MSG, STATUS_FECHAMENTO_BIMESTRAL } from '../../../domain/schemas/fechamento-bimestral';
import type { Db, Tx } from '../../db/client';
import { atribuicoes, disciplinas, fechamentosBimestrais, turmas, usuarios } from '../../db/schema';
import { filtroEnum, filtroId } from '../../lib/filtros';
import { likePattern, pagingQuery } from '../../lib/paging';
import type { Alcance } from '../../policies/avaliacao';
import { fechamentosNoEscopo } from '../../policies/fechamentos';
import { type LinhaFechamento, apresentarFechamento } from '../../presenters/fechamento-bimestral';
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

/** Rows with their figures computed together (calcularFiguras), presented for the actor. */
export async function apresentarLinhas(db: Db | Tx, a: Alcance, linhas: LinhaSelecionada[], ctx = new Contexto(db)) {
  const figuras = await calcularFiguras(db, linhas, ctx);
  const hojes = new Map<string, string>();
  for (const empresa of new Set(linhas.map((l) => l.empresa_id))) hojes.set(empresa, await hojeNaEmpresa(db, empresa));
  return linhas.map((l) => ({
    linha: l,
    figuras: figuras.get(l.id)!,
    dto: apresentarFechamento(l as LinhaFechamento, figuras.get(l.id)!, a, hojes.get(l.empresa_id)!),
  }));
}
