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
});
