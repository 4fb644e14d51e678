import { type ResultadoFinal, type SituacaoFinal, mediaAnual, resultadoFinal } from '../../../domain/avaliacao/resultado-final';
import type { Db, Tx } from '../../db/client';
import type { resultadosFinais } from '../../db/schema';
import { notaDe, notasDaTurma } from '../notas-do-bimestre';
import type { RegrasComVersao } from '../regras-escolares';
import {
  type AlunoDoAno,
  type AnoDaTurma,
  type DisciplinaDaTurma,
  type LidoDoAno,
  type ResultadoGuardado,
  type TurmaDoAno,
  lerDoBanco,
  resultadosGuardados,
} from './ler';

/**
 * The annual results of a class: per student and subject the four bimester grades, the annual
 * average, the recuperação final, the yearly attendance and the final situation, plus each student's
 * overall situation — from what ler.ts read, by the pure rules of domain/avaliacao.
 */

interface ResultadoNaDisciplina extends ResultadoFinal {
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

interface ResultadoGeral extends Pick<ResultadoFinal, 'situacao' | 'reprovadoPorNota' | 'reprovadoPorFalta'> {
  aluno_id: string;
  aulas: number;
  faltas: number;
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

/** Percent of presences over lessons, one decimal; null before any lesson. */
export function percentualFrequencia(aulas: number, faltas: number): number | null {
  if (!aulas) return null;
  return Math.round(((aulas - faltas) * 1000) / aulas) / 10;
}

/**
 * Computes the annual results of a class from its stored grades, attendance and recovery grades.
 * Once the year is finished, the stored final results (resultados_finais) are what counts: they are
 * laid over the computed figures, so a later change of the network's rules does not rewrite a
 * finished year. `lido`: what a caller already read in one statement (camposDoAno), nothing read here.
 */
export async function calcularResultadosDaTurma(
  db: Db | Tx,
  turma: TurmaDoAno,
  opcoes: { ano?: AnoDaTurma; encerrando?: boolean; lido?: LidoDoAno } = {},
): Promise<ResultadosDaTurma> {
  const lido = opcoes.lido ?? (await lerDoBanco(db, turma, opcoes.ano));
  const { regras, ano, disciplinas: lista, alunos: turmaAlunos, totais, recuperacoes } = lido;
  const notasBimestre =
    lido.notas ??
    (await notasDaTurma(
      db,
      turma.id,
      turmaAlunos.map((a) => a.aluno_id),
      regras,
    ));
  const encerrado = opcoes.encerrando === true || ano.status !== 'em_andamento';
  const guardados =
    ano.status !== 'em_andamento' && !opcoes.encerrando
      ? porChave(opcoes.lido ? (opcoes.lido.guardados ?? []) : await resultadosGuardados(db, turma.id))
      : null;

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

const porChave = (linhas: ResultadoGuardado[]) => new Map(linhas.map((l) => [`${l.aluno_id}:${l.disciplina_id ?? ''}`, l]));

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
