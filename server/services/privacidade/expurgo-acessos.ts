import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { RETENCAO_ACESSOS } from '../../../domain/schemas/privacidade-configuracao';
import type { Db, Tx } from '../../db/client';
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
 * trigger refuses every DELETE but the one inside gestao_expurgar_acessos (migration 0014), called
 * here once per network with rows past the shortest retention; that function never deletes a row
 * younger than that, whatever date it is given. Each network's count is audited.
 */
export async function expurgarAcessos(db: Db, agora = new Date()): Promise<Expurgo> {
  const desde = agora.toISOString();
  const calculadas = await queryRows<{ empresa_id: string; excluidos: number }>(
    db,
    sql`with prazo as (
          select c.empresa_id,
                 least(greatest((c.valor->>'retencao_acessos_dias')::int, ${RETENCAO_ACESSOS.minimo}::int), ${RETENCAO_ACESSOS.maximo}::int) as dias
          from configuracoes_empresa c
          where c.chave = ${CHAVE_PRIVACIDADE} and jsonb_typeof(c.valor->'retencao_acessos_dias') = 'number'
        ),
        redes as (
          select distinct a.empresa_id from acessos_dados_pessoais a
          where a.created_at < ${desde}::timestamptz - make_interval(days => ${RETENCAO_ACESSOS.minimo}::int)
        )
        select r.empresa_id,
               gestao_expurgar_acessos(r.empresa_id, ${desde}::timestamptz - make_interval(days => coalesce(p.dias, ${RETENCAO_ACESSOS.padrao}::int))) as excluidos
        from redes r left join prazo p on p.empresa_id = r.empresa_id
        order by r.empresa_id`,
  );
  const redes = calculadas.filter((r) => r.excluidos > 0);
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

/**
 * Deletes the access-log rows of reads made by a student's own account (they carry its name), for
 * the student's anonymisation, through the table's other door (gestao_apagar_acessos_da_conta,
 * migration 0014): it refuses an account not linked to a student record, so it must run before the
 * account is unlinked or removed. Returns how many rows went.
 */
export async function apagarAcessosDaConta(db: Db | Tx, usuarioId: string): Promise<number> {
  const [r] = await queryRows<{ excluidos: number }>(
    db,
    sql`select gestao_apagar_acessos_da_conta(${usuarioId}::uuid) as excluidos`,
  );
  return r?.excluidos ?? 0;
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
