import { fracao, emCentesimos, valorDeCentesimos } from './fracao';
import type { Notas } from './notas';
import { decimos } from './regras';
import { ARREDONDAMENTO_PADRAO, type Arredondamento, type NotaDoBimestre } from './sub-avaliacoes';

/**
 * The bimester grade made from the sheet's four notes: their mean over the notes entered so far
 * (a missing note is not a zero), raw with two decimals and after the network's rounding. null
 * when no note is in.
 */
export function notaPelasQuatroNotas(
  notas: Notas,
  arredondamento: Arredondamento = ARREDONDAMENTO_PADRAO,
): NotaDoBimestre | null {
  const presentes = notas.filter((n): n is number => typeof n === 'number' && Number.isFinite(n));
  if (!presentes.length) return null;
  const media = fracao(
    presentes.reduce((s, n) => s + decimos(n), 0),
    10 * presentes.length,
  );
  return {
    bruta: valorDeCentesimos(emCentesimos(media)),
    arredondada: valorDeCentesimos(emCentesimos(media, Math.round(arredondamento.incremento * 100), arredondamento.modo)),
    completa: presentes.length === 4,
  };
}
