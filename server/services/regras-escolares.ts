import { type SQL, type SQLWrapper, eq, sql } from 'drizzle-orm';
import {
  type IncrementoArredondamento,
  REGRAS_AVALIACAO_PADRAO,
  REGRAS_PADRAO,
  REGRAS_VIDA_DA_TURMA_PADRAO,
  type RegrasDaVidaDaTurma,
  type RegrasDeAvaliacao,
  type RegrasEscolares,
} from '../../domain/avaliacao/regras';
import type { Db, Tx } from '../db/client';
import { consultaFixa, type Marcador, SEM_NOME, type SemForma } from '../db/consulta-fixa';
import { regrasEscolares } from '../db/schema';

export interface RegrasComVersao extends RegrasEscolares, RegrasDeAvaliacao, RegrasDaVidaDaTurma {
  /** Null while the body uses the defaults (nothing saved yet). */
  updated_at: Date | null;
}

/** The body's rules, or the defaults when it never saved its own. */
export async function regrasDaEmpresa(db: Db | Tx, empresaId: string | null): Promise<RegrasComVersao> {
  if (!empresaId) return regrasDaLinha(null);
  const [row] = await regrasPreparadas(db, {}).execute({ empresa: empresaId });
  return regrasDaLinha(row ?? null);
}

/** A `regras_escolares` row, as read by drizzle or as JSON (regrasJson) inside a larger statement. */
type LinhaDasRegras = Omit<typeof regrasEscolares.$inferSelect, 'updated_at' | 'created_at'> & { updated_at: Date | string };

/**
 * The rules of the body whose `empresa_id` the SQL expression names, as one JSON value (null when it
 * never saved its own): for a statement that reads what a write needs together (regrasDaLinha reads it).
 */
export function regrasJson(empresaId: SQLWrapper): SQL<LinhaDasRegras | null> {
  return sql<LinhaDasRegras | null>`(select row_to_json(r) from ${regrasEscolares} r where r.empresa_id = ${empresaId})`;
}

/** The rules of a saved row (JSON dates and numbers included), or the defaults without one. */
export function regrasDaLinha(row: LinhaDasRegras | null): RegrasComVersao {
  if (!row) return { ...REGRAS_PADRAO, ...REGRAS_AVALIACAO_PADRAO, ...REGRAS_VIDA_DA_TURMA_PADRAO, updated_at: null };
  const [p1 = 1, p2 = 1, p3 = 1, p4 = 1] = row.pesos_bimestres;
  return {
    media_aprovacao: row.media_aprovacao,
    media_recuperacao: row.media_recuperacao,
    frequencia_minima: row.frequencia_minima,
    alerta_faltas: row.alerta_faltas,
    modo_nota_bimestre: row.modo_nota_bimestre,
    ausente_conta_zero: row.ausente_conta_zero,
    // The input schema keeps it to the listed increments.
    arredondamento_incremento: row.arredondamento_incremento as IncrementoArredondamento,
    arredondamento_modo: row.arredondamento_modo,
    pesos_bimestres: [p1, p2, p3, p4],
    regra_recuperacao: row.regra_recuperacao,
    media_apos_recuperacao: row.media_apos_recuperacao,
    disciplinas_sem_reprovacao: row.disciplinas_sem_reprovacao,
    tolerancia_chamada_dias: row.tolerancia_chamada_dias,
    antecedencia_notas_dias: row.antecedencia_notas_dias,
    percentual_conselho_tutelar: row.percentual_conselho_tutelar,
    conselho_supera_falta: row.conselho_supera_falta,
    updated_at: typeof row.updated_at === 'string' ? new Date(row.updated_at) : row.updated_at,
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
