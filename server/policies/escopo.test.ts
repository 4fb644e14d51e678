// @motores: instruções preparadas (consultaFixa)
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
import { type Marcador, SEM_NOME, consultaFixa } from '../db/consulta-fixa';
import { alunos, turmas, usuarios } from '../db/schema';
import { loadActor } from '../lib/actor';
import { alunosNoEscopo, alunosNoEscopoFixo } from './alunos';
import { type Escopo, carregarEscopo } from './escopo';
import { valoresDoEscopo } from './por-escopo';
import { turmaNoEscopo, turmasNoEscopo } from './turmas';

/**
 * The scope rules exist twice: as conditions with the values bound (most queries) and in the
 * forms the hot read routes use — placeholders in a query built once, or a check in memory of a
 * class already read. Both must reach exactly the same rows, for every kind of scope.
 */
let t: TestApp;
const escopos: Record<string, Escopo> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const u of ['admin', 'empresa', 'empresa2', 'gestor', 'professor', 'aluno']) {
    const [user] = await db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.email, `${u}@demo.escola.br`));
    escopos[u] = await carregarEscopo(db, (await loadActor(db, user!.id, 'sessao-de-teste'))!);
  }
  // The edges: no scope, an empty list, an education body or a student record missing.
  escopos.nenhum = { tipo: 'nenhum' };
  escopos.gestorSemEscolas = { tipo: 'escolas', empresa_id: null, escola_ids: [] };
  escopos.professorSemTurmas = { tipo: 'turmas', empresa_id: null, escola_ids: [], turma_ids: [] };
  escopos.empresaNula = { tipo: 'empresa', empresa_id: null };
  escopos.alunoSemCadastro = { tipo: 'aluno', empresa_id: null, escola_ids: [], turma_ids: [], aluno_id: null };
});
afterAll(() => t.close());

const alunosFixos = consultaFixa(
  (db, f: { tipo: Escopo['tipo']; escrita: boolean }, _ph: Marcador<ReturnType<typeof valoresDoEscopo>>) =>
    db
      .select({ id: alunos.id })
      .from(alunos)
      .where(alunosNoEscopoFixo(f.tipo, { escrita: f.escrita }))
      .orderBy(alunos.id)
      .prepare(SEM_NOME),
);

describe('scope rules in their two forms', () => {
  it('alunosNoEscopoFixo reaches the same students as alunosNoEscopo, for reading and writing', async () => {
    const db = t.database.db;
    const total = (await db.select({ n: sql<number>`count(*)::int` }).from(alunos))[0]!.n;
    const alcancados: Record<string, number> = {};
    for (const [quem, scope] of Object.entries(escopos)) {
      for (const escrita of [false, true]) {
        const esperado = await db
          .select({ id: alunos.id })
          .from(alunos)
          .where(alunosNoEscopo(scope, { escrita }))
          .orderBy(alunos.id);
        const obtido = await alunosFixos(db, { tipo: scope.tipo, escrita }).execute(valoresDoEscopo(scope));
        expect(obtido, `${quem}${escrita ? ' (escrita)' : ''}`).toEqual(esperado);
        if (!escrita) alcancados[quem] = esperado.length;
      }
    }
    // The comparison is not between empty lists: each kind of actor reaches its own share.
    expect(alcancados.admin).toBe(total);
    expect(alcancados.empresa).toBeGreaterThan(alcancados.gestor!);
    expect(alcancados.gestor).toBeGreaterThan(alcancados.professor!);
    expect(alcancados.professor).toBeGreaterThan(1);
    expect(alcancados.aluno).toBe(1);
    expect(alcancados.empresa2).toBeGreaterThan(0);
    for (const vazio of ['nenhum', 'gestorSemEscolas', 'professorSemTurmas', 'empresaNula', 'alunoSemCadastro'])
      expect(alcancados[vazio], vazio).toBe(0);
  });

  it('turmaNoEscopo accepts exactly the classes turmasNoEscopo returns', async () => {
    const db = t.database.db;
    const todas = await db
      .select({ id: turmas.id, empresa_id: turmas.empresa_id, escola_id: turmas.escola_id })
      .from(turmas)
      .orderBy(turmas.id);
    for (const [quem, scope] of Object.entries(escopos)) {
      const esperado = (await db.select({ id: turmas.id }).from(turmas).where(turmasNoEscopo(scope)).orderBy(turmas.id)).map(
        (r) => r.id,
      );
      expect(
        todas.filter((turma) => turmaNoEscopo(scope, turma)).map((r) => r.id),
        quem,
      ).toEqual(esperado);
    }
    expect(todas.filter((turma) => turmaNoEscopo(escopos.professor!, turma)).length).toBeGreaterThan(0);
    expect(todas.filter((turma) => turmaNoEscopo(escopos.gestor!, turma)).length).toBeLessThan(todas.length);
  });
});
