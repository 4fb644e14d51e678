import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { atribuicoes, escolas, frequenciasTotais, notas, turmas } from '../../db/schema';
import { prepararApi } from '../../../test/api';
import { freshAluno, freshDisciplina, freshTurma, professorDa } from '../../../test/matrix/fixtures-academico';
import { freshEscola, freshProfessor } from '../../../test/matrix/fixtures';
import { esperaMensagem } from '../../../test/esperas';

const api = prepararApi();
const { enviar } = api;

const PRINCIPAL = 'EMEF Professora Maria das Dores Silva';

async function escolaDemo(nome: string) {
  const [row] = await api.db
    .select({ id: escolas.id, empresa_id: escolas.empresa_id })
    .from(escolas)
    .where(eq(escolas.nome, nome));
  return row!;
}

/**
 * A new Vale Verde school with known figures:
 * - class A (active): students S1, S2 and a cancelled enrolment; the demo professor teaches D1,
 *   another professor D2; bimestre 1 complete, bimestre 2 complete only for S1 in D1 (S2 has one
 *   note of four in D1) → bimestre 2 in course, 3 grades pending; 20 lessons marked, 4 absences;
 * - class B (active): student S3, D1 by the other professor, no grades → bimestre 1, 1 pending;
 * - class C (inactive): a student, a third professor and 10 absences of 10, all left out.
 */
async function escolaConhecida() {
  const db = api.db;
  const { empresa_id } = await escolaDemo(PRINCIPAL);
  const escolaId = await freshEscola(api.t, empresa_id);
  const [a, b, c] = [await freshTurma(api.t, escolaId), await freshTurma(api.t, escolaId), await freshTurma(api.t, escolaId)];
  await db.update(turmas).set({ ativo: false }).where(eq(turmas.id, c));
  const [d1, d2] = [await freshDisciplina(api.t, empresa_id), await freshDisciplina(api.t, empresa_id)];
  const professor = await professorDa(api.t, empresa_id);
  const outro = await freshProfessor(api.t, empresa_id, escolaId);
  const terceiro = await freshProfessor(api.t, empresa_id, escolaId);
  await db.insert(atribuicoes).values([
    { empresa_id, turma_id: a, disciplina_id: d1, professor_id: professor },
    { empresa_id, turma_id: a, disciplina_id: d2, professor_id: outro },
    { empresa_id, turma_id: b, disciplina_id: d1, professor_id: outro },
    { empresa_id, turma_id: c, disciplina_id: d1, professor_id: terceiro },
  ]);
  const s1 = (await freshAluno(api.t, escolaId, a)).alunoId;
  const s2 = (await freshAluno(api.t, escolaId, a)).alunoId;
  await freshAluno(api.t, escolaId, a, 'cancelada');
  await freshAluno(api.t, escolaId, b);
  const s5 = (await freshAluno(api.t, escolaId, c)).alunoId;

  const completa = { nota1: 7, nota2: 8, nota3: 6, nota4: 9 };
  const nota = (aluno_id: string, turma_id: string, disciplina_id: string, bimestre: number, n: Partial<typeof completa>) => ({
    empresa_id,
    escola_id: escolaId,
    aluno_id,
    turma_id,
    disciplina_id,
    bimestre,
    ...n,
  });
  await db
    .insert(notas)
    .values([
      nota(s1, a, d1, 1, completa),
      nota(s1, a, d2, 1, completa),
      nota(s2, a, d1, 1, completa),
      nota(s2, a, d2, 1, completa),
      nota(s1, a, d1, 2, completa),
      nota(s2, a, d1, 2, { nota1: 5 }),
    ]);
  const total = (aluno_id: string, turma_id: string, aulas: number, faltas: number) => ({
    empresa_id,
    escola_id: escolaId,
    aluno_id,
    turma_id,
    disciplina_id: d1,
    aulas,
    faltas,
  });
  await db.insert(frequenciasTotais).values([total(s1, a, 10, 1), total(s2, a, 10, 3), total(s5, c, 10, 10)]);
  return escolaId;
}

describe('GET /api/escolas/:id/resumo — the figures of the school overview', () => {
  let escolaId: string;
  beforeAll(async () => {
    escolaId = await escolaConhecida();
  });

  it('401 without a session', async () => {
    const res = await enviar('GET', `/api/escolas/${escolaId}/resumo`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('403 for aluno (no escolas.ler), with no data', async () => {
    const res = await enviar('GET', `/api/escolas/${escolaId}/resumo`, 'aluno');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(res.body).not.toContain('Escola Matriz');
  });

  it("404 for another network's school, with no data", async () => {
    const res = await enviar('GET', `/api/escolas/${escolaId}/resumo`, 'empresa2');
    esperaMensagem(res, 404, 'Escola não encontrada.');
    expect(res.body).not.toContain('Escola Matriz');
    expect(res.body).not.toContain('turmas');
  });

  it('404 for a gestor of the same network not linked to the school', async () => {
    expect((await enviar('GET', `/api/escolas/${escolaId}/resumo`, 'gestor')).statusCode).toBe(404);
  });

  it('400 with the field message for an id that is not one', async () => {
    const res = await enviar('GET', '/api/escolas/123/resumo', 'empresa');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.fields).toEqual({ id: 'Identificador inválido' });
  });

  it('counts active classes, enrolled students, teachers, attendance and pending grades', async () => {
    for (const u of ['empresa', 'admin']) {
      const res = await enviar('GET', `/api/escolas/${escolaId}/resumo`, u);
      expect(res.statusCode, res.body).toBe(200);
      const r = res.json();
      expect(r.escola.id).toBe(escolaId);
      expect(r.escola.nome).toMatch(/^Escola Matriz /);
      expect(r).toMatchObject({ turmas: 2, alunos: 3, professores: 2, frequencia: 80, notas_pendentes: 4 });
    }
  });

  it('a professor counts only the classes it teaches there', async () => {
    const res = await enviar('GET', `/api/escolas/${escolaId}/resumo`, 'professor');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ turmas: 1, alunos: 2, professores: 2, frequencia: 80, notas_pendentes: 3 });
  });

  it('a school with no classes shows zeros and no attendance yet', async () => {
    const vazia = await freshEscola(api.t, (await escolaDemo(PRINCIPAL)).empresa_id);
    const res = await enviar('GET', `/api/escolas/${vazia}/resumo`, 'empresa');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ turmas: 0, alunos: 0, professores: 0, frequencia: null, notas_pendentes: 0 });
  });

  it("the gestor sees its demo school's figures", async () => {
    const { id } = await escolaDemo(PRINCIPAL);
    const res = await enviar('GET', `/api/escolas/${id}/resumo`, 'gestor');
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.escola.nome).toBe(PRINCIPAL);
    expect(r.turmas).toBe(6);
    expect(r.alunos).toBeGreaterThan(0);
    expect(r.professores).toBeGreaterThan(0);
    expect(r.frequencia).toBeGreaterThan(0);
    expect(r.frequencia).toBeLessThanOrEqual(100);
  });
});
