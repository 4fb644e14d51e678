import { and, eq, ne } from 'drizzle-orm';
import { ALUNO_MENSAGENS as MSG } from '../../../domain/schemas/aluno';
import type { Db, Tx } from '../../db/client';
import { alunos, usuarios } from '../../db/schema';
import { type Actor, can } from '../../lib/actor';
import { badRequest, forbidden } from '../../lib/errors';

/**
 * 'Usuário de acesso' gives a user the student's data: only those who manage students
 * (alunos.gerenciar) may set or change it, and only to an aluno user of the same body that no
 * other student has.
 */
export async function conferirAcessoDoUsuario(
  db: Db | Tx,
  actor: Actor,
  wanted: string | null,
  atual: { id: string; usuario_id: string | null; empresa_id: string } | { id: null; usuario_id: null; empresa_id: string },
) {
  if (wanted === atual.usuario_id) return;
  if (!can(actor, 'alunos', 'gerenciar')) throw forbidden(MSG.usuarioSemPermissao);
  if (!wanted) return;
  const [user] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.id, wanted), eq(usuarios.tipo_usuario, 'aluno'), eq(usuarios.empresa_id, atual.empresa_id)));
  const [taken] = await db
    .select({ id: alunos.id })
    .from(alunos)
    .where(atual.id ? and(eq(alunos.usuario_id, wanted), ne(alunos.id, atual.id)) : eq(alunos.usuario_id, wanted));
  if (!user || taken) throw badRequest(MSG.usuarioIndisponivel, { usuario_id: MSG.usuarioIndisponivel });
}
