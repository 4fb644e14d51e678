import type { FastifyRequest } from 'fastify';
import { actorOf } from '../plugins/access';
import { forbidden } from './errors';

export const ACESSO_RESTRITO = 'Acesso restrito a administradores.';

/**
 * Spec 1 §2.5 / §2.11: the Sistema, Customização and Backup tabs are the administrador's,
 * whatever grants a role carries (an empresa holds configuracoes.gerenciar for its own use).
 */
export function requireAdministrador(request: FastifyRequest) {
  const actor = actorOf(request);
  if (actor.tipo_usuario !== 'administrador') throw forbidden(ACESSO_RESTRITO);
  return actor;
}
