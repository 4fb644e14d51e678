import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type GrauDuplicado, duplicadosEntreLinhas } from '../../../domain/aluno/duplicados';
import { DUPLICADO_MENSAGENS as MSG } from '../../../domain/schemas/duplicado';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { alunos } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { Escopo } from '../../policies/alcance';
import { alunosNoEscopo } from '../../policies/alunos';
import { auditar } from '../auditoria';

interface ParSuspeito {
  aluno_a: string;
  aluno_b: string;
  grau: GrauDuplicado;
  motivo: string;
}

/** Pairs written per statement: one parameter of JSON each, well under any statement limit. */
const LOTE = 5_000;

/**
 * Records suspected pairs of one network (whoever found them: the scan, an import, the student form).
 * A pair is one row in either order; found again while pending, it takes the latest rule; once
 * dismissed or merged, it stays decided. Answers how many pairs were new.
 */
async function registrarSuspeitas(tx: Tx, empresaId: string, pares: ParSuspeito[]): Promise<number> {
  let novos = 0;
  for (let i = 0; i < pares.length; i += LOTE) {
    const lote = pares.slice(i, i + LOTE).map((p) => {
      const [a, b] = p.aluno_a < p.aluno_b ? [p.aluno_a, p.aluno_b] : [p.aluno_b, p.aluno_a];
      return { a, b, grau: p.grau, motivo: p.motivo };
    });
    const linhas = await queryRows<{ novo: boolean }>(
      tx,
      sql`insert into duplicados_suspeitos (empresa_id, aluno_a, aluno_b, grau, motivo)
        select ${empresaId}::uuid, x.a, x.b, x.grau, x.motivo
        from jsonb_to_recordset(${JSON.stringify(lote)}::jsonb) as x(a uuid, b uuid, grau text, motivo text)
        on conflict (aluno_a, aluno_b) do update set grau = excluded.grau, motivo = excluded.motivo, updated_at = now()
          where duplicados_suspeitos.status = 'pendente'
        returning (xmax = 0) as novo`,
    );
    novos += linhas.filter((l) => l.novo).length;
  }
  return novos;
}

/**
 * "Procurar duplicados": compares every record the person reaches in the network (the empresa: all;
 * a gestor: its schools') by the duplicate rules and records the pairs found. The rules run in
 * memory over one read of the records (duplicadosEntreLinhas compares only within a shared document
 * or birth date: ~1 s for 100,000 students), so they are exactly those of the import and the form.
 * A pending pair no longer found (a record corrected since) is withdrawn; decided pairs stay.
 * One scan per network at a time.
 */
export async function procurarNaRede(
  db: Db,
  request: FastifyRequest,
  scope: Escopo,
  empresaId: string,
): Promise<{ encontrados: number; novos: number }> {
  return db.transaction(async (tx) => {
    const [trava] = await queryRows<{ livre: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtextextended(${`duplicados:${empresaId}`}, 0)) as livre`,
    );
    if (!trava?.livre) throw conflict(MSG.varreduraEmAndamento);

    const noEscopo = and(eq(alunos.empresa_id, empresaId), alunosNoEscopo(scope));
    const linhas = await tx
      .select({
        id: alunos.id,
        nome: alunos.nome,
        data_nascimento: alunos.data_nascimento,
        filiacao_1: alunos.filiacao_1,
        filiacao_2: alunos.filiacao_2,
        cpf: alunos.cpf,
        nis: alunos.nis,
        codigo_inep: alunos.codigo_inep,
        certidao_nascimento: alunos.certidao_nascimento,
      })
      .from(alunos)
      .where(noEscopo);
    const pares = duplicadosEntreLinhas(linhas).map((p) => ({
      aluno_a: linhas[p.a]?.id ?? '',
      aluno_b: linhas[p.b]?.id ?? '',
      grau: p.grau,
      motivo: p.motivo,
    }));
    const novos = await registrarSuspeitas(tx, empresaId, pares);
    // Pending pairs of the scanned records not found now (registrarSuspeitas touched the others in this transaction).
    await tx.execute(sql`
      delete from duplicados_suspeitos d
      where d.empresa_id = ${empresaId}::uuid and d.status = 'pendente' and d.updated_at < now()
        and exists (select 1 from alunos where alunos.id = d.aluno_a and ${noEscopo})
        and exists (select 1 from alunos where alunos.id = d.aluno_b and ${noEscopo})`);
    const resultado = { encontrados: pares.length, novos };
    await auditar(tx, request, { acao: 'procurar', entidade: 'duplicados', entidade_id: empresaId, depois: resultado });
    return resultado;
  });
}
