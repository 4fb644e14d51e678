import { type SituacaoFinal, situacaoAprova } from '../avaliacao/resultado-final';
import { SERIES_TURMA, type SerieTurma, ehSerieTurma } from '../academico/series';

/**
 * Rematrícula: next year's classes come from this year's (6º Ano A → 7º Ano A) and each student goes
 * where the final result sends them. Pure rules; the server reads and writes.
 */

/** Where a student goes next year: the next série's class, the same série's class again, or nowhere. */
export type DestinoRematricula = 'proxima' | 'mesma';

/** The highest série a school offers among the given ones (its classes), or null when none is a known série. */
export function ultimaSerie(series: readonly string[]): SerieTurma | null {
  let maior = -1;
  for (const s of series) if (ehSerieTurma(s)) maior = Math.max(maior, SERIES_TURMA.indexOf(s));
  return maior < 0 ? null : SERIES_TURMA[maior]!;
}

/**
 * The série after `serie` in a school that offers up to `ultima`: null for the school's last série
 * (its approved students finish there) and for a série the list does not know.
 */
export function proximaSerie(serie: string, ultima: SerieTurma | null): SerieTurma | null {
  if (!ehSerieTurma(serie)) return null;
  const i = SERIES_TURMA.indexOf(serie);
  const limite = ultima ? SERIES_TURMA.indexOf(ultima) : SERIES_TURMA.length - 1;
  if (i >= limite) return null;
  return SERIES_TURMA[i + 1] ?? null;
}

/**
 * The name of next year's class: the série in the name is swapped ('6º Ano A' → '7º Ano A'); a name
 * that does not carry its série gets the new série in front ('Turma Azul' → '7º Ano Turma Azul').
 */
export function nomeDaTurmaNaSerie(nome: string, serieAtual: string, novaSerie: string): string {
  if (serieAtual === novaSerie) return nome;
  if (nome.includes(serieAtual)) return nome.replace(serieAtual, novaSerie);
  return `${novaSerie} ${nome}`.trim();
}

/**
 * Where the final result sends a student: approved → the next série (none when the class is the
 * school's last série: the student concludes); failed → the same série again; transferred or
 * dropped out (or still without a result) → no new enrolment.
 */
export function destinoPorResultado(situacao: SituacaoFinal, temProxima: boolean): DestinoRematricula | null {
  switch (situacao) {
    case 'aprovado':
    case 'aprovado_recuperacao':
    case 'aprovado_conselho':
      return temProxima ? 'proxima' : null;
    case 'reprovado':
    case 'reprovado_falta':
      return 'mesma';
    default:
      return null;
  }
}

/** An approved student of the school's last série: finishes there, with no class next year. */
export function ehConcluinte(situacao: SituacaoFinal, temProxima: boolean): boolean {
  return !temProxima && situacaoAprova(situacao);
}
