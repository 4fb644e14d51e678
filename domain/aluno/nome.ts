/**
 * A person's name as the duplicate rules compare it: accents and case ignored, spaces collapsed.
 * Migration 0017 fills alunos.nome_busca with the same mapping in SQL (translate + lower), so the
 * two must change together.
 */
const COM_ACENTO = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
const SEM_ACENTO = 'aaaaaaeeeeiiiiooooouuuucnyy';

export function normalizarNome(nome: string): string {
  let saida = '';
  for (const c of nome.toLowerCase()) {
    const i = COM_ACENTO.indexOf(c);
    saida += i >= 0 ? SEM_ACENTO[i] : c;
  }
  return saida.replace(/[^a-z0-9]+/g, ' ').trim();
}
