import { and, eq, type SQL } from 'drizzle-orm';
import { RELATORIO_MENSAGENS as M, type ParametrosRelatorio } from '../../domain/schemas/relatorio';
import type { Db } from '../db/client';
import { disciplinas, empresas, escolas, turmas } from '../db/schema';
import { type Actor, can, loadActor } from '../lib/actor';
import { badRequest, notFound } from '../lib/errors';
import { type AlcanceNaRede, alcanceNaRede } from './alcance';
import { disciplinasNoEscopo } from './disciplinas';
import { escolasNoEscopo } from './escolas';
import { turmasNoEscopo } from './turmas';

/*
 * Who reaches which rows of a report: a report reads one network, with the requester's reach in it
 * (AlcanceNaRede). That reach is computed when the report is asked for, again when the worker builds
 * it and again at each download, since the requester's role or schools may change in between.
 */

/** The network a report reads: the administrador names it; anyone else's is their own (another named → 404). */
export async function redeDoRelatorio(db: Db, actor: Actor, pedida: string | null): Promise<string> {
  if (actor.tipo_usuario === 'administrador') {
    if (!pedida) throw badRequest(M.empresaObrigatoria, { 'parametros.empresa_id': M.empresaObrigatoria });
    const [empresa] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, pedida));
    if (!empresa) throw notFound(M.empresaNaoEncontrada);
    return empresa.id;
  }
  if (!actor.empresa_id || (pedida && pedida !== actor.empresa_id)) throw notFound(M.empresaNaoEncontrada);
  return actor.empresa_id;
}

/** The requester can no longer have this report: the job ends in 'erro' with this message. */
export class RelatorioRecusado extends Error {}

/** The worker's check: the requester is still active, may still generate, and still reaches the network. */
export async function alcanceDoSolicitante(db: Db, solicitanteId: string, empresaId: string | null): Promise<AlcanceNaRede> {
  const actor = await loadActor(db, solicitanteId, 'relatorios');
  if (!actor || !can(actor, 'relatorios', 'gerar'))
    throw new RelatorioRecusado('O solicitante não tem mais permissão para gerar relatórios.');
  const a = empresaId ? await alcanceNaRede(db, actor, empresaId) : null;
  if (!a) throw new RelatorioRecusado('O solicitante não tem mais acesso a esta rede.');
  return a;
}

/** The classes of the network a report may read. */
export const turmasDoRelatorioNoAlcance = (a: AlcanceNaRede): SQL | undefined =>
  and(eq(turmas.empresa_id, a.scope.empresa_id), turmasNoEscopo(a.scope));

/** The schools of the network a report may read. */
export const escolasDoRelatorioNoAlcance = (a: AlcanceNaRede): SQL | undefined =>
  and(eq(escolas.empresa_id, a.scope.empresa_id), escolasNoEscopo(a.scope));

/** The subjects of the network a report may read. */
export const disciplinasDoRelatorioNoAlcance = (a: AlcanceNaRede): SQL | undefined =>
  and(eq(disciplinas.empresa_id, a.scope.empresa_id), disciplinasNoEscopo(a.scope));

export interface AlvoDoRelatorio {
  escola: { id: string; nome: string } | null;
  turma: { id: string; nome: string; escola_id: string } | null;
}

/**
 * The school and class a report names, read through the reach: one out of it (another network, a
 * school the gestor is not linked to) is not found, with no data; a class of another school is 400.
 */
export async function alvoDoRelatorio(db: Db, a: AlcanceNaRede, p: ParametrosRelatorio): Promise<AlvoDoRelatorio> {
  let escola: AlvoDoRelatorio['escola'] = null;
  let turma: AlvoDoRelatorio['turma'] = null;
  if (p.escola_id) {
    escola =
      (
        await db
          .select({ id: escolas.id, nome: escolas.nome })
          .from(escolas)
          .where(and(eq(escolas.id, p.escola_id), escolasDoRelatorioNoAlcance(a)))
      )[0] ?? null;
    if (!escola) throw notFound(M.escolaNaoEncontrada);
  }
  if (p.turma_id) {
    turma =
      (
        await db
          .select({ id: turmas.id, nome: turmas.nome, escola_id: turmas.escola_id })
          .from(turmas)
          .where(and(eq(turmas.id, p.turma_id), turmasDoRelatorioNoAlcance(a)))
      )[0] ?? null;
    if (!turma) throw notFound(M.turmaNaoEncontrada);
    if (escola && turma.escola_id !== escola.id)
      throw badRequest(M.turmaDeOutraEscola, { 'parametros.turma_id': M.turmaDeOutraEscola });
  }
  return { escola, turma };
}
