import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { consultaFixa, type Marcador, SEM_NOME } from '../db/consulta-fixa';
import { alunos, matriculas } from '../db/schema';
import { recusarCampos } from '../lib/validacao';

export interface Matriculado {
  aluno_id: string;
  nome: string;
  matricula: string;
  usuario_id: string | null;
  data_inicio: string;
}

/** How a response names a student: id, name and registration number (in that key order). */
export const identificacaoDoAluno = (m: Pick<Matriculado, 'aluno_id' | 'nome' | 'matricula'>) => ({
  aluno_id: m.aluno_id,
  aluno_nome: m.nome,
  aluno_matricula: m.matricula,
});

/**
 * The students enrolled in a class now (matrícula 'ativa'); with `ate`, only those whose
 * enrolment had started by that date. `soAluno` narrows to one student (an aluno's own row).
 */
export async function matriculados(
  db: Db | Tx,
  turmaId: string,
  opts: { ate?: string; soAluno?: string | null; ids?: string[] } = {},
): Promise<Matriculado[]> {
  const forma = { ate: Boolean(opts.ate), soAluno: Boolean(opts.soAluno), ids: Boolean(opts.ids) };
  return matriculadosPreparado(db, forma).execute({ turma: turmaId, ate: opts.ate, aluno: opts.soAluno, ids: opts.ids });
}

type ValoresDosMatriculados = {
  turma: string;
  ate?: string;
  aluno?: string | null;
  ids?: string[];
};

/** Every sheet and roll call reads its class's students: built once per filter shape (consultaFixa). */
const matriculadosPreparado = consultaFixa(
  (db, f: { ate: boolean; soAluno: boolean; ids: boolean }, ph: Marcador<ValoresDosMatriculados>) =>
    db
      .select({
        aluno_id: alunos.id,
        nome: alunos.nome,
        matricula: alunos.matricula,
        usuario_id: alunos.usuario_id,
        data_inicio: matriculas.data_inicio,
      })
      .from(matriculas)
      .innerJoin(alunos, eq(alunos.id, matriculas.aluno_id))
      .where(
        and(
          eq(matriculas.turma_id, ph('turma')),
          eq(matriculas.status, 'ativa'),
          f.ate ? lte(matriculas.data_inicio, ph('ate')) : undefined,
          f.soAluno ? eq(alunos.id, ph('aluno')) : undefined,
          f.ids ? sql`${alunos.id} = any(${ph('ids')}::uuid[])` : undefined,
        ),
      )
      .orderBy(alunos.nome, alunos.id)
      .prepare(SEM_NOME),
);

/**
 * The enrolled students a whole grade sheet or roll call writes, by id. `recusa` says what is wrong
 * with an item's student (not enrolled: undefined); every refused item is a field error of the body
 * (400), the first one its message.
 */
export async function matriculadosDosItens(
  db: Db | Tx,
  turmaId: string,
  itens: { aluno_id: string }[],
  recusa: (m: Matriculado | undefined) => string | undefined,
): Promise<Map<string, Matriculado>> {
  const lista = await matriculados(db, turmaId, { ids: itens.map((i) => i.aluno_id) });
  const porAluno = new Map(lista.map((m) => [m.aluno_id, m]));
  const erros: Record<string, string> = {};
  itens.forEach((item, i) => {
    const erro = recusa(porAluno.get(item.aluno_id));
    if (erro) erros[`itens.${i}.aluno_id`] = erro;
  });
  recusarCampos(erros);
  return porAluno;
}
