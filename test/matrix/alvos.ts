import { and, eq } from 'drizzle-orm';
import { atribuicoes, disciplinas, escolas, turmas } from '../../server/db/schema';
import type { TestApp } from '../app';
import { freshProfessor, uniqueName } from './fixtures';

/**
 * The classes the academic rows test on: own tenant = 6º Ano A of the demo school (the demo
 * professor teaches it), other = 6º Ano A of Dom Bosco (Serra Azul). Shared so every module
 * builds them the same way.
 */
export async function turmas6A(t: TestApp) {
  const db = t.database.db;
  const escola = async (nome: string) => (await db.select().from(escolas).where(eq(escolas.nome, nome)))[0]!;
  const turma = async (escolaId: string) =>
    (
      await db
        .select()
        .from(turmas)
        .where(and(eq(turmas.escola_id, escolaId), eq(turmas.nome, '6º Ano A')))
    )[0]!;
  const vv = await escola('EMEF Professora Maria das Dores Silva');
  const sa = await escola('Escola Estadual Dom Bosco');
  return { vv, sa, t6A: await turma(vv.id), tSA: await turma(sa.id) };
}

/**
 * The two classes with a subject each: the demo Matemática of 6º Ano (own) and a fresh Serra Azul
 * subject named `nomeSA…`, taught in its 6º A by a fresh professor (other).
 */
export async function turmasComDisciplina(t: TestApp, nomeSA: string) {
  const db = t.database.db;
  const base = await turmas6A(t);
  const { vv, sa, tSA } = base;
  const [mat] = await db
    .select()
    .from(disciplinas)
    .where(and(eq(disciplinas.nome, 'Matemática — 6º Ano'), eq(disciplinas.empresa_id, vv.empresa_id)));
  const profSA = await freshProfessor(t, sa.empresa_id, sa.id);
  const [discSA] = await db
    .insert(disciplinas)
    .values({
      empresa_id: sa.empresa_id,
      nome: `${nomeSA} ${uniqueName()}`,
      disciplina: 'matematica',
      serie_ano: '6_ano',
      bimestre: '1_bimestre',
    })
    .returning();
  await db
    .insert(atribuicoes)
    .values({ empresa_id: sa.empresa_id, professor_id: profSA, turma_id: tSA.id, disciplina_id: discSA!.id });
  return { ...base, mat: mat!, discSA: discSA! };
}

/** A module's setup, built once per test app (the cells share it) however many cells ask. */
export function umaVezPorApp<T>(montar: (t: TestApp) => Promise<T>): (t: TestApp) => Promise<T> {
  const cache = new WeakMap<TestApp, Promise<T>>();
  return (t) => {
    if (!cache.has(t)) cache.set(t, montar(t));
    return cache.get(t)!;
  };
}
