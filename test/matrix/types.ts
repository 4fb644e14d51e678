import type { TipoUsuario } from '../../domain/roles';
import type { TestApp } from '../app';
import type { DemoIds } from './fixtures';

/**
 * One row of the authorization matrix: how to build the request for a role and tenant, and the
 * status expected for each role on its own tenant and on another's.
 */
type Tenant = 'own' | 'other';
export type Expect = Record<TipoUsuario, readonly [own: number, other: number]>;
export interface Ctx {
  t: TestApp;
  ids: DemoIds;
  admin: string;
  role: TipoUsuario;
  tenant: Tenant;
}
export interface Row {
  prepare: (c: Ctx) => Promise<{ url: string; payload?: object }>;
  expect: Expect;
}

/** A module of rows: `rows` keyed 'METHOD /url', and the routes whose own tests cover them. */
export interface RowModule {
  rows: Record<string, Row>;
  coveredElsewhere?: readonly string[];
}

export const same = (a: number, e: number, g: number, p: number, al: number): Expect => ({
  administrador: [a, a],
  empresa: [e, e],
  gestor: [g, g],
  professor: [p, p],
  aluno: [al, al],
});
export const FORBIDDEN_BUT_ADMIN = (ok: number): Expect => same(ok, 403, 403, 403, 403);
export const empresaOf = (c: Ctx) => (c.tenant === 'own' ? c.ids.vv : c.ids.sa);
export const escolaOf = (c: Ctx) => (c.tenant === 'own' ? c.ids.escolaVV : c.ids.escolaSA);

/**
 * Statuses by role on its own network's row. On another network's row the administrador gets the
 * same (it reaches every network); any other role allowed on its own gets 404 (the row is not there
 * for it), and a refused one is still refused (403).
 */
export const naRede = (a: number, e: number, g: number, p: number, al: number): Expect => {
  const fora = (s: number) => (s === 403 ? 403 : 404);
  return {
    administrador: [a, a],
    empresa: [e, fora(e)],
    gestor: [g, fora(g)],
    professor: [p, fora(p)],
    aluno: [al, fora(al)],
  };
};
