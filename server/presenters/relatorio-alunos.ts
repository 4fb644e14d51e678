import type { LinhaRelatorioAlunos } from '../../domain/schemas/relatorio-alunos';
import type { StatusRelatorioAlunos } from '../../domain/relatorio-alunos/status';
import type { DesempenhoDoAluno, DesempenhoNaDisciplina } from '../services/desempenho-da-turma';
import type { TurmaDoAno } from '../services/resultados-finais/ler';

/** One row of the Relatório de Alunos: a student in a subject, with the four bimestres and the year's figures. */
export function apresentarLinhaDoRelatorio(
  turma: Pick<TurmaDoAno, 'nome' | 'serie'>,
  aluno: DesempenhoDoAluno,
  d: DesempenhoNaDisciplina,
  status: StatusRelatorioAlunos,
): LinhaRelatorioAlunos {
  return {
    id: `${aluno.aluno_id}:${d.disciplina_id}`,
    aluno_id: aluno.aluno_id,
    nome: aluno.nome,
    matricula: aluno.matricula,
    serie: turma.serie,
    turma_nome: turma.nome,
    disciplina_id: d.disciplina_id,
    disciplina_nome: d.disciplina,
    bimestres: d.bimestres.map((b) => ({ nota: b.nota, provisorio: b.provisorio })),
    media: d.media,
    recuperacao: d.recuperacao,
    media_final: d.media_final,
    aulas: d.aulas,
    presencas: d.aulas - d.faltas,
    percentual_frequencia: d.percentual_frequencia,
    status,
  };
}
