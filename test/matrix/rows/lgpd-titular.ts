import { and, eq } from 'drizzle-orm';
import { documentosSelados } from '../../../server/db/schema';
import { ORIGIN, type TestApp } from '../../app';
import { alunoDemo, freshAluno } from '../fixtures-academico';
import { type Ctx, type Expect, type Row, empresaOf, escolaOf, naRede, same } from '../types';

/**
 * The data subject's rights over a student: the export, the anonymisation (a fresh student each
 * time: it cannot be undone), the sealed documents (only the network's secretaria, never the
 * administrador) and the retention terms. Own tenant = Vale Verde, other = Serra Azul.
 */
const ANONIMIZACAO = { motivo: 'Pedido do responsável legal registrado na secretaria', confirmacao: 'ANONIMIZAR' };

async function anonimizarComoAdmin(t: TestApp, admin: string, alunoId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/alunos/${alunoId}/anonimizar`,
    headers: { cookie: admin, origin: ORIGIN },
    payload: ANONIMIZACAO,
  });
  if (res.statusCode !== 200) throw new Error(`anonimizar: ${res.statusCode} ${res.body}`);
}

const selados = new WeakMap<TestApp, Map<string, Promise<string>>>();

/** The histórico sealed when a fresh student of the tenant was anonymised (once per tenant). */
function historicoSelado(c: Ctx): Promise<string> {
  const porApp = selados.get(c.t) ?? new Map<string, Promise<string>>();
  selados.set(c.t, porApp);
  if (!porApp.has(c.tenant))
    porApp.set(
      c.tenant,
      (async () => {
        const { alunoId } = await freshAluno(c.t, escolaOf(c));
        await anonimizarComoAdmin(c.t, c.admin, alunoId);
        const [doc] = await c.t.database.db
          .select({ id: documentosSelados.id })
          .from(documentosSelados)
          .where(and(eq(documentosSelados.aluno_id, alunoId), eq(documentosSelados.classe, 'historico_escolar')));
        return doc!.id;
      })(),
    );
  return porApp.get(c.tenant)!;
}

/** Only the network's empresa users, and only their own network's documents. */
const SO_A_SECRETARIA: Expect = {
  administrador: [403, 403],
  empresa: [200, 404],
  gestor: [403, 403],
  professor: [403, 403],
  aluno: [403, 403],
};
/** A network's setting written: another network named is refused (403), as the other settings screens do. */
const GERENCIAR_DA_REDE: Expect = {
  administrador: [200, 200],
  empresa: [200, 403],
  gestor: [403, 403],
  professor: [403, 403],
  aluno: [403, 403],
};

export const rows: Record<string, Row> = {
  'GET /api/alunos/:id/dados-pessoais': {
    prepare: async (c) => ({ url: `/api/alunos/${await alunoDemo(c.t, escolaOf(c))}/dados-pessoais?formato=json` }),
    expect: naRede(200, 200, 403, 403, 403),
  },
  'GET /api/alunos/:id/anonimizacao/mencoes': {
    prepare: async (c) => ({ url: `/api/alunos/${await alunoDemo(c.t, escolaOf(c))}/anonimizacao/mencoes` }),
    expect: naRede(200, 200, 403, 403, 403),
  },
  'POST /api/alunos/:id/anonimizar': {
    prepare: async (c) => ({
      url: `/api/alunos/${(await freshAluno(c.t, escolaOf(c))).alunoId}/anonimizar`,
      payload: ANONIMIZACAO,
    }),
    expect: naRede(200, 200, 403, 403, 403),
  },
  'GET /api/documentos-selados': {
    prepare: () => Promise.resolve({ url: '/api/documentos-selados' }),
    expect: same(403, 200, 403, 403, 403),
  },
  'POST /api/documentos-selados/:id/abrir': {
    prepare: async (c) => ({
      url: `/api/documentos-selados/${await historicoSelado(c)}/abrir`,
      payload: { motivo: 'Segunda via do histórico pedida pela família' },
    }),
    expect: SO_A_SECRETARIA,
  },
  'GET /api/retencao': {
    prepare: (c) => Promise.resolve({ url: `/api/retencao?empresa_id=${empresaOf(c)}` }),
    expect: naRede(200, 200, 200, 403, 403),
  },
  'PUT /api/retencao': {
    prepare: async (c) => {
      const url = `/api/retencao?empresa_id=${empresaOf(c)}`;
      const res = await c.t.app.inject({ method: 'GET', url, headers: { cookie: c.admin } });
      return { url, payload: { diario_classe_anos: 5, documentos_emitidos_anos: 5, updated_at: res.json().updated_at } };
    },
    expect: GERENCIAR_DA_REDE,
  },
};
