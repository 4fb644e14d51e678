import { eq } from 'drizzle-orm';
import { usuarios } from '../../../server/db/schema';
import { current, freshEmpresa, freshEscola, freshPapel, freshProfessor, uniqueName } from '../fixtures';
import { type Ctx, FORBIDDEN_BUT_ADMIN, type Row, empresaOf, escolaOf, same } from '../types';

async function userBody(c: Ctx, id: string) {
  const [u] = await c.t.database.db.select().from(usuarios).where(eq(usuarios.id, id));
  return {
    nome: u!.nome,
    email: u!.email,
    tipo_usuario: u!.tipo_usuario,
    telefone: u!.telefone,
    empresa_id: u!.empresa_id,
    status: u!.status,
    escola_ids: [],
    updated_at: u!.updated_at.toISOString(),
  };
}

/** Administration: schools, companies, users, roles and grants. */
export const rows: Record<string, Row> = {
  'GET /api/escolas': { prepare: async () => ({ url: '/api/escolas' }), expect: same(200, 200, 200, 200, 403) },
  'GET /api/escolas/:id': {
    prepare: async (c) => ({ url: `/api/escolas/${escolaOf(c)}` }),
    expect: { administrador: [200, 200], empresa: [200, 404], gestor: [200, 404], professor: [200, 404], aluno: [403, 403] },
  },
  'POST /api/escolas': {
    prepare: async (c) => ({ url: '/api/escolas', payload: { nome: `Escola Nova ${uniqueName()}`, empresa_id: empresaOf(c) } }),
    expect: { administrador: [201, 201], empresa: [201, 403], gestor: [201, 403], professor: [403, 403], aluno: [403, 403] },
  },
  'PUT /api/escolas/:id': {
    prepare: async (c) => ({
      url: `/api/escolas/${escolaOf(c)}`,
      payload: await current(c.t.app, c.admin, `/api/escolas/${escolaOf(c)}`),
    }),
    expect: { administrador: [200, 200], empresa: [200, 404], gestor: [200, 404], professor: [403, 403], aluno: [403, 403] },
  },
  'DELETE /api/escolas/:id': {
    prepare: async (c) => ({ url: `/api/escolas/${await freshEscola(c.t, empresaOf(c))}` }),
    expect: { administrador: [204, 204], empresa: [204, 404], gestor: [403, 403], professor: [403, 403], aluno: [403, 403] },
  },

  'GET /api/empresas': { prepare: async () => ({ url: '/api/empresas' }), expect: same(200, 200, 403, 403, 403) },
  'GET /api/empresas/:id': {
    prepare: async (c) => ({ url: `/api/empresas/${empresaOf(c)}` }),
    expect: { administrador: [200, 200], empresa: [200, 404], gestor: [403, 403], professor: [403, 403], aluno: [403, 403] },
  },
  'POST /api/empresas': {
    prepare: async () => ({ url: '/api/empresas', payload: { nome: `Consórcio ${uniqueName()}`, tipo: 'empresa' } }),
    expect: FORBIDDEN_BUT_ADMIN(201),
  },
  'PUT /api/empresas/:id': {
    prepare: async (c) => ({
      url: `/api/empresas/${empresaOf(c)}`,
      payload: await current(c.t.app, c.admin, `/api/empresas/${empresaOf(c)}`),
    }),
    expect: { administrador: [200, 200], empresa: [200, 404], gestor: [403, 403], professor: [403, 403], aluno: [403, 403] },
  },
  'DELETE /api/empresas/:id': {
    prepare: async (c) => ({ url: `/api/empresas/${await freshEmpresa(c.t)}` }),
    expect: FORBIDDEN_BUT_ADMIN(204),
  },

  // The professor holds usuarios.ler by the matrix, but the route table gives /usuarios to A, E and G only.
  'GET /api/usuarios': { prepare: async () => ({ url: '/api/usuarios' }), expect: same(200, 200, 200, 403, 403) },
  'GET /api/usuarios/:id': {
    // An administrador sees administradores and empresas; the others see the users of their schools.
    prepare: async (c) => {
      if (c.role === 'administrador')
        return { url: `/api/usuarios/${c.tenant === 'own' ? c.ids.empresaUser : c.ids.empresa2User}` };
      return {
        url: `/api/usuarios/${c.tenant === 'own' ? c.ids.professorUser : await freshProfessor(c.t, c.ids.sa, c.ids.escolaSA)}`,
      };
    },
    expect: { administrador: [200, 200], empresa: [200, 404], gestor: [200, 404], professor: [403, 403], aluno: [403, 403] },
  },
  'POST /api/usuarios': {
    prepare: async (c) => ({
      url: '/api/usuarios',
      payload: {
        nome: 'Nova Pessoa',
        email: `nova.${uniqueName()}@teste.br`,
        senha: 'Chave-Segura-2026',
        tipo_usuario: 'professor',
        empresa_id: empresaOf(c),
      },
    }),
    // A gestor holds usuarios.criar but the permission matrix gives it no user type to choose.
    expect: { administrador: [201, 201], empresa: [201, 403], gestor: [403, 403], professor: [403, 403], aluno: [403, 403] },
  },
  'PUT /api/usuarios/:id': {
    prepare: async (c) => {
      const id = await freshProfessor(c.t, empresaOf(c), escolaOf(c));
      return { url: `/api/usuarios/${id}`, payload: await userBody(c, id) };
    },
    expect: { administrador: [404, 404], empresa: [200, 404], gestor: [403, 404], professor: [403, 403], aluno: [403, 403] },
  },
  'DELETE /api/usuarios/:id': {
    prepare: async (c) => ({ url: `/api/usuarios/${await freshProfessor(c.t, empresaOf(c), escolaOf(c))}` }),
    expect: { administrador: [404, 404], empresa: [204, 404], gestor: [403, 403], professor: [403, 403], aluno: [403, 403] },
  },

  'GET /api/papeis': { prepare: async () => ({ url: '/api/papeis' }), expect: FORBIDDEN_BUT_ADMIN(200) },
  'GET /api/permissoes': { prepare: async () => ({ url: '/api/permissoes' }), expect: FORBIDDEN_BUT_ADMIN(200) },
  'POST /api/papeis': {
    prepare: async () => ({ url: '/api/papeis', payload: { nome: `Papel ${uniqueName()}`, nivel: 8 } }),
    expect: FORBIDDEN_BUT_ADMIN(201),
  },
  'PUT /api/papeis/:id': {
    prepare: async (c) => {
      const { itens } = (await c.t.app.inject({ method: 'GET', url: '/api/papeis', headers: { cookie: c.admin } })).json<{
        itens: { id: string; nome: string; nivel: number; updated_at: string }[];
      }>();
      const p = itens.find((r) => r.id === c.ids.papelProfessor)!;
      return { url: `/api/papeis/${p.id}`, payload: { nome: p.nome, nivel: p.nivel, updated_at: p.updated_at } };
    },
    expect: FORBIDDEN_BUT_ADMIN(200),
  },
  'DELETE /api/papeis/:id': {
    prepare: async (c) => ({ url: `/api/papeis/${await freshPapel(c.t)}` }),
    expect: FORBIDDEN_BUT_ADMIN(204),
  },
  'PUT /api/papeis/:id/permissoes/:permissaoId': {
    prepare: async (c) => {
      const { itens } = (await c.t.app.inject({ method: 'GET', url: '/api/permissoes', headers: { cookie: c.admin } })).json<{
        itens: { id: string; nome: string }[];
      }>();
      // Granting what professor already holds changes nothing, so cells stay independent.
      return {
        url: `/api/papeis/${c.ids.papelProfessor}/permissoes/${itens.find((p) => p.nome === 'notas.ler')!.id}`,
        payload: { concedida: true },
      };
    },
    expect: FORBIDDEN_BUT_ADMIN(200),
  },
};
