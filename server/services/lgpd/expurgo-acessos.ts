import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { RETENCAO_ACESSOS } from '../../../domain/schemas/privacidade-configuracao';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { agendarTarefa } from '../../lib/tarefa-periodica';
import { SEM_AUTORIA, auditar } from '../auditoria';
import { CHAVE_PRIVACIDADE } from './configuracao-privacidade';

const PRIMEIRA_PASSADA_MS = 120_000;
/** The retention is counted in days: one pass a day is enough, and cheap on a quiet log. */
const INTERVALO_MS = 24 * 3600_000;

export interface Expurgo {
  total: number;
  redes: { empresa_id: string; excluidos: number }[];
}

/**
 * Deletes the access-log rows older than their network's retention (its Privacidade setting, else the
 * default; a stored value outside the allowed range is read as the nearest bound). The table's
 * trigger refuses every DELETE but one made with `gestao.expurgo` on, which `set local` keeps to this
 * transaction: nothing else run on the connection afterwards inherits it. Each network's count is
 * audited.
 */
export async function expurgarAcessos(db: Db, agora = new Date()): Promise<Expurgo> {
  const redes = await db.transaction(async (tx) => {
    await tx.execute(sql`set local gestao.expurgo = 'on'`);
    return queryRows<{ empresa_id: string; excluidos: number }>(
      tx,
      sql`with prazo as (
            select c.empresa_id,
                   least(greatest((c.valor->>'retencao_acessos_dias')::int, ${RETENCAO_ACESSOS.minimo}::int), ${RETENCAO_ACESSOS.maximo}::int) as dias
            from configuracoes_empresa c
            where c.chave = ${CHAVE_PRIVACIDADE} and jsonb_typeof(c.valor->'retencao_acessos_dias') = 'number'
          ),
          excluidos as (
            delete from acessos_dados_pessoais a
            where a.created_at < ${agora.toISOString()}::timestamptz - make_interval(days => coalesce(
              (select p.dias from prazo p where p.empresa_id = a.empresa_id), ${RETENCAO_ACESSOS.padrao}::int))
            returning a.empresa_id
          )
          select empresa_id, count(*)::int as excluidos from excluidos group by empresa_id order by empresa_id`,
    );
  });
  for (const r of redes) {
    await auditar(db, SEM_AUTORIA, {
      acao: 'expurgar',
      entidade: 'acessos_dados_pessoais',
      entidade_id: r.empresa_id,
      depois: { excluidos: r.excluidos },
    });
  }
  return { total: redes.reduce((s, r) => s + r.excluidos, 0), redes };
}

/** Runs expurgarAcessos two minutes after start and then once a day. Returns the function that stops it. */
export function iniciarExpurgoDeAcessos(db: Db, log: FastifyBaseLogger): () => void {
  return agendarTarefa(
    log,
    'falha no expurgo do registro de acessos',
    async () => {
      const r = await expurgarAcessos(db);
      if (r.total) log.info(r, 'registro de acessos: linhas além do prazo de guarda excluídas');
    },
    { primeiraMs: PRIMEIRA_PASSADA_MS, intervaloMs: INTERVALO_MS },
  );
}
