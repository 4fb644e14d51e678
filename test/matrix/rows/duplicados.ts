import { eq } from 'drizzle-orm';
import { alunos, duplicadosSuspeitos, fusoesAlunos } from '../../../server/db/schema';
import { uniqueName } from '../fixtures';
import { type Ctx, type Row, empresaOf, escolaOf, naRede, same } from '../types';

/**
 * Possíveis duplicados: each cell gets two fresh students of its tenant's school (the gestor's school
 * on its own network) with a pending pair between them; the undo, a merge of two of them.
 */
async function parNovo(c: Ctx) {
  const db = c.t.database.db;
  const nome = `Matriz ${uniqueName()}`;
  const novo = async () =>
    (
      await db
        .insert(alunos)
        .values({
          empresa_id: empresaOf(c),
          escola_id: escolaOf(c),
          matricula: `M${uniqueName()}`,
          nome,
          data_nascimento: '2015-01-01',
        })
        .returning()
    )[0]!;
  const [a, b] = [await novo(), await novo()].sort((x, y) => (x.id < y.id ? -1 : 1)) as [
    typeof alunos.$inferSelect,
    typeof alunos.$inferSelect,
  ];
  const [par] = await db
    .insert(duplicadosSuspeitos)
    .values({
      empresa_id: empresaOf(c),
      aluno_a: a.id,
      aluno_b: b.id,
      grau: 'possivel',
      motivo: 'Mesmo nome e data de nascimento',
    })
    .returning();
  return { a, b, par: par! };
}

async function fusaoNova(c: Ctx) {
  const { a, b, par } = await parNovo(c);
  const db = c.t.database.db;
  await db.update(alunos).set({ fundido_em: new Date(), fundido_no_aluno_id: a.id }).where(eq(alunos.id, b.id));
  const [fusao] = await db
    .insert(fusoesAlunos)
    .values({ empresa_id: empresaOf(c), duplicado_id: par.id, aluno_mantido_id: a.id, aluno_fundido_id: b.id, movidos: {} })
    .returning();
  return fusao!;
}

const GERENCIAR = (ok: number) => naRede(ok, ok, ok, 403, 403);

export const rows: Record<string, Row> = {
  'POST /api/alunos/duplicados/verificar': {
    prepare: (c) =>
      Promise.resolve({
        url: '/api/alunos/duplicados/verificar',
        payload: { nome: 'Matriz', data_nascimento: '2015-01-01', escola_id: escolaOf(c) },
      }),
    expect: naRede(200, 200, 200, 200, 403),
  },
  'GET /api/duplicados': { prepare: () => Promise.resolve({ url: '/api/duplicados' }), expect: same(200, 200, 200, 403, 403) },
  'POST /api/duplicados/procurar': {
    prepare: (c) => Promise.resolve({ url: `/api/duplicados/procurar?empresa_id=${empresaOf(c)}` }),
    expect: same(200, 200, 200, 403, 403),
  },
  'POST /api/duplicados/:id/descartar': {
    prepare: async (c) => ({ url: `/api/duplicados/${(await parNovo(c)).par.id}/descartar` }),
    expect: GERENCIAR(200),
  },
  'POST /api/duplicados/:id/fundir': {
    prepare: async (c) => {
      const { a, par } = await parNovo(c);
      return { url: `/api/duplicados/${par.id}/fundir`, payload: { aluno_mantido_id: a.id } };
    },
    expect: GERENCIAR(200),
  },
  'GET /api/duplicados/fusoes': {
    prepare: () => Promise.resolve({ url: '/api/duplicados/fusoes' }),
    expect: same(200, 200, 403, 403, 403),
  },
  'POST /api/duplicados/fusoes/:id/desfazer': {
    prepare: async (c) => ({ url: `/api/duplicados/fusoes/${(await fusaoNova(c)).id}/desfazer` }),
    expect: naRede(200, 200, 403, 403, 403),
  },
};
