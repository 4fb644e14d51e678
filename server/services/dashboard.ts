import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { alunos, disciplinas, escolas, notificacoes } from '../db/schema';
import { alunosNoEscopo } from '../policies/alunos';
import { disciplinasNoEscopo } from '../policies/disciplinas';
import { escolasNoEscopo } from '../policies/escolas';
import { type Actor, can } from '../lib/actor';
import type { Escopo } from '../policies/escopo';
import { regrasDaEmpresa } from './regras-escolares';
import { frequenciaPendente } from './dashboard-frequencia-pendente';
import { aprovacao, faltasExcessivas } from './resumo-avaliacao';

/**
 * The dashboard's figures, each counted from the real tables inside the actor's scope (the
 * same scope that filters every list), never sample data. A professor counts the students
 * enrolled now in its classes and the subjects taught there; an aluno the subjects of its class.
 */
export async function estatisticas(db: Db, scope: Escopo) {
  const [a] = await db
    .select({ n: count() })
    .from(alunos)
    .where(and(alunosNoEscopo(scope, { escrita: true }), eq(alunos.status, 'ativo')));
  const [e] = await db
    .select({ n: count() })
    .from(escolas)
    .where(and(escolasNoEscopo(scope), eq(escolas.ativo, true)));
  const [d] = await db
    .select({ n: count() })
    .from(disciplinas)
    .where(and(disciplinasNoEscopo(scope, { dasTurmas: true }), eq(disciplinas.ativo, true)));
  return { alunos: a?.n ?? 0, escolas: e?.n ?? 0, disciplinas: d?.n ?? 0, taxa_aprovacao: await taxaAprovacao(db, scope) };
}

/**
 * The approval rate (0–100) of the students in scope by their bodies' passing averages, or
 * null while no student has a closed mean to compute it from.
 */
async function taxaAprovacao(db: Db, scope: Escopo): Promise<number | null> {
  return (await aprovacao(db, scope)).taxaAprovacao;
}

export { atividades } from './dashboard-atividades';
export { painelDoAluno } from './dashboard-aluno';

/**
 * Alerts for the user. Each source adds its own: the user's unread warnings and errors, the
 * students in scope over the absence alert so far, and the professor's roll calls due.
 */
export type Aviso = {
  id: string;
  titulo: string;
  mensagem: string;
  tipo: 'warning' | 'error' | 'info';
  link: string | null;
  created_at: string;
};
type FonteAvisos = (db: Db, actor: Actor, scope: Escopo) => Promise<Aviso[]>;

const avisosNaoLidos: FonteAvisos = async (db, actor) => {
  const rows = await db
    .select()
    .from(notificacoes)
    .where(
      and(eq(notificacoes.usuario_id, actor.id), eq(notificacoes.lida, false), inArray(notificacoes.tipo, ['warning', 'error'])),
    )
    .orderBy(desc(notificacoes.created_at))
    .limit(5);
  return rows.map((r) => ({
    id: r.id,
    titulo: r.titulo,
    mensagem: r.mensagem,
    tipo: r.tipo as 'warning' | 'error',
    link: r.link,
    created_at: r.created_at.toISOString(),
  }));
};

/** Names listed in the excessive-absence notice; the rest are counted. */
const NOMES_NO_AVISO = 3;

/**
 * Who is over the absence alert now (the alerts mention the 25% threshold):
 * one notice, read from the running totals at each visit, for whoever may read attendance. An
 * aluno is told about itself; one student leads to its class's roll, several to /frequencia.
 */
const faltasAcimaDoAlerta: FonteAvisos = async (db, actor, scope) => {
  if (!can(actor, 'frequencia', 'ler')) return [];
  const { total, alunos: piores } = await faltasExcessivas(db, scope, NOMES_NO_AVISO);
  if (!total) return [];
  // Bodies may differ on the alert: the figure is named only inside one body.
  const empresaId = 'empresa_id' in scope ? scope.empresa_id : null;
  const limite = empresaId
    ? `de ${(await regrasDaEmpresa(db, empresaId)).alerta_faltas.toLocaleString('pt-BR')}% de faltas`
    : 'do limite de faltas';
  // Notices name class and school, so they are understood alone: "6º Ano A — EMEF Tiradentes".
  const escolasDosNomes = await db
    .select({ id: escolas.id, nome: escolas.nome })
    .from(escolas)
    .where(inArray(escolas.id, [...new Set(piores.map((a) => a.escola_id))]));
  const onde = (a: (typeof piores)[number]) =>
    `${a.turma_nome} — ${escolasDosNomes.find((e) => e.id === a.escola_id)?.nome ?? ''}`.replace(/ — $/, '');
  const primeiro = piores[0]!;
  const daTurma = `/escola/${primeiro.escola_id}/turma/${primeiro.turma_id}/frequencia`;
  let mensagem: string;
  if (scope.tipo === 'aluno') {
    mensagem = `Você passou ${limite} na turma ${onde(primeiro)}: ${primeiro.faltas} faltas em ${primeiro.aulas} aulas registradas.`;
  } else if (total === 1) {
    mensagem = `${primeiro.nome} (${onde(primeiro)}) passou ${limite}: ${primeiro.faltas} faltas em ${primeiro.aulas} aulas registradas.`;
  } else {
    const nomes = piores.map((a) => `${a.nome} (${onde(a)})`);
    const resto = total - piores.length;
    const lista = resto > 0 ? `${nomes.join(', ')} e mais ${resto}` : `${nomes.slice(0, -1).join(', ')} e ${nomes.at(-1)}`;
    mensagem = `${total} alunos passaram ${limite} nas aulas registradas até agora: ${lista}.`;
  }
  return [
    {
      id: 'faltas-excessivas',
      titulo: 'Faltas excessivas',
      mensagem,
      tipo: 'warning',
      link: scope.tipo === 'aluno' || total === 1 ? daTurma : '/frequencia',
      created_at: new Date().toISOString(),
    },
  ];
};

const FONTES_AVISOS: FonteAvisos[] = [avisosNaoLidos, faltasAcimaDoAlerta, frequenciaPendente];

export async function avisos(db: Db, actor: Actor, scope: Escopo): Promise<Aviso[]> {
  const todos = (await Promise.all(FONTES_AVISOS.map((fonte) => fonte(db, actor, scope)))).flat();
  return todos.sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 8);
}

/** Active students per school in scope, the ten largest, for the chart. */
export async function alunosPorEscola(db: Db, scope: Escopo) {
  const rows = await db
    .select({ escola_id: escolas.id, escola: escolas.nome, alunos: count(alunos.id) })
    .from(alunos)
    .innerJoin(escolas, eq(escolas.id, alunos.escola_id))
    .where(and(alunosNoEscopo(scope), escolasNoEscopo(scope), eq(alunos.status, 'ativo')))
    .groupBy(escolas.id, escolas.nome)
    .orderBy(desc(count(alunos.id)), escolas.nome)
    .limit(10);
  return rows;
}
