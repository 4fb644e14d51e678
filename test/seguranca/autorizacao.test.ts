import { beforeAll, describe, expect, it } from 'vitest';
import type { TipoUsuario } from '../../domain/roles';
import { type Metodo, prepararApi } from '../api';
import { type DemoIds, demoIds } from '../matrix/fixtures';
import type { Row, RowModule } from '../matrix/types';

/**
 * Every /api route × the five roles × their own tenant and another's, against a table of
 * expected statuses. The rows live in ./rows/, one module per area; a route missing from
 * every module (as a row or as covered elsewhere) fails the test.
 */
const modules = import.meta.glob<RowModule>('../matrix/rows/*.ts', { eager: true });
const MATRIX: Record<string, Row> = {};
const COVERED_ELSEWHERE = new Set<string>();
for (const [file, mod] of Object.entries(modules)) {
  for (const [route, row] of Object.entries(mod.rows)) {
    if (MATRIX[route]) throw new Error(`${route} aparece em mais de um módulo da matriz (${file})`);
    MATRIX[route] = row;
  }
  for (const route of mod.coveredElsewhere ?? []) COVERED_ELSEWHERE.add(route);
}

const ROLES: TipoUsuario[] = ['administrador', 'empresa', 'gestor', 'professor', 'aluno'];
const quem = (role: TipoUsuario) => (role === 'administrador' ? 'admin' : role);
let ids: DemoIds;
const routes: string[] = [];

const api = prepararApi({
  antesDasRotas: (app) =>
    app.addHook('onRoute', (r) => {
      for (const m of ([] as string[]).concat(r.method))
        if (r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && m !== 'HEAD') routes.push(`${m} ${r.url}`);
    }),
});
beforeAll(async () => {
  ids = await demoIds(api.t);
});

describe('authorization matrix', () => {
  it('has a row for every /api route of the app', () => {
    const missing = routes.filter((r) => !MATRIX[r] && !COVERED_ELSEWHERE.has(r));
    expect(missing, 'rotas sem linha na matriz de autorização').toEqual([]);
    expect(
      Object.keys(MATRIX).filter((r) => !routes.includes(r)),
      'linhas da matriz sem rota',
    ).toEqual([]);
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    it(route, async () => {
      const [method] = route.split(' ') as [Metodo];
      const seen: string[] = [];
      const wanted: string[] = [];
      for (const role of ROLES) {
        for (const tenant of ['own', 'other'] as const) {
          const { url, payload } = await row.prepare({ t: api.t, ids, admin: await api.sessao('admin'), role, tenant });
          const res = await api.enviar(method, url, quem(role), payload);
          seen.push(`${role}/${tenant}: ${res.statusCode}`);
          wanted.push(`${role}/${tenant}: ${row.expect[role][tenant === 'own' ? 0 : 1]}`);
          if (res.statusCode === 404) expect(res.json().error.code).toBe('NOT_FOUND');
        }
      }
      expect(seen).toEqual(wanted);
    });
  }
});
