/** These fields of a row as the API showed it: the body of a PUT that sends it back with its version. */
export function escolher<T extends object, K extends keyof T>(linha: T, ...campos: K[]): Pick<T, K> {
  return Object.fromEntries(campos.map((c) => [c, linha[c]])) as Pick<T, K>;
}
