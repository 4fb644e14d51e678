import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

/** The delivery variables of server/config.ts: checked at start, named when wrong. */
describe('SMTP_URL, MAIL_FROM and SMS_PROVIDER', () => {
  it('default to no SMTP (outbox only), a local sender and the logging SMS provider', () => {
    const cfg = loadConfig({});
    expect(cfg.SMTP_URL).toBeUndefined();
    expect(cfg.MAIL_FROM).toBe('Gestão Escolar <nao-responda@localhost>');
    expect(cfg.SMS_PROVIDER).toBe('log');
  });

  it('accept smtp:// and smtps:// addresses', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://user:senha@mail.rede.gov.br:587' }).SMTP_URL).toBe(
      'smtp://user:senha@mail.rede.gov.br:587',
    );
    expect(loadConfig({ SMTP_URL: 'smtps://mail.rede.gov.br' }).SMTP_URL).toBe('smtps://mail.rede.gov.br');
  });

  it('refuse anything else, naming the variable', () => {
    for (const env of [{ SMTP_URL: 'http://mail.rede.gov.br' }, { SMTP_URL: 'mail.rede.gov.br' }, { SMS_PROVIDER: 'twilio' }]) {
      let err: unknown;
      try {
        loadConfig(env);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toContain(Object.keys(env)[0]);
    }
  });
});
