import { sql } from 'drizzle-orm';
import { diaLetivoAnterior, quandoFoi } from '../../domain/dashboard';
import type { Db } from '../db/client';
import { queryRows } from '../db/raw';
import { type Actor, can } from '../lib/actor';
import type { Escopo } from '../policies/escopo';
import type { Aviso } from './dashboard';
import { hojeNaEmpresa } from './fuso';

/** Classes named in the notices; the rest wait until these are done. */
const TURMAS_NOS_AVISOS = 3;

/**
 * "Frequência pendente: 6º Ano A — EMEF Tiradentes, ontem", read at each visit
 * for the professor who takes the roll. There is no timetable yet, so a class and subject is
 * due on a weekday when it had a roll call on that weekday in one of the three weeks before
 * and has none on the last school day (in the network's time zone). One notice per class.
 */
export async function frequenciaPendente(db: Db, actor: Actor, scope: Escopo): Promise<Aviso[]> {
  if (scope.tipo !== 'turmas' || !can(actor, 'frequencia', 'criar')) return [];
  const hoje = await hojeNaEmpresa(db, actor.empresa_id);
  const dia = diaLetivoAnterior(hoje);
  const pendentes = await queryRows<{ turma_id: string; turma: string; escola_id: string; escola: string; disciplina: string }>(
    db,
    sql`
    select t.id as turma_id, t.nome as turma, e.id as escola_id, e.nome as escola, d.nome as disciplina
    from atribuicoes a
    join turmas t on t.id = a.turma_id and t.ativo
    join escolas e on e.id = t.escola_id
    join disciplinas d on d.id = a.disciplina_id
    where a.professor_id = ${actor.id}
      and exists (select 1 from frequencias f where f.turma_id = a.turma_id and f.disciplina_id = a.disciplina_id
                  and f.data in (${dia}::date - 7, ${dia}::date - 14, ${dia}::date - 21))
      and not exists (select 1 from frequencias f where f.turma_id = a.turma_id and f.disciplina_id = a.disciplina_id and f.data = ${dia}::date)
    order by t.nome, e.nome, d.nome`,
  );

  const porTurma = new Map<string, { turma: string; escola_id: string; escola: string; disciplinas: string[] }>();
  for (const p of pendentes) {
    const t = porTurma.get(p.turma_id) ?? { turma: p.turma, escola_id: p.escola_id, escola: p.escola, disciplinas: [] };
    t.disciplinas.push(p.disciplina);
    porTurma.set(p.turma_id, t);
  }
  const quando = quandoFoi(dia, hoje);
  return [...porTurma.entries()].slice(0, TURMAS_NOS_AVISOS).map(([turmaId, t]) => ({
    id: `frequencia-pendente-${turmaId}`,
    titulo: `Frequência pendente: ${t.turma} — ${t.escola}, ${quando}`,
    mensagem: `Sem chamada registrada de ${lista(t.disciplinas)}.`,
    tipo: 'warning' as const,
    link: `/escola/${t.escola_id}/turma/${turmaId}/frequencia`,
    created_at: new Date().toISOString(),
  }));
}

function lista(itens: string[]): string {
  return itens.length > 1 ? `${itens.slice(0, -1).join(', ')} e ${itens.at(-1)}` : itens[0]!;
}
