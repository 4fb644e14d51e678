import { and, desc, eq } from 'drizzle-orm';
import { avisoPadrao } from '../../../domain/privacidade/aviso-padrao';
import type { Aviso } from '../../../domain/schemas/privacidade-aviso';
import type { Db, Tx } from '../../db/client';
import { avisosPrivacidade, cienciasAvisoPrivacidade, empresas } from '../../db/schema';
import type { Actor } from '../../lib/actor';

/** A network's notice in force: its latest published version, or the repository's default (versao null). */
export async function carregarAvisoVigente(db: Db | Tx, empresa: { id: string; nome: string }): Promise<Aviso> {
  const [linha] = await db
    .select()
    .from(avisosPrivacidade)
    .where(eq(avisosPrivacidade.empresa_id, empresa.id))
    .orderBy(desc(avisosPrivacidade.versao))
    .limit(1);
  const base = { empresa_id: empresa.id, empresa_nome: empresa.nome };
  if (!linha) return { ...base, ...avisoPadrao(empresa.nome), versao: null, publicado_em: null };
  const { id: _id, empresa_id: _e, publicado_por: _p, publicado_em, ...textos } = linha;
  return { ...base, ...textos, publicado_em: publicado_em.toISOString() };
}

/**
 * The notice a user has still to acknowledge: their network's latest published version, unless they
 * already did. The default text is not asked for: it names no encarregado, and a network that has not
 * reviewed and published its notice has nothing of its own for anyone to acknowledge yet. Nobody
 * outside a network (the administradores) is asked.
 */
export async function carregarAvisoPendente(db: Db, actor: Actor): Promise<Aviso | null> {
  if (!actor.empresa_id) return null;
  const [empresa] = await db
    .select({ id: empresas.id, nome: empresas.nome })
    .from(empresas)
    .where(eq(empresas.id, actor.empresa_id));
  if (!empresa) return null;
  const aviso = await carregarAvisoVigente(db, empresa);
  if (aviso.versao === null) return null;
  const [ciente] = await db
    .select({ versao: cienciasAvisoPrivacidade.versao })
    .from(cienciasAvisoPrivacidade)
    .where(
      and(
        eq(cienciasAvisoPrivacidade.usuario_id, actor.id),
        eq(cienciasAvisoPrivacidade.empresa_id, empresa.id),
        eq(cienciasAvisoPrivacidade.versao, aviso.versao),
      ),
    );
  return ciente ? null : aviso;
}
