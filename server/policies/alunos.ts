import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import { alunos, matriculas } from '../db/schema';
import type { Escopo } from './escopo';
import { emLista, ondeNoEscopo, ondeNoEscopoFixo, umDe } from './por-escopo';

/**
 * Students: a professor reads those enrolled (now or before) in the classes it teaches, and
 * changes only those enrolled there now (`escrita`); an aluno reaches its own record.
 */
export function alunosNoEscopo(scope: Escopo, opts: { escrita?: boolean } = {}): SQL | undefined {
  return ondeNoEscopo(scope, {
    empresa: (empresaId) => eq(alunos.empresa_id, empresaId),
    escolas: (ids) => emLista(alunos.escola_id, ids),
    turmas: (ids) => matriculadoEm(inArray(matriculas.turma_id, ids), opts),
    aluno: (alunoId) => eq(alunos.id, alunoId),
  });
}

/** alunosNoEscopo for a consultaFixa query (values from valoresDoEscopo). */
export function alunosNoEscopoFixo(tipo: Escopo['tipo'], opts: { escrita?: boolean } = {}): SQL | undefined {
  return ondeNoEscopoFixo(tipo, {
    empresa: (empresa) => eq(alunos.empresa_id, empresa),
    escolas: (escolas) => umDe(alunos.escola_id, escolas),
    turmas: (turmas) => matriculadoEm(umDe(matriculas.turma_id, turmas), opts),
    aluno: (aluno) => eq(alunos.id, aluno),
  });
}

function matriculadoEm(naTurma: SQL, opts: { escrita?: boolean }): SQL {
  const ativa = opts.escrita ? sql` and ${matriculas.status} = 'ativa'` : sql``;
  return sql`exists (select 1 from ${matriculas} where ${matriculas.aluno_id} = ${alunos.id} and ${naTurma}${ativa})`;
}

/** A professor reaches students through its classes, so a student it registers must go into one of them. */
export function exigeTurmaNoCadastro(scope: Escopo): boolean {
  return scope.tipo === 'turmas';
}
