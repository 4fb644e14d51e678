/**
 * Check digits of the student's documents (issue 26: the ficha do aluno and the import). Each takes the
 * digits only (callers strip the mask) and refuses the all-equal sequences that pass the arithmetic.
 */

const digitos = (texto: string) => [...texto].map(Number);

/** CPF: two mod-11 digits, weights 10..2 then 11..2. */
export function cpfValido(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const d = digitos(cpf);
  const dv = (n: number) => {
    let soma = 0;
    for (let i = 0; i < n; i++) soma += d[i]! * (n + 1 - i);
    const resto = (soma * 10) % 11;
    return resto === 10 ? 0 : resto;
  };
  return dv(9) === d[9] && dv(10) === d[10];
}

/** NIS (PIS/PASEP/NIT): one mod-11 digit, weights 3 2 9 8 7 6 5 4 3 2. */
export function nisValido(nis: string): boolean {
  if (!/^\d{11}$/.test(nis) || /^(\d)\1{10}$/.test(nis)) return false;
  const d = digitos(nis);
  const pesos = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const resto = pesos.reduce((soma, p, i) => soma + p * d[i]!, 0) % 11;
  const dv = resto < 2 ? 0 : 11 - resto;
  return dv === d[10];
}

/**
 * The national number of a birth certificate (matrícula, 32 digits since 2010): the last two are mod-11
 * digits over the 30 before (then 31), weights rising from 32 − length and wrapping from 10 to 0; a
 * remainder of 10 counts as 1.
 */
export function certidaoValida(matricula: string): boolean {
  if (!/^\d{32}$/.test(matricula) || /^(\d)\1{31}$/.test(matricula)) return false;
  const dv = (base: string) => {
    let soma = 0;
    let peso = 32 - base.length;
    for (const c of base) {
      soma += Number(c) * peso;
      peso = peso === 10 ? 0 : peso + 1;
    }
    const resto = soma % 11;
    return resto === 10 ? 1 : resto;
  };
  const dv1 = dv(matricula.slice(0, 30));
  const dv2 = dv(matricula.slice(0, 30) + dv1);
  return matricula.endsWith(`${dv1}${dv2}`);
}

/**
 * A date as a secretaria types it, dd/mm/aaaa (one-digit day and month allowed), to ISO; null for
 * anything else: a two-digit year, a day the month does not have (31/02), a year before 1900.
 */
export function dataDoBrasil(texto: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(texto.trim());
  if (!m) return null;
  const [dia, mes, ano] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (ano < 1900 || mes < 1 || mes > 12 || dia < 1) return null;
  const diasNoMes = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  if (dia > diasNoMes) return null;
  return `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}
