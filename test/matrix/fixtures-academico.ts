import { and, eq } from 'drizzle-orm';
import {
  alunos,
  alunosResponsaveis,
  atribuicoes,
  disciplinas,
  escolas,
  matriculas,
  responsaveis,
  turmas,
  usuarios,
} from '../../server/db/schema';
import { hojeNaEmpresa } from '../../server/services/fuso';
import type { TestApp } from '../app';
import { uniqueName } from './fixtures';

/** Fresh academic rows for the matrix cells, inserted straight into the database. */

const empresaDe = async (t: TestApp, escolaId: string) =>
  (await t.database.db.select({ id: escolas.empresa_id }).from(escolas).where(eq(escolas.id, escolaId)))[0]!.id;

/** A 6º Ano class of the school; `responsavel` puts it in that professor's scope. */
export async function freshTurma(t: TestApp, escolaId: string, responsavel: string | null = null) {
  const [row] = await t.database.db
    .insert(turmas)
    .values({
      nome: `Turma Matriz ${uniqueName()}`,
      serie: '6º Ano',
      turno: 'matutino',
      ano_letivo: new Date().getFullYear(),
      escola_id: escolaId,
      empresa_id: await empresaDe(t, escolaId),
      professor_responsavel_id: responsavel,
    })
    .returning();
  return row!.id;
}

/** A student of the school; with `turmaId`, enrolled there (`status` of the enrolment). */
export async function freshAluno(t: TestApp, escolaId: string, turmaId?: string, status: 'ativa' | 'cancelada' = 'ativa') {
  const empresa_id = await empresaDe(t, escolaId);
  const [row] = await t.database.db
    .insert(alunos)
    .values({ nome: `Aluno Matriz ${uniqueName()}`, matricula: `M${uniqueName()}`, escola_id: escolaId, empresa_id })
    .returning();
  let matriculaId: string | null = null;
  if (turmaId) {
    // The network's day, as the server counts it (a transfer with no date happens on it): in Cuiabá it
    // is still yesterday for the first hours of a UTC day.
    const dia = await hojeNaEmpresa(t.database.db, empresa_id);
    const [m] = await t.database.db
      .insert(matriculas)
      .values({
        empresa_id,
        aluno_id: row!.id,
        turma_id: turmaId,
        ano_letivo: Number(dia.slice(0, 4)),
        data_inicio: dia,
        status,
        data_fim: status === 'ativa' ? null : dia,
      })
      .returning();
    matriculaId = m!.id;
  }
  return { alunoId: row!.id, matriculaId };
}

export async function freshDisciplina(t: TestApp, empresaId: string) {
  const [row] = await t.database.db
    .insert(disciplinas)
    .values({
      empresa_id: empresaId,
      nome: `Disciplina Matriz ${uniqueName()}`,
      disciplina: 'matematica',
      serie_ano: '6_ano',
      bimestre: '1_bimestre',
    })
    .returning();
  return row!.id;
}

/** A professor of the body (the demo professor in Vale Verde, a seeded one in Serra Azul). */
export async function professorDa(t: TestApp, empresaId: string) {
  const [row] = await t.database.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.tipo_usuario, 'professor')))
    .limit(1);
  return row!.id;
}

export async function freshAtribuicao(t: TestApp, escolaId: string) {
  const turmaId = await freshTurma(t, escolaId);
  const empresaId = await empresaDe(t, escolaId);
  const [row] = await t.database.db
    .insert(atribuicoes)
    .values({
      empresa_id: empresaId,
      turma_id: turmaId,
      disciplina_id: await freshDisciplina(t, empresaId),
      professor_id: await professorDa(t, empresaId),
    })
    .returning();
  return row!.id;
}

/** A class and a student of the demo network, by names. */
export async function turmaDemo(t: TestApp, escolaId: string, nome: string) {
  return (
    await t.database.db
      .select({ id: turmas.id })
      .from(turmas)
      .where(and(eq(turmas.escola_id, escolaId), eq(turmas.nome, nome)))
  )[0]!.id;
}

export async function alunoDemo(t: TestApp, escolaId: string) {
  return (await t.database.db.select({ id: alunos.id }).from(alunos).where(eq(alunos.escola_id, escolaId)).limit(1))[0]!.id;
}

export async function disciplinaDemo(t: TestApp, empresaId: string) {
  return (
    await t.database.db
      .select({ id: disciplinas.id })
      .from(disciplinas)
      .where(and(eq(disciplinas.empresa_id, empresaId), eq(disciplinas.serie_ano, '6_ano')))
      .limit(1)
  )[0]!.id;
}

/** A guardian (a person of the student's network) linked to the student as its mother. */
export async function freshResponsavel(t: TestApp, alunoId: string) {
  const db = t.database.db;
  const [aluno] = await db.select({ empresa_id: alunos.empresa_id }).from(alunos).where(eq(alunos.id, alunoId));
  const [pessoa] = await db
    .insert(responsaveis)
    .values({ empresa_id: aluno!.empresa_id, nome: `Responsável Matriz ${uniqueName()}` })
    .returning();
  const [vinculo] = await db
    .insert(alunosResponsaveis)
    .values({ empresa_id: aluno!.empresa_id, aluno_id: alunoId, responsavel_id: pessoa!.id, parentesco: 'mae' })
    .returning();
  return { pessoa: pessoa!, vinculo: vinculo! };
}
