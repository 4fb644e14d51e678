/**
 * The council form types guests and agenda items as one line of text separated by commas: the
 * server stores the items, and editing shows them joined again. Blank pieces (",,", a trailing
 * comma) are dropped so a stray comma never becomes an empty agenda item.
 */
export function dividirLista(texto: string | null | undefined): string[] {
  if (!texto) return [];
  return texto
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** The stored items as the form shows them: joined with comma and space. */
export function juntarLista(itens: readonly string[] | null | undefined): string {
  return (itens ?? []).join(', ');
}
