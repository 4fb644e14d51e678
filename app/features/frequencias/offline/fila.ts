import { del, get, set, values } from 'idb-keyval';
import { createStore } from 'idb-keyval';
import type { Chamada, ChamadaDados } from '../../../../domain/schemas/frequencia';
import { ApiError, readJson, toApiError } from '../../../lib/api';
import { EVENTO_FILA, FILA_BANCO, FILA_STORE } from '../../../lib/offline';

/**
 * Roll calls taken without a connection wait on the device (IndexedDB) until they reach the server.
 * One per class, subject and date: taking it again offline replaces the waiting one. Each carries
 * the Idempotency-Key of its first send, so a resend after a lost answer is the same request.
 */
export interface ChamadaNaFila {
  id: string;
  /** Idempotency-Key, kept with the item and sent on every attempt. */
  chave: string;
  input: ChamadaDados;
  turma_nome: string;
  disciplina_nome: string;
  presentes: number;
  faltas: number;
  guardada_em: string;
  /** 'aguardando': sent when the connection returns; 'recusada': the server refused it, kept until the teacher dismisses it. */
  estado: 'aguardando' | 'recusada';
  erro: string | null;
}

export const idDaChamada = (c: { turma_id: string; disciplina_id: string; data: string }) =>
  `${c.turma_id}:${c.disciplina_id}:${c.data}`;

let store: ReturnType<typeof createStore> | null = null;
const banco = () => (store ??= createStore(FILA_BANCO, FILA_STORE));
const avisar = () => window.dispatchEvent(new Event(EVENTO_FILA));

function novaChave() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function listarFila(): Promise<ChamadaNaFila[]> {
  const itens = await values<ChamadaNaFila>(banco());
  return itens.sort((a, b) => a.guardada_em.localeCompare(b.guardada_em));
}

/** Keeps a roll call on the device; a new version of the same roll call gets a new key (it is a different request). */
export async function guardarNaFila(input: ChamadaDados, nomes: { turma: string; disciplina: string }): Promise<ChamadaNaFila> {
  const faltas = input.itens.filter((i) => !i.presente).length;
  const item: ChamadaNaFila = {
    id: idDaChamada(input),
    chave: novaChave(),
    input,
    turma_nome: nomes.turma,
    disciplina_nome: nomes.disciplina,
    presentes: input.itens.length - faltas,
    faltas,
    guardada_em: new Date().toISOString(),
    estado: 'aguardando',
    erro: null,
  };
  await set(item.id, item, banco());
  avisar();
  return item;
}

export async function descartarDaFila(id: string) {
  await del(id, banco());
  avisar();
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

async function pedir<T>(url: string, init: RequestInit): Promise<T> {
  const resposta = await fetch(url, { credentials: 'same-origin', ...init });
  const corpo = await readJson(resposta);
  if (!resposta.ok) throw toApiError(resposta.status, corpo);
  return corpo as T;
}

type Resultado = 'enviada' | 'aguardando' | 'recusada';

/**
 * One attempt, with the server's normal checks. No answer (still offline) or a server error: it
 * keeps waiting. A conflict is first compared with what the server holds (the same marks: an
 * earlier attempt got through); otherwise it, a closed bimestre or any other refusal is shown to the
 * teacher and the item stays until they dismiss it.
 */
async function enviar(item: ChamadaNaFila): Promise<Resultado> {
  try {
    await pedir<Chamada>('/api/frequencias/chamada', {
      method: 'PUT',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': item.chave },
      body: JSON.stringify(item.input),
    });
    await del(item.id, banco());
    return 'enviada';
  } catch (erro) {
    if (!(erro instanceof ApiError)) return 'aguardando';
    if (erro.status === 401 || erro.status >= 500) return 'aguardando';
    if (erro.status === 409) {
      const { turma_id, disciplina_id, data } = item.input;
      const params = new URLSearchParams({ turma_id, disciplina_id, data });
      const atual = await pedir<Chamada>(`/api/frequencias/chamada?${params.toString()}`, {
        headers: { accept: 'application/json' },
      }).catch(() => null);
      if (atual && jaGravada(item.input, atual)) {
        await del(item.id, banco());
        return 'enviada';
      }
    }
    await set(item.id, { ...item, estado: 'recusada', erro: erro.message } satisfies ChamadaNaFila, banco());
    return 'recusada';
  }
}

let emCurso: Promise<ChamadaNaFila[]> | null = null;

/** Sends every waiting roll call, one at a time; answers those that reached the server. Never two runs at once. */
export function enviarFila(): Promise<ChamadaNaFila[]> {
  emCurso ??= (async () => {
    const enviadas: ChamadaNaFila[] = [];
    try {
      for (const item of await listarFila()) {
        if (item.estado !== 'aguardando') continue;
        const r = await enviar(item);
        if (r === 'enviada') enviadas.push(item);
        if (r === 'aguardando') break;
      }
    } finally {
      emCurso = null;
      avisar();
    }
    return enviadas;
  })();
  return emCurso;
}

export async function chamadaNaFila(id: string): Promise<ChamadaNaFila | undefined> {
  return get<ChamadaNaFila>(id, banco());
}
