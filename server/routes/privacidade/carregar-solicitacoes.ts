import { type SQL, and, eq, ilike, or } from 'drizzle-orm';
import { SOLICITACAO_MENSAGENS as MSG } from '../../../domain/schemas/privacidade-solicitacao';
import type { Solicitacao } from '../../../domain/schemas/privacidade-solicitacao';
import type { Db, Tx } from '../../db/client';
import { alunos, escolas, solicitacoesTitulares } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { can } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/paging';
import type { Alcance } from '../../policies/alcance';
import { solicitacoesNoEscopo } from '../../policies/privacidade';
import { type LinhaSolicitacao, apresentarSolicitacao } from '../../presenters/privacidade';
import { hojeNaEmpresa } from '../../services/fuso';

/** The requests with the school's and the student's names. */
export function selecionarSolicitacoes(db: Db | Tx) {
  const s = solicitacoesTitulares;
  return db
    .select({
      id: s.id,
      empresa_id: s.empresa_id,
      escola_id: s.escola_id,
      escola_nome: escolas.nome,
      aluno_id: s.aluno_id,
      aluno_nome: alunos.nome,
      solicitante_nome: s.solicitante_nome,
      relacao: s.relacao,
      tipo: s.tipo,
      descricao: s.descricao,
      recebida_em: s.recebida_em,
      prazo: s.prazo,
      status: s.status,
      resposta: s.resposta,
      respondida_em: s.respondida_em,
      created_at: s.created_at,
      updated_at: s.updated_at,
    })
    .from(s)
    .innerJoin(escolas, eq(escolas.id, s.escola_id))
    .leftJoin(alunos, eq(alunos.id, s.aluno_id));
}

/** The list's WHERE: the actor's reach, the search (requester or student) and the filters. */
export function whereSolicitacoes(
  a: Alcance,
  f: { busca?: string | undefined; status?: string; tipo?: string },
): SQL | undefined {
  const termo = f.busca ? likePattern(f.busca) : null;
  return and(
    solicitacoesNoEscopo(a.scope),
    termo ? or(ilike(solicitacoesTitulares.solicitante_nome, termo), ilike(alunos.nome, termo)) : undefined,
    f.status ? eq(solicitacoesTitulares.status, f.status as LinhaSolicitacao['status']) : undefined,
    f.tipo ? eq(solicitacoesTitulares.tipo, f.tipo as LinhaSolicitacao['tipo']) : undefined,
  );
}

/** One request in reach; out of it → 404 (nothing leaks). */
export async function carregarSolicitacao(db: Db | Tx, a: Alcance, id: string): Promise<LinhaSolicitacao> {
  const [row] = await selecionarSolicitacoes(db).where(and(eq(solicitacoesTitulares.id, id), solicitacoesNoEscopo(a.scope)));
  if (!row) throw notFound(MSG.naoEncontrada);
  return row;
}

/**
 * The rows as the actor reads them, each deadline against its own network's today (an
 * administrador's list spans networks, possibly in different time zones).
 */
export async function apresentarLinhas(db: Db | Tx, actor: Actor, linhas: LinhaSolicitacao[]): Promise<Solicitacao[]> {
  const hojes = new Map<string, string>();
  for (const empresaId of new Set(linhas.map((l) => l.empresa_id))) hojes.set(empresaId, await hojeNaEmpresa(db, empresaId));
  const gerencia = can(actor, 'privacidade', 'gerenciar');
  return linhas.map((l) => apresentarSolicitacao(l, hojes.get(l.empresa_id)!, gerencia));
}

/** One request as stored now (after a write), presented for the actor. */
export async function apresentarUma(db: Db | Tx, a: Alcance, id: string): Promise<Solicitacao> {
  return (await apresentarLinhas(db, a.actor, [await carregarSolicitacao(db, a, id)]))[0]!;
}
