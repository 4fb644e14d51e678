import type { FastifyRequest } from 'fastify';
import type { Actor } from '../lib/actor';
import { forbidden } from '../lib/errors';
import { actorOf } from '../plugins/access';

export const APENAS_ADMINISTRADORES = 'Apenas administradores podem acessar as configurações de segurança.';

/**
 * Segurança, the audit log and the outbox are for administradores only (spec 1 §2.11), on top
 * of the role's grant: a custom role given 'configuracoes.gerenciar' does not open them.
 */
export function exigirAdministrador(actor: Actor): void {
  if (actor.tipo_usuario !== 'administrador') throw forbidden(APENAS_ADMINISTRADORES);
}

/** As a route's preValidation hook: refused before the body is looked at. */
export async function somenteAdministradores(request: FastifyRequest): Promise<void> {
  exigirAdministrador(actorOf(request));
}
