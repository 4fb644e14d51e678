import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  type FatosDaTurma,
  ORIGENS_GERADAS,
  type OrigemGerada,
  type PendenciaGerada,
  gerarPendencias,
} from '../../../domain/pendencia/geradores';
import { LINKS } from '../../../domain/pendencia/textos-gerados';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { pendencias } from '../../db/schema';
import { proximaVersao } from '../../lib/gravacao';
import { notify } from '../notify';
import { type TurmaDaSincronizacao, carregarFatos, carregarTurmaDaSincronizacao } from './fatos';

/** What a sync changed: rows created, resolved because their cause went away, reopened because it came back. */
export interface ResultadoDaSincronizacao {
  criadas: number;
  resolvidas: number;
  reabertas: number;
}

const NADA: ResultadoDaSincronizacao = { criadas: 0, resolvidas: 0, reabertas: 0 };
/** Titles listed in the notification of several new pendencies at once. */
const TITULOS_NO_AVISO = 3;

interface Log {
  error(obj: unknown, msg: string): void;
}

/**
 * Brings the generated pendencies of a class in line with their causes (all of them, or the
 * `origens` a save can change): inserts the missing ones, resolves the open ones whose cause is
 * gone (status 'resolvida', data_resolucao = the network's today; never deleted), reopens the
 * resolved ones whose cause came back. A pendency someone cancelled stays cancelled, and one in
 * progress keeps its status while its cause lasts.
 *
 * One sync at a time per class (an advisory lock held by the transaction): the facts are read after
 * the previous sync committed, so two syncs racing a save never leave the older answer last. The
 * insert is ON CONFLICT DO NOTHING on the (empresa_id, chave) unique index besides, so a cause is
 * one row whatever runs at once. The new pendencies' responsáveis are told after the commit.
 */
export async function sincronizarPendenciasDaTurma(
  db: Db,
  turmaId: string,
  origens: readonly OrigemGerada[] = ORIGENS_GERADAS,
): Promise<ResultadoDaSincronizacao> {
  const feito = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pendencias:${turmaId}`}, 0))`);
    const turma = await carregarTurmaDaSincronizacao(tx, turmaId);
    if (!turma) return null;
    const fatos = await carregarFatos(tx, turma, origens);
    const desejadas = new Map(gerarPendencias(fatos, origens).map((p) => [p.chave, p]));
    const existentes = await tx
      .select({ id: pendencias.id, chave: pendencias.chave, status: pendencias.status })
      .from(pendencias)
      .where(and(eq(pendencias.turma_id, turma.id), inArray(pendencias.origem, [...origens]), isNotNull(pendencias.chave)));
    const { novas, resolver, reabrir } = diferencas(existentes, desejadas);
    const criadas = novas.length
      ? await tx
          .insert(pendencias)
          .values(novas.map((p) => linhaDaPendencia(turma, p)))
          .onConflictDoNothing({ target: [pendencias.empresa_id, pendencias.chave], where: sql`${pendencias.chave} is not null` })
          .returning({ chave: pendencias.chave })
      : [];

    const resolvidas = resolver.length
      ? await tx
          .update(pendencias)
          .set({ status: 'resolvida', data_resolucao: fatos.hoje, updated_at: proximaVersao(pendencias.updated_at) })
          .where(
            and(
              inArray(
                pendencias.id,
                resolver.map((e) => e.id),
              ),
              inArray(pendencias.status, ['pendente', 'em_andamento']),
            ),
          )
          .returning({ id: pendencias.id })
      : [];
    const reabertas = reabrir.length
      ? await tx
          .update(pendencias)
          .set({ status: 'pendente', data_resolucao: null, updated_at: proximaVersao(pendencias.updated_at) })
          .where(
            and(
              inArray(
                pendencias.id,
                reabrir.map((e) => e.id),
              ),
              eq(pendencias.status, 'resolvida'),
            ),
          )
          .returning({ id: pendencias.id })
      : [];

    const criadasAgora = new Set(criadas.map((c) => c.chave));
    return {
      turma,
      novas: novas.filter((p) => criadasAgora.has(p.chave)),
      resultado: { criadas: criadas.length, resolvidas: resolvidas.length, reabertas: reabertas.length },
    };
  });
  if (!feito) return NADA;
  await avisarResponsaveis(db, feito.turma, feito.novas);
  if (origens.length === ORIGENS_GERADAS.length) sincronizadas.set(turmaId, Date.now());
  return feito.resultado;
}

interface Existente {
  chave: string | null;
  status: string;
}

/**
 * What a sync changes, from the generated pendencies that exist (of the causes synced) and those that
 * should be open: the missing ones to insert, the open ones whose cause is gone to resolve, the
 * resolved ones whose cause came back to reopen.
 */
function diferencas<E extends Existente>(existentes: E[], desejadas: ReadonlyMap<string, PendenciaGerada>) {
  const porChave = new Set(existentes.map((e) => e.chave));
  return {
    novas: [...desejadas.values()].filter((p) => !porChave.has(p.chave)),
    resolver: existentes.filter((e) => (e.status === 'pendente' || e.status === 'em_andamento') && !desejadas.has(e.chave!)),
    reabrir: existentes.filter((e) => e.status === 'resolvida' && desejadas.has(e.chave!)),
  };
}

/** What a roll call just saved tells the sync of its causes (pendenciasDaChamada). */
export interface FatosDaChamada extends Pick<FatosDaTurma, 'hoje' | 'turma' | 'calendario' | 'regras' | 'alunos' | 'gestor_id'> {
  /** The subject, with its active professor (the first by name), who answers for its missing roll calls. */
  disciplina: { id: string; nome: string; professor_id: string | null };
  /** Every day the subject has a roll call in the class, the one just saved included. */
  dias: string[];
  /** Lessons and absences so far (all subjects) of the students the roll call marked. */
  frequencia: FatosDaTurma['frequencia'];
  /**
   * The generated pendencies those causes can have: the subject's missing roll calls and the
   * attendance ones of the class (origem, disciplina and aluno say which).
   */
  existentes: (Existente & { id: string; origem: string; disciplina_id: string | null; aluno_id: string | null })[];
}

/** What a roll call changes in the pendencies: the ones to create, resolve and reopen (diferencas). */
export type PendenciasDaChamada = ReturnType<typeof diferencas<FatosDaChamada['existentes'][number]>>;

/**
 * What a roll call changes in the class's attendance pendencies: the subject's missing roll calls
 * (the day it fills, and the later days its weekday now marks as lesson days) and the attendance of
 * the students it marked — the full sync's answer for those causes, from what the save read and
 * wrote. The other subjects and students did not change, and the passing days are the periodic sweep's.
 */
export function pendenciasDaChamada(f: FatosDaChamada): PendenciasDaChamada {
  const marcados = new Set(f.frequencia.map((x) => x.aluno_id));
  const fatos: FatosDaTurma = {
    ...f,
    disciplinas: [f.disciplina],
    chamadas: f.dias.map((data) => ({ disciplina_id: f.disciplina.id, data })),
    avaliacoes: [],
    notas_completas: [],
    fechamentos: [],
    conselhos: [],
  };
  const desejadas = new Map(gerarPendencias(fatos, ORIGENS_DA_FREQUENCIA).map((p) => [p.chave, p]));
  const alcancadas = f.existentes.filter((e) =>
    e.origem === 'chamada_ausente' ? e.disciplina_id === f.disciplina.id : e.aluno_id !== null && marcados.has(e.aluno_id),
  );
  return diferencas(alcancadas, desejadas);
}

/** The row of a generated pendency of this class, as both writers insert it. */
function linhaDaPendencia(turma: { id: string; empresa_id: string; escola_id: string }, p: PendenciaGerada) {
  return {
    empresa_id: turma.empresa_id,
    escola_id: turma.escola_id,
    turma_id: turma.id,
    titulo: p.titulo,
    descricao: p.descricao,
    tipo: p.tipo,
    prioridade: p.prioridade,
    responsavel_id: p.responsavel_id,
    aluno_id: p.aluno_id,
    disciplina_id: p.disciplina_id,
    bimestre: p.bimestre,
    data_vencimento: p.data_vencimento,
    origem: p.origem,
    chave: p.chave,
    bloqueante: p.bloqueante,
    link: p.link,
  };
}

/**
 * pendenciasDaChamada's changes, written in the roll call's transaction by one statement (nothing
 * when nothing changes): they commit with the marks or not at all. The writes keep the sync's guards
 * (insert ON CONFLICT DO NOTHING, resolve only an open one, reopen only a resolved one), so a full
 * sync running beside it never sees a row changed twice; a sync that read the class before this
 * save committed is set right by the next one (sincronizarSeAntiga, the periodic sweep). Returns the
 * pendencies created, whose responsáveis avisarSobreNovas tells after the commit.
 */
export async function gravarPendenciasDaChamada(
  tx: Tx,
  turma: { id: string; empresa_id: string; escola_id: string },
  d: PendenciasDaChamada,
  hoje: string,
): Promise<PendenciaGerada[]> {
  if (!d.novas.length && !d.resolver.length && !d.reabrir.length) return [];
  const novas = d.novas.map((p) => linhaDaPendencia(turma, p));
  const colunas = sql.raw(Object.keys(novas[0] ?? { empresa_id: null }).join(', '));
  const ids = (lista: { id: string }[]) =>
    sql`(select value::uuid from json_array_elements_text(${JSON.stringify(lista.map((e) => e.id))}::json))`;
  const [r] = await queryRows<{ criadas: string[] | null }>(
    tx,
    sql`
    with novas as (
      insert into ${pendencias} (${colunas})
      select ${colunas} from json_populate_recordset(null::${pendencias}, ${JSON.stringify(novas)}::json)
      on conflict (empresa_id, chave) where chave is not null do nothing
      returning chave
    ),
    resolvidas as (
      update ${pendencias} set status = 'resolvida', data_resolucao = ${hoje}::date, updated_at = ${proximaVersao(pendencias.updated_at)}
      where ${pendencias.id} in ${ids(d.resolver)} and ${pendencias.status} in ('pendente', 'em_andamento')
      returning ${pendencias.id}
    ),
    reabertas as (
      update ${pendencias} set status = 'pendente', data_resolucao = null, updated_at = ${proximaVersao(pendencias.updated_at)}
      where ${pendencias.id} in ${ids(d.reabrir)} and ${pendencias.status} = 'resolvida'
      returning ${pendencias.id}
    )
    select (select json_agg(chave) from novas) as criadas,
      (select count(*) from resolvidas) + (select count(*) from reabertas) as mudadas`,
  );
  const criadas = new Set(r?.criadas ?? []);
  return d.novas.filter((p) => criadas.has(p.chave));
}

/** After the roll call's commit: the responsáveis of the pendencies it created are told (as a sync tells them). */
export async function avisarSobreNovas(
  db: Db,
  turma: Pick<TurmaDaSincronizacao, 'nome' | 'escola_id' | 'id'>,
  novas: PendenciaGerada[],
) {
  if (novas.length) await avisarResponsaveis(db, turma, novas);
}

/**
 * One in-app notification per responsável of the pendencies a sync created: the pendency itself,
 * or, when a sync raised several for the same person (the first sweep of a class), their count
 * with a few titles and a link to the class's Pendências page.
 */
async function avisarResponsaveis(
  db: Db,
  turma: Pick<TurmaDaSincronizacao, 'nome' | 'escola_id' | 'id'>,
  novas: PendenciaGerada[],
) {
  const porResponsavel = new Map<string, PendenciaGerada[]>();
  for (const p of novas)
    if (p.responsavel_id) porResponsavel.set(p.responsavel_id, [...(porResponsavel.get(p.responsavel_id) ?? []), p]);
  for (const [usuarioId, dele] of porResponsavel) {
    const [primeira] = dele;
    if (dele.length === 1)
      await notify(db, [usuarioId], {
        evento: 'sistema',
        titulo: `Nova pendência: ${primeira!.titulo}`,
        mensagem: primeira!.descricao,
        tipo: 'warning',
        link: primeira!.link,
      });
    else {
      const titulos = dele.slice(0, TITULOS_NO_AVISO).map((p) => p.titulo);
      const resto = dele.length - titulos.length;
      await notify(db, [usuarioId], {
        evento: 'sistema',
        titulo: `${dele.length} novas pendências na turma ${turma.nome}`,
        mensagem: `${titulos.join('; ')}${resto ? `; e mais ${resto}` : ''}.`,
        tipo: 'warning',
        link: LINKS.pendencias(turma.escola_id, turma.id),
      });
    }
  }
}

/**
 * After a save that can change a cause (a roll call, grades, an assessment's results, a closing's
 * status), once its transaction committed: the class's pendencies of those causes, brought up to
 * date. A failure here is logged and never fails the user's save (the periodic sweep catches up).
 */
export async function sincronizarAposGravar(db: Db, log: Log, turmaId: string, origens: readonly OrigemGerada[]) {
  try {
    await sincronizarPendenciasDaTurma(db, turmaId, origens);
  } catch (err) {
    log.error(err, 'falha ao sincronizar as pendências da turma');
  }
}

/** Classes fully synced by this process, and when. */
const sincronizadas = new Map<string, number>();
/** A full sync running for a class: a second reader waits for it instead of starting another. */
const emCurso = new Map<string, Promise<void>>();
/** How old a class's last full sync may be when its pendencies are read. */
const IDADE_MAXIMA_MS = 5 * 60_000;

/**
 * For a read of a class's pendencies: a full sync when this process has not run one for the class
 * in the last IDADE_MAXIMA_MS (the saves sync their own causes; this catches the ones that come
 * with the passing days and the saves of other processes). Never throws: a failure is logged and
 * the read shows what is stored.
 */
export async function sincronizarSeAntiga(db: Db, turmaId: string, log?: Log, idadeMaximaMs = IDADE_MAXIMA_MS): Promise<void> {
  const ultima = sincronizadas.get(turmaId);
  if (ultima !== undefined && Date.now() - ultima < idadeMaximaMs) return;
  let rodando = emCurso.get(turmaId);
  if (!rodando) {
    rodando = sincronizarPendenciasDaTurma(db, turmaId)
      .then(() => undefined)
      .catch((err: unknown) => log?.error(err, 'falha ao sincronizar as pendências da turma'))
      .finally(() => emCurso.delete(turmaId));
    emCurso.set(turmaId, rodando);
  }
  await rodando;
}

/** The causes each kind of save can change, for `sincronizarAposGravar`. */
export const ORIGENS_DA_FREQUENCIA: readonly OrigemGerada[] = ['chamada_ausente', 'frequencia_baixa', 'conselho_tutelar'];
export const ORIGENS_DAS_NOTAS: readonly OrigemGerada[] = ['notas_faltando'];
/** An assessment's results, dates and status: its own pendency, and the grade in the "from assessments" mode. */
export const ORIGENS_DAS_AVALIACOES: readonly OrigemGerada[] = ['avaliacao_sem_notas', 'notas_faltando'];
