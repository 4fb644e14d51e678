import net from 'node:net';

export interface Resposta {
  status: number;
  corpo: string;
  cookies: string[];
}

const FIM_DO_CABECALHO = Buffer.from('\r\n\r\n');

/** How long one request may take before it counts as failed (BENCH_TIMEOUT_S, seconds). */
export const LIMITE_MS = Number(process.env.BENCH_TIMEOUT_S ?? 30) * 1000;

/** A request that failed without an HTTP answer: timed out, or its connection was closed under it. */
class FalhaDeRequisicao extends Error {}

/**
 * One keep-alive HTTP/1.1 connection, one request at a time. It reads what this server sends:
 * a status line, headers, and a body sized by Content-Length or chunked. Every request has a
 * deadline: past it the connection is dropped and the request fails, so a server that stops
 * answering fails the measurement instead of hanging it.
 */
class Conexao {
  private readonly socket: net.Socket;
  private recebido: Buffer = Buffer.alloc(0);
  private espera: { resolve: (r: Resposta) => void; reject: (e: Error) => void; prazo: NodeJS.Timeout } | null = null;
  /** The server closed it (its keep-alive timeout) or it failed: it takes no more requests. */
  fechada = false;

  constructor(porta: number, host: string) {
    this.socket = net.connect(porta, host);
    this.socket.setNoDelay(true);
    this.socket.on('data', (parte: Buffer) => {
      this.recebido = this.recebido.length ? Buffer.concat([this.recebido, parte]) : parte;
      this.tentarConcluir();
    });
    this.socket.on('error', (err) => this.falhar(new FalhaDeRequisicao(`erro na conexão: ${err.message}`)));
    this.socket.on('close', () => this.falhar(new FalhaDeRequisicao('o servidor fechou a conexão')));
  }

  enviar(requisicao: Buffer, descricao: string): Promise<Resposta> {
    return new Promise((resolve, reject) => {
      const prazo = setTimeout(() => {
        this.falhar(new FalhaDeRequisicao(`${descricao}: sem resposta em ${LIMITE_MS / 1000} s`));
      }, LIMITE_MS);
      this.espera = { resolve, reject, prazo };
      this.socket.write(requisicao);
    });
  }

  fechar() {
    this.fechada = true;
    this.socket.destroy();
  }

  private falhar(err: Error) {
    // A connection that failed once (or whose answer never came) is never reused: a late answer
    // would be read as the next request's.
    this.fechar();
    const e = this.espera;
    this.espera = null;
    if (!e) return;
    clearTimeout(e.prazo);
    e.reject(err);
  }

  private tentarConcluir() {
    const fim = this.recebido.indexOf(FIM_DO_CABECALHO);
    if (fim < 0) return;
    const linhas = this.recebido.toString('latin1', 0, fim).split('\r\n');
    const status = Number(linhas[0]!.slice(9, 12));
    const cookies: string[] = [];
    let tamanho = -1;
    let emPartes = false;
    for (const linha of linhas.slice(1)) {
      const i = linha.indexOf(':');
      const nome = linha.slice(0, i).toLowerCase();
      const valor = linha.slice(i + 1).trim();
      if (nome === 'content-length') tamanho = Number(valor);
      else if (nome === 'transfer-encoding') emPartes = valor.toLowerCase() === 'chunked';
      else if (nome === 'set-cookie') cookies.push(valor);
    }
    const inicio = fim + 4;
    let corpo: Buffer;
    let consumido: number;
    if (emPartes) {
      const lido = lerEmPartes(this.recebido, inicio);
      if (!lido) return;
      [corpo, consumido] = lido;
    } else {
      if (tamanho < 0) tamanho = 0;
      if (this.recebido.length < inicio + tamanho) return;
      corpo = this.recebido.subarray(inicio, inicio + tamanho);
      consumido = inicio + tamanho;
    }
    this.recebido = this.recebido.subarray(consumido);
    const e = this.espera;
    this.espera = null;
    if (!e) return;
    clearTimeout(e.prazo);
    e.resolve({ status, corpo: corpo.toString('utf8'), cookies });
  }
}

/** A chunked body starting at `inicio`: the body and where it ends, or null while incomplete. */
function lerEmPartes(buf: Buffer, inicio: number): [Buffer, number] | null {
  const partes: Buffer[] = [];
  let pos = inicio;
  for (;;) {
    const fimLinha = buf.indexOf('\r\n', pos);
    if (fimLinha < 0) return null;
    const tamanho = parseInt(buf.toString('latin1', pos, fimLinha), 16);
    const dados = fimLinha + 2;
    if (buf.length < dados + tamanho + 2) return null;
    if (tamanho === 0) return [Buffer.concat(partes), dados + 2];
    partes.push(buf.subarray(dados, dados + tamanho));
    pos = dados + tamanho + 2;
  }
}

/**
 * The load generator's HTTP/1.1 client: real keep-alive sockets to the server, one per
 * concurrent worker, as a browser keeps them. It shares the machine's two cores with the server
 * and PostgreSQL, so it does as little as it can: requests are written as bytes and responses
 * read by their length (Node's http client costs ~0.5 ms of CPU per request here, a fifth of the
 * server's own work — that would be charged to the API in the throughput ratio).
 */
export class Cliente {
  private readonly livres: Conexao[] = [];
  private readonly todas: Conexao[] = [];
  private readonly porta: number;
  private readonly host: string;

  constructor(readonly base: string) {
    const url = new URL(base);
    this.porta = Number(url.port);
    this.host = url.hostname;
  }

  async pedir(metodo: string, caminho: string, opts: { corpo?: unknown; cookie?: string } = {}): Promise<Resposta> {
    const corpo = opts.corpo === undefined ? '' : JSON.stringify(opts.corpo);
    let cabecalho = `${metodo} ${caminho} HTTP/1.1\r\nhost: ${this.host}:${this.porta}\r\norigin: ${this.base}\r\naccept: application/json\r\n`;
    if (opts.cookie) cabecalho += `cookie: ${opts.cookie}\r\n`;
    if (opts.corpo !== undefined)
      cabecalho += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(corpo)}\r\n`;
    // A kept connection the server closed while it sat idle (keep-alive timeout) is left behind
    // before anything is written to it.
    let conexao = this.livres.pop();
    while (conexao?.fechada) conexao = this.livres.pop();
    conexao ??= this.abrir();
    try {
      return await conexao.enviar(Buffer.from(`${cabecalho}\r\n${corpo}`), `${metodo} ${caminho}`);
    } finally {
      if (!conexao.fechada) this.livres.push(conexao);
    }
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
    for (const c of this.todas) c.fechar();
  }

  private abrir(): Conexao {
    const c = new Conexao(this.porta, this.host);
    this.todas.push(c);
    return c;
  }
}
