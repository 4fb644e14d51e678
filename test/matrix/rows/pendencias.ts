import { and, eq } from 'drizzle-orm';
import type { StatusPendencia } from '../../../domain/pendencia/tipos';
import { atribuicoes, pendencias, usuarios } from '../../../server/db/schema';
import { turmasComDisciplina, umaVezPorApp } from '../alvos';
import { uniqueName } from '../fixtures';
import { type Ctx, type Expect, type Row, naRede, same } from '../types';

/**
 * Pendências: own tenant = 6º Ano A of the demo school (the demo professor is its responsável and
 * teaches Matemática there); other = a class of Serra Azul with a subject of its own. Each cell
 * gets a fresh pendency in the status its action starts from; the responsável is a professor of
 * the class, so a valid body passes for whoever reaches the class.
 */
interface Alvo {
  empresa: string;
  escola: string;
  turma: string;
  responsavel: string;
}
const montado = umaVezPorApp(async (t): Promise<{ own: Alvo; other: Alvo }> => {
  const db = t.database.db;
  const { vv, sa, t6A, tSA, discSA } = await turmasComDisciplina(t, 'Pendência SA');
  const [professor] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'professor@demo.escola.br'));
  const [profSA] = await db
    .select({ id: atribuicoes.professor_id })
    .from(atribuicoes)
    .where(and(eq(atribuicoes.turma_id, tSA.id), eq(atribuicoes.disciplina_id, discSA.id)));
  return {
    own: { empresa: vv.empresa_id, escola: vv.id, turma: t6A.id, responsavel: professor!.id },
    other: { empresa: sa.empresa_id, escola: sa.id, turma: tSA.id, responsavel: profSA!.id },
  };
});

const alvo = async (c: Ctx) => (await montado(c.t))[c.tenant];

const corpo = (a: Alvo) => ({
  titulo: `Matriz ${uniqueName()}`,
  descricao: 'Pendência da matriz',
  tipo: 'academica',
  prioridade: 'media',
  responsavel_id: a.responsavel,
  data_vencimento: '2026-12-15',
});

async function nova(c: Ctx, status: StatusPendencia = 'pendente') {
  const a = await alvo(c);
  const [row] = await c.t.database.db
    .insert(pendencias)
    .values({
      empresa_id: a.empresa,
      escola_id: a.escola,
      turma_id: a.turma,
      ...corpo(a),
      tipo: 'academica',
      prioridade: 'media',
      status,
      data_resolucao: status === 'resolvida' ? '2026-11-20' : null,
    })
    .returning();
  return row!;
}

const UMA = (ok: number): Expect => naRede(ok, ok, ok, ok, 403);

const acao = (nome: string, status: StatusPendencia, extra: object = {}): Row => ({
  prepare: async (c) => {
    const p = await nova(c, status);
    return { url: `/api/pendencias/${p.id}/${nome}`, payload: { updated_at: p.updated_at.toISOString(), ...extra } };
  },
  expect: UMA(200),
});

export const rows: Record<string, Row> = {
  'GET /api/turmas/:turmaId/pendencias': {
    prepare: async (c) => ({ url: `/api/turmas/${(await alvo(c)).turma}/pendencias` }),
    expect: UMA(200),
  },
  'GET /api/turmas/:turmaId/pendencias/opcoes': {
    prepare: async (c) => ({ url: `/api/turmas/${(await alvo(c)).turma}/pendencias/opcoes` }),
    expect: UMA(200),
  },
  'GET /api/pendencias/minhas': {
    prepare: () => Promise.resolve({ url: '/api/pendencias/minhas' }),
    expect: same(200, 200, 200, 200, 403),
  },
  'GET /api/pendencias/:id': { prepare: async (c) => ({ url: `/api/pendencias/${(await nova(c)).id}` }), expect: UMA(200) },
  'POST /api/turmas/:turmaId/pendencias': {
    prepare: async (c) => {
      const a = await alvo(c);
      return { url: `/api/turmas/${a.turma}/pendencias`, payload: corpo(a) };
    },
    expect: UMA(201),
  },
  'PUT /api/pendencias/:id': {
    prepare: async (c) => {
      const p = await nova(c);
      return {
        url: `/api/pendencias/${p.id}`,
        payload: { ...corpo(await alvo(c)), titulo: 'Editada', updated_at: p.updated_at.toISOString() },
      };
    },
    expect: UMA(200),
  },
  'DELETE /api/pendencias/:id': {
    prepare: async (c) => ({ url: `/api/pendencias/${(await nova(c)).id}` }),
    expect: naRede(204, 204, 204, 403, 403),
  },
  'POST /api/pendencias/:id/iniciar': acao('iniciar', 'pendente'),
  'POST /api/pendencias/:id/resolver': acao('resolver', 'em_andamento'),
  'POST /api/pendencias/:id/cancelar': acao('cancelar', 'pendente', { motivo: 'Registrada por engano' }),
  'POST /api/pendencias/:id/reabrir': acao('reabrir', 'resolvida'),
};
