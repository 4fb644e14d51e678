import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { criarProvedorSms } from './sms';
import { criarTransporteSmtp } from './smtp';
import { iniciarEntrega } from './worker';

/** Runs the outbox worker for as long as the app is up. */
export const entregaPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
  const { config } = opts;
  const entrega = iniciarEntrega(opts.db, {
    email: config.SMTP_URL ? criarTransporteSmtp(config.SMTP_URL, config.MAIL_FROM) : null,
    sms: criarProvedorSms(config.SMS_PROVIDER, app.log),
    baseUrl: config.baseUrl,
    log: app.log,
  });
  app.addHook('onClose', () => entrega.parar());
});
