import { and, eq, isNull } from 'drizzle-orm';
import { atribuicoes, bnccHabilidades, disciplinas, objetosConhecimento, turmas, usuarios } from '../../../server/db/schema';
import type { TestApp } from '../../app';
import { current, uniqueName } from '../fixtures';
import { type Ctx, type Expect, FORBIDDEN_BUT_ADMIN, type Row, escolaOf, same } from '../types';

/** AEGP on their own tenant, 404 on another's; administrador everywhere; aluno refused. */
const ESCOPO = (ok: number): Expect => ({
  administrador: [ok, ok],
  empresa: [ok, 404],
  gestor: [ok, 404],
  professor: [ok, 404],
  aluno: [403, 403],
});

let seq = 10;
/** An official Computação code nobody has used yet (EF06CO10, EF06CO11…). */
const codigoOficial = () => `EF0${6 + Math.floor(seq / 90)}CO${String(10 + (seq++ % 90)).padStart(2, '0')}`;

async function habilidadePropria(c: Ctx) {
  const empresa_id = c.tenant === 'own' ? c.ids.vv : c.ids.sa;
  const [row] = await c.t.database.db
    .insert(bnccHabilidades)
    .values({
      empresa_id,
      codigo: `MX-${uniqueName()}`.toUpperCase(),
      descricao: 'Habilidade da matriz.',
      componente_curricular: 'Matemática',
      ano_serie: '6º Ano',
      etapa: 'EF',
      anos: ['6º Ano'],
    })
    .returning();
  return row!.id;
}

/** A class and a taught subject on each side: Vale Verde's 6º Ano A Matemática — 6º Ano (the demo professor's), and one made for Serra Azul. */
const pares = new WeakMap<TestApp, Promise<Record<'own' | 'other', { turma_id: string; disciplina_id: string }>>>();
function parDe(c: Ctx) {
  if (!pares.has(c.t)) {
    pares.set(
      c.t,
      (async () => {
        const db = c.t.database.db;
        const [sextoA] = await db
          .select()
          .from(turmas)
          .where(and(eq(turmas.escola_id, c.ids.escolaVV), eq(turmas.nome, '6º Ano A')));
        const [mat] = await db
          .select()
          .from(disciplinas)
          .where(
            and(
              eq(disciplinas.empresa_id, c.ids.vv),
              eq(disciplinas.disciplina, 'matematica'),
              eq(disciplinas.serie_ano, '6_ano'),
            ),
          );
        const [turmaSA] = await db
          .select()
          .from(turmas)
          .where(and(eq(turmas.escola_id, c.ids.escolaSA), eq(turmas.nome, '6º Ano A')));
        const [discSA] = await db
          .insert(disciplinas)
          .values({
            empresa_id: c.ids.sa,
            nome: `Matemática da matriz ${uniqueName()}`,
            disciplina: 'matematica',
            serie_ano: '6_ano',
            bimestre: '1_bimestre',
          })
          .returning();
        const [empresa2] = await db.select().from(usuarios).where(eq(usuarios.id, c.ids.empresa2User));
        await db
          .insert(atribuicoes)
          .values({ empresa_id: c.ids.sa, professor_id: empresa2!.id, turma_id: turmaSA!.id, disciplina_id: discSA!.id });
        return {
          own: { turma_id: sextoA!.id, disciplina_id: mat!.id },
          other: { turma_id: turmaSA!.id, disciplina_id: discSA!.id },
        };
      })(),
    );
  }
  return pares.get(c.t)!.then((p) => p[c.tenant]);
}

async function objetoNovo(c: Ctx) {
  const par = await parDe(c);
  const [turma] = await c.t.database.db.select().from(turmas).where(eq(turmas.id, par.turma_id));
  const [row] = await c.t.database.db
    .insert(objetosConhecimento)
    .values({
      ...par,
      escola_id: turma!.escola_id,
      empresa_id: turma!.empresa_id,
      codigo: `MX-${uniqueName()}`,
      titulo: 'Objeto da matriz',
      descricao: 'Descrição.',
      bimestre: 1,
    })
    .returning();
  return row!.id;
}

async function objetoBody(c: Ctx) {
  const id = await objetoNovo(c);
  const o = await current(c.t.app, c.admin, `/api/objetos-conhecimento/${id}`);
  const {
    turma_id,
    disciplina_id,
    codigo,
    titulo,
    descricao,
    bimestre,
    competencias,
    status,
    data_inicio,
    data_fim,
    observacoes,
    updated_at,
  } = o;
  return {
    id,
    body: {
      turma_id,
      disciplina_id,
      codigo,
      titulo,
      descricao,
      bimestre,
      habilidades: [],
      competencias,
      status,
      data_inicio,
      data_fim,
      observacoes,
      updated_at,
    },
  };
}

/** BNCC catalogue and its import, and knowledge objects */
export const rows: Record<string, Row> = {
  'GET /api/bncc': { prepare: async () => ({ url: '/api/bncc' }), expect: same(200, 200, 200, 200, 200) },
  'GET /api/bncc/estatisticas': {
    prepare: async () => ({ url: '/api/bncc/estatisticas' }),
    expect: same(200, 200, 200, 200, 200),
  },
  'GET /api/bncc/:id': {
    prepare: async (c) => ({ url: `/api/bncc/${await habilidadePropria(c)}` }),
    expect: { administrador: [200, 200], empresa: [200, 404], gestor: [200, 404], professor: [200, 404], aluno: [200, 404] },
  },
  'POST /api/bncc': {
    // An administrador writes the official catalogue; the others their own body's skills.
    prepare: async (c) => ({
      url: '/api/bncc',
      payload:
        c.role === 'administrador'
          ? {
              codigo: codigoOficial(),
              descricao: 'Habilidade oficial da matriz.',
              componente_curricular: 'Computação',
              ano_serie: '6º Ano',
            }
          : {
              codigo: `MX-${uniqueName()}`,
              descricao: 'Habilidade da matriz.',
              componente_curricular: 'Matemática',
              ano_serie: '6º Ano',
            },
    }),
    expect: same(201, 201, 201, 201, 403),
  },
  'PUT /api/bncc/:id': {
    prepare: async (c) => {
      const id = await habilidadePropria(c);
      const { codigo, descricao, componente_curricular, ano_serie, updated_at } = await current(
        c.t.app,
        c.admin,
        `/api/bncc/${id}`,
      );
      return { url: `/api/bncc/${id}`, payload: { codigo, descricao, componente_curricular, ano_serie, updated_at } };
    },
    expect: ESCOPO(200),
  },
  'DELETE /api/bncc/:id': {
    prepare: async (c) => ({ url: `/api/bncc/${await habilidadePropria(c)}` }),
    expect: { administrador: [204, 204], empresa: [204, 404], gestor: [204, 404], professor: [403, 403], aluno: [403, 403] },
  },
  'POST /api/bncc/importacao': {
    prepare: async (c) => {
      const [h] = await c.t.database.db
        .select()
        .from(bnccHabilidades)
        .where(and(eq(bnccHabilidades.codigo, 'EF06MA01'), isNull(bnccHabilidades.empresa_id)));
      return {
        url: '/api/bncc/importacao',
        payload: {
          linhas: [
            {
              linha: 2,
              codigo: h!.codigo,
              descricao: h!.descricao,
              componente_curricular: h!.componente_curricular,
              ano_serie: h!.ano_serie,
              etapa: h!.etapa,
            },
          ],
        },
      };
    },
    expect: FORBIDDEN_BUT_ADMIN(200),
  },

  'GET /api/objetos-conhecimento': {
    prepare: async () => ({ url: '/api/objetos-conhecimento' }),
    expect: same(200, 200, 200, 200, 403),
  },
  'GET /api/objetos-conhecimento/resumo': {
    prepare: async () => ({ url: '/api/objetos-conhecimento/resumo' }),
    expect: same(200, 200, 200, 200, 403),
  },
  'GET /api/objetos-conhecimento/opcoes': {
    prepare: async (c) => ({ url: `/api/objetos-conhecimento/opcoes?escola_id=${escolaOf(c)}` }),
    expect: ESCOPO(200),
  },
  'GET /api/objetos-conhecimento/:id': {
    prepare: async (c) => ({ url: `/api/objetos-conhecimento/${await objetoNovo(c)}` }),
    expect: ESCOPO(200),
  },
  'POST /api/objetos-conhecimento': {
    prepare: async (c) => ({
      url: '/api/objetos-conhecimento',
      payload: {
        ...(await parDe(c)),
        codigo: `MX-${uniqueName()}`,
        titulo: 'Objeto novo',
        descricao: 'Descrição.',
        bimestre: 2,
        habilidades: ['EF06MA01'],
      },
    }),
    expect: ESCOPO(201),
  },
  'PUT /api/objetos-conhecimento/:id': {
    prepare: async (c) => {
      const { id, body } = await objetoBody(c);
      return { url: `/api/objetos-conhecimento/${id}`, payload: body };
    },
    expect: ESCOPO(200),
  },
  'POST /api/objetos-conhecimento/:id/avancar': {
    prepare: async (c) => {
      const { id, body } = await objetoBody(c);
      return { url: `/api/objetos-conhecimento/${id}/avancar`, payload: { updated_at: body.updated_at } };
    },
    expect: ESCOPO(200),
  },
  'DELETE /api/objetos-conhecimento/:id': {
    prepare: async (c) => ({ url: `/api/objetos-conhecimento/${await objetoNovo(c)}` }),
    expect: { administrador: [204, 204], empresa: [204, 404], gestor: [204, 404], professor: [403, 403], aluno: [403, 403] },
  },
};
