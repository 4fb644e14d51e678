import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { documentosEmitidos, documentosSelados, empresas } from '../../db/schema';
import { agendarTarefa } from '../../lib/tarefa-periodica';
import { SEM_AUTORIA, auditar } from '../auditoria';
import { hojeNaEmpresa } from '../fuso';
import { carregarRetencao } from './configuracao-retencao';

const PRIMEIRA_PASSADA_MS = 150_000;
/** Terms are counted in school years: one pass a day is more than enough. */
const INTERVALO_MS = 24 * 3600_000;

/** What one pass removed in one network. */
export interface RetencaoDaRede {
  empresa_id: string;
  /** The oldest school year still kept as class diaries. */
  diarios_desde: number;
  frequencias: number;
  notas: number;
  avaliacoes_resultados: number;
  documentos_emitidos: number;
  documentos_selados: number;
  /** Classes past the term whose year was never finished: kept, since their results exist nowhere else. */
  turmas_sem_encerramento: number;
}

const contar = async (db: Db | Tx, query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db, query))[0]?.n ?? 0;

/**
 * Applies each network's retention terms (Privacidade › prazos de guarda, else the defaults) on the
 * day `agora` falls on in its time zone: the class diaries (daily attendance, grade sheets,
 * assessment scores) of classes whose year ended more than the term ago, provided the year was
 * finished (its final results stored); the verification records of old boletins; the sealed
 * documents whose term ended. Final results, closings, councils and enrolments stay. Each network
 * that had something removed, or a class held back, gets an audit entry with the counts.
 */
export async function aplicarRetencao(db: Db, agora = new Date()): Promise<RetencaoDaRede[]> {
  const redes = await db.select({ id: empresas.id }).from(empresas).orderBy(empresas.id);
  const feito: RetencaoDaRede[] = [];
  for (const { id: empresaId } of redes) {
    const hoje = await hojeNaEmpresa(db, empresaId, agora);
    const ano = Number(hoje.slice(0, 4));
    const { valor } = await carregarRetencao(db, empresaId);
    const ultimoAnoDoDiario = ano - valor.diario_classe_anos - 1;
    const r = await db.transaction(async (tx) => {
      const vencidas = await queryRows<{ id: string; encerrada: boolean }>(
        tx,
        sql`select t.id, exists (select 1 from fechamentos_anuais f where f.turma_id = t.id and f.status in ('finalizado', 'aprovado')) as encerrada
            from turmas t where t.empresa_id = ${empresaId} and t.ano_letivo <= ${ultimoAnoDoDiario}`,
      );
      const alvo = vencidas.filter((t) => t.encerrada).map((t) => t.id);
      const presas = vencidas.filter((t) => !t.encerrada).map((t) => t.id);
      const nas = (ids: string[]) =>
        sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        );
      const apagar = (tabela: string, onde: ReturnType<typeof sql>) =>
        alvo.length
          ? contar(tx, sql`with a as (delete from ${sql.raw(tabela)} where ${onde} returning 1) select count(*)::int as n from a`)
          : Promise.resolve(0);
      const frequencias = await apagar('frequencias', sql`turma_id in (${nas(alvo)})`);
      const notas = await apagar('notas', sql`turma_id in (${nas(alvo)})`);
      const avaliacoes_resultados = await apagar(
        'avaliacoes_resultados',
        sql`avaliacao_id in (select id from avaliacoes where turma_id in (${nas(alvo)}))`,
      );
      const turmas_sem_encerramento = presas.length
        ? await contar(
            tx,
            sql`select count(*)::int as n from turmas t where t.id in (${nas(presas)})
                and (exists (select 1 from frequencias f where f.turma_id = t.id) or exists (select 1 from notas n where n.turma_id = t.id))`,
          )
        : 0;
      const emitidos = await tx
        .delete(documentosEmitidos)
        .where(
          and(
            eq(documentosEmitidos.empresa_id, empresaId),
            lte(documentosEmitidos.ano_letivo, ano - valor.documentos_emitidos_anos - 1),
          ),
        )
        .returning({ id: documentosEmitidos.id });
      const selados = await tx
        .delete(documentosSelados)
        .where(and(eq(documentosSelados.empresa_id, empresaId), lte(documentosSelados.expira_em, hoje)))
        .returning({ id: documentosSelados.id });
      return {
        empresa_id: empresaId,
        diarios_desde: ultimoAnoDoDiario + 1,
        frequencias,
        notas,
        avaliacoes_resultados,
        documentos_emitidos: emitidos.length,
        documentos_selados: selados.length,
        turmas_sem_encerramento,
      };
    });
    const { empresa_id: _e, diarios_desde: _d, ...contagens } = r;
    if (Object.values(contagens).some((n) => n > 0))
      await auditar(db, SEM_AUTORIA, { acao: 'aplicar_retencao', entidade: 'retencao', entidade_id: empresaId, depois: r });
    feito.push(r);
  }
  return feito;
}

/** Runs aplicarRetencao two and a half minutes after start and then once a day. Returns the function that stops it. */
export function iniciarRetencao(db: Db, log: FastifyBaseLogger): () => void {
  return agendarTarefa(
    log,
    'falha ao aplicar os prazos de guarda',
    async () => {
      const redes = await aplicarRetencao(db);
      const total = (k: keyof Omit<RetencaoDaRede, 'empresa_id' | 'diarios_desde'>) => redes.reduce((s, r) => s + r[k], 0);
      log.info(
        {
          redes: redes.length,
          frequencias: total('frequencias'),
          notas: total('notas'),
          avaliacoes_resultados: total('avaliacoes_resultados'),
          documentos_emitidos: total('documentos_emitidos'),
          documentos_selados: total('documentos_selados'),
          turmas_sem_encerramento: total('turmas_sem_encerramento'),
        },
        'prazos de guarda aplicados',
      );
    },
    { primeiraMs: PRIMEIRA_PASSADA_MS, intervaloMs: INTERVALO_MS },
  );
}
