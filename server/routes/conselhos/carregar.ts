import { type SQL, and, asc, desc, eq, getTableColumns, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { CONSELHO_MENSAGENS as MSG, type FiltrosConselhos, type ParticipanteDoConselho } from '../../../domain/schemas/conselho';
import type { Db, Tx } from '../../db/client';
import {
  atribuicoes,
  conselhosClasse,
  conselhosDecisoes,
  conselhosParticipantes,
  turmas,
  usuarios,
  usuariosEscolas,
} from '../../db/schema';
import { can } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/paging';
import type { Alcance, TurmaNoAlcance } from '../../policies/alcance';
import { conselhosNoEscopo, podeCorrigirConselho } from '../../policies/conselhos';
import { apresentarConselho } from '../../presenters/conselho';
import { recusaParaIniciar } from '../../services/conselhos/acoes';
import { permiteNoStatus } from '../../../domain/conselho/status';

/** What the council routes share: the rows in the actor's reach and their presentation. */

/** Students with a decision in the council's current version. */
const decisoesDaVersao = sql<number>`(select count(*)::int from ${conselhosDecisoes}
  where ${conselhosDecisoes.conselho_id} = ${conselhosClasse.id} and ${conselhosDecisoes.versao} = ${conselhosClasse.versao})`;

export function selecionarConselhos(db: Db | Tx) {
  return db
    .select({
      ...getTableColumns(conselhosClasse),
      turma_nome: turmas.nome,
      serie: turmas.serie,
      coordenador_nome: usuarios.nome,
      decisoes: decisoesDaVersao,
    })
    .from(conselhosClasse)
    .innerJoin(turmas, eq(turmas.id, conselhosClasse.turma_id))
    .leftJoin(usuarios, eq(usuarios.id, conselhosClasse.coordenador_id));
}
export type LinhaSelecionada = Awaited<ReturnType<ReturnType<typeof selecionarConselhos>['execute']>>[number];

/** The list's WHERE: the class, the scope and the filters (search over class, coordinator and place). */
export function whereConselhos(a: Alcance, turmaId: string, f: Omit<FiltrosConselhos, 'pagina' | 'por_pagina'>): SQL | undefined {
  const busca = f.busca ? likePattern(f.busca) : null;
  return and(
    eq(conselhosClasse.turma_id, turmaId),
    conselhosNoEscopo(a.scope),
    busca ? or(ilike(turmas.nome, busca), ilike(usuarios.nome, busca), ilike(conselhosClasse.local, busca)) : undefined,
    f.bimestre === 'final'
      ? isNull(conselhosClasse.bimestre)
      : f.bimestre
        ? eq(conselhosClasse.bimestre, Number(f.bimestre))
        : undefined,
    f.status ? eq(conselhosClasse.status, f.status) : undefined,
  );
}

/** Newest meeting first; the final council after the fourth bimestre's on the same day. */
export const ordemConselhos = [
  desc(conselhosClasse.data),
  desc(conselhosClasse.horario),
  sql`coalesce(${conselhosClasse.bimestre}, 5) desc`,
  asc(conselhosClasse.id),
];

/** The councils' participants by council, by name. */
export async function participantesDe(db: Db | Tx, ids: string[]): Promise<Map<string, ParticipanteDoConselho[]>> {
  const porConselho = new Map<string, ParticipanteDoConselho[]>(ids.map((id) => [id, []]));
  if (!ids.length) return porConselho;
  const linhas = await db
    .select({
      conselho_id: conselhosParticipantes.conselho_id,
      usuario_id: conselhosParticipantes.usuario_id,
      nome: usuarios.nome,
      presente: conselhosParticipantes.presente,
    })
    .from(conselhosParticipantes)
    .innerJoin(usuarios, eq(usuarios.id, conselhosParticipantes.usuario_id))
    .where(inArray(conselhosParticipantes.conselho_id, ids))
    .orderBy(asc(usuarios.nome), asc(usuarios.id));
  for (const { conselho_id, ...p } of linhas) porConselho.get(conselho_id)?.push(p);
  return porConselho;
}

export async function apresentarLinhas(db: Db | Tx, a: Alcance, linhas: LinhaSelecionada[]) {
  const participantes = await participantesDe(
    db,
    linhas.map((l) => l.id),
  );
  const pode = {
    atualizar: can(a.actor, 'conselho', 'atualizar'),
    excluir: can(a.actor, 'conselho', 'deletar'),
    corrigir: podeCorrigirConselho(a),
  };
  const impedimentos = await impedimentosParaIniciar(
    db,
    linhas.filter((l) => pode.atualizar && permiteNoStatus(l.status, 'iniciar')),
  );
  return linhas.map((l) => {
    const dto = apresentarConselho(l, participantes.get(l.id) ?? [], pode);
    const impedimento = impedimentos.get(l.id) ?? null;
    // Offered only when it can happen; otherwise the reason is said beside the council.
    return { ...dto, pode_iniciar: dto.pode_iniciar && impedimento === null, impedimento_iniciar: impedimento };
  });
}

/**
 * What holds each scheduled council from starting: the very refusal 'Iniciar conselho' answers
 * (services/conselhos/acoes.ts), asked once per class and bimestre (a class has a handful of councils).
 */
async function impedimentosParaIniciar(db: Db | Tx, linhas: LinhaSelecionada[]): Promise<Map<string, string | null>> {
  const porAlvo = new Map<string, string | null>();
  const porConselho = new Map<string, string | null>();
  // One after the other: inside a transaction (the write routes) its client takes one query at a time.
  for (const l of linhas) {
    const chave = `${l.turma_id}:${l.ano_letivo}:${l.bimestre ?? 'final'}`;
    if (!porAlvo.has(chave)) porAlvo.set(chave, await recusaParaIniciar(db, l));
    porConselho.set(l.id, porAlvo.get(chave)!);
  }
  return porConselho;
}

/** The council by id in the actor's scope (404 out of it). */
export async function conselhoNoAlcance(db: Db | Tx, a: Alcance, id: string): Promise<LinhaSelecionada> {
  const [linha] = await selecionarConselhos(db).where(and(eq(conselhosClasse.id, id), conselhosNoEscopo(a.scope)));
  if (!linha) throw notFound(MSG.naoEncontrado);
  return linha;
}

export async function apresentarUm(db: Db | Tx, a: Alcance, id: string) {
  const [linha] = await selecionarConselhos(db).where(eq(conselhosClasse.id, id));
  return (await apresentarLinhas(db, a, [linha!]))[0]!;
}

/** The class's teachers (its assignments), by name: the participants to choose from. */
async function professoresDaTurma(db: Db | Tx, turmaId: string) {
  return db
    .selectDistinct({ id: usuarios.id, nome: usuarios.nome })
    .from(atribuicoes)
    .innerJoin(usuarios, eq(usuarios.id, atribuicoes.professor_id))
    .where(and(eq(atribuicoes.turma_id, turmaId), eq(usuarios.status, 'ativo')))
    .orderBy(asc(usuarios.nome), asc(usuarios.id));
}

/** The school's active gestores, by name. */
async function gestoresDaEscola(db: Db | Tx, escolaId: string) {
  return db
    .selectDistinct({ id: usuarios.id, nome: usuarios.nome })
    .from(usuariosEscolas)
    .innerJoin(usuarios, eq(usuarios.id, usuariosEscolas.usuario_id))
    .where(and(eq(usuariosEscolas.escola_id, escolaId), eq(usuarios.tipo_usuario, 'gestor'), eq(usuarios.status, 'ativo')))
    .orderBy(asc(usuarios.nome), asc(usuarios.id));
}

/** Who may coordinate: the school's gestores, then the class's professors (one entry each). */
export async function coordenadoresPossiveis(db: Db | Tx, turma: Pick<TurmaNoAlcance, 'id' | 'escola_id'>) {
  const [gestores, professores] = await Promise.all([gestoresDaEscola(db, turma.escola_id), professoresDaTurma(db, turma.id)]);
  const vistos = new Set(gestores.map((g) => g.id));
  return {
    coordenadores: [
      ...gestores.map((g) => ({ ...g, papel: 'gestor' as const })),
      ...professores.filter((p) => !vistos.has(p.id)).map((p) => ({ ...p, papel: 'professor' as const })),
    ],
    professores,
  };
}
