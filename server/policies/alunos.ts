import { type SQL, and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alunos, matriculas } from '../db/schema';
import type { Escopo } from './escopo';
import { emLista, ondeNoEscopo, ondeNoEscopoFixo, umDe } from './por-escopo';

interface OpcoesAlunos {
  escrita?: boolean;
  /**
   * Also the anonymised rows. Left out of everything else: an anonymised student is not found by any
   * list, search, report or export, for any role (its row only anchors the sealed documents).
   */
  anonimizados?: boolean;
}

/**
 * A record merged into another (services/duplicados/fusao.ts) is left out the same way: everything of it
 * now belongs to the record that stayed, and its row is only kept for the empresa to undo the merge.
 */
const semAnonimizados = (regra: SQL | undefined, opts: OpcoesAlunos) =>
  opts.anonimizados ? regra : and(isNull(alunos.anonimizado_em), isNull(alunos.fundido_em), regra);

/**
 * Students: a professor reads those enrolled (now or before) in the classes it teaches, and
 * changes only those enrolled there now (`escrita`); an aluno reaches its own record.
 */
export function alunosNoEscopo(scope: Escopo, opts: OpcoesAlunos = {}): SQL | undefined {
  const regra = ondeNoEscopo(scope, {
    empresa: (empresaId) => eq(alunos.empresa_id, empresaId),
    escolas: (ids) => emLista(alunos.escola_id, ids),
    turmas: (ids) => matriculadoEm(inArray(matriculas.turma_id, ids), opts),
    aluno: (alunoId) => eq(alunos.id, alunoId),
  });
  return semAnonimizados(regra, opts);
}

/** alunosNoEscopo for a consultaFixa query (values from valoresDoEscopo). */
export function alunosNoEscopoFixo(tipo: Escopo['tipo'], opts: OpcoesAlunos = {}): SQL | undefined {
  const regra = ondeNoEscopoFixo(tipo, {
    empresa: (empresa) => eq(alunos.empresa_id, empresa),
    escolas: (escolas) => umDe(alunos.escola_id, escolas),
    turmas: (turmas) => matriculadoEm(umDe(matriculas.turma_id, turmas), opts),
    aluno: (aluno) => eq(alunos.id, aluno),
  });
  return semAnonimizados(regra, opts);
}

function matriculadoEm(naTurma: SQL, opts: { escrita?: boolean }): SQL {
  const ativa = opts.escrita ? sql` and ${matriculas.status} = 'ativa'` : sql``;
  return sql`exists (select 1 from ${matriculas} where ${matriculas.aluno_id} = ${alunos.id} and ${naTurma}${ativa})`;
}

/** A professor reaches students through its classes, so a student it registers must go into one of them. */
export function exigeTurmaNoCadastro(scope: Escopo): boolean {
  return scope.tipo === 'turmas';
}
