import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { empresas } from '../db/schema';
import { type Actor, can } from '../lib/actor';
import { actorOf } from '../plugins/access';
import { badRequest, forbidden, notFound } from '../lib/errors';

/**
 * A network's settings screen (regras escolares, calendário letivo) reads and writes one network:
 * the administrador names it, everyone else works on their own. Kept here so both routes answer the
 * same statuses in the same order.
 */

/** The texts each screen words in its own terms ("as regras", "o calendário"). */
export interface MensagensDaEmpresaAlvo {
  empresaObrigatoria: string;
  empresaNaoEncontrada: string;
  outraEmpresa: string;
  semEmpresa: string;
}

/** Only administradores (any network) and the network's own empresa users change its settings. */
export function podeEditarDaRede(actor: Actor, empresaId: string): boolean {
  if (!can(actor, 'configuracoes', 'atualizar')) return false;
  return actor.tipo_usuario === 'administrador' || (actor.tipo_usuario === 'empresa' && actor.empresa_id === empresaId);
}

/** A read's actor and network: another network's settings are simply not there (404) for a non-administrator. */
export async function empresaParaLer(
  db: Db,
  request: FastifyRequest,
  pedida: string | null | undefined,
  msg: MensagensDaEmpresaAlvo,
) {
  const actor = actorOf(request);
  return { actor, empresa: await empresaAlvo(db, actor, pedida, msg, () => notFound(msg.empresaNaoEncontrada)) };
}

/**
 * A write's actor and network (call it after `rejectInvalid`): not a writer (403: only administrador
 * and the network's empresa users), then another network named (403).
 */
export async function empresaParaEscrever(
  db: Db,
  request: FastifyRequest,
  pedida: string | null | undefined,
  msg: MensagensDaEmpresaAlvo,
) {
  const actor = actorOf(request);
  if (actor.tipo_usuario !== 'administrador' && actor.tipo_usuario !== 'empresa') throw forbidden();
  return { actor, empresa: await empresaAlvo(db, actor, pedida, msg, (m) => forbidden(m)) };
}

/**
 * The network a request is about: the one the administrador names (required), otherwise the actor's
 * own. Naming another network calls `invalida` (a read answers 404, a write 403).
 */
async function empresaAlvo(
  db: Db,
  actor: Actor,
  pedida: string | null | undefined,
  msg: MensagensDaEmpresaAlvo,
  invalida: (msg: string) => Error,
): Promise<{ id: string; nome: string }> {
  let id: string;
  if (actor.tipo_usuario === 'administrador') {
    if (!pedida) throw badRequest(msg.empresaObrigatoria, { empresa_id: msg.empresaObrigatoria });
    id = pedida;
  } else {
    if (!actor.empresa_id) throw badRequest(msg.semEmpresa);
    if (pedida && pedida !== actor.empresa_id) throw invalida(msg.outraEmpresa);
    id = actor.empresa_id;
  }
  const [empresa] = await db.select({ id: empresas.id, nome: empresas.nome }).from(empresas).where(eq(empresas.id, id));
  if (!empresa) throw badRequest(msg.empresaNaoEncontrada, { empresa_id: msg.empresaNaoEncontrada });
  return empresa;
}
