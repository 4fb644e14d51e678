import { type SQL, eq } from 'drizzle-orm';
import { documentosSelados } from '../db/schema';
import type { Actor } from '../lib/actor';
import type { Escopo } from './escopo';
import { NENHUM, ondeNoEscopo } from './por-escopo';

/**
 * A sealed document is the network's legal hold of a student it anonymised: only the network's
 * secretaria (its empresa users) reads it. Not the administrador: the platform's operator is not the
 * controller of a network's school records. The permission (privacidade.gerenciar) is checked first.
 */
export const podeLerSelados = (actor: Actor) => actor.tipo_usuario === 'empresa';

/** The network's own documents; a school's or a class's reach has none. */
export function documentosSeladosNoEscopo(scope: Escopo): SQL | undefined {
  return ondeNoEscopo(scope, {
    empresa: (empresaId) => eq(documentosSelados.empresa_id, empresaId),
    escolas: () => NENHUM,
  });
}
