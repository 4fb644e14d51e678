import { type Placeholder, type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { TipoUsuario } from '../../domain/roles';
import { alunos, atribuicoes, matriculas, turmas, usuariosEscolas } from '../db/schema';
import type { Escopo } from './escopo';
import { alcancaNoEscopo, emLista, ondeNoEscopo } from './por-escopo';

/** Classes: those of the body or of a gestor's schools; those a professor teaches; an aluno's own. */
export function turmasNoEscopo(scope: Escopo): SQL | undefined {
  return ondeNoEscopo(scope, {
    empresa: (empresaId) => eq(turmas.empresa_id, empresaId),
    escolas: (ids) => emLista(turmas.escola_id, ids),
    turmas: (ids) => and(inArray(turmas.id, ids)),
  });
}

/** turmasNoEscopo for one class already read (by id, with a consultaFixa query). */
export function turmaNoEscopo(scope: Escopo, turma: { id: string; empresa_id: string; escola_id: string }): boolean {
  return alcancaNoEscopo(scope, {
    empresa: (empresaId) => empresaId === turma.empresa_id,
    escolas: (ids) => ids.includes(turma.escola_id),
    turmas: (ids) => ids.includes(turma.id),
  });
}

/**
 * turmasNoEscopo from the actor alone, for a query built once (consultaFixa) that is the request's
 * only read: the scope's own reads (carregarEscopo — a gestor's schools, a professor's assignments
 * and classes, an aluno's enrolments) become subqueries of the same statement instead of a read
 * before it. By the kind of user; `ator` holds the placeholders of its id and body. Undefined: no
 * condition (administrador). roster.test.ts checks it reaches the classes turmaNoEscopo reaches.
 */
export function turmasDoAtorFixo(tipo: TipoUsuario, ator: { id: Placeholder; empresa: Placeholder }): SQL | undefined {
  switch (tipo) {
    case 'administrador':
      return undefined;
    case 'empresa':
      return eq(turmas.empresa_id, ator.empresa);
    case 'gestor':
      return sql`${turmas.escola_id} in (select ${usuariosEscolas.escola_id} from ${usuariosEscolas} where ${usuariosEscolas.usuario_id} = ${ator.id})`;
    case 'professor':
      return sql`(${turmas.professor_responsavel_id} = ${ator.id}
        or ${turmas.id} in (select ${atribuicoes.turma_id} from ${atribuicoes} where ${atribuicoes.professor_id} = ${ator.id}))`;
    case 'aluno':
      return sql`${turmas.id} in (select ${matriculas.turma_id} from ${matriculas} join ${alunos} on ${alunos.id} = ${matriculas.aluno_id}
        where ${alunos.usuario_id} = ${ator.id} and ${matriculas.status} = 'ativa')`;
  }
}
