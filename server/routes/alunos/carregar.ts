import { type SQL, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { alunos, escolas, usuarios } from '../../db/schema';
import { historicoDe } from '../../services/matriculas';
import type { Aluno } from '../../../domain/schemas/aluno';
import { apresentarAluno } from '../../presenters/aluno';

const acesso = alias(usuarios, 'usuario_acesso');

export function selecionarAlunos(db: Db | Tx) {
  return db
    .select({ ...getTableColumns(alunos), escola_nome: escolas.nome, usuario_nome: acesso.nome })
    .from(alunos)
    .innerJoin(escolas, eq(escolas.id, alunos.escola_id))
    .leftJoin(acesso, eq(acesso.id, alunos.usuario_id));
}

export type AlunoRow = Awaited<ReturnType<ReturnType<typeof selecionarAlunos>['where']>>[number];

/** Rows → DTOs with their current class, in one extra query for the whole page. */
export async function carregarAlunos(db: Db | Tx, rows: AlunoRow[]): Promise<Aluno[]> {
  const historico = await historicoDe(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    apresentarAluno(
      r,
      historico.filter((m) => m.aluno_id === r.id),
    ),
  );
}

export async function encontrarAluno(db: Db | Tx, where: SQL | undefined) {
  const [row] = await selecionarAlunos(db).where(where);
  return row ?? null;
}
