import { type VerificacaoDoDocumento, resumoDoBoletim } from '../../domain/schemas/boletim';
import type { documentosEmitidos } from '../db/schema';

type DocumentoEmitido = typeof documentosEmitidos.$inferSelect;

/**
 * An issued document as the public check shows it: the code, who issued it and when, and the
 * summary kept at issue — read through its schema, so only the declared figures ever leave (the
 * row's ids, network and anything else stay in).
 */
export function apresentarVerificacao(d: DocumentoEmitido): VerificacaoDoDocumento {
  return {
    codigo: d.codigo,
    tipo: d.tipo,
    emitido_em: d.emitido_em.toISOString(),
    emitido_por: d.emitido_por_nome,
    resumo: resumoDoBoletim.parse(d.resumo),
  };
}
