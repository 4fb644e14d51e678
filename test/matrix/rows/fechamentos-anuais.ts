import { eq } from 'drizzle-orm';
import {
  alunos,
  atribuicoes,
  disciplinas,
  escolas,
  fechamentosBimestrais,
  frequenciasTotais,
  matriculas,
  notas,
  turmas,
} from '../../../server/db/schema';
import { ORIGIN, type TestApp } from '../../app';
import { freshProfessor, uniqueName } from '../fixtures';
import { type Ctx, type Expect, type Row, escolaOf, naRede } from '../types';

/**
 * A class's year for the Fechamento Anual tests: a class of the school with two subjects
 * (Matemática taught by `professorId`, Educação Física by a fresh professor), five students with
 * known results — aprovado (8), recuperação (5), reprovado (3), reprovado por falta (8 with 30 of
 * 40 lessons missed) and transferido — and, with `finalizados`, the bimestres finalized.
 */
export async function cenarioAnual(
  t: TestApp,
  escolaId: string,
  opcoes: { professorId?: string; serie?: string; finalizados?: number } = {},
) {
  const db = t.database.db;
  const [escola] = await db.select().from(escolas).where(eq(escolas.id, escolaId));
  const empresa_id = escola!.empresa_id;
  const serie = opcoes.serie ?? '6º Ano';
  const sufixo = uniqueName();
  const ano = new Date().getFullYear();
  const [turma] = await db
    .insert(turmas)
    .values({
      nome: `${serie} ${sufixo}`,
      serie,
      turno: 'vespertino',
      ano_letivo: ano,
      capacidade: 33,
      escola_id: escolaId,
      empresa_id,
    })
    .returning();
  const disciplina = async (nome: string, codigo: string) =>
    (
      await db
        .insert(disciplinas)
        .values({ empresa_id, nome: `${nome} ${sufixo}`, disciplina: codigo, serie_ano: '6_ano', bimestre: '1_bimestre' })
        .returning()
    )[0]!;
  const mat = await disciplina('Matemática', 'matematica');
  const ef = await disciplina('Educação Física', 'educacao_fisica');
  const professorId = opcoes.professorId ?? (await freshProfessor(t, empresa_id, escolaId));
  const outro = await freshProfessor(t, empresa_id, escolaId);
  await db.insert(atribuicoes).values([
    { empresa_id, professor_id: professorId, turma_id: turma!.id, disciplina_id: mat.id },
    { empresa_id, professor_id: outro, turma_id: turma!.id, disciplina_id: ef.id },
  ]);
  const perfis = {
    aprovado: { nota: 8, faltas: 0, status: 'ativa' },
    recuperacao: { nota: 5, faltas: 2, status: 'ativa' },
    reprovado: { nota: 3, faltas: 4, status: 'ativa' },
    falta: { nota: 8, faltas: 30, status: 'ativa' },
    transferido: { nota: 6, faltas: 0, status: 'transferida' },
  } as const;
  const ids = {} as Record<keyof typeof perfis, string>;
  for (const [nome, p] of Object.entries(perfis) as [keyof typeof perfis, (typeof perfis)[keyof typeof perfis]][]) {
    const [aluno] = await db
      .insert(alunos)
      .values({ empresa_id, escola_id: escolaId, matricula: `FA${uniqueName()}`, nome: `Aluno ${nome} ${sufixo}` })
      .returning();
    ids[nome] = aluno!.id;
    await db.insert(matriculas).values({
      empresa_id,
      aluno_id: aluno!.id,
      turma_id: turma!.id,
      ano_letivo: ano,
      data_inicio: `${ano}-02-01`,
      status: p.status,
      data_fim: p.status === 'ativa' ? null : `${ano}-06-01`,
    });
    const linha = { empresa_id, escola_id: escolaId, turma_id: turma!.id, aluno_id: aluno!.id };
    for (const d of [mat, ef]) {
      await db.insert(notas).values([1, 2, 3, 4].map((bimestre) => ({ ...linha, disciplina_id: d.id, bimestre, nota1: p.nota })));
      await db.insert(frequenciasTotais).values({ ...linha, disciplina_id: d.id, aulas: 40, faltas: p.faltas });
    }
  }
  const fechar = async (quantos: number) => {
    const linhas = [mat, ef].flatMap((d) =>
      [1, 2, 3, 4].map((bimestre) => ({
        empresa_id,
        escola_id: escolaId,
        turma_id: turma!.id,
        disciplina_id: d.id,
        bimestre,
        ano_letivo: ano,
        status: 'finalizado' as const,
      })),
    );
    await db.insert(fechamentosBimestrais).values(linhas.slice(0, quantos)).onConflictDoNothing();
  };
  if (opcoes.finalizados) await fechar(opcoes.finalizados);
  return { turma: turma!, mat, ef, alunos: ids, professorId, outro, empresa_id, fechar };
}

type Cenario = Awaited<ReturnType<typeof cenarioAnual>>;
const cache = new WeakMap<TestApp, Map<string, Promise<Cenario>>>();

/** One class per tenant and purpose (reads, a finished year, an open year). */
function cenario(c: Ctx, proposito: 'ler' | 'encerrado' | 'aberto' | 'rematricula') {
  const porApp = cache.get(c.t) ?? new Map<string, Promise<Cenario>>();
  cache.set(c.t, porApp);
  const k = `${c.tenant}:${proposito}`;
  if (!porApp.has(k)) {
    const professorId = c.tenant === 'own' ? c.ids.professorUser : undefined;
    porApp.set(
      k,
      cenarioAnual(c.t, escolaOf(c), { professorId, finalizados: 8 }).then(async (s) => {
        if (proposito === 'encerrado' || proposito === 'rematricula') await encerrar(c, s.turma.id);
        return s;
      }),
    );
  }
  return porApp.get(k)!;
}

async function encerrar(c: Ctx, turmaId: string) {
  const res = await c.t.app.inject({
    method: 'POST',
    url: '/api/fechamentos-anuais/encerrar',
    headers: { cookie: c.admin, origin: ORIGIN },
    payload: { turma_id: turmaId },
  });
  if (res.statusCode !== 200) throw new Error(`encerrar: ${res.statusCode} ${res.body}`);
}

const LER: Expect = naRede(200, 200, 200, 200, 403);

export const rows: Record<string, Row> = {
  'GET /api/fechamentos-anuais': {
    prepare: async (c) => ({ url: `/api/fechamentos-anuais?turma_id=${(await cenario(c, 'ler')).turma.id}` }),
    expect: LER,
  },
  'GET /api/fechamentos-anuais/alunos': {
    prepare: async (c) => ({ url: `/api/fechamentos-anuais/alunos?turma_id=${(await cenario(c, 'ler')).turma.id}` }),
    expect: LER,
  },
  'PUT /api/fechamentos-anuais/recuperacao': {
    prepare: async (c) => {
      const s = await cenario(c, 'aberto');
      return {
        url: '/api/fechamentos-anuais/recuperacao',
        payload: { turma_id: s.turma.id, disciplina_id: s.mat.id, itens: [{ aluno_id: s.alunos.recuperacao, nota: 6 }] },
      };
    },
    expect: { administrador: [200, 200], empresa: [200, 404], gestor: [200, 404], professor: [200, 404], aluno: [403, 403] },
  },
  'POST /api/fechamentos-anuais/encerrar': {
    // A fresh open class each time: a finished year cannot be finished again.
    prepare: async (c) => {
      const s = await cenarioAnual(c.t, escolaOf(c), { finalizados: 8 });
      return { url: '/api/fechamentos-anuais/encerrar', payload: { turma_id: s.turma.id } };
    },
    expect: { administrador: [200, 200], empresa: [200, 404], gestor: [200, 404], professor: [403, 403], aluno: [403, 403] },
  },
  'POST /api/fechamentos-anuais/reabrir': {
    prepare: async (c) => {
      const s = await cenarioAnual(c.t, escolaOf(c), { finalizados: 8 });
      await encerrar(c, s.turma.id);
      return { url: '/api/fechamentos-anuais/reabrir', payload: { turma_id: s.turma.id, motivo: 'Correção de nota' } };
    },
    expect: { administrador: [200, 200], empresa: [200, 404], gestor: [403, 403], professor: [403, 403], aluno: [403, 403] },
  },
  'GET /api/rematricula/previa': {
    prepare: async (c) => ({ url: `/api/rematricula/previa?turma_id=${(await cenario(c, 'encerrado')).turma.id}` }),
    expect: { administrador: [200, 200], empresa: [200, 404], gestor: [200, 404], professor: [403, 403], aluno: [403, 403] },
  },
  'POST /api/rematricula': {
    // Applying twice changes nothing the second time: every role may apply the same class.
    prepare: async (c) => ({
      url: '/api/rematricula',
      payload: { turma_id: (await cenario(c, 'rematricula')).turma.id, itens: [] },
    }),
    expect: { administrador: [200, 200], empresa: [200, 404], gestor: [200, 404], professor: [403, 403], aluno: [403, 403] },
  },
};
