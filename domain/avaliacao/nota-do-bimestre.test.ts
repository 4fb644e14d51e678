import { describe, expect, it } from 'vitest';
import { notaPelasQuatroNotas } from './nota-do-bimestre';

describe('notaPelasQuatroNotas', () => {
  it('is the mean of the notes entered so far, not counting a missing one as zero', () => {
    expect(notaPelasQuatroNotas([7, 8, null, null])).toEqual({ bruta: 7.5, arredondada: 7.5, completa: false });
    expect(notaPelasQuatroNotas([null, null, null, null])).toBeNull();
  });

  it('keeps two decimals raw and rounds to the network increment', () => {
    // 6.1 + 6.2 + 6.2 + 6.2 = 24.7 → 6.175
    const r = notaPelasQuatroNotas([6.1, 6.2, 6.2, 6.2], { incremento: 0.5, modo: 'proximo' });
    expect(r).toEqual({ bruta: 6.18, arredondada: 6, completa: true });
    expect(notaPelasQuatroNotas([6.1, 6.2, 6.2, 6.2], { incremento: 0.5, modo: 'acima' })?.arredondada).toBe(6.5);
    expect(notaPelasQuatroNotas([6.1, 6.2, 6.2, 6.2], { incremento: 0.1, modo: 'proximo' })?.arredondada).toBe(6.2);
  });

  it('rounds a half increment up, exactly (no float noise at 6.25 → 6.5)', () => {
    expect(notaPelasQuatroNotas([6, 6.5, 6, 6.5], { incremento: 0.5, modo: 'proximo' })?.arredondada).toBe(6.5);
  });
});
