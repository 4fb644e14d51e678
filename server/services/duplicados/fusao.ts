import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DUPLICADO_MENSAGENS as MSG } from '../../../domain/schemas/duplicado';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { type LinhasMovidas, alunos, duplicadosSuspeitos, fusoesAlunos } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { auditar } from '../auditoria';

/**
 * Every table whose rows belong to a student (a foreign key to alunos.id), and how a merge moves them:
 * `chave` names a row apart from its student (what the merge records to move exactly it back);
 * `conflito` is the rest of the table's unique key with the student, when there is one. A row of the
 * merged record whose key the kept record already has (the same grade of the same class, subject and
 * bimestre; the same guardian; the same sensitive-data row…) is not moved and never deleted: it stays
 * on the merged record, is counted in the merge's `conflitos`, and comes back with it on undo — the
 * kept record's own row is the one that counts. fusao.test.ts checks this list against the catalogue,
 * so a new table that points at students fails until it is added here (or to NAO_MOVIDAS).
 */
export const VINCULOS: ReadonlyArray<{ tabela: string; chave: string[]; conflito: string[] | null }> = [
  // An active enrolment in the same year on both refuses the merge (matriculaAtivaEmComum): one class at a time.
  { tabela: 'matriculas', chave: ['id'], conflito: null },
  { tabela: 'notas', chave: ['id'], conflito: ['turma_id', 'disciplina_id', 'bimestre'] },
  { tabela: 'frequencias', chave: ['id'], conflito: ['turma_id', 'disciplina_id', 'data'] },
  { tabela: 'avaliacoes_resultados', chave: ['avaliacao_id'], conflito: ['avaliacao_id'] },
  { tabela: 'fechamentos_snapshots', chave: ['fechamento_id', 'versao'], conflito: ['fechamento_id', 'versao'] },
  { tabela: 'recuperacoes_finais', chave: ['turma_id', 'disciplina_id'], conflito: ['turma_id', 'disciplina_id'] },
  { tabela: 'resultados_finais', chave: ['id'], conflito: ['turma_id', 'disciplina_id'] },
  { tabela: 'conselhos_decisoes', chave: ['conselho_id', 'versao'], conflito: ['conselho_id', 'versao'] },
  { tabela: 'documentos_emitidos', chave: ['id'], conflito: null },
  { tabela: 'documentos_selados', chave: ['id'], conflito: null },
  { tabela: 'alunos_responsaveis', chave: ['id'], conflito: ['responsavel_id'] },
  { tabela: 'alunos_dados_sensiveis', chave: [], conflito: [] },
  { tabela: 'pendencias', chave: ['id'], conflito: null },
  { tabela: 'solicitacoes_titulares', chave: ['id'], conflito: null },
  // The import's record of which student each line made: a line imported again then finds the kept record.
  { tabela: 'importacoes_linhas', chave: ['importacao_id', 'numero'], conflito: null },
  { tabela: 'importacoes_alunos', chave: ['hash'], conflito: null },
];

/**
 * The foreign keys to alunos.id a merge does not move: the running attendance totals are recounted
 * from the marks instead (recontarTotais), and the merge's own records (the pointer of the merged row,
 * the suspected pairs, the merge itself) must keep naming both records.
 */
export const NAO_MOVIDAS = [
  'frequencias_totais.aluno_id',
  'alunos.fundido_no_aluno_id',
  'duplicados_suspeitos.aluno_a',
  'duplicados_suspeitos.aluno_b',
  'fusoes_alunos.aluno_mantido_id',
  'fusoes_alunos.aluno_fundido_id',
];

const coluna = (alias: string, c: string) => sql.raw(`${alias}."${c}"`);
const chaveJson = (alias: string, chave: string[]) =>
  sql.raw(`jsonb_build_object(${chave.map((c) => `'${c}', ${alias}."${c}"`).join(', ')})`);

/** Recounts both students' attendance totals from their marks (the marks moved, the totals follow). */
async function recontarTotais(tx: Tx, alunoIds: string[]): Promise<void> {
  const ids = sql`${`{${alunoIds.join(',')}}`}::uuid[]`;
  await tx.execute(sql`delete from frequencias_totais where aluno_id = any(${ids})`);
  await tx.execute(sql`
    insert into frequencias_totais (aluno_id, turma_id, disciplina_id, empresa_id, escola_id, aulas, faltas)
    select aluno_id, turma_id, disciplina_id, empresa_id, escola_id, count(*)::int, (count(*) filter (where not presente))::int
    from frequencias where aluno_id = any(${ids})
    group by aluno_id, turma_id, disciplina_id, empresa_id, escola_id`);
}

async function matriculaAtivaEmComum(tx: Tx, mantido: string, fundido: string): Promise<number | null> {
  const [linha] = await queryRows<{ ano_letivo: number }>(
    tx,
    sql`select m1.ano_letivo from matriculas m1
      join matriculas m2 on m2.aluno_id = ${mantido}::uuid and m2.status = 'ativa' and m2.ano_letivo = m1.ano_letivo
      where m1.aluno_id = ${fundido}::uuid and m1.status = 'ativa' limit 1`,
  );
  return linha?.ano_letivo ?? null;
}

const contar = (movidos: LinhasMovidas) => Object.fromEntries(Object.entries(movidos).map(([t, linhas]) => [t, linhas.length]));

export interface ResultadoFusao {
  id: string;
  aluno_mantido_id: string;
  aluno_fundido_id: string;
  movidos: Record<string, number>;
  conflitos: Record<string, number>;
  desfeita_em: string | null;
}

const apresentarFusao = (f: typeof fusoesAlunos.$inferSelect): ResultadoFusao => ({
  id: f.id,
  aluno_mantido_id: f.aluno_mantido_id,
  aluno_fundido_id: f.aluno_fundido_id,
  movidos: contar(f.movidos),
  conflitos: f.conflitos,
  desfeita_em: f.desfeita_em?.toISOString() ?? null,
});

/**
 * Merges the record `fundido` into `mantido` (the route has checked that the person reaches both and
 * the pair): every row of the merged record moves to the kept one, except those whose key the kept
 * one already has (VINCULOS); the merged row stays, marked, out of every list. All in one transaction
 * with its audit, and the rows moved recorded per table for the undo.
 */
export async function fundirAlunos(
  db: Db,
  request: FastifyRequest,
  par: { id: string; empresa_id: string },
  mantido: string,
  fundido: string,
): Promise<ResultadoFusao> {
  return db.transaction(async (tx) => {
    // Both rows locked: a second merge of either (or an edit) waits for this one and then sees it.
    const travados = await queryRows<{ id: string; fundido_em: Date | null; anonimizado_em: Date | null }>(
      tx,
      sql`select id, fundido_em, anonimizado_em from alunos where id in (${mantido}::uuid, ${fundido}::uuid) order by id for update`,
    );
    if (travados.length !== 2 || travados.some((t) => t.fundido_em || t.anonimizado_em)) throw conflict(MSG.jaDecidido);
    const [pendente] = await tx
      .select({ id: duplicadosSuspeitos.id })
      .from(duplicadosSuspeitos)
      .where(and(eq(duplicadosSuspeitos.id, par.id), eq(duplicadosSuspeitos.status, 'pendente')))
      .for('update');
    if (!pendente) throw conflict(MSG.jaDecidido);
    const ano = await matriculaAtivaEmComum(tx, mantido, fundido);
    if (ano !== null) throw conflict(MSG.matriculaAtiva(ano));

    const movidos: LinhasMovidas = {};
    const conflitos: Record<string, number> = {};
    for (const { tabela, chave, conflito } of VINCULOS) {
      const t = sql.raw(`"${tabela}"`);
      const semConflito = conflito
        ? sql` and not exists (select 1 from ${t} o where o.aluno_id = ${mantido}::uuid${sql.join(
            conflito.map((c) => sql` and ${coluna('o', c)} is not distinct from ${coluna('t', c)}`),
          )})`
        : sql``;
      const linhas = await queryRows<{ chave: Record<string, unknown> }>(
        tx,
        sql`update ${t} t set aluno_id = ${mantido}::uuid where t.aluno_id = ${fundido}::uuid${semConflito}
          returning ${chaveJson('t', chave)} as chave`,
      );
      if (linhas.length) movidos[tabela] = linhas.map((l) => l.chave);
      if (conflito) {
        const [ficou] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${t} where aluno_id = ${fundido}::uuid`,
        );
        if (ficou?.n) conflitos[tabela] = ficou.n;
      }
    }
    await recontarTotais(tx, [mantido, fundido]);

    const agora = new Date();
    await tx.update(alunos).set({ fundido_em: agora, fundido_no_aluno_id: mantido }).where(eq(alunos.id, fundido));
    await tx
      .update(duplicadosSuspeitos)
      .set({ status: 'fundido', decidido_por: request.actor?.id ?? null, decidido_em: agora, updated_at: agora })
      .where(eq(duplicadosSuspeitos.id, par.id));
    const [fusao] = await tx
      .insert(fusoesAlunos)
      .values({
        empresa_id: par.empresa_id,
        duplicado_id: par.id,
        aluno_mantido_id: mantido,
        aluno_fundido_id: fundido,
        movidos,
        conflitos,
        fundido_por: request.actor?.id ?? null,
      })
      .returning();
    const resultado = apresentarFusao(fusao!);
    await auditar(tx, request, {
      acao: 'fundir',
      entidade: 'alunos',
      entidade_id: mantido,
      depois: { fusao_id: resultado.id, aluno_fundido_id: fundido, movidos: resultado.movidos, conflitos },
    });
    return resultado;
  });
}

/**
 * Undoes a merge: exactly the rows it moved go back to the merged record (the rows the kept record had
 * before, or got since, stay), the merged record is unmarked and its pair is pending again. Refused if
 * the kept record was itself merged afterwards (that merge is undone first).
 */
export async function desfazerFusao(db: Db, request: FastifyRequest, fusaoId: string): Promise<ResultadoFusao> {
  return db.transaction(async (tx) => {
    const [fusao] = await tx.select().from(fusoesAlunos).where(eq(fusoesAlunos.id, fusaoId)).for('update');
    if (!fusao || fusao.desfeita_em) throw conflict(MSG.jaDesfeita);
    const { aluno_mantido_id: mantido, aluno_fundido_id: fundido } = fusao;
    const travados = await queryRows<{ id: string; fundido_em: Date | null; fundido_no_aluno_id: string | null }>(
      tx,
      sql`select id, fundido_em, fundido_no_aluno_id from alunos where id in (${mantido}::uuid, ${fundido}::uuid) order by id for update`,
    );
    const doMantido = travados.find((t) => t.id === mantido);
    const doFundido = travados.find((t) => t.id === fundido);
    if (doMantido?.fundido_em || doFundido?.fundido_no_aluno_id !== mantido) throw conflict(MSG.fusaoAnterior);

    for (const { tabela, chave } of VINCULOS) {
      const linhas = fusao.movidos[tabela];
      if (!linhas?.length) continue;
      await tx.execute(sql`
        update ${sql.raw(`"${tabela}"`)} t set aluno_id = ${fundido}::uuid
        where t.aluno_id = ${mantido}::uuid
          and ${chaveJson('t', chave)} in (select jsonb_array_elements(${JSON.stringify(linhas)}::jsonb))`);
    }
    await recontarTotais(tx, [mantido, fundido]);

    const agora = new Date();
    await tx
      .update(alunos)
      .set({ fundido_em: null, fundido_no_aluno_id: null })
      .where(and(eq(alunos.id, fundido), eq(alunos.fundido_no_aluno_id, mantido)));
    if (fusao.duplicado_id) {
      await tx
        .update(duplicadosSuspeitos)
        .set({ status: 'pendente', decidido_por: null, decidido_em: null, updated_at: agora })
        .where(eq(duplicadosSuspeitos.id, fusao.duplicado_id));
    }
    const [desfeita] = await tx
      .update(fusoesAlunos)
      .set({ desfeita_em: agora, desfeita_por: request.actor?.id ?? null, updated_at: agora })
      .where(and(eq(fusoesAlunos.id, fusao.id), isNull(fusoesAlunos.desfeita_em)))
      .returning();
    const resultado = apresentarFusao(desfeita!);
    await auditar(tx, request, {
      acao: 'desfazer_fusao',
      entidade: 'alunos',
      entidade_id: mantido,
      depois: { fusao_id: fusao.id, aluno_fundido_id: fundido, movidos: resultado.movidos },
    });
    return resultado;
  });
}
