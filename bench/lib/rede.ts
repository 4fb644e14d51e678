import { calendarioPadrao, ehDiaLetivo } from '../../domain/calendario';
import type pg from 'pg';
import { hojeISO } from '../../domain/schemas/frequencia';

export interface Contas {
  gestor: string;
  professor: string;
  senha: string;
}

export interface Par {
  turma_id: string;
  disciplina_id: string;
  turma: string;
  disciplina: string;
  /** Active students, by name (the roll call's order). */
  alunos: string[];
  /** First day a roll call may have: every student's enrolment has started. */
  inicio: string;
  /** Free lesson dates (no mark yet for this class and subject), used one per save. */
  livres: string[];
  usadas: string[];
}

export interface Contexto {
  escola_id: string;
  escola: string;
  alunosNaEscola: number;
  professor_id: string;
  /** The professor's (class, subject) pairs, fullest class first. */
  pares: Par[];
}

/**
 * What the benchmark calls the API with, read from the database: the gestor's school, and the
 * professor's classes and subjects with their students — the same shape in the demo and in the
 * generated network.
 */
export async function carregarContexto(pool: pg.Pool, contas: Contas, maxPares: number): Promise<Contexto> {
  const {
    rows: [escola],
  } = await pool.query<{ escola_id: string; escola: string; n: number }>(
    `
    select e.id as escola_id, e.nome as escola, (select count(*)::int from alunos a where a.escola_id = e.id) as n
    from usuarios u join usuarios_escolas ue on ue.usuario_id = u.id join escolas e on e.id = ue.escola_id
    where u.email = $1 order by e.nome limit 1`,
    [contas.gestor],
  );
  if (!escola) throw new Error(`gestor ${contas.gestor} sem escola: gere a rede de novo`);
  const { rows: pares } = await pool.query<{
    professor_id: string;
    turma_id: string;
    disciplina_id: string;
    turma: string;
    disciplina: string;
    alunos: string[];
    inicio: string;
  }>(
    `
    select u.id as professor_id, t.id as turma_id, d.id as disciplina_id, t.nome as turma, d.nome as disciplina,
           array_agg(m.aluno_id::text order by al.nome, al.id) as alunos, max(m.data_inicio)::text as inicio
    from usuarios u
    join atribuicoes a on a.professor_id = u.id
    join turmas t on t.id = a.turma_id
    join disciplinas d on d.id = a.disciplina_id
    join matriculas m on m.turma_id = t.id and m.status = 'ativa'
    join alunos al on al.id = m.aluno_id
    where u.email = $1
    group by u.id, t.id, d.id
    order by count(*) desc, t.nome, d.nome
    limit $2`,
    [contas.professor, maxPares],
  );
  if (!pares.length) throw new Error(`professor ${contas.professor} sem turmas`);
  const ctx: Contexto = {
    escola_id: escola.escola_id,
    escola: escola.escola,
    alunosNaEscola: escola.n,
    professor_id: pares[0]!.professor_id,
    pares: pares.map((p) => ({ ...p, livres: [], usadas: [] })),
  };
  await renovarDatas(pool, ctx);
  return ctx;
}

/** School days since the enrolments began, up to today, without a roll call for the class and subject. */
async function renovarDatas(pool: pg.Pool, ctx: Contexto): Promise<void> {
  for (const p of ctx.pares) {
    const { rows } = await pool.query<{ d: string }>(
      `
      select d::date::text as d from generate_series($3::date, $4::date, interval '1 day') d
      where not exists (select 1 from frequencias f where f.turma_id = $1 and f.disciplina_id = $2 and f.data = d::date)
      order by d desc`,
      [p.turma_id, p.disciplina_id, p.inicio, hojeISO()],
    );
    // Roll calls are accepted only on school days (the network's calendar; the bench network keeps the default).
    p.livres = rows.map((r) => r.d).filter((d) => ehDiaLetivo(calendarioPadrao(Number(d.slice(0, 4))), d));
    p.usadas = [];
  }
}

/**
 * Undoes the roll calls the benchmark saved: their marks, the running totals recounted as the app
 * does, and the audit entries and alerts they produced. The network is left as generated.
 */
export async function restaurarChamadas(pool: pg.Pool, ctx: Contexto, desde: Date): Promise<void> {
  for (const p of ctx.pares) {
    await pool.query(`delete from frequencias where turma_id = $1 and disciplina_id = $2 and data = any($3::date[])`, [
      p.turma_id,
      p.disciplina_id,
      p.usadas,
    ]);
    await pool.query(
      `
      insert into frequencias_totais (aluno_id, turma_id, disciplina_id, empresa_id, escola_id, aulas, faltas)
      select aluno_id, turma_id, disciplina_id, empresa_id, escola_id, count(*)::int, (count(*) filter (where not presente))::int
      from frequencias where turma_id = $1 and disciplina_id = $2
      group by aluno_id, turma_id, disciplina_id, empresa_id, escola_id
      on conflict (aluno_id, turma_id, disciplina_id) do update set aulas = excluded.aulas, faltas = excluded.faltas`,
      [p.turma_id, p.disciplina_id],
    );
    await pool.query(
      `
      delete from frequencias_totais t where t.turma_id = $1 and t.disciplina_id = $2
        and not exists (select 1 from frequencias f where f.aluno_id = t.aluno_id and f.turma_id = t.turma_id and f.disciplina_id = t.disciplina_id)`,
      [p.turma_id, p.disciplina_id],
    );
  }
  await pool.query(`delete from auditoria where acao = 'registrar_chamada' and created_at >= $1`, [desde]);
  await pool.query(`delete from notificacoes where titulo = 'Faltas excessivas' and created_at >= $1`, [desde]);
  await pool.query(`delete from caixa_saida where evento = 'faltasExcessivas' and created_at >= $1`, [desde]);
  await renovarDatas(pool, ctx);
}

/** A realistic roll call: everyone present but two students, all new marks. */
export function corpoDaChamada(p: Par, data: string) {
  return {
    turma_id: p.turma_id,
    disciplina_id: p.disciplina_id,
    data,
    itens: p.alunos.map((aluno_id, i) => ({
      aluno_id,
      presente: i !== 3 && i !== 17,
      justificativa: null,
      observacoes: null,
      updated_at: null,
    })),
  };
}
