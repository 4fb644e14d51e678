import nodemailer from 'nodemailer';

interface EmailParaEnvio {
  para: string;
  assunto: string;
  texto: string;
  html: string;
}

export interface TransporteEmail {
  enviar(email: EmailParaEnvio): Promise<void>;
  fechar(): void;
}

/**
 * SMTP through nodemailer, from SMTP_URL (smtp://user:senha@host:587, smtps://… for implicit
 * TLS). Short timeouts: a mail server that hangs must not hold the outbox worker for minutes.
 */
export function criarTransporteSmtp(url: string, remetente: string): TransporteEmail {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  const transporte = nodemailer.createTransport({
    host: u.hostname,
    port: Number(u.port) || (secure ? 465 : 587),
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    enviar: async ({ para, assunto, texto, html }) => {
      await transporte.sendMail({ from: remetente, to: para, subject: assunto, text: texto, html });
    },
    fechar: () => transporte.close(),
  };
}
