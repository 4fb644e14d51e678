import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface EmailRecebido {
  de: string;
  para: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone (enough to search in). */
  texto: string;
}

/**
 * A real SMTP server on a free loopback port for the tests. `recusar` makes it answer every
 * message with a permanent error (a mail server that refuses), to exercise the retries.
 */
export async function servidorSmtp(opts: { recusar?: boolean } = {}) {
  const recebidos: EmailRecebido[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const partes: Buffer[] = [];
      stream.on('data', (p: Buffer) => partes.push(p));
      stream.on('end', () => {
        if (opts.recusar) return callback(Object.assign(new Error('Caixa cheia'), { responseCode: 552 }));
        const bruto = Buffer.concat(partes).toString('utf8');
        const texto = Buffer.from(
          bruto.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8');
        recebidos.push({
          de: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          para: session.envelope.rcptTo.map((r) => r.address),
          texto,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recebidos,
    fechar: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
