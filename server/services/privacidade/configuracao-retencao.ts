import { and, eq, sql } from 'drizzle-orm';
import { type ConfiguracaoRetencao, RETENCAO_PADRAO, configuracaoRetencao } from '../../../domain/schemas/retencao';
import type { Db, Tx } from '../../db/client';
import { configuracoesEmpresa, documentosSelados } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { gravarNaVersao } from '../../lib/gravacao';
import { CONFLITO } from '../../../domain/academico/campos';

/** The key of the network's retention terms in `configuracoes_empresa`. */
const CHAVE_RETENCAO = 'retencao';

const onde = (empresaId: string) =>
  and(eq(configuracoesEmpresa.empresa_id, empresaId), eq(configuracoesEmpresa.chave, CHAVE_RETENCAO));

/** The network's retention terms over the defaults, and their version (null: never saved). */
export async function carregarRetencao(
  db: Db | Tx,
  empresaId: string,
): Promise<{ valor: ConfiguracaoRetencao; updated_at: string | null }> {
  const [row] = await db
    .select({ valor: configuracoesEmpresa.valor, updated_at: configuracoesEmpresa.updated_at })
    .from(configuracoesEmpresa)
    .where(onde(empresaId));
  if (!row) return { valor: RETENCAO_PADRAO, updated_at: null };
  const lido = configuracaoRetencao.safeParse({ ...RETENCAO_PADRAO, ...(row.valor as object) });
  return { valor: lido.success ? lido.data : RETENCAO_PADRAO, updated_at: row.updated_at.toISOString() };
}

/**
 * Saves them at the loaded version (409 if someone saved in between) and moves the removal day of
 * the network's sealed class diaries to the new term, in the same transaction: the term is the
 * network's current rule, not the one of the day a student was anonymised.
 */
export async function salvarRetencao(
  db: Db,
  empresaId: string,
  valor: ConfiguracaoRetencao,
  versao: string | null,
): Promise<string> {
  return db.transaction(async (tx) => {
    const gravada = await gravarNaVersao(
      tx,
      configuracoesEmpresa,
      { linha: { empresa_id: empresaId, chave: CHAVE_RETENCAO, valor }, onde: onde(empresaId), mudancas: { valor } },
      versao,
      () => conflict(CONFLITO),
    );
    await tx
      .update(documentosSelados)
      .set({ expira_em: sql`make_date(${documentosSelados.ano_letivo} + ${valor.diario_classe_anos}::int + 1, 1, 1)` })
      .where(and(eq(documentosSelados.empresa_id, empresaId), eq(documentosSelados.classe, 'diario_classe')));
    return gravada.toISOString();
  });
}
