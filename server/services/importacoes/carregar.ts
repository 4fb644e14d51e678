import { type SQL, and, count, eq, isNull } from 'drizzle-orm';
import type { Importacao as ImportacaoDto } from '../../../domain/schemas/importacao';
import { IMPORTACAO_MENSAGENS as MSG } from '../../../domain/schemas/importacao';
import type { Db, Tx } from '../../db/client';
import { escolas, importacoes, importacoesLinhas } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { Alcance } from '../../policies/alcance';
import { NENHUM, emLista, ondeNoEscopo } from '../../policies/por-escopo';
import type { Importacao } from './fila';

/**
 * Who reaches which imports: administrador all; empresa its network; gestor its schools. A
 * professor or an aluno none: bringing a school's students in is the school's management's work.
 */
export function importacoesNoEscopo(a: Alcance): SQL | undefined {
  return ondeNoEscopo(a.scope, {
    empresa: (id) => eq(importacoes.empresa_id, id),
    escolas: (ids) => emLista(importacoes.escola_id, ids),
    turmas: () => NENHUM,
    aluno: () => NENHUM,
  });
}

/** The import is the management's: a professor (whose role may create students in its classes) is refused. */
export function exigirGestao(a: Alcance) {
  if (a.scope.tipo === 'turmas' || a.scope.tipo === 'aluno' || a.scope.tipo === 'nenhum') throw forbidden(MSG.soGestao);
}

/** The import of the path, in the requester's scope (out of it, 404 with no data). */
export async function carregarImportacao(db: Db | Tx, a: Alcance, id: string): Promise<Importacao> {
  const [imp] = await db
    .select()
    .from(importacoes)
    .where(and(eq(importacoes.id, id), importacoesNoEscopo(a)));
  if (!imp) throw notFound(MSG.naoEncontrada);
  return imp;
}

/** The only way an import leaves the server. */
export async function apresentarImportacao(db: Db | Tx, imp: Importacao, lembrado = false): Promise<ImportacaoDto> {
  const [[escola], [pend]] = [
    await db.select({ nome: escolas.nome }).from(escolas).where(eq(escolas.id, imp.escola_id)),
    await db
      .select({ n: count() })
      .from(importacoesLinhas)
      .where(
        and(
          eq(importacoesLinhas.importacao_id, imp.id),
          eq(importacoesLinhas.situacao, 'duplicada'),
          isNull(importacoesLinhas.decisao),
        ),
      ),
  ];
  return {
    id: imp.id,
    escola_id: imp.escola_id,
    escola_nome: escola?.nome ?? '',
    nome_arquivo: imp.nome_arquivo,
    formato: imp.formato,
    status: imp.status,
    erro: imp.erro,
    cabecalho: imp.cabecalho,
    mapeamento: imp.mapeamento ?? imp.cabecalho.map(() => null),
    mapeamento_lembrado: lembrado,
    total_linhas: imp.total_linhas,
    processadas: imp.processadas,
    validas: imp.validas,
    duplicadas: imp.duplicadas,
    pendentes: pend?.n ?? 0,
    criados: imp.criados,
    atualizados: imp.atualizados,
    ignorados: imp.ignorados,
    recusados: imp.recusados,
    solicitante_email: imp.solicitante_email,
    created_at: imp.created_at.toISOString(),
    concluida_em: imp.concluida_em?.toISOString() ?? null,
  };
}
