import type { Db, Tx } from '../../db/client';
import { caixaSaida } from '../../db/schema';

export interface NovoEmail {
  para: string;
  assunto: string;
  texto: string;
  html?: string | null;
  /** An app path ('/escola/…') or an absolute URL the message leads to. */
  link?: string | null;
  evento?: string | null;
  usuario_id?: string | null;
  /** Erase the body once delivered (a password-reset link). */
  sensivel?: boolean;
}

export interface NovoSms {
  para: string;
  /** Shown in the administrador's outbox list; the SMS itself carries only the text. */
  assunto: string;
  texto: string;
  evento?: string | null;
  usuario_id?: string | null;
}

type Ouvinte = () => void;
const ouvintes = new Set<Ouvinte>();

/** The outbox workers of this process, woken when something is queued. */
export function aoEnfileirar(ouvinte: Ouvinte): () => void {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

function avisar() {
  for (const ouvinte of ouvintes) ouvinte();
}

/**
 * Queues e-mails in the same call (and transaction, when given one) as the work that caused
 * them; the worker delivers them afterwards, so the caller never waits on a mail server.
 */
export async function enfileirarEmails(db: Db | Tx, emails: readonly NovoEmail[]): Promise<void> {
  if (!emails.length) return;
  await db.insert(caixaSaida).values(
    emails.map((e) => ({
      canal: 'email' as const,
      para: e.para,
      assunto: e.assunto,
      corpo_texto: e.texto,
      corpo_html: e.html ?? null,
      link: e.link ?? null,
      evento: e.evento ?? null,
      usuario_id: e.usuario_id ?? null,
      sensivel: e.sensivel ?? false,
    })),
  );
  avisar();
}

export async function enfileirarSms(db: Db | Tx, mensagens: readonly NovoSms[]): Promise<void> {
  if (!mensagens.length) return;
  await db.insert(caixaSaida).values(
    mensagens.map((m) => ({
      canal: 'sms' as const,
      para: m.para,
      assunto: m.assunto,
      corpo_texto: m.texto,
      evento: m.evento ?? null,
      usuario_id: m.usuario_id ?? null,
    })),
  );
  avisar();
}
