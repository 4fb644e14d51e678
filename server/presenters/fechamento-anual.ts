import { rotuloDoResultado } from '../../domain/avaliacao/resultado-final';
import type { FechamentoAnual, ResultadoAluno } from '../../domain/schemas/fechamento-anual';
import { type ResultadosDaTurma, percentualFrequencia } from '../services/resultados-finais/calcular';
import { identificacaoDoAluno } from '../services/matriculados';

/** Mean of the values, two decimals; null for none. */
function mediaDe(valores: number[]): number | null {
  if (!valores.length) return null;
  return Math.round((valores.reduce((s, v) => s + v, 0) * 100) / valores.length) / 100;
}

/**
 * One row per subject of the class over the year: the class's mean annual grade, the approved /
 * recovery / failed counts (while the year is open, by what the result would be now: below the
 * passing average with no recuperação final typed yet is 'recuperação'), lessons given and attendance.
 */
export function apresentarFechamentosAnuais(r: ResultadosDaTurma, disciplinaIds: Set<string> | null): FechamentoAnual[] {
  const aberto = r.ano.status === 'em_andamento';
  return r.disciplinas
    .filter((d) => !disciplinaIds || disciplinaIds.has(d.id))
    .map((d) => {
      const linhas = [...r.porDisciplina.get(d.id)!.values()].filter(
        (l) => l.situacao !== 'transferido' && l.situacao !== 'abandono',
      );
      let aprovados = 0;
      let recuperacao = 0;
      let reprovados = 0;
      for (const l of linhas) {
        if (l.media === null && !l.aulas) continue;
        if (l.projetado === 'aprovado' || l.projetado === 'aprovado_recuperacao') aprovados++;
        else if (l.projetado === 'reprovado' && aberto && l.recuperacao === null) recuperacao++;
        else if (l.projetado === 'reprovado' || l.projetado === 'reprovado_falta') reprovados++;
      }
      const aulas = linhas.reduce((s, l) => s + l.aulas, 0);
      const faltas = linhas.reduce((s, l) => s + l.faltas, 0);
      return {
        id: `${r.turma.id}:${d.id}`,
        turma_id: r.turma.id,
        turma_nome: r.turma.nome,
        serie: r.turma.serie,
        disciplina_id: d.id,
        disciplina_nome: d.nome,
        professores: d.professores.map((p) => p.nome),
        ano_letivo: r.turma.ano_letivo,
        media_anual: mediaDe(linhas.map((l) => l.media).filter((m): m is number => m !== null)),
        aprovados,
        recuperacao,
        reprovados,
        aulas_dadas: linhas.reduce((max, l) => Math.max(max, l.aulas), 0),
        percentual_frequencia: percentualFrequencia(aulas, faltas),
        status: r.ano.status,
        data_fechamento: r.ano.data_fechamento,
      };
    });
}

/** The cards: subjects, finished / open ones, and the mean of their annual grades (the page shows one decimal). */
export function resumirFechamentosAnuais(linhas: FechamentoAnual[]) {
  return {
    total: linhas.length,
    finalizados: linhas.filter((l) => l.status !== 'em_andamento').length,
    em_andamento: linhas.filter((l) => l.status === 'em_andamento').length,
    media_anual: mediaDe(linhas.map((l) => l.media_anual).filter((m): m is number => m !== null)),
  };
}

/**
 * Each student's figures per subject and the overall situation. `podeLancar` says for which subjects
 * the actor may type recuperação final grades (none once the year is finished).
 */
export function apresentarResultadosAlunos(
  r: ResultadosDaTurma,
  podeLancar: (disciplinaId: string) => boolean,
): ResultadoAluno[] {
  const aberto = r.ano.status === 'em_andamento';
  return r.alunos.map((al) => {
    const g = r.gerais.get(al.aluno_id)!;
    return {
      ...identificacaoDoAluno(al),
      situacao: g.situacao,
      rotulo: rotuloDoResultado(g),
      reprovado_por_nota: g.reprovadoPorNota,
      reprovado_por_falta: g.reprovadoPorFalta,
      disciplinas: r.disciplinas.map((d) => {
        const l = r.porDisciplina.get(d.id)!.get(al.aluno_id)!;
        const elegivel = aberto && l.elegivel;
        return {
          disciplina_id: d.id,
          notas: l.notas,
          media_anual: l.media,
          recuperacao: l.recuperacao,
          media_final: l.mediaFinal,
          aulas: l.aulas,
          faltas: l.faltas,
          percentual_frequencia: percentualFrequencia(l.aulas, l.faltas),
          situacao: l.situacao,
          rotulo: rotuloDoResultado(l),
          reprovado_por_nota: l.reprovadoPorNota,
          reprovado_por_falta: l.reprovadoPorFalta,
          elegivel_recuperacao: elegivel,
          pode_lancar_recuperacao: elegivel && podeLancar(d.id),
        };
      }),
    };
  });
}
