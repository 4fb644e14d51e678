import type { FiltrosRelatorioAlunos, LinhaRelatorioAlunos } from '../../domain/schemas/relatorio-alunos';
import { limiaresDaRede } from '../../domain/relatorio-alunos/cores';
import { statusDoRelatorio } from '../../domain/relatorio-alunos/status';
import type { Db } from '../db/client';
import { type Alcance, type TurmaNoAlcance, disciplinasVisiveis } from '../policies/alcance';
import { apresentarLinhaDoRelatorio } from '../presenters/relatorio-alunos';
import { carregarDesempenhoDaTurma } from './desempenho-da-turma';

/** Lower case without accents: 'Joao' finds 'João'. */
const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The rows of a class's Relatório de Alunos the filters keep (students by name, then subjects by
 * name), for the page and for both exports. A class has a few dozen students and about ten subjects:
 * its performance is computed at once (carregarDesempenhoDaTurma) and filtered here.
 */
export async function carregarRelatorioAlunos(db: Db, a: Alcance, turma: TurmaNoAlcance, filtros: FiltrosRelatorioAlunos) {
  const visiveis = disciplinasVisiveis(a, turma.id);
  const desempenho = await carregarDesempenhoDaTurma(db, turma, { disciplinaIds: visiveis });
  const anoEncerrado = desempenho.ano.status !== 'em_andamento';
  const semReprovacao = new Set(desempenho.regras.disciplinas_sem_reprovacao);
  const codigo = new Map(desempenho.disciplinas.map((d) => [d.id, d.codigo]));
  const termo = filtros.busca ? semAcento(filtros.busca) : null;
  const linhas: LinhaRelatorioAlunos[] = [];
  if (!filtros.serie || filtros.serie === turma.serie) {
    for (const aluno of desempenho.alunos) {
      if (termo && !semAcento(aluno.nome).includes(termo) && !semAcento(aluno.matricula).includes(termo)) continue;
      for (const d of aluno.disciplinas) {
        if (filtros.disciplina_id && d.disciplina_id !== filtros.disciplina_id) continue;
        const status = statusDoRelatorio(
          {
            anoEncerrado,
            situacao: d.situacao,
            media: d.media,
            recuperacao: d.recuperacao,
            mediaFinal: d.media_final,
            reprovaPorNota: !semReprovacao.has(codigo.get(d.disciplina_id) ?? ''),
          },
          desempenho.regras,
        );
        if (filtros.status && status !== filtros.status) continue;
        linhas.push(apresentarLinhaDoRelatorio(turma, aluno, d, status));
      }
    }
  }
  return {
    linhas,
    limiares: limiaresDaRede(desempenho.regras),
    provisorio: linhas.some((l) => l.bimestres.some((b) => b.provisorio)),
    disciplinas: desempenho.disciplinas.map((d) => ({ id: d.id, nome: d.nome })),
    anoEncerrado,
  };
}
export type RelatorioDaTurma = Awaited<ReturnType<typeof carregarRelatorioAlunos>>;
