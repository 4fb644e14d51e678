/**
 * A text a spreadsheet would read as a formula (= + - @, tab, CR at the start) gets an apostrophe
 * in front, so Excel and LibreOffice keep it as text (OWASP "CSV injection"). Every text cell of
 * every CSV and XLSX the product writes goes through here: names and observations are typed by users.
 */
export function neutralizarTexto(texto: string): string {
  return /^[=+\-@\t\r]/.test(texto) ? `'${texto}` : texto;
}

/** A cell value as written to a file: texts neutralised, numbers, dates and empties as they are. */
export function neutralizarCelula<T>(valor: T): T | string {
  return typeof valor === 'string' ? neutralizarTexto(valor) : valor;
}
