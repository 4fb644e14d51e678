import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { REGRAS_PADRAO, type RegrasEscolares } from '../../domain/avaliacao/regras';
import type { Db, Tx } from '../db/client';
import { consultaFixa, type Marcador, SEM_NOME, type SemForma } from '../db/consulta-fixa';
import { regrasEscolares } from '../db/schema';

export interface RegrasComVersao extends RegrasEscolares {
  /** Null while the body uses the defaults (nothing saved yet). */
  updated_at: Date | null;
}

/** The body's rules, or the defaults when it never saved its own. */
export async function regrasDaEmpresa(db: Db | Tx, empresaId: string | null): Promise<RegrasComVersao> {
  if (!empresaId) return { ...REGRAS_PADRAO, updated_at: null };
  const [row] = await regrasPreparadas(db, {}).execute({ empresa: empresaId });
  if (!row) return { ...REGRAS_PADRAO, updated_at: null };
  return {
    media_aprovacao: row.media_aprovacao,
    media_recuperacao: row.media_recuperacao,
    frequencia_minima: row.frequencia_minima,
    alerta_faltas: row.alerta_faltas,
    updated_at: row.updated_at,
  };
}

/** Read by every grade and attendance page: built once (consultaFixa). */
const regrasPreparadas = consultaFixa((db, _f: SemForma, ph: Marcador<{ empresa: string }>) =>
  db
    .select()
    .from(regrasEscolares)
    .where(eq(regrasEscolares.empresa_id, ph('empresa')))
    .prepare(SEM_NOME),
);

/**
 * SQL expressions for a rule of the row's body, for queries that span bodies (an
 * administrador's lists): the stored value, else the default.
 */
export function regraSql(empresaCol: PgColumn, regra: keyof RegrasEscolares) {
  const col = regrasEscolares[regra];
  return sql<number>`coalesce((select ${col} from ${regrasEscolares} where ${regrasEscolares.empresa_id} = ${empresaCol}), ${REGRAS_PADRAO[regra]})`;
}
