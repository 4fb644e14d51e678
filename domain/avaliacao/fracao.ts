/**
 * Exact arithmetic for grades: a weighted mean of score ÷ valor total × 10 is a fraction, and
 * rounding it to a network's increment must not depend on float noise (6,35 must not become 6,3).
 * Grades and totals are typed in tenths, so every value here is a ratio of small integers.
 */
export interface Fracao {
  num: number;
  den: number;
}

function mdc(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

export function fracao(num: number, den = 1): Fracao {
  if (den === 0) throw new RangeError('Denominador zero');
  const d = mdc(num, den) * Math.sign(den);
  return { num: num / d, den: den / d };
}

/** A value typed with at most one decimal (a grade, a valor total) as tenths over ten. */
export function deDecimos(valor: number): Fracao {
  return fracao(Math.round(valor * 10), 10);
}

export const somar = (a: Fracao, b: Fracao): Fracao => fracao(a.num * b.den + b.num * a.den, a.den * b.den);
export const multiplicar = (a: Fracao, b: Fracao): Fracao => fracao(a.num * b.num, a.den * b.den);
export const dividir = (a: Fracao, b: Fracao): Fracao => fracao(a.num * b.den, a.den * b.num);

/** a < b, exactly. */
export const menor = (a: Fracao, b: Fracao): boolean => a.num * b.den < b.num * a.den;

/** The nearest multiple of `passo` hundredths, halves up: the stored "raw" value has two decimals. */
export function emCentesimos(f: Fracao, passo = 1, modo: 'proximo' | 'acima' = 'proximo'): number {
  const den = f.den * passo;
  const multiplos = modo === 'acima' ? Math.ceil((f.num * 100) / den) : Math.floor((2 * f.num * 100 + den) / (2 * den));
  return multiplos * passo;
}

export const valorDeCentesimos = (centesimos: number): number => centesimos / 100;
