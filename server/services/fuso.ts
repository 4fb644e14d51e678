import { hoje } from '../../domain/academico/campos';
import type { FusoHorario } from '../../domain/settings';
import type { Db, Tx } from '../db/client';
import { lerGeral } from './identidade';

/**
 * A network's time zone (its Configurações › Sistema; the platform's until it chooses one).
 * `empresaId` null is the platform's: administradores, and pages without a session.
 */
export async function fusoDaEmpresa(db: Db | Tx, empresaId: string | null): Promise<FusoHorario> {
  return (await lerGeral(db, empresaId)).timezone;
}

/**
 * Today on a network's calendar, as yyyy-MM-dd: the day of a roll call, an enrolment or a
 * closing is the row's network's, never the server's or another network's.
 */
export async function hojeNaEmpresa(db: Db | Tx, empresaId: string | null, agora = new Date()): Promise<string> {
  return hoje(agora, await fusoDaEmpresa(db, empresaId));
}
