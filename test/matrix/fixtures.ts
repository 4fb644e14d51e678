import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { empresas, escolas, papeis, usuariosEscolas } from '../../server/db/schema';
import { createUser } from '../../server/services/create-user';
import type { TestApp } from '../app';
import { carregarIdsDemo } from '../demo';

/** Ids of the demo network and fresh rows to change or delete, one per matrix cell. */
export async function demoIds(t: TestApp) {
  const db = t.database.db;
  const demo = await carregarIdsDemo(db);
  return {
    vv: demo.vv,
    sa: demo.sa,
    escolaVV: demo.principal,
    escolaSA: demo.domBosco,
    empresaUser: demo.empresa,
    empresa2User: demo.empresa2,
    professorUser: demo.professor,
    papelProfessor: (await db.select({ id: papeis.id }).from(papeis).where(eq(papeis.nome, 'professor')))[0]!.id,
  };
}
export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

export async function freshEscola(t: TestApp, empresaId: string) {
  const [row] = await t.database.db
    .insert(escolas)
    .values({ nome: `Escola Matriz ${unique()}`, empresa_id: empresaId })
    .returning();
  return row!.id;
}

export async function freshEmpresa(t: TestApp) {
  const [row] = await t.database.db
    .insert(empresas)
    .values({ nome: `Empresa Matriz ${unique()}` })
    .returning();
  return row!.id;
}

/** A professor of the body, linked to one of its schools (so a gestor of that school sees them). */
export async function freshProfessor(t: TestApp, empresaId: string, escolaId: string) {
  const user = await createUser(t.database.db, {
    nome: 'Professor Matriz',
    email: `matriz.${unique()}@teste.br`,
    senha: 'Chave-Segura-2026',
    tipo_usuario: 'professor',
    empresa_id: empresaId,
  });
  await t.database.db.insert(usuariosEscolas).values({ usuario_id: user.id, escola_id: escolaId });
  return user.id;
}

export async function freshPapel(t: TestApp) {
  const [row] = await t.database.db
    .insert(papeis)
    .values({ nome: `Papel Matriz ${unique()}`, nivel: 7 })
    .returning();
  return row!.id;
}

/** The row as the API shows it, for a PUT that sends it back unchanged with its version. */
export async function current(app: FastifyInstance, adminCookie: string, url: string) {
  const res = await app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  return res.json<Record<string, unknown>>();
}

export const uniqueName = unique;
