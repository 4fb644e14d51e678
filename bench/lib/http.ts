import http from 'node:http';

export interface Resposta {
  status: number;
  corpo: string;
  cookies: string[];
}

/**
 * A minimal HTTP/1.1 client over one keep-alive agent: real sockets to the server, reused as a
 * browser would, with as little client-side work as possible so the server is what is measured.
 */
export class Cliente {
  private readonly agent: http.Agent;

  constructor(readonly base: string, conexoes = 16) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: conexoes });
  }

  pedir(metodo: string, caminho: string, opts: { corpo?: unknown; cookie?: string } = {}): Promise<Resposta> {
    const url = new URL(caminho, this.base);
    const corpo = opts.corpo === undefined ? undefined : JSON.stringify(opts.corpo);
    const headers: Record<string, string> = { origin: this.base, accept: 'application/json' };
    if (corpo !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(corpo));
    }
    if (opts.cookie) headers.cookie = opts.cookie;
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method: metodo, agent: this.agent, headers }, (res) => {
        const partes: Buffer[] = [];
        res.on('data', (p: Buffer) => partes.push(p));
        res.on('end', () => {
          const raw = res.headers['set-cookie'];
          resolve({ status: res.statusCode ?? 0, corpo: Buffer.concat(partes).toString('utf8'), cookies: raw ?? [] });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(corpo);
    });
  }

  /** Like pedir, but anything other than 2xx is an error: a failing request must not count as served. */
  async exigir(metodo: string, caminho: string, opts: { corpo?: unknown; cookie?: string } = {}): Promise<Resposta> {
    const r = await this.pedir(metodo, caminho, opts);
    if (r.status < 200 || r.status >= 300) throw new Error(`${metodo} ${caminho} → ${r.status}: ${r.corpo.slice(0, 300)}`);
    return r;
  }

  /** Signs in as the tests and the browser do and returns the session cookie to send back. */
  async entrar(email: string, senha: string): Promise<string> {
    const r = await this.exigir('POST', '/api/auth/sign-in/email', { corpo: { email, password: senha } });
    // In production the cookie carries the __Secure- prefix (Secure flag on).
    const cookie = r.cookies.find((c) => /^(__Secure-)?gestao\.session_token=/.test(c));
    if (!cookie) throw new Error(`login de ${email} sem cookie de sessão`);
    return cookie.split(';')[0]!;
  }

  fechar() {
    this.agent.destroy();
  }
}
