import { and, eq } from 'drizzle-orm';
import { calendarioPadrao, diasLetivos, ehDiaLetivo } from '../../../domain/calendario';
import { alunos, frequencias, matriculas, notas } from '../../../server/db/schema';
import type { TestApp } from '../../app';
import { diasLetivosLivres } from '../../calendario';
import { notaEMarca } from '../../cenario-avaliacao';
import { uniqueName } from '../fixtures';
import { type Ctx, type Expect, type Row, naRede, same } from '../types';
import { turmasComDisciplina, umaVezPorApp } from '../alvos';

/**
 * Grades, attendance and school rules: own tenant = 6º Ano A of the demo school
 * (the demo professor teaches it, the demo aluno is in it); other = a class of Serra Azul with
 * a subject, a student, a grade and a mark made here.
 */
interface Alvo {
  escola: string;
  turma: string;
  disciplina: string;
  empresa: string;
  ano: number;
  /** A school day up to today with no roll call of the subject: where the matrix takes its roll call. */
  dia: string;
}
const montado = umaVezPorApp(montar);

async function montar(t: TestApp) {
  const db = t.database.db;
  const { vv, sa, t6A, tSA, mat, discSA } = await turmasComDisciplina(t, 'Matemática SA');
  // Roll calls on last Sunday: enrolments from last year keep that date valid all year round.
  await db
    .update(matriculas)
    .set({ data_inicio: `${t6A.ano_letivo - 1}-01-01` })
    .where(eq(matriculas.turma_id, t6A.id));
  const own = { escola: vv.id, turma: t6A.id, disciplina: mat.id, empresa: vv.empresa_id, ano: t6A.ano_letivo, dia: '' };
  const other = { escola: sa.id, turma: tSA.id, disciplina: discSA.id, empresa: sa.empresa_id, ano: tSA.ano_letivo, dia: '' };
  await novoAluno(t, other);
  own.dia = (await diasLetivosLivres(db, own.turma, own.disciplina, 1))[0]!;
  other.dia = (await diasLetivosLivres(db, other.turma, other.disciplina, 1))[0]!;
  return { own, other };
}

const alvo = async (c: Ctx) => (await montado(c.t))[c.tenant];

/** A student enrolled in the class, with a grade and a mark: a fresh row to change or delete. */
async function novoAluno(t: TestApp, a: Alvo) {
  const db = t.database.db;
  const [aluno] = await db
    .insert(alunos)
    .values({ empresa_id: a.empresa, escola_id: a.escola, matricula: `M${uniqueName()}`, nome: `Aluno Matriz ${uniqueName()}` })
    .returning();
  await db.insert(matriculas).values({
    empresa_id: a.empresa,
    aluno_id: aluno!.id,
    turma_id: a.turma,
    ano_letivo: a.ano,
    data_inicio: `${a.ano - 1}-01-01`,
  });
  const linha = {
    empresa_id: a.empresa,
    escola_id: a.escola,
    turma_id: a.turma,
    aluno_id: aluno!.id,
    disciplina_id: a.disciplina,
  };
  return notaEMarca(t, linha, 7, diasLetivos(calendarioPadrao(a.ano), `${a.ano}-03-02`, `${a.ano}-03-31`)[0]!);
}

async function notaExistente(c: Ctx) {
  const a = await alvo(c);
  return (
    await c.t.database.db
      .select()
      .from(notas)
      .where(and(eq(notas.turma_id, a.turma), eq(notas.disciplina_id, a.disciplina)))
      .limit(1)
  )[0]!;
}

async function frequenciaExistente(c: Ctx) {
  const a = await alvo(c);
  return (
    await c.t.database.db
      .select()
      .from(frequencias)
      .where(and(eq(frequencias.turma_id, a.turma), eq(frequencias.disciplina_id, a.disciplina)))
  ).find((f) => ehDiaLetivo(calendarioPadrao(a.ano), f.data))!;
}

async function carregado(c: Ctx, url: string) {
  const res = await c.t.app.inject({ method: 'GET', url, headers: { cookie: c.admin } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const LER: Expect = same(200, 200, 200, 200, 200);
const LER_UM: Expect = naRede(200, 200, 200, 200, 200);
const ESCREVER: Expect = naRede(200, 200, 200, 200, 403);
const EXCLUIR: Expect = naRede(204, 204, 204, 403, 403);

const planilhaUrl = (a: Alvo) => `/api/notas/planilha?turma_id=${a.turma}&disciplina_id=${a.disciplina}&bimestre=1`;
const chamadaUrl = (a: Alvo) => `/api/frequencias/chamada?turma_id=${a.turma}&disciplina_id=${a.disciplina}&data=${a.dia}`;

export const rows: Record<string, Row> = {
  'GET /api/notas': { prepare: async (c) => ({ url: `/api/notas?escola_id=${(await alvo(c)).escola}` }), expect: LER },
  'GET /api/notas/resumo': {
    prepare: async (c) => ({ url: `/api/notas/resumo?escola_id=${(await alvo(c)).escola}` }),
    expect: LER,
  },
  'GET /api/notas/opcoes': {
    prepare: async (c) => ({ url: `/api/notas/opcoes?escola_id=${(await alvo(c)).escola}` }),
    expect: LER,
  },
  'GET /api/notas/planilha': { prepare: async (c) => ({ url: planilhaUrl(await alvo(c)) }), expect: LER_UM },
  'PUT /api/notas/planilha': {
    prepare: async (c) => {
      const a = await alvo(c);
      const p = await carregado(c, planilhaUrl(a));
      const itens = p.itens.map((l: Record<string, unknown>) => ({
        aluno_id: l.aluno_id,
        nota1: 6.5,
        nota2: l.nota2,
        nota3: l.nota3,
        nota4: l.nota4,
        observacoes: l.observacoes,
        updated_at: l.updated_at,
      }));
      return { url: '/api/notas/planilha', payload: { turma_id: a.turma, disciplina_id: a.disciplina, bimestre: 1, itens } };
    },
    expect: ESCREVER,
  },
  'PUT /api/notas/:id': {
    prepare: async (c) => {
      const n = await notaExistente(c);
      return {
        url: `/api/notas/${n.id}`,
        payload: { nota1: n.nota1, nota2: 5, nota3: n.nota3, nota4: n.nota4, updated_at: n.updated_at.toISOString() },
      };
    },
    expect: ESCREVER,
  },
  'DELETE /api/notas/:id': {
    prepare: async (c) => ({ url: `/api/notas/${(await novoAluno(c.t, await alvo(c))).nota.id}` }),
    expect: EXCLUIR,
  },

  'GET /api/frequencias': {
    prepare: async (c) => ({ url: `/api/frequencias?escola_id=${(await alvo(c)).escola}` }),
    expect: LER,
  },
  'GET /api/frequencias/resumo': {
    prepare: async (c) => ({ url: `/api/frequencias/resumo?escola_id=${(await alvo(c)).escola}` }),
    expect: LER,
  },
  'GET /api/frequencias/por-data': {
    prepare: async (c) => ({ url: `/api/frequencias/por-data?escola_id=${(await alvo(c)).escola}` }),
    expect: LER,
  },
  'GET /api/frequencias/opcoes': {
    prepare: async (c) => ({ url: `/api/frequencias/opcoes?escola_id=${(await alvo(c)).escola}` }),
    expect: LER,
  },
  'GET /api/frequencias/chamada': { prepare: async (c) => ({ url: chamadaUrl(await alvo(c)) }), expect: LER_UM },
  'PUT /api/frequencias/chamada': {
    prepare: async (c) => {
      const a = await alvo(c);
      const ch = await carregado(c, chamadaUrl(a));
      const itens = ch.itens.map((m: Record<string, unknown>) => ({
        aluno_id: m.aluno_id,
        presente: true,
        justificativa: null,
        observacoes: null,
        updated_at: m.updated_at,
      }));
      return {
        url: '/api/frequencias/chamada',
        payload: { turma_id: a.turma, disciplina_id: a.disciplina, data: a.dia, itens },
      };
    },
    expect: ESCREVER,
  },
  'PUT /api/frequencias/:id': {
    prepare: async (c) => {
      const f = await frequenciaExistente(c);
      return {
        url: `/api/frequencias/${f.id}`,
        payload: {
          data: f.data,
          presente: !f.presente,
          justificativa: null,
          observacoes: null,
          updated_at: f.updated_at.toISOString(),
        },
      };
    },
    expect: ESCREVER,
  },
  'DELETE /api/frequencias/:id': {
    prepare: async (c) => ({ url: `/api/frequencias/${(await novoAluno(c.t, await alvo(c))).freq.id}` }),
    expect: EXCLUIR,
  },

  'GET /api/regras-escolares': {
    // The administrador names the body; anyone else reads its own, and another's is not there.
    prepare: async (c) => {
      const a = await alvo(c);
      if (c.role === 'administrador' || c.tenant === 'other') return { url: `/api/regras-escolares?empresa_id=${a.empresa}` };
      return { url: '/api/regras-escolares' };
    },
    expect: LER_UM,
  },
  'PUT /api/regras-escolares': {
    prepare: async (c) => {
      const a = await alvo(c);
      const r = await carregado(c, `/api/regras-escolares?empresa_id=${a.empresa}`);
      return {
        url: '/api/regras-escolares',
        payload: {
          empresa_id: a.empresa,
          media_aprovacao: r.media_aprovacao,
          media_recuperacao: r.media_recuperacao,
          frequencia_minima: r.frequencia_minima,
          alerta_faltas: r.alerta_faltas,
          updated_at: r.updated_at,
        },
      };
    },
    expect: { administrador: [200, 200], empresa: [200, 403], gestor: [403, 403], professor: [403, 403], aluno: [403, 403] },
  },
};
