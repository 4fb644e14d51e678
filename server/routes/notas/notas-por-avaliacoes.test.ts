import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTA_MENSAGENS as MSG } from '../../../domain/schemas/nota';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { esperaMensagem } from '../../../test/esperas';
import { notas, regrasEscolares } from '../../db/schema';

const api = prepararApi();
const { enviar } = api;
let c: Cenario;
beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
});

interface ItemNota {
  id: string;
  nota1: number | null;
  updated_at: string;
  pode_editar: boolean;
  pode_excluir: boolean;
}
interface ListaNotas {
  itens: ItemNota[];
  por_avaliacoes: boolean;
}

const modoDaRede = (modo: 'avaliacoes' | 'quatro_notas') =>
  api.db
    .insert(regrasEscolares)
    .values({ empresa_id: c.vv.id, modo_nota_bimestre: modo })
    .onConflictDoUpdate({ target: regrasEscolares.empresa_id, set: { modo_nota_bimestre: modo } });

const daTurma = () =>
  `/api/notas?escola_id=${c.principal.id}&turma_id=${c.t6A.id}&disciplina_id=${c.matematica.id}&bimestre=1&por_pagina=100`;

const umaNota = async () => {
  const [row] = await api.db
    .select()
    .from(notas)
    .where(and(eq(notas.turma_id, c.t6A.id), eq(notas.disciplina_id, c.matematica.id), eq(notas.bimestre, 1)));
  return row!;
};

describe('a network whose bimester grade comes from the assessments', () => {
  it("the school's records are read-only: PUT and DELETE by id answer the sheet's message, the list offers neither", async () => {
    await modoDaRede('avaliacoes');
    const antes = await umaNota();
    const lista = await api.json<ListaNotas>(daTurma(), 'gestor');
    expect(lista.itens.length).toBeGreaterThan(0);
    expect(lista.por_avaliacoes).toBe(true);
    expect(lista.itens.map((n) => n.id)).toContain(antes.id);
    expect(lista.itens.every((n) => !n.pode_editar && !n.pode_excluir)).toBe(true);

    for (const quem of ['gestor', 'professor']) {
      const put = await enviar('PUT', `/api/notas/${antes.id}`, quem, {
        nota1: 9,
        updated_at: antes.updated_at.toISOString(),
      });
      esperaMensagem(put, 409, MSG.porAvaliacoes);
    }
    esperaMensagem(await enviar('DELETE', `/api/notas/${antes.id}`, 'gestor'), 409, MSG.porAvaliacoes);
    const intacta = await umaNota();
    expect(intacta).toEqual(antes);
    // Still 404 out of reach and 403 without the grant, before the mode is told.
    expect((await enviar('DELETE', `/api/notas/${c.notaSA.id}`, 'gestor')).statusCode).toBe(404);
    expect((await enviar('DELETE', `/api/notas/${antes.id}`, 'professor')).statusCode).toBe(403);

    // Another network keeps typing the four notes.
    const outra = await api.json<ListaNotas>('/api/notas?por_pagina=100', 'empresa2');
    expect(outra.por_avaliacoes).toBe(false);
    expect(outra.itens.some((n) => n.pode_editar)).toBe(true);
  });

  it('back to the four notes, the same records are edited and deleted again', async () => {
    await modoDaRede('quatro_notas');
    const antes = await umaNota();
    const lista = await api.json<ListaNotas>(daTurma(), 'gestor');
    expect(lista.por_avaliacoes).toBe(false);
    expect(lista.itens.find((n) => n.id === antes.id)).toMatchObject({ pode_editar: true, pode_excluir: true });
    const put = await enviar('PUT', `/api/notas/${antes.id}`, 'gestor', { nota1: 9, updated_at: antes.updated_at.toISOString() });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ nota1: 9, pode_editar: true });
    expect((await enviar('DELETE', `/api/notas/${antes.id}`, 'gestor')).statusCode).toBe(204);
  });
});
