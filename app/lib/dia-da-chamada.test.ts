import { describe, expect, it } from 'vitest';
import { calendarioPadrao } from '../../domain/calendario';
import { diaDaChamada } from './dia-da-chamada';

const cal = calendarioPadrao(2026);

describe('the day of the offline start page’s roll calls', () => {
  it('is today on a school day', () => {
    expect(diaDaChamada(cal, '2026-11-27')).toBe('2026-11-27');
  });

  it('is the last school day on a weekend or a holiday', () => {
    expect(diaDaChamada(cal, '2026-11-28')).toBe('2026-11-27');
    expect(diaDaChamada(cal, '2026-11-29')).toBe('2026-11-27');
    // Proclamação da República falls on a Sunday in 2026; Tiradentes (21/04) on a Tuesday.
    expect(diaDaChamada(cal, '2026-04-21')).toBe('2026-04-20');
  });

  it('is none before the first school day of the year', () => {
    expect(diaDaChamada(cal, '2026-01-02')).toBeNull();
  });
});
