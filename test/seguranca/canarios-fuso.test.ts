// @motores: fuso horário
import { beforeAll, describe, expect, it } from 'vitest';
import { hojeNaEmpresa } from '../../server/services/fuso';
import { mensagemDeBloqueio } from '../../server/services/seguranca/bloqueio';
import { prepararApi } from '../api';
import { type DemoIds, demoIds } from '../matrix/fixtures';

/**
 * Each network has its own time zone: Serra Azul is in Mato Grosso (UTC−4), Vale Verde in
 * Brasília's (UTC−3). "Today" and the hours users are told are the row's network's.
 */
const api = prepararApi();
let ids: DemoIds;
beforeAll(async () => {
  ids = await demoIds(api.t);
});

describe('o dia de hoje é o da rede', () => {
  it('23:30 in Cuiabá is still today for Serra Azul, already tomorrow for Vale Verde and the platform', async () => {
    const db = api.db;
    const noiteEmCuiaba = new Date('2026-11-25T03:30:00Z');
    expect(await hojeNaEmpresa(db, ids.sa, noiteEmCuiaba)).toBe('2026-11-24');
    expect(await hojeNaEmpresa(db, ids.vv, noiteEmCuiaba)).toBe('2026-11-25');
    expect(await hojeNaEmpresa(db, null, noiteEmCuiaba)).toBe('2026-11-25');
  });

  it("the lockout message gives the hour in the account's network's time zone", async () => {
    const ate = new Date('2026-11-24T17:35:00Z');
    expect(await mensagemDeBloqueio(api.db, ate, 'empresa2@demo.escola.br')).toBe(
      'Conta bloqueada por excesso de tentativas. Tente novamente às 13:35.',
    );
    expect(await mensagemDeBloqueio(api.db, ate, 'EMPRESA@demo.escola.br')).toBe(
      'Conta bloqueada por excesso de tentativas. Tente novamente às 14:35.',
    );
    expect(await mensagemDeBloqueio(api.db, ate, 'ninguem@exemplo.com')).toBe(
      'Conta bloqueada por excesso de tentativas. Tente novamente às 14:35.',
    );
  });
});
