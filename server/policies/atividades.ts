import { type SQL, and, inArray, or, sql } from 'drizzle-orm';
import { auditoria, escolas, turmas, usuarios } from '../db/schema';
import type { Escopo } from './escopo';
import { emLista, ondeNoEscopo } from './por-escopo';

/**
 * Which class and which school an audit record is about, read from the record itself: the
 * grade sheet and the roll call name their class in `entidade_id` ('turma:disciplina:…'), a
 * class or school is its own id, the rest carry turma_id/escola_id in the row they saved.
 */
const turmaDoRegistro = sql<string | null>`case
  when ${auditoria.acao} in ('lancar_notas', 'registrar_chamada') then split_part(${auditoria.entidade_id}, ':', 1)
  when ${auditoria.entidade} = 'turma' then ${auditoria.entidade_id}
  else coalesce(${auditoria.depois}->>'turma_id', ${auditoria.antes}->>'turma_id') end`;
const escolaDoRegistro = sql<string | null>`case
  when ${auditoria.entidade} = 'escola' then ${auditoria.entidade_id}
  else coalesce(${auditoria.depois}->>'escola_id', ${auditoria.antes}->>'escola_id') end`;

/** A class's or school's grade sheet and roll call: what a student may hear about its own class. */
export const DA_TURMA = ['lancar_notas', 'registrar_chamada'];

/**
 * Whose actions the viewer sees besides its own: the administrador everything; an empresa its
 * network's (actions of its people, and anything about its schools and classes); a gestor what
 * touched its schools; a professor its classes; an aluno the grade sheets and roll calls of its
 * class. Sign-ins of others never show: they say nothing about the school.
 */
export function atividadesAlheiasVisiveis(scope: Escopo): SQL | undefined {
  const naoSessao = sql`${auditoria.entidade} <> 'sessao'`;
  return ondeNoEscopo(scope, {
    empresa: (empresaId) => {
      const daRede = or(
        inArray(auditoria.usuario_id, sql`(select ${usuarios.id} from ${usuarios} where ${usuarios.empresa_id} = ${empresaId})`),
        inArray(escolaDoRegistro, sql`(select ${escolas.id}::text from ${escolas} where ${escolas.empresa_id} = ${empresaId})`),
        inArray(turmaDoRegistro, sql`(select ${turmas.id}::text from ${turmas} where ${turmas.empresa_id} = ${empresaId})`),
      );
      return and(naoSessao, daRede);
    },
    escolas: (ids) => {
      const lista = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      return and(
        naoSessao,
        or(
          emLista(escolaDoRegistro, ids),
          inArray(turmaDoRegistro, sql`(select ${turmas.id}::text from ${turmas} where ${turmas.escola_id} in (${lista}))`),
        ),
      );
    },
    turmas: (ids) => and(naoSessao, emLista(turmaDoRegistro, ids)),
    aluno: (_, turmaIds) => and(inArray(auditoria.acao, DA_TURMA), emLista(turmaDoRegistro, turmaIds)),
  });
}
