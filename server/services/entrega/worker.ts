import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caixaSaida } from '../../db/schema';
import { type Trabalhador, iniciarTrabalhador } from '../../lib/trabalhador';
import { nomeDaRedeDoUsuario } from '../identidade';
import { aoEnfileirar } from './caixa-saida';
import { renderizarEmail } from './render';
import type { ProvedorSms } from './sms';
import type { TransporteEmail } from './smtp';

const MAX_TENTATIVAS = 5;
const LOTE = 10;
/** While a delivery is under way the row is leased for this long (a crashed process frees it). */
const ARRENDAMENTO = sql`now() + interval '5 minutes'`;
const CORPO_APAGADO = '[Conteúdo apagado após o envio: continha um link de uso único.]';

export interface Entregadores {
  /** Null without SMTP_URL: e-mails stay in the outbox as 'retido'. */
  email: TransporteEmail | null;
  sms: ProvedorSms;
  baseUrl: string;
  log: { error(obj: unknown, msg: string): void };
}

type Linha = typeof caixaSaida.$inferSelect;

/** 30 s, 1 min, 2 min, 4 min between attempts. */
const espera = (tentativas: number) => sql`now() + make_interval(secs => ${30 * 2 ** Math.max(0, tentativas - 1)})`;

async function entregar(db: Db, linha: Linha, e: Entregadores): Promise<void> {
  if (linha.canal === 'email' && !e.email) {
    await db.update(caixaSaida).set({ status: 'retido', tentativas: 0, erro: null }).where(eq(caixaSaida.id, linha.id));
    return;
  }
  try {
    if (linha.canal === 'email') {
      const pronto = renderizarEmail(linha, e.baseUrl, await nomeDaRedeDoUsuario(db, linha.usuario_id));
      await e.email!.enviar({ para: linha.para, assunto: pronto.assunto, texto: pronto.texto, html: pronto.html });
    } else {
      await e.sms.enviar(linha.para, linha.corpo_texto);
    }
    await db
      .update(caixaSaida)
      .set({
        status: 'enviado',
        erro: null,
        enviado_em: sql`now()`,
        ...(linha.sensivel ? { corpo_texto: CORPO_APAGADO, corpo_html: null, link: null } : {}),
      })
      .where(eq(caixaSaida.id, linha.id));
  } catch (err) {
    const erro = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    const esgotou = linha.tentativas >= MAX_TENTATIVAS;
    await db
      .update(caixaSaida)
      .set(esgotou ? { status: 'falhou', erro } : { erro, proxima_tentativa: espera(linha.tentativas) })
      .where(eq(caixaSaida.id, linha.id));
  }
}

/** Claims a batch of due messages (skipping rows another process holds) and delivers them. */
async function processarLote(db: Db, e: Entregadores): Promise<number> {
  const devidas = db
    .select({ id: caixaSaida.id })
    .from(caixaSaida)
    .where(and(eq(caixaSaida.status, 'pendente'), lte(caixaSaida.proxima_tentativa, sql`now()`)))
    .orderBy(caixaSaida.proxima_tentativa)
    .limit(LOTE)
    .for('update', { skipLocked: true });
  const linhas = await db
    .update(caixaSaida)
    .set({ proxima_tentativa: ARRENDAMENTO, tentativas: sql`${caixaSaida.tentativas} + 1` })
    .where(inArray(caixaSaida.id, devidas))
    .returning();
  for (const linha of linhas) await entregar(db, linha, e);
  return linhas.length;
}

export type Entrega = Trabalhador;

/**
 * The outbox worker of this process: runs when something is queued and every `intervaloMs`
 * (retries, and messages queued by other processes).
 */
export function iniciarEntrega(db: Db, e: Entregadores, intervaloMs = 15_000): Entrega {
  const trabalhador = iniciarTrabalhador({
    rodada: async (parado) => {
      while (!parado() && (await processarLote(db, e)) > 0);
    },
    aoEnfileirar,
    intervaloMs,
    log: e.log,
    falha: 'falha ao processar a caixa de saída',
  });
  return {
    processar: trabalhador.processar,
    parar: async () => {
      await trabalhador.parar();
      e.email?.fechar();
    },
  };
}
