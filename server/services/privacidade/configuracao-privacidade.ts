import { and, eq } from 'drizzle-orm';
import {
  type ConfiguracaoPrivacidade,
  PRIVACIDADE_PADRAO,
  configuracaoPrivacidade,
} from '../../../domain/schemas/privacidade-configuracao';
import type { Db, Tx } from '../../db/client';
import { configuracoesEmpresa } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { gravarNaVersao } from '../../lib/gravacao';
import { CONFLITO } from '../../../domain/academico/campos';

/** The key of the network's privacy settings in `configuracoes_empresa`, next to its 'geral'. */
export const CHAVE_PRIVACIDADE = 'privacidade';

const onde = (empresaId: string) =>
  and(eq(configuracoesEmpresa.empresa_id, empresaId), eq(configuracoesEmpresa.chave, CHAVE_PRIVACIDADE));

/** The network's privacy settings over the defaults, and their version (null: never saved). */
export async function carregarConfiguracaoPrivacidade(
  db: Db | Tx,
  empresaId: string,
): Promise<{ valor: ConfiguracaoPrivacidade; updated_at: string | null }> {
  const [row] = await db
    .select({ valor: configuracoesEmpresa.valor, updated_at: configuracoesEmpresa.updated_at })
    .from(configuracoesEmpresa)
    .where(onde(empresaId));
  if (!row) return { valor: PRIVACIDADE_PADRAO, updated_at: null };
  const lido = configuracaoPrivacidade.safeParse({ ...PRIVACIDADE_PADRAO, ...(row.valor as object) });
  return { valor: lido.success ? lido.data : PRIVACIDADE_PADRAO, updated_at: row.updated_at.toISOString() };
}

/** Saves them at the loaded version (409 if someone saved in between); returns the new version. */
export async function salvarConfiguracaoPrivacidade(
  db: Db | Tx,
  empresaId: string,
  valor: ConfiguracaoPrivacidade,
  versao: string | null,
): Promise<string> {
  const gravada = await gravarNaVersao(
    db,
    configuracoesEmpresa,
    { linha: { empresa_id: empresaId, chave: CHAVE_PRIVACIDADE, valor }, onde: onde(empresaId), mudancas: { valor } },
    versao,
    () => conflict(CONFLITO),
  );
  return gravada.toISOString();
}
