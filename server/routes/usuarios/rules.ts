import { and, eq, inArray } from 'drizzle-orm';
import { USUARIO_MENSAGENS, tiposPermitidos } from '../../../domain/schemas/usuario';
import type { TipoUsuario } from '../../../domain/roles';
import type { Db } from '../../db/client';
import { empresas, escolas, papeis } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, forbidden } from '../../lib/errors';

interface Wanted {
  tipo_usuario: TipoUsuario;
  empresa_id: string | null;
  papel_id: string | null;
  escola_ids: string[];
}

/**
 * The rules on what an actor may create or turn a user into, with their exact messages.
 * Returns the values to store: the tenant comes from the actor, not the body, for non-admins.
 */
export async function resolveTarget(db: Db, actor: Actor, wanted: Wanted, mode: 'criar' | 'editar'): Promise<Wanted> {
  const allowed = tiposPermitidos(actor.tipo_usuario);
  if (!allowed.includes(wanted.tipo_usuario)) {
    throw forbidden(
      actor.tipo_usuario === 'empresa'
        ? USUARIO_MENSAGENS.empresaSoCria
        : 'Você não tem permissão para definir este tipo de usuário.',
    );
  }
  let empresaId = wanted.empresa_id;
  if (actor.tipo_usuario !== 'administrador') {
    if (empresaId && empresaId !== actor.empresa_id) {
      throw forbidden(mode === 'criar' ? USUARIO_MENSAGENS.criarNaEmpresa : USUARIO_MENSAGENS.editarNaEmpresa);
    }
    if (!actor.empresa_id) throw badRequest('Usuário não está vinculado a uma empresa');
    empresaId = actor.empresa_id;
  }
  if (wanted.tipo_usuario === 'administrador') empresaId = null;
  else if (!empresaId) throw badRequest('Empresa é obrigatória', { empresa_id: 'Empresa é obrigatória' });
  else {
    const [empresa] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, empresaId));
    if (!empresa) throw badRequest('Empresa não encontrada', { empresa_id: 'Empresa não encontrada' });
  }

  // School links define a gestor's or professor's scope; they must be schools of the same body.
  const escolaIds =
    wanted.tipo_usuario === 'gestor' || wanted.tipo_usuario === 'professor' ? [...new Set(wanted.escola_ids)] : [];
  if (escolaIds.length) {
    const found = await db
      .select({ id: escolas.id })
      .from(escolas)
      .where(and(inArray(escolas.id, escolaIds), eq(escolas.empresa_id, empresaId!)));
    if (found.length !== escolaIds.length)
      throw badRequest('Escola não pertence à empresa do usuário', { escola_ids: 'Escola não pertence à empresa do usuário' });
  }

  // Only an administrador assigns a custom role; otherwise the predefined role of the type applies.
  let papelId = actor.tipo_usuario === 'administrador' ? wanted.papel_id : null;
  if (papelId) {
    const [papel] = await db.select({ id: papeis.id }).from(papeis).where(eq(papeis.id, papelId));
    if (!papel) throw badRequest('Papel não encontrado', { papel_id: 'Papel não encontrado' });
    papelId = papel.id;
  }
  return { tipo_usuario: wanted.tipo_usuario, empresa_id: empresaId, papel_id: papelId, escola_ids: escolaIds };
}
