import { and, asc, eq, type SQL } from 'drizzle-orm';
import { RELATORIO_MENSAGENS as M, type ParametrosRelatorio } from '../../../domain/schemas/relatorio';
import type { Db } from '../../db/client';
import { escolas, turmas } from '../../db/schema';
import { type Actor, can, loadActor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/errors';
import { escolasNoEscopo } from '../../policies/escolas';
import { type Escopo, carregarEscopo } from '../../policies/escopo';
import { turmasNoEscopo } from '../../policies/turmas';
import type { TurmaDoAno } from '../resultados-finais';

/**
 * What a report may read: the requester's scope, narrowed to one network (the administrador's
 * choice, everyone else's own). Computed when the report is asked for and again when the worker
 * builds it, since the requester's role or schools may change in between.
 */
export interface EscopoDoRelatorio {
  escopo: Escopo;
  empresaId: string;
}

/** The requester can no longer have this report: the job ends in 'erro' with this message. */
export class RelatorioRecusado extends Error {}

/** The actor's scope within `empresaId`; null when the actor cannot reach that network. */
export async function escopoNaRede(db: Db, actor: Actor, empresaId: string): Promise<Escopo | null> {
  const escopo = await carregarEscopo(db, actor);
  if (escopo.tipo === 'global') return { tipo: 'empresa', empresa_id: empresaId };
  if (escopo.tipo === 'nenhum' || escopo.empresa_id !== empresaId) return null;
  return escopo;
}

/** The worker's check: the requester is still active, may still generate, and still reaches the network. */
export async function escopoDoSolicitante(db: Db, solicitanteId: string, empresaId: string | null): Promise<EscopoDoRelatorio> {
  const actor = await loadActor(db, solicitanteId, 'relatorios');
  if (!actor || !can(actor, 'relatorios', 'gerar'))
    throw new RelatorioRecusado('O solicitante não tem mais permissão para gerar relatórios.');
  const escopo = empresaId ? await escopoNaRede(db, actor, empresaId) : null;
  if (!escopo || !empresaId) throw new RelatorioRecusado('O solicitante não tem mais acesso a esta rede.');
  return { escopo, empresaId };
}

export interface AlvoDoRelatorio {
  escola: { id: string; nome: string } | null;
  turma: { id: string; nome: string; escola_id: string } | null;
}

/**
 * The school and class a report names, read through the scope: one out of it (another network, a
 * school the gestor is not linked to) is not found, with no data; a class of another school is 400.
 */
export async function conferirParametros(db: Db, e: EscopoDoRelatorio, p: ParametrosRelatorio): Promise<AlvoDoRelatorio> {
  let escola: AlvoDoRelatorio['escola'] = null;
  let turma: AlvoDoRelatorio['turma'] = null;
  if (p.escola_id) {
    escola =
      (
        await db
          .select({ id: escolas.id, nome: escolas.nome })
          .from(escolas)
          .where(and(eq(escolas.id, p.escola_id), eq(escolas.empresa_id, e.empresaId), escolasNoEscopo(e.escopo)))
      )[0] ?? null;
    if (!escola) throw notFound(M.escolaNaoEncontrada);
  }
  if (p.turma_id) {
    turma =
      (
        await db
          .select({ id: turmas.id, nome: turmas.nome, escola_id: turmas.escola_id })
          .from(turmas)
          .where(and(eq(turmas.id, p.turma_id), eq(turmas.empresa_id, e.empresaId), turmasNoEscopo(e.escopo)))
      )[0] ?? null;
    if (!turma) throw notFound(M.turmaNaoEncontrada);
    if (escola && turma.escola_id !== escola.id)
      throw badRequest(M.turmaDeOutraEscola, { 'parametros.turma_id': M.turmaDeOutraEscola });
  }
  return { escola, turma };
}

export type TurmaDoRelatorio = TurmaDoAno & { escola: string };

/** The classes a report covers, in the scope, by school and name: the unit the academic reports are built in. */
export async function turmasDoRelatorio(db: Db, e: EscopoDoRelatorio, p: ParametrosRelatorio): Promise<TurmaDoRelatorio[]> {
  const filtros: (SQL | undefined)[] = [
    eq(turmas.empresa_id, e.empresaId),
    turmasNoEscopo(e.escopo),
    p.ano_letivo ? eq(turmas.ano_letivo, p.ano_letivo) : undefined,
    p.escola_id ? eq(turmas.escola_id, p.escola_id) : undefined,
    p.turma_id ? eq(turmas.id, p.turma_id) : undefined,
  ];
  return db
    .select({
      id: turmas.id,
      nome: turmas.nome,
      serie: turmas.serie,
      empresa_id: turmas.empresa_id,
      escola_id: turmas.escola_id,
      ano_letivo: turmas.ano_letivo,
      escola: escolas.nome,
    })
    .from(turmas)
    .innerJoin(escolas, eq(escolas.id, turmas.escola_id))
    .where(and(...filtros))
    .orderBy(asc(escolas.nome), asc(turmas.nome));
}
