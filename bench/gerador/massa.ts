import type { Plano } from './plano';
import type { Tarefa } from './paralelo';

/**
 * The set-based bulk steps: every (student, subject) pair once in bench_gen.par, then the marks,
 * grades and running totals as INSERT … SELECT over it — no row leaves the database server.
 */

/** Student × subject of the student's série, with the professor who teaches it in that class. */
export const SQL_PARES = `
  create unlogged table bench_gen.par as
  select a.s, a.k, d.c, a.escola_id, a.turma_id, a.id as aluno_id, d.id as disciplina_id, p.id as professor_id
  from bench_gen.aluno a
  join bench_gen.disc d on d.serie = a.serie
  join bench_gen.prof p on p.s = a.s and p.b = a.i / 5 and p.g = d.c / 2
  -- Physical order = the order a school records roll calls in: class by class, subject by subject.
  order by a.s, a.i, d.c, a.k`;

/**
 * Whether student k missed lesson j of subject c: about 5% of lessons, and 30% for every ninth
 * student (over the 25% alert, so the summaries have students to flag). The marks and the
 * totals use this one expression, so they agree by construction.
 */
const falta = (j: string) => `(((p.k * 7919 + p.c * 104729 + ${j} * 7907) % 100) < (case when p.k % 9 = 4 then 30 else 5 end))`;

const JUSTIFICATIVAS = `array['Atestado médico', 'Falta justificada pelos pais', 'Falta sem justificativa', 'Outros']`;

/**
 * One statement per lesson week and half of the schools: the table fills date by date, as a
 * year of roll calls would, and two connections can share the work.
 */
export function tarefasFrequencias(plano: Plano, empresaId: string): Tarefa[] {
  const tarefas: Tarefa[] = [];
  for (let j = 0; j < plano.aulasPorDisciplina; j++) {
    for (const paridade of [0, 1]) {
      const dia = `('${plano.inicioAulas}'::date + (${7 * j} + p.c % 5))`;
      tarefas.push({
        nome: `frequências semana ${j + 1} (${paridade ? 'ímpares' : 'pares'})`,
        sql: `
          insert into frequencias (empresa_id, escola_id, turma_id, aluno_id, disciplina_id, data, presente, justificativa, registrado_por, created_at, updated_at)
          select '${empresaId}', p.escola_id, p.turma_id, p.aluno_id, p.disciplina_id, ${dia}, not ${falta(String(j))},
                 case when ${falta(String(j))} then (${JUSTIFICATIVAS})[1 + (p.k + ${j}) % 4] end,
                 p.professor_id, ${dia} + time '13:00', ${dia} + time '13:00'
          from bench_gen.par p where p.s % 2 = ${paridade}`,
      });
    }
  }
  return tarefas;
}

/** Grades of bimestres 1…n: most students around 7.9, every 6th near recovery, every 13th below. */
export function tarefasNotas(plano: Plano, empresaId: string): Tarefa[] {
  const nivel = `(case when p.k % 13 = 5 then 3.8 when p.k % 6 = 2 then 5.6 else 7.9 end)`;
  const nota = (b: number, i: number) =>
    `round(least(10, greatest(0, ${nivel} + (((p.k * 31 + p.c * 17 + ${b * 13 + i * 7}) % 31) - 15) / 10.0)), 1)`;
  const tarefas: Tarefa[] = [];
  for (let b = 1; b <= plano.bimestresComNotas; b++) {
    for (const paridade of [0, 1]) {
      tarefas.push({
        nome: `notas ${b}º bimestre (${paridade ? 'ímpares' : 'pares'})`,
        sql: `
          insert into notas (empresa_id, escola_id, turma_id, aluno_id, disciplina_id, bimestre, nota1, nota2, nota3, nota4)
          select '${empresaId}', p.escola_id, p.turma_id, p.aluno_id, p.disciplina_id, ${b}, ${nota(b, 1)}, ${nota(b, 2)}, ${nota(b, 3)}, ${nota(b, 4)}
          from bench_gen.par p where p.s % 2 = ${paridade}`,
      });
    }
  }
  return tarefas;
}

/** The running totals the app keeps beside the marks (server/routes/frequencias/totais.ts). */
export function tarefasTotais(plano: Plano, empresaId: string): Tarefa[] {
  return [0, 1].map((paridade) => ({
    nome: `totais de frequência (${paridade ? 'ímpares' : 'pares'})`,
    sql: `
      insert into frequencias_totais (aluno_id, turma_id, disciplina_id, empresa_id, escola_id, aulas, faltas)
      select p.aluno_id, p.turma_id, p.disciplina_id, '${empresaId}', p.escola_id, ${plano.aulasPorDisciplina},
             (select count(*) from generate_series(0, ${plano.aulasPorDisciplina - 1}) as j where ${falta('j')})::int
      from bench_gen.par p where p.s % 2 = ${paridade}`,
  }));
}

/** Schools whose totals are recounted from the marks after the load, as a consistency check. */
export const SQL_CONFERE_TOTAIS = `
  select count(*)::int as divergentes
  from frequencias_totais t
  cross join lateral (
    select count(*)::int as aulas, (count(*) filter (where not f.presente))::int as faltas
    from frequencias f where f.aluno_id = t.aluno_id and f.turma_id = t.turma_id and f.disciplina_id = t.disciplina_id
  ) x
  where t.escola_id = any($1::uuid[]) and (x.aulas <> t.aulas or x.faltas <> t.faltas)`;
