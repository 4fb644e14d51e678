import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditoria, frequencias } from '../../server/db/schema';
import { prepararApi } from '../api';
import { diasLetivosLivres } from '../calendario';
import { type Cenario, cenarioAvaliacao, matriculasDesdeOAnoPassado } from '../cenario-avaliacao';
import { esperaErro } from '../esperas';

/**
 * A roll call taken offline waits on the device and is sent later with the id of the user who took
 * it (app/features/frequencias/offline/fila.ts). The server sends it only from that user's session:
 * on a shared device, the next person who signs in never records it under their own name, in either
 * network, and nothing of it is written or audited.
 */
const api = prepararApi();
let c: Cenario;
let diaVV: string;
let diaSA: string;
const CHAMADA = '/api/frequencias/chamada';
const RECUSA = {
  code: 'FILA_DE_OUTRO_USUARIO',
  message: 'Esta chamada foi guardada neste aparelho por outro usuário e só pode ser enviada por ele. Nada foi registrado.',
};

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  await matriculasDesdeOAnoPassado(api.t, c.t6A.id);
  await matriculasDesdeOAnoPassado(api.t, c.tSA.id);
  diaVV = (await diasLetivosLivres(api.db, c.t6A.id, c.matematica.id, 1))[0]!;
  diaSA = (await diasLetivosLivres(api.db, c.tSA.id, c.discSA.id, 1))[0]!;
});

/** The queued PUT as the device sends it: the whole roll call (one absence) and its owner. */
async function daFila(quem: string, turma: string, disciplina: string, data: string, dono: string) {
  const url = `${CHAMADA}?turma_id=${turma}&disciplina_id=${disciplina}&data=${data}`;
  const ch = await api.json<{ itens: { aluno_id: string; updated_at: string | null }[] }>(url, quem);
  const itens = ch.itens.map((m, i) => ({
    aluno_id: m.aluno_id,
    presente: i !== 0,
    justificativa: null,
    observacoes: null,
    updated_at: m.updated_at,
  }));
  return api.enviar(
    'PUT',
    CHAMADA,
    quem,
    { turma_id: turma, disciplina_id: disciplina, data, itens },
    { 'x-dono-da-fila': dono },
  );
}

const gravado = async (turma: string, disciplina: string, data: string) => ({
  marcas: await api.db
    .select({ registrado_por: frequencias.registrado_por })
    .from(frequencias)
    .where(and(eq(frequencias.turma_id, turma), eq(frequencias.disciplina_id, disciplina), eq(frequencias.data, data))),
  auditoria: await api.db
    .select({ usuario_email: auditoria.usuario_email })
    .from(auditoria)
    .where(and(eq(auditoria.acao, 'registrar_chamada'), eq(auditoria.entidade_id, `${turma}:${disciplina}:${data}`))),
});

describe("a roll call queued offline is sent only by its owner's session", () => {
  it("Vale Verde: the gestor's session sending the professor's queue → 403, nothing written or audited; the professor's → recorded", async () => {
    esperaErro(await daFila('gestor', c.t6A.id, c.matematica.id, diaVV, c.professor.id), 403, RECUSA);
    // Another network's user named as the owner: refused the same way.
    esperaErro(await daFila('gestor', c.t6A.id, c.matematica.id, diaVV, api.ids.empresa2), 403, RECUSA);
    expect(await gravado(c.t6A.id, c.matematica.id, diaVV)).toEqual({ marcas: [], auditoria: [] });

    const enviada = await daFila('professor', c.t6A.id, c.matematica.id, diaVV, c.professor.id);
    expect(enviada.statusCode, enviada.body).toBe(200);
    const depois = await gravado(c.t6A.id, c.matematica.id, diaVV);
    expect(depois.marcas.length).toBeGreaterThan(0);
    expect(depois.marcas.every((m) => m.registrado_por === c.professor.id)).toBe(true);
    expect(depois.auditoria).toEqual([{ usuario_email: 'professor@demo.escola.br' }]);
  });

  it("Serra Azul: its user sending a Vale Verde professor's queue → 403, nothing written; its own queue → recorded", async () => {
    esperaErro(await daFila('empresa2', c.tSA.id, c.discSA.id, diaSA, c.professor.id), 403, RECUSA);
    expect(await gravado(c.tSA.id, c.discSA.id, diaSA)).toEqual({ marcas: [], auditoria: [] });

    const enviada = await daFila('empresa2', c.tSA.id, c.discSA.id, diaSA, api.ids.empresa2);
    expect(enviada.statusCode, enviada.body).toBe(200);
    expect((await gravado(c.tSA.id, c.discSA.id, diaSA)).auditoria).toEqual([{ usuario_email: 'empresa2@demo.escola.br' }]);
  });

  it('a roll call saved online (no owner named) is recorded as before', async () => {
    const [dia] = await diasLetivosLivres(api.db, c.t6A.id, c.portugues.id, 1);
    const url = `${CHAMADA}?turma_id=${c.t6A.id}&disciplina_id=${c.portugues.id}&data=${dia}`;
    const ch = await api.json<{ itens: { aluno_id: string }[] }>(url, 'professor');
    const itens = ch.itens.map((m) => ({
      aluno_id: m.aluno_id,
      presente: true,
      justificativa: null,
      observacoes: null,
      updated_at: null,
    }));
    const res = await api.enviar('PUT', CHAMADA, 'professor', {
      turma_id: c.t6A.id,
      disciplina_id: c.portugues.id,
      data: dia,
      itens,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
