import { and, eq, inArray, sql } from 'drizzle-orm';
import { type RegrasEscolares } from '../../../domain/avaliacao/regras';
import { passouDoAlerta } from '../../../domain/avaliacao/frequencia';
import type { Db, Tx } from '../../db/client';
import { frequenciasTotais, turmas, usuarios, usuariosEscolas } from '../../db/schema';
import { notify } from '../../services/notify';

/**
 * Recounts the running totals of some students in one class and subject from their marks
 * (an index range each), inside the transaction that changed the marks.
 */
export async function recalcularTotais(tx: Tx, turmaId: string, disciplinaId: string, alunoIds: string[]): Promise<void> {
  if (!alunoIds.length) return;
  const ids = sql.join(
    alunoIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into frequencias_totais (aluno_id, turma_id, disciplina_id, empresa_id, escola_id, aulas, faltas)
    select aluno_id, turma_id, disciplina_id, empresa_id, escola_id, count(*)::int, (count(*) filter (where not presente))::int
    from frequencias
    where aluno_id in (${ids}) and turma_id = ${turmaId}::uuid and disciplina_id = ${disciplinaId}::uuid
    group by aluno_id, turma_id, disciplina_id, empresa_id, escola_id
    on conflict (aluno_id, turma_id, disciplina_id) do update set aulas = excluded.aulas, faltas = excluded.faltas`);
  await tx.execute(sql`
    delete from frequencias_totais t
    where t.aluno_id in (${ids}) and t.turma_id = ${turmaId}::uuid and t.disciplina_id = ${disciplinaId}::uuid
      and not exists (select 1 from frequencias f where f.aluno_id = t.aluno_id and f.turma_id = t.turma_id and f.disciplina_id = t.disciplina_id)`);
}

export type Contagem = { aulas: number; faltas: number };

/** Lessons recorded so far and absences of each student in the class, over all its subjects. */
export async function totaisNaTurma(db: Db | Tx, turmaId: string, alunoIds: string[]): Promise<Map<string, Contagem>> {
  if (!alunoIds.length) return new Map();
  const rows = await db
    .select({
      aluno_id: frequenciasTotais.aluno_id,
      aulas: sql<number>`sum(${frequenciasTotais.aulas})::int`,
      faltas: sql<number>`sum(${frequenciasTotais.faltas})::int`,
    })
    .from(frequenciasTotais)
    .where(and(eq(frequenciasTotais.turma_id, turmaId), inArray(frequenciasTotais.aluno_id, alunoIds)))
    .groupBy(frequenciasTotais.aluno_id);
  return new Map(rows.map((r) => [r.aluno_id, { aulas: r.aulas, faltas: r.faltas }]));
}

/** The students this change took over the alert (absent before → over it now). */
export function quemPassouDoAlerta(
  antes: Map<string, Contagem>,
  depois: Map<string, Contagem>,
  regras: Pick<RegrasEscolares, 'alerta_faltas'>,
) {
  const zero = { aulas: 0, faltas: 0 };
  return [...depois.entries()]
    .filter(([id, d]) => passouDoAlerta(antes.get(id) ?? zero, d, regras))
    .map(([id, d]) => ({ aluno_id: id, ...d }));
}

/**
 * Tells the school's gestores and the class's professor responsável that a student went over
 * the excessive-absence alert. Called after the change committed.
 */
export async function notificarFaltasExcessivas(
  db: Db,
  turma: { id: string; nome: string; escola_id: string },
  alunos: { nome: string; aulas: number; faltas: number }[],
  regras: Pick<RegrasEscolares, 'alerta_faltas'>,
): Promise<void> {
  if (!alunos.length) return;
  const gestores = await db
    .select({ id: usuarios.id })
    .from(usuariosEscolas)
    .innerJoin(usuarios, eq(usuarios.id, usuariosEscolas.usuario_id))
    .where(
      and(eq(usuariosEscolas.escola_id, turma.escola_id), eq(usuarios.tipo_usuario, 'gestor'), eq(usuarios.status, 'ativo')),
    );
  const [t] = await db.select({ responsavel: turmas.professor_responsavel_id }).from(turmas).where(eq(turmas.id, turma.id));
  const destino = [...gestores.map((g) => g.id), ...(t?.responsavel ? [t.responsavel] : [])];
  const alerta = regras.alerta_faltas.toLocaleString('pt-BR');
  for (const aluno of alunos) {
    await notify(db, destino, {
      evento: 'faltasExcessivas',
      titulo: 'Faltas excessivas',
      mensagem: `${aluno.nome} passou de ${alerta}% de faltas na turma ${turma.nome}: ${aluno.faltas} faltas em ${aluno.aulas} aulas registradas.`,
      tipo: 'warning',
      link: `/escola/${turma.escola_id}/turma/${turma.id}/frequencia`,
    });
  }
}
