import { and, eq, sql } from 'drizzle-orm';
import { geralInput } from '../../domain/schemas/geral';
import { type ConfiguracaoGeral, GERAL_PADRAO } from '../../domain/settings';
import type { Db, Tx } from '../db/client';
import { configuracoesEmpresa, usuarios } from '../db/schema';
import { conflict } from '../lib/errors';
import { gravarNaVersao } from '../lib/gravacao';
import { CONFLITO } from '../../domain/academico/campos';
import { readSettingVersioned, writeSettingIfVersion } from './setting-version';

/**
 * Each network's identity: its 'geral' settings — name, contacts, time zone,
 * theme, school year — are its own row in `configuracoes_empresa`, read over the platform's
 * (`configuracoes`, the neutral default of landing, login and administradores). A body that
 * never saved its own shows the platform's until it does. `empresaId` null is the platform.
 */
export async function lerGeralVersionado(
  db: Db | Tx,
  empresaId: string | null,
): Promise<{ valor: ConfiguracaoGeral; updated_at: string | null }> {
  const plataforma = await readSettingVersioned(db, 'geral', geralInput, GERAL_PADRAO);
  if (!empresaId) return plataforma;
  const [row] = await db
    .select({ valor: configuracoesEmpresa.valor, updated_at: configuracoesEmpresa.updated_at })
    .from(configuracoesEmpresa)
    .where(and(eq(configuracoesEmpresa.empresa_id, empresaId), eq(configuracoesEmpresa.chave, 'geral')));
  if (!row) return { valor: plataforma.valor, updated_at: null };
  return { valor: geralDaRede(plataforma.valor, row.valor), updated_at: row.updated_at.toISOString() };
}

/** A network's saved 'geral' (null: never saved) read over the platform's. */
export function geralDaRede(plataforma: ConfiguracaoGeral, daRede: unknown): ConfiguracaoGeral {
  if (daRede === null) return plataforma;
  const parsed = geralInput.safeParse({ ...plataforma, ...(daRede as object) });
  return parsed.success ? parsed.data : plataforma;
}

export async function lerGeral(db: Db | Tx, empresaId: string | null): Promise<ConfiguracaoGeral> {
  return (await lerGeralVersionado(db, empresaId)).valor;
}

/** Saves a network's (or the platform's) 'geral' only if still at the loaded version; 409 otherwise. */
export async function salvarGeral(
  db: Db,
  empresaId: string | null,
  valor: ConfiguracaoGeral,
  versao: string | null,
): Promise<string> {
  if (!empresaId) return writeSettingIfVersion(db, 'geral', valor, versao);
  const t = configuracoesEmpresa;
  const gravada = await gravarNaVersao(
    db,
    t,
    {
      linha: { empresa_id: empresaId, chave: 'geral', valor },
      onde: and(eq(t.empresa_id, empresaId), eq(t.chave, 'geral')),
      mudancas: { valor },
    },
    versao,
    () => conflict(CONFLITO),
  );
  return gravada.toISOString();
}

/** The network a user belongs to (null: an administrador, or no such user): whose identity they see. */
export async function empresaDoUsuario(db: Db | Tx, where: { id: string } | { email: string }): Promise<string | null> {
  const cond = 'id' in where ? eq(usuarios.id, where.id) : sql`lower(${usuarios.email}) = lower(${where.email})`;
  const [row] = await db
    .select({ empresa_id: usuarios.empresa_id, tipo: usuarios.tipo_usuario })
    .from(usuarios)
    .where(cond)
    .limit(1);
  return row && row.tipo !== 'administrador' ? row.empresa_id : null;
}

/** The name an e-mail to this user is signed with: their network's (the platform's if none). */
export async function nomeDaRedeDoUsuario(db: Db | Tx, usuarioId: string | null): Promise<string> {
  return (await lerGeral(db, usuarioId ? await empresaDoUsuario(db, { id: usuarioId }) : null)).nomeInstituicao;
}
