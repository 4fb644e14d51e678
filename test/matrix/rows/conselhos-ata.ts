import type { Encaminhamento, Parecer, StatusConselho } from '../../../domain/conselho/tipos';
import { conselhosClasse, conselhosDecisoes, conselhosParticipantes } from '../../../server/db/schema';
import { ORIGIN, type TestApp } from '../../app';
import { type Ctx, type Row, escolaOf, naRede } from '../types';
import { cenarioAnual } from './fechamentos-anuais';

type CenarioAnual = Awaited<ReturnType<typeof cenarioAnual>>;
type Aluno = keyof CenarioAnual['alunos'];

export interface DecisaoDeTeste {
  encaminhamentos?: Encaminhamento[];
  recomendacao_aluno?: string | null;
  recomendacao_familia?: string | null;
  parecer?: Parecer | null;
  justificativa?: string | null;
}

/** The decisions a council of cenarioConselho records by default: the failed student's and the approved one's. */
export const DECISOES_PADRAO: Partial<Record<Aluno, DecisaoDeTeste>> = {
  reprovado: {
    encaminhamentos: ['recuperacao', 'familia'],
    recomendacao_aluno: 'Refazer as listas de frações com o material de apoio',
    recomendacao_familia: 'Acompanhar as tarefas de casa toda semana',
  },
  aprovado: { recomendacao_aluno: 'Manter o ritmo de estudos' },
};

/** Finishes the class's year through the API (as the administrador), so resultados_finais is stored as in production. */
export async function encerrarAno(t: TestApp, admin: string, turmaId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/fechamentos-anuais/encerrar',
    headers: { cookie: admin, origin: ORIGIN },
    payload: { turma_id: turmaId },
  });
  if (res.statusCode !== 200) throw new Error(`encerrar: ${res.statusCode} ${res.body}`);
}

/**
 * A conselho de classe written straight into the tables (not through the council's routes), in a
 * class of cenarioAnual with its bimestres finalized (see inserirConselho; the 2º bimestre unless
 * told). A final council (`bimestre: null`) finishes the class's year first when `admin` (a session
 * cookie) is given.
 */
export async function cenarioConselho(
  t: TestApp,
  escolaId: string,
  opcoes: {
    professorId?: string;
    bimestre?: number | null;
    status?: StatusConselho;
    admin?: string;
    decisoes?: Partial<Record<Aluno, DecisaoDeTeste>>;
  } = {},
) {
  const s = await cenarioAnual(t, escolaId, { professorId: opcoes.professorId, finalizados: 8 });
  const bimestre = opcoes.bimestre === undefined ? 2 : opcoes.bimestre;
  if (bimestre === null && opcoes.admin) await encerrarAno(t, opcoes.admin, s.turma.id);
  const conselho = await inserirConselho(t, s, { bimestre, status: opcoes.status, decisoes: opcoes.decisoes ?? DECISOES_PADRAO });
  return { ...s, conselho };
}

/**
 * One more council of a cenarioAnual class (another bimestre), written straight into the tables:
 * the two professors called (the first present, the other absent, who coordinates), a guest, a
 * two-item agenda and the decisions of its version (1 unless told).
 */
export async function inserirConselho(
  t: TestApp,
  s: Pick<CenarioAnual, 'turma' | 'empresa_id' | 'professorId' | 'outro' | 'alunos'>,
  opcoes: { bimestre: number | null; status?: StatusConselho; versao?: number; decisoes: Partial<Record<Aluno, DecisaoDeTeste>> },
) {
  const db = t.database.db;
  const status = opcoes.status ?? 'finalizado';
  const versao = opcoes.versao ?? 1;
  const [conselho] = await db
    .insert(conselhosClasse)
    .values({
      empresa_id: s.empresa_id,
      escola_id: s.turma.escola_id,
      turma_id: s.turma.id,
      ano_letivo: s.turma.ano_letivo,
      bimestre: opcoes.bimestre,
      data: `${s.turma.ano_letivo}-06-15`,
      horario: '14:30',
      local: 'Sala dos professores',
      coordenador_id: s.outro,
      convidados: ['Maria Psicopedagoga'],
      pauta: ['Rendimento da turma', 'Casos de infrequência'],
      observacoes: 'Turma participativa.',
      status,
      versao,
      data_finalizacao: status === 'finalizado' ? `${s.turma.ano_letivo}-06-15` : null,
    })
    .returning();
  await db.insert(conselhosParticipantes).values([
    { conselho_id: conselho!.id, usuario_id: s.professorId, empresa_id: s.empresa_id, presente: true },
    { conselho_id: conselho!.id, usuario_id: s.outro, empresa_id: s.empresa_id, presente: false },
  ]);
  await gravarDecisoes(t, conselho!.id, versao, s, opcoes.decisoes);
  return conselho!;
}

/** Writes the decisions of one version of a council (a correction writes version 2, 3…). */
export async function gravarDecisoes(
  t: TestApp,
  conselhoId: string,
  versao: number,
  s: Pick<CenarioAnual, 'alunos' | 'empresa_id'>,
  decisoes: Partial<Record<Aluno, DecisaoDeTeste>>,
) {
  const linhas = Object.entries(decisoes).map(([aluno, d]) => ({
    conselho_id: conselhoId,
    versao,
    aluno_id: s.alunos[aluno as Aluno],
    empresa_id: s.empresa_id,
    encaminhamentos: d.encaminhamentos ?? [],
    recomendacao_aluno: d.recomendacao_aluno ?? null,
    recomendacao_familia: d.recomendacao_familia ?? null,
    parecer: d.parecer ?? null,
    justificativa: d.justificativa ?? null,
  }));
  if (linhas.length) await t.database.db.insert(conselhosDecisoes).values(linhas);
}

const cache = new WeakMap<TestApp, Map<string, Promise<Awaited<ReturnType<typeof cenarioConselho>>>>>();

/** One finalized council per tenant, its professor the demo one on the own tenant. */
function conselho(c: Ctx) {
  const porApp = cache.get(c.t) ?? new Map<string, Promise<Awaited<ReturnType<typeof cenarioConselho>>>>();
  cache.set(c.t, porApp);
  if (!porApp.has(c.tenant))
    porApp.set(
      c.tenant,
      cenarioConselho(c.t, escolaOf(c), { professorId: c.tenant === 'own' ? c.ids.professorUser : undefined }),
    );
  return porApp.get(c.tenant)!;
}

export const rows: Record<string, Row> = {
  'GET /api/conselhos/:id/ata': {
    prepare: async (c) => ({ url: `/api/conselhos/${(await conselho(c)).conselho.id}/ata` }),
    expect: naRede(200, 200, 200, 200, 403),
  },
};
