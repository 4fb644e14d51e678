import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { type ResultadoFinal, type SituacaoFinal, mediaAnual, resultadoFinal } from '../../domain/avaliacao/resultado-final';
import type { StatusFechamentoAnual } from '../../domain/schemas/fechamento-anual';
import type { Db, Tx } from '../db/client';
import {
  alunos,
  atribuicoes,
  disciplinas,
  fechamentosAnuais,
  frequenciasTotais,
  matriculas,
  recuperacoesFinais,
  resultadosFinais,
  usuarios,
} from '../db/schema';
import { notaDe, notasDaTurma } from './notas-do-bimestre';
import { type RegrasComVersao, regrasDaEmpresa } from './regras-escolares';

/**
 * The annual results of a class: per student and subject the four bimester grades, the annual
 * average, the recuperação final, the yearly attendance and the final situation, plus each student's
 * overall situation. A handful of set-based reads for the whole class (never one per student or
 * subject): the bimester grades of every subject (notasDaTurma), the attendance totals and the
 * recovery grades at once, then the pure rules of domain/avaliacao.
 */

export interface TurmaDoAno {
  id: string;
  nome: string;
  serie: string;
  empresa_id: string;
  escola_id: string;
  ano_letivo: number;
}

export interface DisciplinaDaTurma {
  id: string;
  nome: string;
  /** The subject's code (disciplinas.disciplina): what the network's no-failure list names. */
  codigo: string;
  professores: { id: string; nome: string }[];
}

export interface AlunoDoAno {
  aluno_id: string;
  nome: string;
  matricula: string;
  /** How the enrolment ended before the year's end, if it did. */
  saida: 'transferido' | 'abandono' | null;
  /** The enrolment is still 'ativa'. */
  ativa: boolean;
}

export interface ResultadoNaDisciplina extends ResultadoFinal {
  aluno_id: string;
  disciplina_id: string;
  notas: (number | null)[];
  media: number | null;
  recuperacao: number | null;
  aulas: number;
  faltas: number;
  /** Below the passing average in a subject that fails students: may take the recuperação final. */
  elegivel: boolean;
  /** What the result would be if the year ended now (for the counts while it is open). */
  projetado: SituacaoFinal;
}

export interface ResultadoGeral extends Pick<ResultadoFinal, 'situacao' | 'reprovadoPorNota' | 'reprovadoPorFalta'> {
  aluno_id: string;
  aulas: number;
  faltas: number;
}

export interface AnoDaTurma {
  status: StatusFechamentoAnual;
  data_fechamento: string | null;
}

export interface ResultadosDaTurma {
  turma: TurmaDoAno;
  ano: AnoDaTurma;
  regras: RegrasComVersao;
  disciplinas: DisciplinaDaTurma[];
  alunos: AlunoDoAno[];
  /** By disciplina_id, then aluno_id. */
  porDisciplina: Map<string, Map<string, ResultadoNaDisciplina>>;
  gerais: Map<string, ResultadoGeral>;
}

/** The worst situation wins the student's overall result. */
const GRAVIDADE: Record<SituacaoFinal, number> = {
  aprovado: 0,
  aprovado_recuperacao: 1,
  // Only the overall row carries it (the final council's parecer), never a subject's.
  aprovado_conselho: 1,
  reprovado: 2,
  reprovado_falta: 3,
  cursando: -1,
  transferido: -1,
  abandono: -1,
};

export async function carregarAnoDaTurma(db: Db | Tx, turmaId: string): Promise<AnoDaTurma> {
  const [row] = await db
    .select({ status: fechamentosAnuais.status, data_fechamento: fechamentosAnuais.data_fechamento })
    .from(fechamentosAnuais)
    .where(eq(fechamentosAnuais.turma_id, turmaId));
  return row ?? { status: 'em_andamento', data_fechamento: null };
}

/** The subjects taught in the class (its assignments) with their professors, by name. */
export async function disciplinasDaTurma(db: Db | Tx, turmaId: string): Promise<DisciplinaDaTurma[]> {
  const linhas = await db
    .select({
      id: disciplinas.id,
      nome: disciplinas.nome,
      codigo: disciplinas.disciplina,
      professor_id: usuarios.id,
      professor_nome: usuarios.nome,
    })
    .from(atribuicoes)
    .innerJoin(disciplinas, eq(disciplinas.id, atribuicoes.disciplina_id))
    .innerJoin(usuarios, eq(usuarios.id, atribuicoes.professor_id))
    .where(eq(atribuicoes.turma_id, turmaId))
    .orderBy(asc(disciplinas.nome), asc(disciplinas.id), asc(usuarios.nome));
  const porId = new Map<string, DisciplinaDaTurma>();
  for (const l of linhas) {
    const d = porId.get(l.id) ?? { id: l.id, nome: l.nome, codigo: l.codigo, professores: [] };
    d.professores.push({ id: l.professor_id, nome: l.professor_nome });
    porId.set(l.id, d);
  }
  return [...porId.values()];
}

/**
 * Everyone enrolled in the class during the year, from the enrolment history: the latest enrolment
 * of each student in this class says whether the student left (transferred, cancelled) or stayed.
 */
export async function alunosDoAno(db: Db | Tx, turmaId: string): Promise<AlunoDoAno[]> {
  const linhas = await db
    .selectDistinctOn([matriculas.aluno_id], {
      aluno_id: matriculas.aluno_id,
      nome: alunos.nome,
      matricula: alunos.matricula,
      status: matriculas.status,
    })
    .from(matriculas)
    .innerJoin(alunos, eq(alunos.id, matriculas.aluno_id))
    .where(eq(matriculas.turma_id, turmaId))
    .orderBy(
      matriculas.aluno_id,
      sql`${matriculas.status} = 'ativa' desc`,
      desc(matriculas.data_inicio),
      desc(matriculas.created_at),
    );
  return linhas
    .map((l) => ({
      aluno_id: l.aluno_id,
      nome: l.nome,
      matricula: l.matricula,
      saida: l.status === 'transferida' ? ('transferido' as const) : l.status === 'cancelada' ? ('abandono' as const) : null,
      ativa: l.status === 'ativa',
    }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.aluno_id.localeCompare(b.aluno_id));
}

/** Percent of presences over lessons, one decimal; null before any lesson. */
export function percentualFrequencia(aulas: number, faltas: number): number | null {
  if (!aulas) return null;
  return Math.round(((aulas - faltas) * 1000) / aulas) / 10;
}

/**
 * Computes the annual results of a class from its stored grades, attendance and recovery grades.
 * Once the year is finished, the stored final results (resultados_finais) are what counts: they are
 * laid over the computed figures, so a later change of the network's rules does not rewrite a
 * finished year.
 */
export async function calcularResultadosDaTurma(
  db: Db | Tx,
  turma: TurmaDoAno,
  opcoes: { ano?: AnoDaTurma; encerrando?: boolean } = {},
): Promise<ResultadosDaTurma> {
  // The grades need the students and the rules: they start as soon as those two are in, while the
  // other reads are still running.
  const regrasP = regrasDaEmpresa(db, turma.empresa_id);
  const alunosP = alunosDoAno(db, turma.id);
  const notasP = Promise.all([regrasP, alunosP]).then(([regras, alunos]) =>
    notasDaTurma(
      db,
      turma.id,
      alunos.map((a) => a.aluno_id),
      regras,
    ),
  );
  const [regras, ano, lista, turmaAlunos, totais, recuperacoes, notasBimestre] = await Promise.all([
    regrasP,
    opcoes.ano ? Promise.resolve(opcoes.ano) : carregarAnoDaTurma(db, turma.id),
    disciplinasDaTurma(db, turma.id),
    alunosP,
    db
      .select({
        aluno_id: frequenciasTotais.aluno_id,
        disciplina_id: frequenciasTotais.disciplina_id,
        aulas: frequenciasTotais.aulas,
        faltas: frequenciasTotais.faltas,
      })
      .from(frequenciasTotais)
      .where(eq(frequenciasTotais.turma_id, turma.id)),
    db
      .select({
        aluno_id: recuperacoesFinais.aluno_id,
        disciplina_id: recuperacoesFinais.disciplina_id,
        nota: recuperacoesFinais.nota,
      })
      .from(recuperacoesFinais)
      .where(eq(recuperacoesFinais.turma_id, turma.id)),
    notasP,
  ]);
  const encerrado = opcoes.encerrando === true || ano.status !== 'em_andamento';
  const guardados = ano.status !== 'em_andamento' && !opcoes.encerrando ? await resultadosGuardados(db, turma.id) : null;

  const freq = new Map(totais.map((t) => [`${t.aluno_id}:${t.disciplina_id}`, t]));
  const rec = new Map(recuperacoes.map((r) => [`${r.aluno_id}:${r.disciplina_id}`, r.nota]));
  const semReprovacao = new Set(regras.disciplinas_sem_reprovacao);
  const regrasDoResultado = {
    media_aprovacao: regras.media_aprovacao,
    frequencia_minima: regras.frequencia_minima,
    regra_recuperacao: regras.regra_recuperacao,
    media_apos_recuperacao: regras.media_apos_recuperacao ?? undefined,
  };

  const porDisciplina = new Map<string, Map<string, ResultadoNaDisciplina>>();
  const gerais = new Map<string, ResultadoGeral>();
  for (const d of lista) {
    const doAluno = new Map<string, ResultadoNaDisciplina>();
    const reprovaPorNota = !semReprovacao.has(d.codigo);
    for (const al of turmaAlunos) {
      const notasAno = [1, 2, 3, 4].map((b) => notaDe(notasBimestre, d.id, b, al.aluno_id).nota);
      const { media } = mediaAnual(notasAno, regras.pesos_bimestres);
      const f = freq.get(`${al.aluno_id}:${d.id}`);
      const aulas = f?.aulas ?? 0;
      const faltas = f?.faltas ?? 0;
      const abaixo = media !== null && Math.round(media * 100) < Math.round(regras.media_aprovacao * 100);
      const elegivel = reprovaPorNota && abaixo && al.saida === null;
      const recuperacao = elegivel ? (rec.get(`${al.aluno_id}:${d.id}`) ?? null) : null;
      const entrada = { saida: al.saida, media, recuperacao, presencas: aulas - faltas, aulas, reprovaPorNota };
      const r = resultadoFinal({ ...entrada, anoEncerrado: encerrado }, regrasDoResultado);
      const projetado = encerrado ? r.situacao : resultadoFinal({ ...entrada, anoEncerrado: true }, regrasDoResultado).situacao;
      const linha: ResultadoNaDisciplina = {
        ...r,
        aluno_id: al.aluno_id,
        disciplina_id: d.id,
        notas: notasAno,
        media,
        recuperacao,
        aulas,
        faltas,
        elegivel,
        projetado,
      };
      const g = guardados?.get(`${al.aluno_id}:${d.id}`);
      if (g) {
        Object.assign(linha, {
          situacao: g.situacao,
          media: g.media_anual,
          recuperacao: g.recuperacao,
          mediaFinal: g.media_final,
          reprovadoPorNota: g.reprovado_por_nota,
          reprovadoPorFalta: g.reprovado_por_falta,
          aulas: g.aulas,
          faltas: g.faltas,
          projetado: g.situacao,
        });
      }
      doAluno.set(al.aluno_id, linha);
    }
    porDisciplina.set(d.id, doAluno);
  }

  for (const al of turmaAlunos) {
    const linhas = lista.map((d) => porDisciplina.get(d.id)!.get(al.aluno_id)!);
    let situacao: SituacaoFinal = al.saida ?? (encerrado ? 'aprovado' : 'cursando');
    if (!al.saida && encerrado) {
      for (const l of linhas) if (GRAVIDADE[l.situacao] > GRAVIDADE[situacao]) situacao = l.situacao;
    }
    const geral: ResultadoGeral = {
      aluno_id: al.aluno_id,
      situacao,
      reprovadoPorNota: linhas.some((l) => l.reprovadoPorNota),
      reprovadoPorFalta: linhas.some((l) => l.reprovadoPorFalta),
      aulas: linhas.reduce((s, l) => s + l.aulas, 0),
      faltas: linhas.reduce((s, l) => s + l.faltas, 0),
    };
    const g = guardados?.get(`${al.aluno_id}:`);
    if (g)
      Object.assign(geral, {
        situacao: g.situacao,
        reprovadoPorNota: g.reprovado_por_nota,
        reprovadoPorFalta: g.reprovado_por_falta,
      });
    gerais.set(al.aluno_id, geral);
  }
  return { turma, ano, regras, disciplinas: lista, alunos: turmaAlunos, porDisciplina, gerais };
}

async function resultadosGuardados(db: Db | Tx, turmaId: string) {
  const linhas = await db.select().from(resultadosFinais).where(eq(resultadosFinais.turma_id, turmaId));
  return new Map(linhas.map((l) => [`${l.aluno_id}:${l.disciplina_id ?? ''}`, l]));
}

/** The rows resultados_finais stores for a class whose year is being finished. */
export function linhasDosResultados(r: ResultadosDaTurma): (typeof resultadosFinais.$inferInsert)[] {
  const base = {
    empresa_id: r.turma.empresa_id,
    escola_id: r.turma.escola_id,
    turma_id: r.turma.id,
    ano_letivo: r.turma.ano_letivo,
  };
  const linhas: (typeof resultadosFinais.$inferInsert)[] = [];
  for (const al of r.alunos) {
    for (const d of r.disciplinas) {
      const l = r.porDisciplina.get(d.id)!.get(al.aluno_id)!;
      linhas.push({
        ...base,
        aluno_id: al.aluno_id,
        disciplina_id: d.id,
        media_anual: l.media,
        recuperacao: l.recuperacao,
        media_final: l.mediaFinal,
        aulas: l.aulas,
        faltas: l.faltas,
        situacao: l.situacao,
        reprovado_por_nota: l.reprovadoPorNota,
        reprovado_por_falta: l.reprovadoPorFalta,
      });
    }
    const g = r.gerais.get(al.aluno_id)!;
    linhas.push({
      ...base,
      aluno_id: al.aluno_id,
      disciplina_id: null,
      aulas: g.aulas,
      faltas: g.faltas,
      situacao: g.situacao,
      reprovado_por_nota: g.reprovadoPorNota,
      reprovado_por_falta: g.reprovadoPorFalta,
    });
  }
  return linhas;
}

/** The stored overall results of a finished class (disciplina_id null), by student. */
export async function resultadosGeraisGuardados(db: Db | Tx, turmaId: string) {
  return db
    .select({
      aluno_id: resultadosFinais.aluno_id,
      situacao: resultadosFinais.situacao,
      reprovado_por_nota: resultadosFinais.reprovado_por_nota,
      reprovado_por_falta: resultadosFinais.reprovado_por_falta,
    })
    .from(resultadosFinais)
    .where(and(eq(resultadosFinais.turma_id, turmaId), isNull(resultadosFinais.disciplina_id)));
}
