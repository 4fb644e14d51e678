import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { empresas } from '../db/schema';
import type { Actor } from '../lib/actor';
import { forbidden, notFound } from '../lib/errors';
import { idValido } from '../lib/parametros';
import { actorOf } from '../plugins/access';

const IDENTIDADE_MENSAGENS = {
  empresaNaoEncontrada: 'Empresa não encontrada',
  restrito: 'Acesso restrito a administradores e à própria empresa.',
} as const;

/** `?empresa_id=`: whose identity a screen reads or saves (absent: the user's own network; the platform's for administradores). */
export const empresaQuery = z.object({ empresa_id: idValido().optional() });

/**
 * The level of identity a request is about: null is the platform's default.
 * An administrador reaches the platform (no empresa_id) and any network; everybody else only
 * their own network — another body's id is simply not there (404, nothing read).
 */
export async function identidadeAlvo(db: Db, actor: Actor, pedida: string | undefined): Promise<string | null> {
  if (actor.tipo_usuario === 'administrador') {
    if (!pedida) return null;
    const [empresa] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, pedida));
    if (!empresa) throw notFound(IDENTIDADE_MENSAGENS.empresaNaoEncontrada);
    return empresa.id;
  }
  if (pedida && pedida !== actor.empresa_id) throw notFound(IDENTIDADE_MENSAGENS.empresaNaoEncontrada);
  return actor.empresa_id;
}

/**
 * Who edits an identity: administradores (any level) and an empresa user its own network,
 * whatever other grants a role carries; the route's grant (configuracoes.*) is checked first.
 */
export function exigirEditorDaIdentidade(request: FastifyRequest) {
  const actor = actorOf(request);
  if (actor.tipo_usuario === 'administrador') return actor;
  if (actor.tipo_usuario === 'empresa' && actor.empresa_id) return actor;
  throw forbidden(IDENTIDADE_MENSAGENS.restrito);
}
