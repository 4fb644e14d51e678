import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { ENCAMINHAMENTO_LABEL, PARECER_LABEL } from '../../../domain/conselho/parecer';
import type { Db } from '../../db/client';
import { conselhosClasse, conselhosDecisoes } from '../../db/schema';

/**
 * The class councils' recommendations for each student of a class, by aluno_id, in the order of the
 * year (the bimesters, then the final council): to the student, to the family, the encaminhamentos
 * and the final council's parecer. Only decided councils count: a finalized one by its frozen
 * version, and one reopened for a correction by the version it had when finalized (the one before
 * the version being written), so a correction in progress never shows on a boletim. A student with
 * none gets no section.
 */
export async function carregarRecomendacoes(
  db: Db,
  turmaId: string,
  alunoIds: readonly string[],
): Promise<ReadonlyMap<string, readonly string[]>> {
  if (!alunoIds.length) return new Map();
  const versaoCongelada = sql`case when ${conselhosClasse.status} = 'finalizado' then ${conselhosClasse.versao} else ${conselhosClasse.versao} - 1 end`;
  const linhas = await db
    .select({
      aluno_id: conselhosDecisoes.aluno_id,
      bimestre: conselhosClasse.bimestre,
      encaminhamentos: conselhosDecisoes.encaminhamentos,
      recomendacao_aluno: conselhosDecisoes.recomendacao_aluno,
      recomendacao_familia: conselhosDecisoes.recomendacao_familia,
      parecer: conselhosDecisoes.parecer,
    })
    .from(conselhosClasse)
    .innerJoin(
      conselhosDecisoes,
      and(eq(conselhosDecisoes.conselho_id, conselhosClasse.id), eq(conselhosDecisoes.versao, versaoCongelada)),
    )
    .where(
      and(
        eq(conselhosClasse.turma_id, turmaId),
        or(eq(conselhosClasse.status, 'finalizado'), gt(conselhosClasse.versao, 1)),
        inArray(conselhosDecisoes.aluno_id, [...alunoIds]),
      ),
    )
    .orderBy(sql`coalesce(${conselhosClasse.bimestre}, 5)`, asc(conselhosDecisoes.aluno_id));

  const porAluno = new Map<string, string[]>();
  for (const l of linhas) {
    const conselho = l.bimestre === null ? 'Conselho final' : `${l.bimestre}º bimestre`;
    const itens = porAluno.get(l.aluno_id) ?? [];
    if (l.recomendacao_aluno?.trim()) itens.push(`${conselho} · Ao aluno: ${l.recomendacao_aluno.trim()}`);
    if (l.recomendacao_familia?.trim()) itens.push(`${conselho} · À família: ${l.recomendacao_familia.trim()}`);
    if (l.encaminhamentos.length)
      itens.push(`${conselho} · Encaminhamentos: ${l.encaminhamentos.map((e) => ENCAMINHAMENTO_LABEL[e]).join(', ')}`);
    if (l.parecer) itens.push(`${conselho} · Parecer conclusivo: ${PARECER_LABEL[l.parecer]}`);
    if (itens.length) porAluno.set(l.aluno_id, itens);
  }
  return porAluno;
}
