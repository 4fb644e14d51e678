import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { FECHAMENTO_BIMESTRAL_MENSAGENS as MSG } from '../../../domain/schemas/fechamento-bimestral';
import type { Db, Tx } from '../../db/client';
import { fechamentosBimestrais } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { rejectInvalid } from '../../lib/validacao';
import { type Alcance, type TurmaAlvo, carregarAlcance } from '../../policies/alcance';
import { fechamentosNoEscopo } from '../../policies/fechamentos';
import { actorOf } from '../../plugins/access';
import { turmaDaLinha } from '../../presenters/fechamento-bimestral';
import { apresentarLinhas, selecionarFechamentos } from './carregar';

/** One closing: found in the actor's reach, and presented as stored now (what the write and action routes share). */

/** The closing by id in the actor's reach (404 out of it). */
export async function fechamentoNoAlcance(db: Db, a: Alcance, id: string) {
  const [linha] = await selecionarFechamentos(db).where(and(eq(fechamentosBimestrais.id, id), fechamentosNoEscopo(a)));
  if (!linha) throw notFound(MSG.naoEncontrado);
  return linha;
}

export async function apresentarUm(db: Db | Tx, a: Alcance, id: string) {
  const [linha] = await selecionarFechamentos(db).where(eq(fechamentosBimestrais.id, id));
  return (await apresentarLinhas(db, a, [linha!]))[0]!.dto;
}

/**
 * The closing an action is about, with the actor's reach: out of reach → 404 (nothing leaks), in
 * reach but not allowed by `pode` (policies/fechamentos.ts) → 403. Input is checked only after this
 * (attachValidation), as on every write.
 */
export async function carregarParaAcao(
  db: Db,
  request: FastifyRequest<{ Params: { id: string } }>,
  pode: (a: Alcance, turma: TurmaAlvo, disciplinaId: string) => boolean,
  proibido: string,
) {
  const a = await carregarAlcance(db, actorOf(request));
  const atual = await fechamentoNoAlcance(db, a, request.params.id);
  if (!pode(a, turmaDaLinha(atual), atual.disciplina_id)) throw forbidden(proibido);
  rejectInvalid(request);
  return { a, atual };
}
