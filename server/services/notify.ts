import { and, eq, inArray } from 'drizzle-orm';
import { PREFERENCIAS_PADRAO, type PreferenciaCampo } from '../../domain/settings/notificacoes';
import type { Db, Tx } from '../db/client';
import { notificacoes, preferenciasNotificacao, usuarios } from '../db/schema';
import { enfileirarEmails, enfileirarSms } from './entrega/caixa-saida';

/**
 * The events that produce notifications. Each maps to one of the user's notification toggles
 * (Configurações → Notificações), which decide whether an e-mail or SMS goes out as well;
 * the in-app notification is always created.
 */
export type EventoNotificacao = 'notasLancadas' | 'faltasExcessivas' | 'reuniaoPais' | 'relatorios' | 'emergencia' | 'sistema';

export interface NovaNotificacao {
  evento: EventoNotificacao;
  titulo: string;
  mensagem: string;
  tipo?: 'success' | 'warning' | 'error' | 'info';
  /** Where clicking the notification leads (an app path). */
  link?: string | null;
}

/** Which toggle lets an event out by e-mail or by SMS; 'sistema' stays in the app. */
export const CANAIS_DO_EVENTO: Record<EventoNotificacao, { email?: PreferenciaCampo; sms?: PreferenciaCampo }> = {
  notasLancadas: { email: 'emailNotasLancadas' },
  faltasExcessivas: { email: 'emailFaltasExcessivas' },
  reuniaoPais: { email: 'emailReuniaoPais' },
  relatorios: { email: 'emailRelatorios' },
  emergencia: { sms: 'smsEmergencia' },
  sistema: {},
};

const RODAPE = 'Você recebe este aviso por causa das suas preferências em Configurações → Notificações.';

/**
 * Notifies the given users of an event: one in-app notification each and, where the user's
 * toggle is on, an e-mail or SMS queued in the outbox (delivered afterwards, so a slow mail
 * server never slows or fails the caller). Call it after the work that caused the event has
 * committed, so nobody is told of a change that was rolled back.
 */
export async function notify(db: Db | Tx, usuarioIds: readonly string[], n: NovaNotificacao): Promise<void> {
  const ids = [...new Set(usuarioIds)];
  if (!ids.length) return;
  await db.insert(notificacoes).values(
    ids.map((usuario_id) => ({
      usuario_id,
      titulo: n.titulo,
      mensagem: n.mensagem,
      tipo: n.tipo ?? 'info',
      link: n.link ?? null,
    })),
  );

  const canais = CANAIS_DO_EVENTO[n.evento];
  if (!canais.email && !canais.sms) return;
  const destinatarios = await db
    .select({ id: usuarios.id, email: usuarios.email, telefone: usuarios.telefone, prefs: preferenciasNotificacao })
    .from(usuarios)
    .leftJoin(preferenciasNotificacao, eq(preferenciasNotificacao.usuario_id, usuarios.id))
    .where(and(inArray(usuarios.id, ids), eq(usuarios.status, 'ativo')));
  const quer = (campo: PreferenciaCampo | undefined, prefs: (typeof destinatarios)[number]['prefs']) =>
    !!campo && (prefs ? prefs[campo] : PREFERENCIAS_PADRAO[campo]);

  await enfileirarEmails(
    db,
    destinatarios
      .filter((d) => quer(canais.email, d.prefs))
      .map((d) => ({
        para: d.email,
        assunto: n.titulo,
        texto: `${n.mensagem}\n\n${RODAPE}`,
        link: n.link ?? null,
        evento: n.evento,
        usuario_id: d.id,
      })),
  );
  await enfileirarSms(
    db,
    destinatarios
      .filter((d) => d.telefone && quer(canais.sms, d.prefs))
      .map((d) => ({
        para: d.telefone!,
        assunto: n.titulo,
        texto: `${n.titulo}: ${n.mensagem}`.slice(0, 300),
        evento: n.evento,
        usuario_id: d.id,
      })),
  );
}
