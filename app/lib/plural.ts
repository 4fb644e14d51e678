import { formatNumber } from './format';

/**
 * A count with its noun in the right number: contagem(1, 'falta', 'faltas') → '1 falta', contagem(29, …) → '29 faltas'.
 * Portuguese plurals are irregular (aula/aulas, pendência/pendências, ação/ações), so the caller names both forms;
 * zero takes the plural ('0 faltas'), as pt-BR writes it.
 */
export function contagem(n: number, singular: string, plural: string): string {
  return `${formatNumber(n)} ${n === 1 || n === -1 ? singular : plural}`;
}
