import { type Ctx, type Expect, type Row, empresaOf } from '../types';

/**
 * The school calendar of a network: everyone reads its own network's, the administrador any
 * (naming it); only the administrador and the network's empresa users save or restore it. A year
 * of its own, so the roll calls of the demo classes never see these writes.
 */
const ANO = 2031;

/** The administrador names the network; anyone else reads its own, and asks for another's by name. */
const url = (c: Ctx) =>
  c.role === 'administrador' || c.tenant === 'other'
    ? `/api/calendario/${ANO}?empresa_id=${empresaOf(c)}`
    : `/api/calendario/${ANO}`;

async function carregado(c: Ctx) {
  const res = await c.t.app.inject({
    method: 'GET',
    url: `/api/calendario/${ANO}?empresa_id=${empresaOf(c)}`,
    headers: { cookie: c.admin },
  });
  if (res.statusCode !== 200) throw new Error(`calendário: ${res.statusCode} ${res.body}`);
  return res.json();
}

const ESCREVER: Expect = {
  administrador: [200, 200],
  empresa: [200, 403],
  gestor: [403, 403],
  professor: [403, 403],
  aluno: [403, 403],
};

export const rows: Record<string, Row> = {
  'GET /api/calendario/:ano': {
    prepare: async (c) => ({ url: url(c) }),
    expect: { administrador: [200, 200], empresa: [200, 404], gestor: [200, 404], professor: [200, 404], aluno: [200, 404] },
  },
  'PUT /api/calendario/:ano': {
    prepare: async (c) => {
      const cal = await carregado(c);
      return {
        url: `/api/calendario/${ANO}`,
        payload: {
          empresa_id: empresaOf(c),
          inicio: cal.inicio,
          fim: cal.fim,
          bimestres: cal.bimestres,
          dias: cal.dias,
          updated_at: cal.updated_at,
        },
      };
    },
    expect: ESCREVER,
  },
  'DELETE /api/calendario/:ano': {
    prepare: async (c) => ({ url: `/api/calendario/${ANO}?empresa_id=${empresaOf(c)}` }),
    expect: ESCREVER,
  },
};
