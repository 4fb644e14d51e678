import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { RELATORIO_MENSAGENS as M } from '../../../domain/schemas/relatorio';
import type { Db } from '../../db/client';
import { relatorios } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { idValido } from '../../lib/parametros';

/** A report's id: one that is not a uuid is simply not found, as one of another user. */
export const relatorioIdParams = z.object({ id: idValido(M.naoEncontrado) });

/** A job is its requester's: anyone else's (another user, another network) is simply not there. */
export async function carregarRelatorioDoUsuario(db: Db, usuarioId: string, id: string) {
  const [linha] = await db
    .select()
    .from(relatorios)
    .where(and(eq(relatorios.id, id), eq(relatorios.solicitante_id, usuarioId)));
  if (!linha) throw notFound(M.naoEncontrado);
  return linha;
}
