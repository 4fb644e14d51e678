import type { ParametrosRelatorio } from '../../../../domain/schemas/relatorio';
import type { Db } from '../../../db/client';
import type { AlcanceNaRede } from '../../../policies/alcance';
import type { AlvoDoRelatorio } from '../../../policies/relatorios';

/** A cell as both formats write it: text, a number (the PDF formats it, the sheet keeps it a number) or empty. */
export type Celula = string | number | null;

export interface ColunaRelatorio {
  titulo: string;
  /** PDF column width: points, 'auto' (the widest cell) or '*' (a share of what is left). */
  largura?: number | 'auto' | '*';
  alinhamento?: 'left' | 'right' | 'center';
  /** Width in the sheet, in characters. */
  larguraPlanilha?: number;
  /** Excel number format. */
  formato?: string;
}

/**
 * One table of a report: a section of the PDF and the rows of a sheet. Tables with the same `aba`
 * share their columns and go one after the other on that sheet (a school's classes on one sheet).
 */
interface TabelaRelatorio {
  aba: string;
  secao?: string;
  colunas: ColunaRelatorio[];
  linhas: Celula[][];
  vazio?: string;
}

export interface ConteudoRelatorio {
  /** Under the title: the school, the class, the period, the year. */
  subtitulo: string;
  tabelas: TabelaRelatorio[];
  aviso?: string;
  paisagem?: boolean;
}

/** What a generator gets: the database, what it may read, what was asked and how to report progress. */
export interface ContextoDoGerador {
  db: Db;
  alcance: AlcanceNaRede;
  alvo: AlvoDoRelatorio;
  parametros: ParametrosRelatorio;
  /** 0–100 of the data gathering (the file's writing is the last part of the job). */
  progresso: (percentual: number) => Promise<void>;
}

export type Gerador = (ctx: ContextoDoGerador) => Promise<ConteudoRelatorio>;

/** The parts of a subtitle that were given, joined. */
export function subtituloDe(ctx: ContextoDoGerador, ...extras: (string | null | undefined)[]): string {
  const p = ctx.parametros;
  return [
    ctx.alvo.escola?.nome ?? 'Todas as escolas',
    ctx.alvo.turma?.nome,
    p.bimestre ? `${p.bimestre}º bimestre` : null,
    p.ano_letivo ? `Ano letivo ${p.ano_letivo}` : null,
    ...extras,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** 'yyyy-mm-dd' → 'dd/mm/yyyy'. */
export const dataBr = (d: string | null) => (d ? d.split('-').reverse().join('/') : null);
