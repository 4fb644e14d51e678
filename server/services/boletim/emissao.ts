import { gerarCodigo } from '../../../domain/boletim/codigo';
import type { ResumoDoBoletim } from '../../../domain/schemas/boletim';
import type { Db } from '../../db/client';
import { documentosEmitidos } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/gravacao';
import type { DesempenhoDoAluno } from '../desempenho-da-turma';
import type { DadosDosBoletins } from './dados';

/** What the public check keeps of one student's boletim (see resumoDoBoletim: nothing personal beyond the name). */
function resumirBoletim(d: DadosDosBoletins, aluno: DesempenhoDoAluno): ResumoDoBoletim {
  return {
    aluno: aluno.nome,
    escola: d.escola.nome,
    turma: d.turma.nome,
    ano_letivo: d.turma.ano_letivo,
    disciplinas: aluno.disciplinas.map((l) => ({ disciplina: l.disciplina, media_final: l.media_final })),
    frequencia: aluno.percentual_frequencia,
    situacao: aluno.situacao,
    provisorio: aluno.disciplinas.some((l) => l.bimestres.some((b) => b.provisorio)),
  };
}

const TENTATIVAS = 3;

/**
 * Records one issued document per student (each emission its own codes, so a reprinted boletim is
 * a new document with the figures of that day) and returns the code of each, by aluno_id. The codes
 * are random (60 bits): a clash is all but impossible, and the unique index catches it; then the
 * batch is drawn again.
 */
export async function emitirBoletins(db: Db, actor: Actor, d: DadosDosBoletins): Promise<Map<string, string>> {
  for (let tentativa = 1; ; tentativa++) {
    const linhas = d.alunos.map((aluno) => ({
      codigo: gerarCodigo(),
      tipo: 'boletim' as const,
      empresa_id: d.turma.empresa_id,
      aluno_id: aluno.aluno_id,
      turma_id: d.turma.id,
      ano_letivo: d.turma.ano_letivo,
      emitido_por: actor.id,
      emitido_por_nome: actor.nome,
      resumo: resumirBoletim(d, aluno),
    }));
    try {
      if (linhas.length) await db.insert(documentosEmitidos).values(linhas);
      return new Map(linhas.map((l) => [l.aluno_id, l.codigo]));
    } catch (err) {
      if (tentativa >= TENTATIVAS || !isUniqueViolation(err)) throw err;
    }
  }
}
