import { type RegrasEscolares, decimos } from '../avaliacao/regras';

/**
 * The colours of the report's average and attendance. The screen's figures (average green at 7,
 * yellow at 5; attendance green at 90, yellow at 75) are the default network's: a network that set
 * other rules gets its own. The average is green from the passing average and yellow from the
 * recovery grade, so the colour always agrees with the row's status; attendance is yellow from the
 * network's minimum attendance, so red means the student fails on absences. The 90% "good
 * attendance" mark is no network rule and stays fixed.
 */
export type CorDoRelatorio = 'verde' | 'amarelo' | 'vermelho';

const FREQUENCIA_BOA = 90;

export interface LimiaresDoRelatorio {
  media_aprovacao: number;
  media_recuperacao: number;
  frequencia_boa: number;
  frequencia_minima: number;
}

export function limiaresDaRede(regras: Pick<RegrasEscolares, 'media_aprovacao' | 'media_recuperacao' | 'frequencia_minima'>) {
  return {
    media_aprovacao: regras.media_aprovacao,
    media_recuperacao: regras.media_recuperacao,
    frequencia_boa: Math.max(FREQUENCIA_BOA, regras.frequencia_minima),
    frequencia_minima: regras.frequencia_minima,
  } satisfies LimiaresDoRelatorio;
}

/** In hundredths, exact: 6.95 is below 7. */
const atinge = (valor: number, limite: number) => Math.round(valor * 100) >= decimos(limite) * 10;

export function corDaMedia(media: number | null, l: LimiaresDoRelatorio): CorDoRelatorio | null {
  if (media === null) return null;
  if (atinge(media, l.media_aprovacao)) return 'verde';
  if (atinge(media, l.media_recuperacao)) return 'amarelo';
  return 'vermelho';
}

export function corDaFrequencia(percentual: number | null, l: LimiaresDoRelatorio): CorDoRelatorio | null {
  if (percentual === null) return null;
  if (atinge(percentual, l.frequencia_boa)) return 'verde';
  if (atinge(percentual, l.frequencia_minima)) return 'amarelo';
  return 'vermelho';
}
