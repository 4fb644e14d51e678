/** The words that join the parts of a Brazilian name (da Silva, dos Santos, e): no initial of their own. */
const PARTICULAS = new Set(['d', 'da', 'das', 'de', 'do', 'dos', 'e']);

/**
 * A student's name as the public check shows it before the birth date is confirmed: the initial of
 * each part, the joining words left out, so 'João da Silva Oliveira' is 'J. S. O.'. Enough for the
 * holder of the paper to see it is about the same person, too little to name a child.
 */
export function iniciaisDoNome(nome: string): string {
  return nome
    .split(/\s+/)
    .filter((parte) => parte && !PARTICULAS.has(parte.toLocaleLowerCase('pt-BR').replace(/[’']$/, '')))
    .map((parte) => /\p{L}/u.exec(parte)?.[0])
    .filter((letra) => letra !== undefined)
    .map((letra) => `${letra.toLocaleUpperCase('pt-BR')}.`)
    .join(' ');
}
