import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from './app';
import {
  alunos,
  atribuicoes,
  disciplinas,
  empresas,
  escolas,
  frequencias,
  matriculas,
  notas,
  turmas,
  usuarios,
} from '../server/db/schema';
import { createUser } from '../server/services/create-user';
import { freshDisciplina } from './matrix/fixtures-academico';

let seq = 0;
const unico = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

type LinhaDoAluno = Pick<typeof notas.$inferInsert, 'empresa_id' | 'escola_id' | 'turma_id' | 'aluno_id' | 'disciplina_id'>;

/** A grade of the 1st bimestre and a roll-call mark of one student in one subject. */
export async function notaEMarca(t: TestApp, linha: LinhaDoAluno, nota1: number, data: string) {
  const [nota] = await t.database.db
    .insert(notas)
    .values({ ...linha, bimestre: 1, nota1 })
    .returning();
  const [freq] = await t.database.db
    .insert(frequencias)
    .values({ ...linha, data })
    .returning();
  return { nota: nota!, freq: freq! };
}

/**
 * The demo network as the grade and attendance tests see it, plus, in a class of Serra Azul, a
 * subject, a student, a grade and a mark of the test's own: "another tenant's row".
 */
export async function cenarioAvaliacao(t: TestApp) {
  const db = t.database.db;
  const empresa = async (nome: string) => (await db.select().from(empresas).where(eq(empresas.nome, nome)))[0]!;
  const escola = async (nome: string) => (await db.select().from(escolas).where(eq(escolas.nome, nome)))[0]!;
  const usuario = async (email: string) => (await db.select().from(usuarios).where(eq(usuarios.email, email)))[0]!;
  const vv = await empresa('Prefeitura Municipal de Vale Verde');
  const sa = await empresa('Governo do Estado de Serra Azul');
  const principal = await escola('EMEF Professora Maria das Dores Silva');
  const domBosco = await escola('Escola Estadual Dom Bosco');
  const turma = async (escolaId: string, nome: string) =>
    (
      await db
        .select()
        .from(turmas)
        .where(and(eq(turmas.escola_id, escolaId), eq(turmas.nome, nome)))
    )[0]!;
  // Both bodies have a 'Matemática — 6º Ano': the scenario's subjects are Vale Verde's.
  const disciplina = async (nome: string) =>
    (
      await db
        .select()
        .from(disciplinas)
        .where(and(eq(disciplinas.nome, nome), eq(disciplinas.empresa_id, vv.id)))
    )[0]!;
  const t6A = await turma(principal.id, '6º Ano A');
  const t6B = await turma(principal.id, '6º Ano B');
  const t7A = await turma(principal.id, '7º Ano A');
  const alunos6A = await db
    .select({ id: alunos.id, nome: alunos.nome, usuario_id: alunos.usuario_id })
    .from(matriculas)
    .innerJoin(alunos, eq(alunos.id, matriculas.aluno_id))
    .where(and(eq(matriculas.turma_id, t6A.id), eq(matriculas.status, 'ativa')))
    .orderBy(asc(alunos.matricula));

  // Serra Azul: a subject taught in 6º Ano A of Dom Bosco, one student with a grade and a mark.
  const tSA = await turma(domBosco.id, '6º Ano A');
  const profSA = await createUser(db, {
    nome: 'Professora Serra Azul',
    email: `prof.sa.${unico()}@teste.br`,
    senha: 'Senha-Teste-2026',
    tipo_usuario: 'professor',
    empresa_id: sa.id,
  });
  const [discSA] = await db
    .select()
    .from(disciplinas)
    .where(eq(disciplinas.id, await freshDisciplina(t, sa.id)));
  await db
    .insert(atribuicoes)
    .values({ empresa_id: sa.id, professor_id: profSA.id, turma_id: tSA.id, disciplina_id: discSA!.id });
  const [alunoSA] = await db
    .insert(alunos)
    .values({ empresa_id: sa.id, escola_id: domBosco.id, matricula: `SA${unico()}`, nome: 'Estudante de Serra Azul' })
    .returning();
  await db.insert(matriculas).values({
    empresa_id: sa.id,
    aluno_id: alunoSA!.id,
    turma_id: tSA.id,
    ano_letivo: tSA.ano_letivo,
    data_inicio: `${tSA.ano_letivo}-02-01`,
  });
  // The student's grade and mark in that subject.
  const doAlunoSA = {
    empresa_id: sa.id,
    escola_id: domBosco.id,
    turma_id: tSA.id,
    aluno_id: alunoSA!.id,
    disciplina_id: discSA!.id,
  };
  const { nota: notaSA, freq: freqSA } = await notaEMarca(t, doAlunoSA, 8, `${tSA.ano_letivo}-03-02`);

  return {
    vv,
    sa,
    principal,
    domBosco,
    t6A,
    t6B,
    t7A,
    tSA,
    alunos6A,
    alunoSA: alunoSA!,
    discSA: discSA!,
    notaSA,
    freqSA,
    matematica: await disciplina('Matemática — 6º Ano'),
    portugues: await disciplina('Língua Portuguesa — 6º Ano'),
    professor: await usuario('professor@demo.escola.br'),
    gestor: await usuario('gestor@demo.escola.br'),
    aluno: await usuario('aluno@demo.escola.br'),
  };
}
export type Cenario = Awaited<ReturnType<typeof cenarioAvaliacao>>;

/**
 * Moves the start of the class's enrolments to January of last year: marks dated back from today
 * (any school day the calendar offers) then stay inside the enrolment, whatever today is.
 */
export async function matriculasDesdeOAnoPassado(t: TestApp, turmaId: string) {
  await t.database.db
    .update(matriculas)
    .set({ data_inicio: `${new Date().getFullYear() - 1}-01-01` })
    .where(eq(matriculas.turma_id, turmaId));
}
