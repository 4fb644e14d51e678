import { type SQL, sql } from 'drizzle-orm';
import { REGRAS_PADRAO, type RegrasEscolares } from '../../domain/avaliacao/regras';
import type { Situacao } from '../../domain/avaliacao/notas';
import { regrasEscolares } from './schema';

/*
 * The school rules of domain/avaliacao/ as SQL, for lists filtered and counted in the database.
 * Grades and thresholds are numeric columns (tenths, exact), so comparing a sum of n notes with
 * n × the threshold is the same exact comparison as situacaoPorSoma in tenths.
 * regras-sql.test.ts compares both over a grid of grades and thresholds.
 */

type Limiar = 'media_aprovacao' | 'media_recuperacao';

/** A figure of the body's rules (a left-joined regras_escolares row), the default where the body never saved its own. */
export function limiarSql(regra: keyof RegrasEscolares): SQL {
  return sql`coalesce(${regrasEscolares[regra]}, ${REGRAS_PADRAO[regra]})`;
}

/** The two thresholds a status is decided by: the joined body's, or any other SQL (a test's values). */
export type LimiaresSql = Record<keyof Pick<RegrasEscolares, Limiar>, SQL>;
const LIMIARES_DA_REDE: LimiaresSql = {
  media_aprovacao: limiarSql('media_aprovacao'),
  media_recuperacao: limiarSql('media_recuperacao'),
};

/** A sum of `n` notes reaches an average: sum ≥ n × average. */
export function alcancaMediaSql(soma: SQL, n: number, media: SQL): SQL<boolean> {
  return sql<boolean>`${soma} >= ${sql.raw(String(n))} * ${media}`;
}

/** A status as an SQL literal: the names are the domain's (Situacao), never user input. */
const literal = (s: Situacao) => sql.raw(`'${s}'`);

/**
 * situacaoPorSoma as SQL: aprovado from the passing average, recuperação from the recovery
 * average, else reprovado; null while the sum is (a note missing is not a zero).
 */
export function situacaoPorSomaSql(soma: SQL, n = 4, limiares: LimiaresSql = LIMIARES_DA_REDE): SQL<Situacao | null> {
  return sql<Situacao | null>`(case when ${soma} is null then null
    when ${alcancaMediaSql(soma, n, limiares.media_aprovacao)} then ${literal('aprovado')}
    when ${alcancaMediaSql(soma, n, limiares.media_recuperacao)} then ${literal('recuperacao')}
    else ${literal('reprovado')} end)`;
}

/** `situacao = s`, for a status computed by situacaoPorSomaSql. */
export function ehSituacaoSql(situacao: SQL<Situacao | null>, s: Situacao): SQL<boolean> {
  return sql<boolean>`${situacao} = ${literal(s)}`;
}
