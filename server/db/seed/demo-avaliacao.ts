import { count, eq, sql } from 'drizzle-orm';
import { calendarioPadrao } from '../../../domain/calendario';
import type { Db, Tx } from '../client';
import { notas } from '../schema';

/** Lesson periods of bimestres 1 and 2 (month-day), ten school weeks each, in the year of the demo classes. */
const BIMESTRES = [
  { bimestre: 1, inicio: '02-09', fim: '04-17' },
  { bimestre: 2, inicio: '04-27', fim: '07-03' },
];
const SEMANAS_POR_BIMESTRE = 10;
/**
 * About this many marks in all: the embedded database writes some thousands of indexed rows a
 * second, and the whole demo seed must take a few seconds. A bigger demo gets fewer lessons.
 */
const MARCAS_NO_MAXIMO = 10_000;

/**
 * Demo grades and attendance for bimestres 1 and 2 of every demo class and assigned subject,
 * generated in the database (INSERT … SELECT) so the seed stays fast. Deterministic: figures
 * follow the students' matrícula order, not their random ids. Every sixth student sits around
 * the recovery average, every thirteenth below it, and every ninth misses over a third of the
 * lessons (over the 25% alert). Each subject has its lessons on one weekday (school days only),
 * every week or, in a large demo, every few weeks.
 */
export async function seedDemoAvaliacao(db: Db | Tx): Promise<void> {
  const ano = new Date().getFullYear();
  // Today in the time zone of each row's network: no roll call "tomorrow" in Cuiabá.
  const hoje = sql`(now() at time zone coalesce((select c.valor->>'timezone' from configuracoes_empresa c where c.empresa_id = l.empresa_id and c.chave = 'geral'), 'America/Sao_Paulo'))::date`;

  // Students of each class with their order, and the subjects assigned to the class.
  const base = sql`
    with pares as (
      select a.turma_id, a.disciplina_id, min(a.professor_id::text)::uuid as professor_id
      from atribuicoes a group by a.turma_id, a.disciplina_id
    ),
    alunos_turma as (
      select m.turma_id, m.aluno_id, m.data_inicio, al.matricula,
             row_number() over (partition by m.turma_id order by al.matricula) as ord
      from matriculas m join alunos al on al.id = m.aluno_id
      where m.status = 'ativa'
    ),
    linhas as (
      select t.empresa_id, t.escola_id, t.id as turma_id, p.disciplina_id, p.professor_id, d.nome as disciplina,
             x.aluno_id, x.matricula, x.ord, x.data_inicio
      from pares p
      join turmas t on t.id = p.turma_id and t.ano_letivo = ${ano}
      join disciplinas d on d.id = p.disciplina_id
      join alunos_turma x on x.turma_id = t.id
    )`;

  const nivel = sql`(case when l.ord % 13 = 5 then 3.8 when l.ord % 6 = 2 then 5.6 else 7.9 end)`;
  const nota = (i: number) =>
    sql`least(10, greatest(0, round((${nivel} + ((abs(hashtext(l.matricula || l.disciplina || b.n::text || '${sql.raw(String(i))}')) % 31) - 15) / 10.0)::numeric, 1)))`;

  await db.execute(sql`
    ${base}
    insert into notas (empresa_id, escola_id, turma_id, aluno_id, disciplina_id, bimestre, nota1, nota2, nota3, nota4)
    select l.empresa_id, l.escola_id, l.turma_id, l.aluno_id, l.disciplina_id, b.n, ${nota(1)}, ${nota(2)}, ${nota(3)}, ${nota(4)}
    from linhas l cross join (values (1), (2)) as b(n)`);

  // One grade row per student and subject in bimestre 1: the number of attendance lines.
  const [contagem] = await db.select({ n: count() }).from(notas).where(eq(notas.bimestre, 1));
  const pares = contagem?.n ?? 0;
  const aulasPorBimestre = Math.min(
    SEMANAS_POR_BIMESTRE,
    Math.max(1, Math.floor(MARCAS_NO_MAXIMO / Math.max(1, pares) / BIMESTRES.length)),
  );
  const passo = Math.ceil(SEMANAS_POR_BIMESTRE / aulasPorBimestre);
  const diaDaSemana = sql`(1 + abs(hashtext(l.disciplina)) % 5)`;

  const periodos = sql.join(
    BIMESTRES.map((b) => sql`(${`${ano}-${b.inicio}`}::date, ${`${ano}-${b.fim}`}::date)`),
    sql`, `,
  );
  // The default calendar's holidays (Carnaval, Sexta-feira Santa, 1º de maio…): no lesson on them.
  const feriados = calendarioPadrao(ano)
    .dias.filter((d) => d.tipo === 'nao_letivo')
    .map((d) => d.data);
  const falta = sql`(abs(hashtext(l.matricula || l.disciplina || d.dia::text)) % 100 < (case when l.ord % 9 = 4 then 38 else 5 end))`;
  await db.execute(sql`
    ${base}
    insert into frequencias (empresa_id, escola_id, turma_id, aluno_id, disciplina_id, data, presente, justificativa, registrado_por)
    select l.empresa_id, l.escola_id, l.turma_id, l.aluno_id, l.disciplina_id, d.dia, not ${falta},
           case when ${falta} then (array['Atestado médico', 'Falta justificada pelos pais', 'Falta sem justificativa', 'Outros'])[1 + abs(hashtext(l.matricula || d.dia::text)) % 4] end,
           l.professor_id
    from linhas l
    cross join (values ${periodos}) as p(inicio, fim)
    cross join lateral generate_series(
      p.inicio + ((${diaDaSemana} - extract(isodow from p.inicio)::int + 7) % 7),
      least(p.fim, ${hoje}),
      make_interval(days => 7 * ${passo})
    ) as d(dia)
    where d.dia::date >= l.data_inicio and not (d.dia::date = any(${`{${feriados.join(',')}}`}::date[]))`);

  await db.execute(sql`
    insert into frequencias_totais (aluno_id, turma_id, disciplina_id, empresa_id, escola_id, aulas, faltas)
    select aluno_id, turma_id, disciplina_id, empresa_id, escola_id, count(*)::int, (count(*) filter (where not presente))::int
    from frequencias group by aluno_id, turma_id, disciplina_id, empresa_id, escola_id
    on conflict (aluno_id, turma_id, disciplina_id) do update set aulas = excluded.aulas, faltas = excluded.faltas`);

  // A state network with its own regimento, so the rules visibly differ per body.
  await db.execute(sql`
    insert into regras_escolares (empresa_id, media_aprovacao, media_recuperacao, frequencia_minima, alerta_faltas)
    select id, 6, 4, 75, 25 from empresas where nome = 'Governo do Estado de Serra Azul'
    on conflict (empresa_id) do nothing`);
}
