import { setImmediate as ceder } from 'node:timers/promises';
import { SITUACAO_FINAL_LABEL, situacaoAprova } from '../../../../domain/avaliacao/resultado-final';
import { type DesempenhoDaTurma, type DesempenhoDoAluno, carregarDesempenhoDaTurma } from '../../desempenho-da-turma';
import { percentualFrequencia } from '../../resultados-finais/calcular';
import { type TurmaDoRelatorio, turmasDoRelatorio } from '../turmas-do-relatorio';
import { type Celula, type ColunaRelatorio, type ContextoDoGerador, type Gerador, subtituloDe } from './tipos';

/**
 * Attendance, grades and performance: built class by class from the class's performance (a few
 * set-based queries per class, never one per student), yielding the event loop between classes so
 * a whole school's report never holds up the requests the server is answering meanwhile.
 */
async function porTurma<T>(ctx: ContextoDoGerador, montar: (d: DesempenhoDaTurma, t: TurmaDoRelatorio) => T): Promise<T[]> {
  const turmas = await turmasDoRelatorio(ctx.db, ctx.alcance, ctx.parametros);
  await ctx.progresso(5);
  const saida: T[] = [];
  for (const [i, t] of turmas.entries()) {
    saida.push(montar(await carregarDesempenhoDaTurma(ctx.db, t), t));
    await ctx.progresso(5 + Math.round((90 * (i + 1)) / turmas.length));
    await ceder();
  }
  return saida;
}

const AVISO_PROVISORIO = 'Bimestres ainda não finalizados trazem valores provisórios: podem mudar até o fechamento.';
const secaoDa = (t: TurmaDoRelatorio) => `${t.escola} · ${t.nome}`;
const PCT: Pick<ColunaRelatorio, 'alinhamento' | 'formato'> = { alinhamento: 'right', formato: '0.0' };
const NUM: Pick<ColunaRelatorio, 'alinhamento'> = { alinhamento: 'right' };
const situacaoDo = (a: DesempenhoDoAluno) => SITUACAO_FINAL_LABEL[a.situacao];

/** Lessons and absences of a student in one bimestre (all subjects) or in the year. */
function frequenciaDoAluno(a: DesempenhoDoAluno, bimestre: number | null) {
  if (!bimestre) return { aulas: a.aulas, faltas: a.faltas, percentual: a.percentual_frequencia };
  const aulas = a.disciplinas.reduce((s, d) => s + (d.bimestres[bimestre - 1]?.aulas ?? 0), 0);
  const faltas = a.disciplinas.reduce((s, d) => s + (d.bimestres[bimestre - 1]?.faltas ?? 0), 0);
  return { aulas, faltas, percentual: percentualFrequencia(aulas, faltas) };
}

export const gerarFrequencia: Gerador = async (ctx) => {
  const b = ctx.parametros.bimestre;
  const colunas: ColunaRelatorio[] = [
    { titulo: 'Turma', larguraPlanilha: 18 },
    { titulo: 'Matrícula', larguraPlanilha: 14 },
    { titulo: 'Aluno', largura: '*', larguraPlanilha: 36 },
    { titulo: 'Aulas', ...NUM },
    { titulo: 'Faltas', ...NUM },
    { titulo: 'Frequência (%)', ...PCT },
  ];
  let provisorio = false;
  const tabelas = await porTurma(ctx, (d, t) => {
    provisorio ||= d.provisorio;
    return {
      aba: 'Frequência',
      secao: secaoDa(t),
      colunas,
      vazio: 'Nenhum aluno nesta turma.',
      linhas: d.alunos.map((a): Celula[] => {
        const f = frequenciaDoAluno(a, b);
        return [t.nome, a.matricula, a.nome, f.aulas, f.faltas, f.percentual];
      }),
    };
  });
  return { subtitulo: subtituloDe(ctx), tabelas, aviso: provisorio ? AVISO_PROVISORIO : undefined };
};

export const gerarNotas: Gerador = async (ctx) => {
  const b = ctx.parametros.bimestre;
  const base: ColunaRelatorio[] = [
    { titulo: 'Turma', larguraPlanilha: 18 },
    { titulo: 'Aluno', largura: '*', larguraPlanilha: 36 },
    { titulo: 'Disciplina', larguraPlanilha: 24 },
  ];
  const colunas: ColunaRelatorio[] = b
    ? [...base, { titulo: `Nota ${b}º bim.`, ...PCT }, { titulo: 'Faltas', ...NUM }]
    : [
        ...base,
        ...[1, 2, 3, 4].map((n) => ({ titulo: `${n}º bim.`, ...PCT })),
        { titulo: 'Média final', ...PCT },
        { titulo: 'Situação', larguraPlanilha: 22 },
      ];
  let provisorio = false;
  const tabelas = await porTurma(ctx, (d, t) => {
    provisorio ||= d.provisorio;
    return {
      aba: 'Notas',
      secao: secaoDa(t),
      colunas,
      vazio: 'Nenhuma nota nesta turma.',
      linhas: d.alunos.flatMap((a) =>
        a.disciplinas.map((n): Celula[] =>
          b
            ? [t.nome, a.nome, n.disciplina, n.bimestres[b - 1]?.nota ?? null, n.bimestres[b - 1]?.faltas ?? 0]
            : [t.nome, a.nome, n.disciplina, ...n.bimestres.map((x) => x.nota), n.media_final, SITUACAO_FINAL_LABEL[n.situacao]],
        ),
      ),
    };
  });
  return { subtitulo: subtituloDe(ctx), tabelas, aviso: provisorio ? AVISO_PROVISORIO : undefined, paisagem: !b };
};

/** The mean of a student's final averages (subjects without one left out). */
function mediaGeral(a: DesempenhoDoAluno): number | null {
  const medias = a.disciplinas.map((d) => d.media_final).filter((m): m is number => m !== null);
  return medias.length ? Math.round((medias.reduce((s, m) => s + m, 0) / medias.length) * 10) / 10 : null;
}

export const gerarDesempenho: Gerador = async (ctx) => {
  const colunas: ColunaRelatorio[] = [
    { titulo: 'Turma', larguraPlanilha: 18 },
    { titulo: 'Matrícula', larguraPlanilha: 14 },
    { titulo: 'Aluno', largura: '*', larguraPlanilha: 36 },
    { titulo: 'Média geral', ...PCT },
    { titulo: 'Frequência (%)', ...PCT },
    { titulo: 'Situação', larguraPlanilha: 24 },
  ];
  const resumo: Celula[][] = [];
  let provisorio = false;
  const tabelas = await porTurma(ctx, (d, t) => {
    provisorio ||= d.provisorio;
    const medias = d.alunos.map(mediaGeral).filter((m): m is number => m !== null);
    const aulas = d.alunos.reduce((s, a) => s + a.aulas, 0);
    const faltas = d.alunos.reduce((s, a) => s + a.faltas, 0);
    resumo.push([
      t.escola,
      t.nome,
      d.alunos.length,
      d.alunos.filter((a) => situacaoAprova(a.situacao)).length,
      d.alunos.filter((a) => a.situacao === 'reprovado' || a.situacao === 'reprovado_falta').length,
      medias.length ? Math.round((medias.reduce((s, m) => s + m, 0) / medias.length) * 10) / 10 : null,
      percentualFrequencia(aulas, faltas),
    ]);
    return {
      aba: 'Alunos',
      secao: secaoDa(t),
      colunas,
      vazio: 'Nenhum aluno nesta turma.',
      linhas: d.alunos.map((a): Celula[] => [t.nome, a.matricula, a.nome, mediaGeral(a), a.percentual_frequencia, situacaoDo(a)]),
    };
  });
  const porTurmaTabela = {
    aba: 'Resumo por turma',
    secao: 'Resumo por turma',
    colunas: [
      { titulo: 'Escola', larguraPlanilha: 36 },
      { titulo: 'Turma', larguraPlanilha: 18 },
      { titulo: 'Alunos', ...NUM },
      { titulo: 'Aprovados', ...NUM },
      { titulo: 'Reprovados', ...NUM },
      { titulo: 'Média', ...PCT },
      { titulo: 'Frequência (%)', ...PCT },
    ],
    linhas: resumo,
    vazio: 'Nenhuma turma no ano letivo.',
  };
  return { subtitulo: subtituloDe(ctx), tabelas: [porTurmaTabela, ...tabelas], aviso: provisorio ? AVISO_PROVISORIO : undefined };
};
