import { type SQL, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, type Tx, lerJuntos } from '../../db/client';
import { alunos, escolas, usuarios } from '../../db/schema';
import { contatosDaFamilia } from '../../services/contato-da-familia';
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

/** Rows → DTOs with their current class and family contact, in one extra query each for the whole page. */
export async function carregarAlunos(db: Db | Tx, rows: AlunoRow[]): Promise<Aluno[]> {
  const ids = rows.map((r) => r.id);
  const [historico, contatos] = await lerJuntos(db, [() => historicoDe(db, ids), () => contatosDaFamilia(db, ids)]);
  return rows.map((r) =>
    apresentarAluno(
      r,
      historico.filter((m) => m.aluno_id === r.id),
      contatos.get(r.id) ?? null,
    ),
  );
}

export async function encontrarAluno(db: Db | Tx, where: SQL | undefined) {
  const [row] = await selecionarAlunos(db).where(where);
  return row ?? null;
}
