import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';

/** Placeholder (issue 12): notifies, the day after a bimestre's deadline, the closings still open. */
export function iniciarAvisosDePrazo(_db: Db, _log: FastifyBaseLogger): () => void {
  return () => {};
}
