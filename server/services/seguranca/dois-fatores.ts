import { eq } from 'drizzle-orm';
import { TIPOS_COM_DOIS_FATORES_EXIGIVEL } from '../../../domain/settings/seguranca';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { lerSeguranca } from './configuracao';

export const DOIS_FATORES_OBRIGATORIO = 'A verificação em duas etapas é obrigatória para o seu perfil. Ative-a para continuar.';

const exigivel = (tipo: string) => (TIPOS_COM_DOIS_FATORES_EXIGIVEL as readonly string[]).includes(tipo);

/** Whether the user has a confirmed second factor and whether the settings require one of them. */
export async function situacaoDoisFatores(
  db: Db,
  actor: Pick<Actor, 'id' | 'tipo_usuario'>,
): Promise<{ ativo: boolean; exigido: boolean }> {
  const [user] = await db.select({ ativo: usuarios.dois_fatores_ativo }).from(usuarios).where(eq(usuarios.id, actor.id));
  const exigido = exigivel(actor.tipo_usuario) && (await lerSeguranca(db)).exigirDoisFatores;
  return { ativo: !!user?.ativo, exigido };
}

/** True when this actor must enrol before using anything else. */
export async function faltaDoisFatores(db: Db, actor: Pick<Actor, 'id' | 'tipo_usuario'>): Promise<boolean> {
  if (!exigivel(actor.tipo_usuario)) return false;
  const { ativo, exigido } = await situacaoDoisFatores(db, actor);
  return exigido && !ativo;
}
