import { describe, expect, it } from 'vitest';
import { destinoDoLog, linhaLegivel } from './log-legivel';

const terminal = (isTTY: boolean) => {
  const escrito: string[] = [];
  return { saida: { isTTY, write: (s: string) => escrito.push(s) } as unknown as NodeJS.WriteStream, escrito };
};
const hora = new Date(2026, 10, 24, 14, 3, 7).getTime();

describe('the log on a terminal', () => {
  it("development on a terminal: short lines; a pipe or a file: pino's JSON unchanged; production: pino's own destination", () => {
    const json = `${JSON.stringify({ level: 30, time: hora, msg: 'Server listening at http://127.0.0.1:3000' })}\n`;
    const tty = terminal(true);
    destinoDoLog({ NODE_ENV: 'development' }, tty.saida)!.write(json);
    expect(tty.escrito).toEqual(['14:03:07 INFO  Server listening at http://127.0.0.1:3000\n']);
    const pipe = terminal(false);
    destinoDoLog({ NODE_ENV: 'development' }, pipe.saida)!.write(json);
    expect(pipe.escrito).toEqual([json]);
    expect(destinoDoLog({ NODE_ENV: 'production' }, terminal(true).saida)).toBeUndefined();
  });

  it('a request is method, URL, status and time; an error keeps its message and stack', () => {
    expect(
      linhaLegivel(
        JSON.stringify({
          level: 30,
          time: hora,
          req: { method: 'GET', url: '/api/escolas' },
          res: { statusCode: 200 },
          responseTime: 12.4,
          msg: 'request completed',
        }),
      ),
    ).toBe('14:03:07 INFO  GET /api/escolas 200 12 ms');
    expect(
      linhaLegivel(
        JSON.stringify({
          level: 50,
          time: hora,
          req: { method: 'POST', url: '/api/x' },
          res: { statusCode: 500 },
          responseTime: 3,
          err: { message: 'falhou', stack: 'Error: falhou\n    at x' },
        }),
      ),
    ).toBe('14:03:07 ERRO  POST /api/x 500 3 ms — falhou\nError: falhou\n    at x');
    expect(linhaLegivel('não é JSON\n')).toBe('não é JSON');
  });
});
