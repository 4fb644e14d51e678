import { describe, expect, it } from 'vitest';
import { hoje } from './campos';

describe('hoje', () => {
  it("is the school's calendar day, not UTC's: 22:30 in Brasília is still the same day", () => {
    const noite = new Date('2026-11-24T01:30:00Z');
    expect(hoje(noite)).toBe('2026-11-23');
    expect(hoje(noite, 'America/Manaus')).toBe('2026-11-23');
    expect(hoje(noite, 'UTC')).toBe('2026-11-24');
    expect(hoje(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-24');
  });

  it('23:30 in Cuiabá (Mato Grosso, UTC−4) is still that day there, already the next in Brasília', () => {
    const noiteEmCuiaba = new Date('2026-11-25T03:30:00Z');
    expect(hoje(noiteEmCuiaba, 'America/Cuiaba')).toBe('2026-11-24');
    expect(hoje(noiteEmCuiaba, 'America/Sao_Paulo')).toBe('2026-11-25');
    expect(hoje(new Date('2026-11-25T04:00:00Z'), 'America/Cuiaba')).toBe('2026-11-25');
  });
});
