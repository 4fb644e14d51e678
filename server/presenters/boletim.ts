import { iniciaisDoNome } from '../../domain/boletim/iniciais';
import { type ConfirmacaoDoAluno, type VerificacaoDoDocumento, resumoDoBoletim } from '../../domain/schemas/boletim';
import type { documentosEmitidos } from '../db/schema';

type DocumentoEmitido = typeof documentosEmitidos.$inferSelect;

/**
 * An issued document as the public check shows it to anyone holding the code: the code, the
 * network (by the name its documents print), when, and the summary kept at issue with the student
 * by initials only — read through its schema, so only the declared figures ever leave (the row's
 * ids, who issued it and anything else stay in).
 */
export function apresentarVerificacao(
  d: DocumentoEmitido,
  rede: string,
  redeLogo: VerificacaoDoDocumento['rede_logo'],
): VerificacaoDoDocumento {
  const { aluno, ...resumo } = resumoDoBoletim.parse(d.resumo);
  return {
    codigo: d.codigo,
    tipo: d.tipo,
    rede,
    rede_logo: redeLogo,
    emitido_em: d.emitido_em.toISOString(),
    resumo: { ...resumo, iniciais: iniciaisDoNome(aluno) },
  };
}

/**
 * For the verifier who confirmed the student's birth date: the full name printed on the document,
 * and who issued it (the student, for its own boletim).
 */
export function apresentarConfirmacaoDoAluno(d: DocumentoEmitido): ConfirmacaoDoAluno {
  return { aluno: resumoDoBoletim.parse(d.resumo).aluno, emitido_por: d.emitido_por_nome };
}
