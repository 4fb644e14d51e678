import { createStore, del, entries, get, set } from 'idb-keyval';
import {
  CABECALHO_DONO_DA_FILA,
  type Chamada,
  type ChamadaDados,
  FILA_DE_OUTRO_USUARIO,
} from '../../../../domain/schemas/frequencia';
import type { Sessao } from '../../../../domain/schemas/sessao';
import { ApiError, readJson, toApiError } from '../../../lib/api';
import { EVENTO_FILA, FILA_BANCO, FILA_STORE, chaveNaFila } from '../../../lib/offline';
import { queryClient } from '../../../lib/query-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';

/**
 * Roll calls taken without a connection wait on the device (IndexedDB) until they reach the server.
 * One per owner, class, subject and date: taking it again offline replaces the waiting one. Each carries
 * the Idempotency-Key of its first send, so a resend after a lost answer is the same request.
 *
 * Each belongs to the user who took it, and only that user's session sends it (the server checks it
 * again, CABECALHO_DONO_DA_FILA). A device can be shared: when the session ends without a sign-out (a
 * 401) the roll calls stay for their owner; when someone else signs in they are set aside, never sent
 * nor listed, and wait PRAZO_DA_FILA_DIAS for the owner to come back; after that they are discarded
 * and the owner is told at their next sign-in which ones were lost.
 */
export interface DonoDaFila {
  usuario_id: string;
  empresa_id: string | null;
}

export interface ChamadaNaFila {
  id: string;
  /** Idempotency-Key, kept with the item and sent on every attempt. */
  chave: string;
  dono: DonoDaFila;
  input: ChamadaDados;
  turma_nome: string;
  disciplina_nome: string;
  presentes: number;
  faltas: number;
  guardada_em: string;
  /** When another user signed in while it waited: the start of its PRAZO_DA_FILA_DIAS; null while with its owner. */
  apartada_em: string | null;
  /** 'aguardando': sent when the connection returns; 'recusada': the server refused it, kept until the teacher dismisses it. */
  estado: 'aguardando' | 'recusada';
  erro: string | null;
}

/** What is kept of a roll call discarded unsent, to tell its owner which one was lost: no student's data. */
export interface ChamadaDescartada {
  usuario_id: string;
  turma_nome: string;
  disciplina_nome: string;
  data: string;
  descartada_em: string;
}

/**
 * A week: the longest a teacher usually goes without taking this class's roll call again (a
 * subject's lessons take one weekday a week, and a holiday can bridge a weekend), so an owner who
 * signs in on the device at their next lesson still finds and sends it. Beyond that the marks of
 * students (absences, justificativas, observações) would sit on a shared device under nobody's
 * session, and a roll call weeks late is more likely to meet a closed bimestre anyway.
 */
export const PRAZO_DA_FILA_DIAS = 7;
/** A discarded roll call's notice waits this long for its owner; it holds no student's data. */
export const PRAZO_DO_AVISO_DIAS = 30;
const DIA_MS = 24 * 60 * 60 * 1000;

/** Keys of the notices: they never start with a user id, so no owner's prefix takes them. */
const AVISO = 'descartada:';
const chaveDoAviso = (usuarioId: string, id: string) => `${AVISO}${chaveNaFila(usuarioId, id)}`;

export const idDaChamada = (c: { turma_id: string; disciplina_id: string; data: string }) =>
  `${c.turma_id}:${c.disciplina_id}:${c.data}`;

const donoDaSessao = (s: Pick<Sessao, 'usuario' | 'escopo'>): DonoDaFila => ({
  usuario_id: s.usuario.id,
  empresa_id: s.escopo.empresa_id,
});
const mesmoDono = (a: DonoDaFila | undefined, b: DonoDaFila) => a?.usuario_id === b.usuario_id && a.empresa_id === b.empresa_id;
const ehChamada = (v: unknown): v is ChamadaNaFila => typeof v === 'object' && v !== null && 'input' in v && 'chave' in v;

/** The device's storage: IndexedDB in the app, a Map in the tests. */
export interface ArmazemDaFila {
  ler(chave: string): Promise<unknown>;
  gravar(chave: string, valor: unknown): Promise<void>;
  apagar(chave: string): Promise<void>;
  entradas(): Promise<[string, unknown][]>;
}

export interface OpcoesDaFila {
  armazem: ArmazemDaFila;
  /** The request to the server (fetch). */
  pedir: (url: string, init: RequestInit) => Promise<Response>;
  agora?: () => number;
  /** The queue changed (the screens re-read it). */
  avisar?: () => void;
  /** The server answered 401 to a send: the app learns the session ended. */
  aoPerderSessao?: () => void;
}

type Resultado = 'enviada' | 'aguardando' | 'recusada';

export interface Sincronizacao {
  /** The signed-in user's roll calls that reached the server. */
  enviadas: ChamadaNaFila[];
  /** The signed-in user's roll calls discarded unsent since they last signed in here (told once). */
  descartadas: ChamadaDescartada[];
}

function novaChave() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The server already holds exactly these marks (an earlier send whose answer was lost). */
function jaGravada(input: ChamadaDados, chamada: Chamada) {
  const porAluno = new Map(chamada.itens.map((m) => [m.aluno_id, m]));
  return input.itens.every((i) => {
    const m = porAluno.get(i.aluno_id);
    return (
      m?.updated_at != null &&
      m.presente === i.presente &&
      m.justificativa === i.justificativa &&
      (m.observacoes ?? '') === (i.observacoes ?? '')
    );
  });
}

export function criarFila({ armazem, pedir, agora = Date.now, avisar = () => {}, aoPerderSessao = () => {} }: OpcoesDaFila) {
  async function pedirJson<T>(url: string, init: RequestInit): Promise<T> {
    const resposta = await pedir(url, { credentials: 'same-origin', ...init });
    const corpo = await readJson(resposta);
    if (!resposta.ok) throw toApiError(resposta.status, corpo);
    return corpo as T;
  }

  /** The roll calls of `dono` waiting on this device, oldest first; nobody else's. */
  async function listar(dono: DonoDaFila): Promise<ChamadaNaFila[]> {
    const prefixo = chaveNaFila(dono.usuario_id, '');
    return (await armazem.entradas())
      .filter((e): e is [string, ChamadaNaFila] => e[0].startsWith(prefixo) && ehChamada(e[1]) && mesmoDono(e[1].dono, dono))
      .map(([, item]) => item)
      .sort((a, b) => a.guardada_em.localeCompare(b.guardada_em));
  }

  /** Keeps a roll call on the device for `dono`; a new version of the same roll call gets a new key (it is a different request). */
  async function guardar(input: ChamadaDados, nomes: { turma: string; disciplina: string }, dono: DonoDaFila) {
    const faltas = input.itens.filter((i) => !i.presente).length;
    const item: ChamadaNaFila = {
      id: idDaChamada(input),
      chave: novaChave(),
      dono,
      input,
      turma_nome: nomes.turma,
      disciplina_nome: nomes.disciplina,
      presentes: input.itens.length - faltas,
      faltas,
      guardada_em: new Date(agora()).toISOString(),
      apartada_em: null,
      estado: 'aguardando',
      erro: null,
    };
    await armazem.gravar(chaveNaFila(dono.usuario_id, item.id), item);
    avisar();
    return item;
  }

  async function descartar(id: string, dono: DonoDaFila) {
    await armazem.apagar(chaveNaFila(dono.usuario_id, id));
    avisar();
  }

  async function ler(id: string, dono: DonoDaFila): Promise<ChamadaNaFila | undefined> {
    const item = await armazem.ler(chaveNaFila(dono.usuario_id, id));
    return ehChamada(item) && mesmoDono(item.dono, dono) ? item : undefined;
  }

  /**
   * One attempt, with the server's normal checks. No answer (still offline), a server error or a
   * session that is no longer this owner's: it keeps waiting. A conflict is first compared with what
   * the server holds (the same marks: an earlier attempt got through); otherwise it, a closed
   * bimestre or any other refusal is shown to the teacher and the item stays until they dismiss it.
   */
  async function enviar(chave: string, item: ChamadaNaFila): Promise<Resultado> {
    try {
      await pedirJson<Chamada>('/api/frequencias/chamada', {
        method: 'PUT',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'idempotency-key': item.chave,
          [CABECALHO_DONO_DA_FILA]: item.dono.usuario_id,
        },
        body: JSON.stringify(item.input),
      });
      await armazem.apagar(chave);
      return 'enviada';
    } catch (erro) {
      if (!(erro instanceof ApiError) || erro.status >= 500) return 'aguardando';
      if (erro.status === 401 || erro.code === FILA_DE_OUTRO_USUARIO.code) {
        aoPerderSessao();
        return 'aguardando';
      }
      if (erro.status === 409) {
        const { turma_id, disciplina_id, data } = item.input;
        const params = new URLSearchParams({ turma_id, disciplina_id, data });
        const atual = await pedirJson<Chamada>(`/api/frequencias/chamada?${params.toString()}`, {
          headers: { accept: 'application/json' },
        }).catch(() => null);
        if (atual && jaGravada(item.input, atual)) {
          await armazem.apagar(chave);
          return 'enviada';
        }
      }
      await armazem.gravar(chave, { ...item, estado: 'recusada', erro: erro.message } satisfies ChamadaNaFila);
      return 'recusada';
    }
  }

  /**
   * The device's roll calls as `dono` (null: nobody signed in) finds them: theirs are back with them;
   * anyone else's are set aside (the first time) or, set aside longer than PRAZO_DA_FILA_DIAS,
   * discarded, leaving a notice for their owner; old notices go too. Answers `dono`'s notices, now
   * taken off the device.
   */
  async function arrumar(dono: DonoDaFila | null): Promise<ChamadaDescartada[]> {
    const t = agora();
    const venceu = (iso: string, dias: number) => t - Date.parse(iso) >= dias * DIA_MS;
    const avisos: ChamadaDescartada[] = [];
    for (const [chave, valor] of await armazem.entradas()) {
      if (chave.startsWith(AVISO)) {
        const aviso = valor as ChamadaDescartada;
        if (dono && aviso.usuario_id === dono.usuario_id) {
          avisos.push(aviso);
          await armazem.apagar(chave);
        } else if (venceu(aviso.descartada_em, PRAZO_DO_AVISO_DIAS)) await armazem.apagar(chave);
        continue;
      }
      if (!ehChamada(valor)) continue;
      if (dono && mesmoDono(valor.dono, dono)) {
        if (valor.apartada_em) await armazem.gravar(chave, { ...valor, apartada_em: null } satisfies ChamadaNaFila);
      } else if (valor.apartada_em && venceu(valor.apartada_em, PRAZO_DA_FILA_DIAS)) {
        await armazem.apagar(chave);
        // A roll call of no known owner (kept before owners were recorded) has nobody to tell.
        if (valor.dono)
          await armazem.gravar(chaveDoAviso(valor.dono.usuario_id, valor.id), {
            usuario_id: valor.dono.usuario_id,
            turma_nome: valor.turma_nome,
            disciplina_nome: valor.disciplina_nome,
            data: valor.input.data,
            descartada_em: new Date(t).toISOString(),
          } satisfies ChamadaDescartada);
      } else if (dono && !valor.apartada_em) {
        await armazem.gravar(chave, { ...valor, apartada_em: new Date(t).toISOString() } satisfies ChamadaNaFila);
      }
    }
    return avisos.sort((a, b) => a.data.localeCompare(b.data));
  }

  let anterior: Promise<unknown> = Promise.resolve();

  /**
   * With `dono` signed in (null: nobody): sends their waiting roll calls, one at a time, when
   * `comConexao`; then tidies the device (arrumar). Never two runs at once: a call during a run waits
   * for it and then runs with its own owner (someone may have signed in meanwhile).
   */
  function sincronizar(dono: DonoDaFila | null, comConexao: boolean): Promise<Sincronizacao> {
    const vez = anterior.then(async () => {
      const enviadas: ChamadaNaFila[] = [];
      try {
        if (dono && comConexao) {
          for (const item of await listar(dono)) {
            if (item.estado !== 'aguardando') continue;
            const r = await enviar(chaveNaFila(dono.usuario_id, item.id), item);
            if (r === 'enviada') enviadas.push(item);
            if (r === 'aguardando') break;
          }
        }
        return { enviadas, descartadas: await arrumar(dono) };
      } finally {
        avisar();
      }
    });
    anterior = vez.catch(() => undefined);
    return vez;
  }

  return { listar, guardar, descartar, ler, sincronizar };
}

let store: ReturnType<typeof createStore> | null = null;
const banco = () => (store ??= createStore(FILA_BANCO, FILA_STORE));

/** The app's queue: IndexedDB, the browser's fetch, and the session of the query cache. */
const fila = criarFila({
  armazem: {
    ler: (chave) => get(chave, banco()),
    gravar: (chave, valor) => set(chave, valor, banco()),
    apagar: (chave) => del(chave, banco()),
    entradas: async () => (await entries(banco())).map(([k, v]) => [String(k), v]),
  },
  pedir: (url, init) => fetch(url, init),
  avisar: () => window.dispatchEvent(new Event(EVENTO_FILA)),
  // The session query reads /api/me again, answers null, and the root shows the login.
  aoPerderSessao: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
});

/** The signed-in user as the owner of what they queue; the roll call's screens are only shown signed in. */
function donoAtual(): DonoDaFila {
  const sessao = queryClient.getQueryData<Sessao | null>(SESSION_QUERY_KEY);
  if (!sessao) throw new Error('Chamada guardada sem sessão');
  return donoDaSessao(sessao);
}

export const listarFila = (dono: DonoDaFila) => fila.listar(dono);
export const guardarNaFila = (input: ChamadaDados, nomes: { turma: string; disciplina: string }, dono = donoAtual()) =>
  fila.guardar(input, nomes, dono);
export const descartarDaFila = (id: string, dono = donoAtual()) => fila.descartar(id, dono);
export const sincronizarFila = (dono: DonoDaFila | null, comConexao: boolean) => fila.sincronizar(dono, comConexao);
