import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TipoUsuario } from '../../domain/roles';
import { type TestApp, createTestApp } from '../app';
import type { RowModule } from '../matrix/types';

/**
 * What a route declares and what the matrix expects must agree: a route declared administrador
 * only (`{ permissao, somenteAdministrador }`) has a row refusing every other role, on its own
 * tenant and on another's, whatever grants their roles carry.
 */
const modules = import.meta.glob<RowModule>('../matrix/rows/*.ts', { eager: true });
const OUTROS: TipoUsuario[] = ['empresa', 'gestor', 'professor', 'aluno'];

let t: TestApp;
const somenteAdministrador = new Set<string>();
beforeAll(async () => {
  t = await createTestApp({}, (app) =>
    app.addHook('onRoute', (r) => {
      const access = r.config?.access;
      if (!access || typeof access !== 'object' || !('somenteAdministrador' in access)) return;
      for (const m of ([] as string[]).concat(r.method)) if (m !== 'HEAD') somenteAdministrador.add(`${m} ${r.url}`);
    }),
  );
});
afterAll(() => t.close());

describe('routes declared administrador only', () => {
  it('are the backups, roles, security settings, audit log, outbox and reports retention routes', () => {
    const areas = new Set([...somenteAdministrador].map((r) => r.split(' ')[1]!.split('/')[2]));
    expect([...areas].sort()).toEqual([
      'auditoria',
      'backups',
      'caixa-saida',
      'configuracoes',
      'papeis',
      'permissoes',
      'relatorios',
    ]);
  });

  it('have a matrix row refusing every other role with 403', () => {
    const rows = Object.assign({}, ...Object.values(modules).map((m) => m.rows)) as RowModule['rows'];
    for (const route of somenteAdministrador) {
      const row = rows[route];
      expect(row, route).toBeDefined();
      for (const role of OUTROS) expect(row!.expect[role], `${route} ${role}`).toEqual([403, 403]);
    }
  });
});
