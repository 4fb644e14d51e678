import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { carregarIdentidadeDoDocumento, dataHoraNaRede } from '../documentos/identidade';
import { nomeDeArquivo } from '../documentos/download';
import { gerarPdf } from '../documentos/pdf';
import type { Armazenamento } from '../storage';
import type { DadosDosBoletins } from './dados';
import { emitirBoletins } from './emissao';
import { definicaoDosBoletins } from './pdf';

export { carregarBoletins } from './dados';

export interface BoletinsEmitidos {
  nome: string;
  dados: Buffer;
  /** The code of each student's boletim, by aluno_id (for the audit log). */
  codigos: Map<string, string>;
}

/**
 * Issues the boletins of `d` (a class, or one student of it): records each with its verification
 * code, then draws the PDF. Named after the student for one ('boletim-ana-souza-2026.pdf'), after
 * the class for all ('boletins-6-ano-a-2026.pdf').
 */
export async function emitirPdfDosBoletins(
  db: Db,
  contexto: { armazenamento: Armazenamento; baseUrl: string; actor: Actor },
  d: DadosDosBoletins,
  individual: boolean,
): Promise<BoletinsEmitidos> {
  const [identidade, codigos] = await Promise.all([
    carregarIdentidadeDoDocumento(db, contexto.armazenamento.arquivos, d.turma.empresa_id),
    emitirBoletins(db, contexto.actor, d),
  ]);
  const dados = await gerarPdf(
    definicaoDosBoletins(d, {
      identidade,
      geradoEm: dataHoraNaRede(new Date(), identidade.fuso),
      baseUrl: contexto.baseUrl,
      codigos,
    }),
  );
  const nome = individual
    ? nomeDeArquivo('boletim', d.alunos[0]!.nome, d.turma.ano_letivo)
    : nomeDeArquivo('boletins', d.turma.nome, d.turma.ano_letivo);
  return { nome: `${nome}.pdf`, dados, codigos };
}
