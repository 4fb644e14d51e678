import { and, eq } from 'drizzle-orm';
import type { InferSelectModel } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { consultaFixa, type Marcador, SEM_NOME, type SemForma } from '../db/consulta-fixa';
import { alunos, escolas, turmas } from '../db/schema';
import type { Actor } from '../lib/actor';
import { forbidden, notFound } from '../lib/errors';
import { alunosNoEscopo } from './alunos';
import { escolasNoEscopo } from './escolas';
import { type Escopo, alcanceDoProfessor, carregarEscopo, escopoDoProfessor } from './escopo';
import { turmaNoEscopo } from './turmas';

export type { Escopo } from './escopo';

/**
 * Who acts and what they reach — the one bundle every policy question takes, read once per request
 * by carregarAlcance: the actor (its grants), the kind of scope `porEscopo` dispatches on (the row
 * rules of each resource, `…NoEscopo(a.scope)`), and for a professor the (class, subject) pairs it
 * teaches and the classes it is responsável for (what it reads and writes inside its classes).
 */
export interface Alcance {
  actor: Actor;
  scope: Escopo;
  /** Professor only: its teaching assignments. */
  pares: { turma_id: string; disciplina_id: string }[];
  /** Professor only: the classes it is responsável for. */
  responsaveis: string[];
}

/** A professor's scope and pairs come from one read (alcanceDoProfessor); anyone else's, from its scope. */
export async function carregarAlcance(db: Db, actor: Actor): Promise<Alcance> {
  if (actor.tipo_usuario !== 'professor') return { actor, scope: await carregarEscopo(db, actor), pares: [], responsaveis: [] };
  const alcance = await alcanceDoProfessor(db, actor.id);
  return {
    actor,
    scope: escopoDoProfessor(actor, alcance),
    pares: alcance.pares.map(({ turma_id, disciplina_id }) => ({ turma_id, disciplina_id })),
    responsaveis: alcance.responsaveis.map((r) => r.turma_id),
  };
}

/** An Alcance narrowed to one network (alcanceNaRede): its scope names that network, whoever the actor is. */
export type AlcanceNaRede = Alcance & { scope: Exclude<Escopo, { tipo: 'global' | 'nenhum' }> & { empresa_id: string } };

/**
 * The actor's reach within one network (what a report reads): the administrador's whole reach
 * becomes that network's; anyone else keeps its own, or nothing (null) for another network.
 */
export async function alcanceNaRede(db: Db, actor: Actor, empresaId: string): Promise<AlcanceNaRede | null> {
  const a = await carregarAlcance(db, actor);
  if (a.scope.tipo === 'global') return { ...a, scope: { tipo: 'empresa', empresa_id: empresaId } };
  if (a.scope.tipo === 'nenhum' || a.scope.empresa_id !== empresaId) return null;
  return { ...a, scope: { ...a.scope, empresa_id: empresaId } };
}

/** Reading a row, or writing it (a professor writes only the subjects it teaches; an aluno nothing). */
export type Modo = 'ler' | 'escrever';

/** What the class checks read of a class. */
export interface TurmaAlvo {
  id: string;
  nome: string;
  empresa_id: string;
  escola_id: string;
  professor_responsavel_id: string | null;
}

/** A class as turmaNoAlcance gives it: what its callers show or write with it, read in the same statement. */
export interface TurmaNoAlcance extends TurmaAlvo {
  serie: string;
  turno: 'matutino' | 'vespertino' | 'noturno' | 'integral';
  capacidade: number;
  ano_letivo: number;
}

/**
 * The class rule in memory, for a class already read: reading, a professor reaches the classes it
 * is responsável for (every subject) and the pairs it teaches (with `disciplinaId`, that subject);
 * writing, only the pairs it teaches (with `disciplinaId`, that one), and an aluno nothing. Anyone
 * else as for any class (turmaNoEscopo).
 */
export function alcancaTurma(a: Alcance, t: TurmaAlvo, modo: Modo, disciplinaId: string | null = null): boolean {
  const doPar = (p: Alcance['pares'][number]) =>
    p.turma_id === t.id && (disciplinaId === null || p.disciplina_id === disciplinaId);
  if (modo === 'escrever') {
    if (a.scope.tipo === 'aluno' || a.scope.tipo === 'nenhum') return false;
    if (a.scope.tipo === 'turmas' && disciplinaId !== null) return a.pares.some(doPar);
  }
  if (a.scope.tipo !== 'turmas') return turmaNoEscopo(a.scope, t);
  return a.responsaveis.includes(t.id) || a.pares.some(doPar);
}

/** How a row out of reach is refused: 404 with the resource's message by default; `recusa` for an id named in a body (400 on its field). */
export interface Recusas {
  recusa?: () => Error;
  /** The 403 of a row read but not written (`modo` 'escrever'). */
  proibido?: string;
}

const TURMA_NAO_ENCONTRADA = 'Turma não encontrada.';
export const NAO_LECIONA = 'Você não leciona esta disciplina nesta turma.';

/**
 * The one way to ask for "this class, for this person, to read or to write": out of reach (another
 * network, a class the professor neither teaches nor follows) → 404 with nothing about it; read but
 * not written (an aluno, a professor on another teacher's subject) → 403. One statement, built once
 * (consultaFixa): every roll call, sheet and closing starts here.
 */
export async function turmaNoAlcance(
  db: Db | Tx,
  a: Alcance,
  turmaId: string,
  modo: Modo = 'ler',
  opcoes: Recusas & { disciplinaId?: string | null } = {},
): Promise<TurmaNoAlcance> {
  const [turma] = await turmaPorId(db, {}).execute({ id: turmaId });
  return turmaLidaNoAlcance(a, turma, modo, opcoes);
}

/**
 * turmaNoAlcance for a class already read — a roll call or a grade sheet reads it in the same
 * statement as everything else it needs (undefined: no such class).
 */
export function turmaLidaNoAlcance<T extends TurmaAlvo>(
  a: Alcance,
  turma: T | undefined,
  modo: Modo = 'ler',
  opcoes: Recusas & { disciplinaId?: string | null } = {},
): T {
  const disciplinaId = opcoes.disciplinaId ?? null;
  if (!turma || !alcancaTurma(a, turma, 'ler', disciplinaId)) throw (opcoes.recusa ?? (() => notFound(TURMA_NAO_ENCONTRADA)))();
  if (modo === 'escrever' && !alcancaTurma(a, turma, 'escrever', disciplinaId)) throw forbidden(opcoes.proibido ?? NAO_LECIONA);
  return turma;
}

/** The columns a TurmaNoAlcance is read with (also for a class found another way: the aluno's own). */
export const colunasDaTurma = {
  id: turmas.id,
  nome: turmas.nome,
  serie: turmas.serie,
  turno: turmas.turno,
  capacidade: turmas.capacidade,
  empresa_id: turmas.empresa_id,
  escola_id: turmas.escola_id,
  ano_letivo: turmas.ano_letivo,
  professor_responsavel_id: turmas.professor_responsavel_id,
};

const turmaPorId = consultaFixa((db, _f: SemForma, ph: Marcador<{ id: string }>) =>
  db
    .select(colunasDaTurma)
    .from(turmas)
    .where(eq(turmas.id, ph('id')))
    .prepare(SEM_NOME),
);

/**
 * The subjects the actor sees in a class it reaches: a professor only those it teaches, unless it
 * is the class's responsável; null (all of them) for anyone else.
 */
export function disciplinasVisiveis(a: Alcance, turmaId: string): Set<string> | null {
  if (a.scope.tipo !== 'turmas' || a.responsaveis.includes(turmaId)) return null;
  return new Set(a.pares.filter((p) => p.turma_id === turmaId).map((p) => p.disciplina_id));
}

export type AlunoNoAlcance = InferSelectModel<typeof alunos>;

/**
 * "This student, for this person, to read or to write": a professor reads the students enrolled
 * (now or before) in its classes and writes only those enrolled there now; an aluno reads its own
 * record. Out of reach → 404 (or `recusa`). Anonymised records only with `anonimizados`.
 */
export async function alunoNoAlcance(
  db: Db | Tx,
  a: Alcance,
  alunoId: string,
  modo: Modo = 'ler',
  opcoes: Pick<Recusas, 'recusa'> & { naoEncontrado?: string; anonimizados?: boolean } = {},
): Promise<AlunoNoAlcance> {
  const [aluno] = await db
    .select()
    .from(alunos)
    .where(
      and(
        eq(alunos.id, alunoId),
        alunosNoEscopo(a.scope, { escrita: modo === 'escrever', anonimizados: opcoes.anonimizados ?? false }),
      ),
    );
  if (!aluno) throw (opcoes.recusa ?? (() => notFound(opcoes.naoEncontrado ?? 'Aluno não encontrado.')))();
  return aluno;
}

export type EscolaNoAlcance = InferSelectModel<typeof escolas>;

/**
 * "This school, for this person": the network's, a gestor's linked ones, a professor's or aluno's
 * schools. A school has no write reach of its own: what is written into it (a class, a student) is
 * checked on that row. Out of reach → 404 (or `recusa`).
 */
export async function escolaNoAlcance(
  db: Db | Tx,
  a: Alcance,
  escolaId: string,
  opcoes: Pick<Recusas, 'recusa'> & { naoEncontrada?: string } = {},
): Promise<EscolaNoAlcance> {
  const [escola] = await db
    .select()
    .from(escolas)
    .where(and(eq(escolas.id, escolaId), escolasNoEscopo(a.scope)));
  if (!escola) throw (opcoes.recusa ?? (() => notFound(opcoes.naoEncontrada ?? 'Escola não encontrada.')))();
  return escola;
}
