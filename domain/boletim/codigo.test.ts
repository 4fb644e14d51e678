import { describe, expect, it } from 'vitest';
import { ALFABETO_CODIGO, caminhoDaVerificacao, gerarCodigo, normalizarCodigo } from './codigo';

describe('verification code', () => {
  it('is 12 unambiguous symbols in three groups of four', () => {
    for (let i = 0; i < 200; i++) {
      const codigo = gerarCodigo();
      expect(codigo).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
      expect(codigo).not.toMatch(/[01IO]/);
    }
  });

  it('uses the 32 symbols evenly from the random bytes', () => {
    expect(new Set(ALFABETO_CODIGO).size).toBe(32);
    const bytes = Uint8Array.from([0, 1, 2, 3, 31, 32, 63, 255, 224, 100, 7, 8]);
    // Only the low five bits count: 32, 224 → '2'; 63, 255 → 'Z'; 100 → '6'.
    expect(gerarCodigo(() => bytes)).toBe('2345-Z2ZZ-269A');
  });

  it('is different each time', () => {
    const codigos = new Set(Array.from({ length: 1000 }, () => gerarCodigo()));
    expect(codigos.size).toBe(1000);
  });

  it('reads back what a person types: any case, hyphens or spaces', () => {
    expect(normalizarCodigo('k7qm-3xh9-tprw')).toBe('K7QM-3XH9-TPRW');
    expect(normalizarCodigo('K7QM3XH9TPRW')).toBe('K7QM-3XH9-TPRW');
    expect(normalizarCodigo(' k7qm 3xh9 tprw ')).toBe('K7QM-3XH9-TPRW');
  });

  it('refuses what cannot be a code', () => {
    expect(normalizarCodigo('')).toBeNull();
    expect(normalizarCodigo('K7QM-3XH9-TPR')).toBeNull();
    expect(normalizarCodigo('K7QM-3XH9-TPRWX')).toBeNull();
    expect(normalizarCodigo('K7QM-3XH9-TPR0')).toBeNull();
    expect(normalizarCodigo('K7QM-3XH9-TPRI')).toBeNull();
    expect(normalizarCodigo("K7QM-3XH9-TPR'")).toBeNull();
  });

  it('points the QR code at the public page', () => {
    expect(caminhoDaVerificacao('K7QM-3XH9-TPRW')).toBe('/verificar/K7QM-3XH9-TPRW');
  });
});
