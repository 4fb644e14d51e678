import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SituacaoFinal } from '../../domain/avaliacao/resultado-final';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/raw';
import { fechamentosBimestrais, fechamentosSnapshots } from '../db/schema';
import { carregarCalendario } from './calendario';
import { type ResultadosDaTurma, calcularResultadosDaTurma, percentualFrequencia } from './resultados-finais/calcular';
import { type AlunoDoAno, type TurmaDoAno } from './resultados-finais/ler';

/**
 * What the school prints about a class (Relatório de Alunos, boletim, reports): per student and
 * subject the four bimesters, the year's figures and the situação. A bimestre whose closing is
 * finalized (or approved) reads its snapshot; any other is the live figure, marked provisório.
 */

interface BimestreDoDesempenho {
  nota: number | null;
  faltas: number;
  aulas: number;
  /** The bimestre's closing is not finalized: the figures may still change. */
  provisorio: boolean;
}

export interface DesempenhoNaDisciplina {
  disciplina_id: string;
  disciplina: string;
  professores: string[];
  bimestres: BimestreDoDesempenho[];
  media: number | null;
  recuperacao: number | null;
  media_final: number | null;
  aulas: number;
  faltas: number;
  percentual_frequencia: number | null;
  situacao: SituacaoFinal;
  /** What the situação would be if the year ended now (the same as `situacao` once it has). */
  projetado: SituacaoFinal;
  reprovadoPorNota: boolean;
  reprovadoPorFalta: boolean;
}

export interface DesempenhoDoAluno extends AlunoDoAno {
  disciplinas: DesempenhoNaDisciplina[];
  aulas: number;
  faltas: number;
  percentual_frequencia: number | null;
  situacao: SituacaoFinal;
  reprovadoPorNota: boolean;
  reprovadoPorFalta: boolean;
}

export interface DesempenhoDaTurma {
  turma: TurmaDoAno;
  regras: ResultadosDaTurma['regras'];
  ano: ResultadosDaTurma['ano'];
  disciplinas: ResultadosDaTurma['disciplinas'];
  alunos: DesempenhoDoAluno[];
  /** Some bimestre of some subject is not finalized yet. */
  provisorio: boolean;
}

/**
 * The class's performance, set-based: the annual results (calcularResultadosDaTurma), the roll calls
 * per bimestre in one grouped query, and the finalized closings' latest snapshots in one more.
 * `disciplinaIds` narrows the subjects (a professor sees only those it teaches).
 */
export async function carregarDesempenhoDaTurma(
  db: Db | Tx,
  turma: TurmaDoAno,
  opcoes: { disciplinaIds?: ReadonlySet<string> | null } = {},
): Promise<DesempenhoDaTurma> {
  const [r, cal, fechados] = await Promise.all([
    calcularResultadosDaTurma(db, turma),
    carregarCalendario(db, turma.empresa_id, turma.ano_letivo),
    db
      .select({
        id: fechamentosBimestrais.id,
        disciplina_id: fechamentosBimestrais.disciplina_id,
        bimestre: fechamentosBimestrais.bimestre,
        versao: fechamentosBimestrais.versao_snapshot,
      })
      .from(fechamentosBimestrais)
      .where(
        and(eq(fechamentosBimestrais.turma_id, turma.id), inArray(fechamentosBimestrais.status, ['finalizado', 'aprovado'])),
      ),
  ]);
  const disciplinas = opcoes.disciplinaIds ? r.disciplinas.filter((d) => opcoes.disciplinaIds!.has(d.id)) : r.disciplinas;

  // A record belongs to the bimestre it falls in or, between two, to the one that just ended
  // (bimestreDoRegistro): the end dates of the first three bimestres decide.
  const [f1, f2, f3] = cal.bimestres.map((b) => b.fim);
  const marcas = await queryRows<{ aluno_id: string; disciplina_id: string; bimestre: number; aulas: number; faltas: number }>(
    db,
    sql`select aluno_id, disciplina_id,
               case when data <= ${f1}::date then 1 when data <= ${f2}::date then 2 when data <= ${f3}::date then 3 else 4 end as bimestre,
               count(*)::int as aulas, (count(*) filter (where not presente))::int as faltas
        from frequencias where turma_id = ${turma.id}
        group by 1, 2, 3`,
  );
  const porBimestre = new Map(marcas.map((m) => [`${m.aluno_id}:${m.disciplina_id}:${Number(m.bimestre)}`, m]));

  const snapshots = new Map<string, typeof fechamentosSnapshots.$inferSelect>();
  const fechado = new Set(fechados.map((f) => `${f.disciplina_id}:${f.bimestre}`));
  const comSnapshot = fechados.filter((f) => f.versao > 0);
  if (comSnapshot.length) {
    const linhas = await db
      .select()
      .from(fechamentosSnapshots)
      .where(
        sql`(${fechamentosSnapshots.fechamento_id}, ${fechamentosSnapshots.versao}) in (${sql.join(
          comSnapshot.map((f) => sql`(${f.id}::uuid, ${f.versao}::int)`),
          sql`, `,
        )})`,
      );
    const chave = new Map(comSnapshot.map((f) => [f.id, `${f.disciplina_id}:${f.bimestre}`]));
    for (const l of linhas) snapshots.set(`${l.aluno_id}:${chave.get(l.fechamento_id)}`, l);
  }

  let provisorio = false;
  const alunos = r.alunos.map((al): DesempenhoDoAluno => {
    const linhas = disciplinas.map((d): DesempenhoNaDisciplina => {
      const res = r.porDisciplina.get(d.id)!.get(al.aluno_id)!;
      const bimestres = [1, 2, 3, 4].map((b): BimestreDoDesempenho => {
        const snap = snapshots.get(`${al.aluno_id}:${d.id}:${b}`);
        if (snap) return { nota: snap.nota, faltas: snap.faltas, aulas: snap.aulas, provisorio: false };
        const m = porBimestre.get(`${al.aluno_id}:${d.id}:${b}`);
        const aberto = !fechado.has(`${d.id}:${b}`);
        if (aberto) provisorio = true;
        return { nota: res.notas[b - 1] ?? null, faltas: m?.faltas ?? 0, aulas: m?.aulas ?? 0, provisorio: aberto };
      });
      return {
        disciplina_id: d.id,
        disciplina: d.nome,
        professores: d.professores.map((p) => p.nome),
        bimestres,
        media: res.media,
        recuperacao: res.recuperacao,
        media_final: res.mediaFinal,
        aulas: res.aulas,
        faltas: res.faltas,
        percentual_frequencia: percentualFrequencia(res.aulas, res.faltas),
        situacao: res.situacao,
        projetado: res.projetado,
        reprovadoPorNota: res.reprovadoPorNota,
        reprovadoPorFalta: res.reprovadoPorFalta,
      };
    });
    const g = r.gerais.get(al.aluno_id)!;
    const aulas = linhas.reduce((s, l) => s + l.aulas, 0);
    const faltas = linhas.reduce((s, l) => s + l.faltas, 0);
    return {
      ...al,
      disciplinas: linhas,
      aulas,
      faltas,
      percentual_frequencia: percentualFrequencia(aulas, faltas),
      situacao: g.situacao,
      reprovadoPorNota: g.reprovadoPorNota,
      reprovadoPorFalta: g.reprovadoPorFalta,
    };
  });
  return { turma, regras: r.regras, ano: r.ano, disciplinas, alunos, provisorio };
}
