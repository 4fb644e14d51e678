import { afterEach, describe, expect, it } from 'vitest';
import { dateOnly, dateTime, definirFusoHorario, formatBytes, hojeNoFuso } from './format';

afterEach(() => definirFusoHorario('America/Sao_Paulo'));

describe("dates in the institution's time zone", () => {
  it("shows the same instant on each zone's clock", () => {
    const instante = '2026-03-10T02:30:00Z';
    expect(dateTime(instante)).toBe('09/03/2026 às 23:30');
    definirFusoHorario('America/Manaus');
    expect(dateTime(instante)).toBe('09/03/2026 às 22:30');
    definirFusoHorario('America/Rio_Branco');
    expect(dateTime(instante)).toBe('09/03/2026 às 21:30');
    expect(dateOnly('2026-03-10T04:30:00Z')).toBe('09/03/2026');
    expect(hojeNoFuso(new Date('2026-03-10T04:30:00Z'))).toBe('2026-03-09');
  });

  it('ignores a zone that is not one of the three offered', () => {
    definirFusoHorario('Europe/Lisbon');
    expect(dateTime('2026-03-10T02:30:00Z')).toBe('09/03/2026 às 23:30');
  });

  it('formats sizes in pt-BR', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
  });
});
