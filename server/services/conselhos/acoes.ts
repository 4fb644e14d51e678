import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  FECHAMENTO_CONCLUIDO,
  SEM_DISCIPLINAS,
  SEM_RESULTADO_ANUAL,
  TRANSICOES,
  disciplinasSemFechamento,
  recusaSemFechamentos,
} from '../../../domain/conselho/status';
import { CONSELHO_MENSAGENS as MSG, type ParticipanteDoConselho, type PresencasInput } from '../../../domain/schemas/conselho';
import type { Db, Tx } from '../../db/client';
import {
  conselhosClasse,
  conselhosDecisoes,
  conselhosEventos,
  conselhosParticipantes,
  fechamentosAnuais,
  fechamentosBimestrais,
  resultadosFinais,
} from '../../db/schema';
import { conflict } from '../../lib/errors';
import { proximaVersao } from '../../lib/gravacao';
import type { Alcance } from '../../policies/alcance';
import { auditar } from '../auditoria';
import { hojeNaEmpresa } from '../fuso';
import { sincronizarAposGravar } from '../pendencias/sincronizar';
import { disciplinasDaTurma } from '../resultados-finais/ler';
import { aplicarDecisoesDoConselho } from './aplicar-decisoes';

/*
 * The state changes of a class council: starting it, finalizing it (the decisions freeze and, in the
 * final council, take effect in the annual results), correcting its decisions (a new version) and the
 * presence marks. Each is one transaction holding the change, its event and its audit row. The route
 * has already found the council in the actor's reach and asked the policy (policies/conselhos.ts).
 */

/** What the actions read of the council (routes/conselhos/carregar.ts loads it with its class's name). */
export interface ConselhoDaAcao {
  id: string;
  empresa_id: string;
  turma_id: string;
  turma_nome: string;
  ano_letivo: number;
  bimestre: number | null;
  status: string;
  versao: number;
}

/**
 * What the council must find before it starts: a bimester council, every subject of the class with
 * that bimestre's closing finalized (or approved); the final council, the class's year finished
 * with its results stored. Answers the refusal, or null. 'Iniciar conselho' asks it too, and the
 * list shows it beside the council (routes/conselhos/carregar.ts), so the refusal is known before the click.
 */
export async function recusaParaIniciar(
  db: Db | Tx,
  c: Pick<ConselhoDaAcao, 'turma_id' | 'ano_letivo' | 'bimestre'>,
): Promise<string | null> {
  // One read after the other: on a transaction's client (the write routes present the council inside it)
  // concurrent queries are not allowed.
  if (c.bimestre === null) {
    const [ano] = await db
      .select({ status: fechamentosAnuais.status })
      .from(fechamentosAnuais)
      .where(and(eq(fechamentosAnuais.turma_id, c.turma_id), eq(fechamentosAnuais.ano_letivo, c.ano_letivo)));
    const [resultados] = await db.select({ n: count() }).from(resultadosFinais).where(eq(resultadosFinais.turma_id, c.turma_id));
    const encerrado = ano && (FECHAMENTO_CONCLUIDO as readonly string[]).includes(ano.status);
    return encerrado && resultados && resultados.n > 0 ? null : SEM_RESULTADO_ANUAL;
  }
  const disciplinas = await disciplinasDaTurma(db, c.turma_id);
  const fechamentos = await db
    .select({ disciplina_id: fechamentosBimestrais.disciplina_id, status: fechamentosBimestrais.status })
    .from(fechamentosBimestrais)
    .where(
      and(
        eq(fechamentosBimestrais.turma_id, c.turma_id),
        eq(fechamentosBimestrais.bimestre, c.bimestre),
        eq(fechamentosBimestrais.ano_letivo, c.ano_letivo),
      ),
    );
  if (!disciplinas.length) return SEM_DISCIPLINAS;
  const faltando = disciplinasSemFechamento(disciplinas, fechamentos);
  return faltando.length ? recusaSemFechamentos(c.bimestre, faltando) : null;
}

type Transicao = keyof typeof TRANSICOES;

/**
 * Moves the status one step: the check and the change are one statement (of two clicks at once, the
 * second finds the status already moved → 409), with the event and the audit row in the same
 * transaction. `mais` runs in that transaction after the move (copying decisions, applying the final
 * results) and answers what the audit adds.
 */
async function mover(
  db: Db,
  request: FastifyRequest,
  a: Alcance,
  atual: ConselhoDaAcao,
  acao: Transicao,
  opcoes: {
    set?: Record<string, unknown>;
    motivo?: string;
    mais?: (tx: Tx, versao: number) => Promise<void>;
    depois: (versao: number) => Record<string, unknown>;
  },
) {
  const { de, para } = TRANSICOES[acao];
  const evento = { iniciar: 'iniciado', finalizar: 'finalizado', corrigir: 'corrigido' } as const;
  return db.transaction(async (tx) => {
    const [movido] = await tx
      .update(conselhosClasse)
      .set({ status: para, ...opcoes.set, updated_at: proximaVersao(conselhosClasse.updated_at) })
      .where(and(eq(conselhosClasse.id, atual.id), eq(conselhosClasse.status, de)))
      .returning({ versao: conselhosClasse.versao });
    if (!movido) throw conflict(MSG.status[acao]);
    await tx.insert(conselhosEventos).values({
      conselho_id: atual.id,
      empresa_id: atual.empresa_id,
      acao: evento[acao],
      versao: movido.versao,
      motivo: opcoes.motivo ?? null,
      usuario_id: a.actor.id,
    });
    await opcoes.mais?.(tx, movido.versao);
    await auditar(tx, request, {
      acao,
      entidade: 'conselho_classe',
      entidade_id: atual.id,
      antes: { status: atual.status, versao: atual.versao },
      depois: {
        turma_nome: atual.turma_nome,
        bimestre: atual.bimestre,
        ano_letivo: atual.ano_letivo,
        ...opcoes.depois(movido.versao),
      },
    });
    return movido.versao;
  });
}

/** 'Iniciar conselho': only a scheduled council, and only once the closings it discusses exist (recusaParaIniciar). */
export async function iniciarConselho(db: Db, request: FastifyRequest, a: Alcance, atual: ConselhoDaAcao) {
  if (atual.status !== TRANSICOES.iniciar.de) throw conflict(MSG.status.iniciar);
  const recusa = await recusaParaIniciar(db, atual);
  if (recusa) throw conflict(recusa);
  await mover(db, request, a, atual, 'iniciar', { depois: () => ({ status: 'em_andamento' }) });
  // Held at last: its 'conselho não realizado' pendency, if any, resolves itself.
  await sincronizarAposGravar(db, request.log, atual.turma_id, ['conselho_atrasado']);
}

/** Finalizes a council em andamento: its decisions freeze and, in the final council, apply to the annual results. */
export async function finalizarConselho(db: Db, request: FastifyRequest, a: Alcance, atual: ConselhoDaAcao) {
  if (atual.status !== TRANSICOES.finalizar.de) throw conflict(MSG.status.finalizar);
  const hoje = await hojeNaEmpresa(db, atual.empresa_id);
  await mover(db, request, a, atual, 'finalizar', {
    set: { data_finalizacao: hoje },
    mais: (tx) => aplicarDecisoesDoConselho(tx, atual.id),
    depois: () => ({ status: 'finalizado', versao: atual.versao, data_finalizacao: hoje }),
  });
}

/**
 * 'Corrigir decisões' of a finalized council, with the reason: the next version starts from the
 * frozen decisions (the correction changes only what it must) and the council is em andamento again.
 */
export async function corrigirConselho(db: Db, request: FastifyRequest, a: Alcance, atual: ConselhoDaAcao, motivo: string) {
  if (atual.status !== TRANSICOES.corrigir.de) throw conflict(MSG.status.corrigir);
  await mover(db, request, a, atual, 'corrigir', {
    set: { versao: sql`${conselhosClasse.versao} + 1`, data_finalizacao: null },
    motivo,
    mais: async (tx, nova) => {
      const congeladas = await tx
        .select()
        .from(conselhosDecisoes)
        .where(and(eq(conselhosDecisoes.conselho_id, atual.id), eq(conselhosDecisoes.versao, nova - 1)));
      if (congeladas.length)
        await tx
          .insert(conselhosDecisoes)
          .values(congeladas.map(({ created_at: _c, updated_at: _u, ...d }) => ({ ...d, versao: nova, usuario_id: a.actor.id })));
    },
    depois: (versao) => ({ status: 'em_andamento', versao, motivo }),
  });
}

/**
 * Marks each convened teacher present or absent, only while the council is em andamento (a council
 * finalized meanwhile keeps its marks), with the audit row in the same transaction.
 */
export async function marcarPresencas(
  db: Db,
  request: FastifyRequest,
  atual: ConselhoDaAcao,
  presencas: PresencasInput['presencas'],
  antes: ParticipanteDoConselho[],
) {
  await db.transaction(async (tx) => {
    const [ainda] = await tx
      .select({ status: conselhosClasse.status })
      .from(conselhosClasse)
      .where(eq(conselhosClasse.id, atual.id))
      .for('update');
    if (ainda?.status !== 'em_andamento') throw conflict(MSG.status.presenca);
    for (const presente of [true, false]) {
      const ids = presencas.filter((p) => p.presente === presente).map((p) => p.usuario_id);
      if (ids.length)
        await tx
          .update(conselhosParticipantes)
          .set({ presente })
          .where(and(eq(conselhosParticipantes.conselho_id, atual.id), inArray(conselhosParticipantes.usuario_id, ids)));
    }
    await auditar(tx, request, {
      acao: 'presenca',
      entidade: 'conselho_classe',
      entidade_id: atual.id,
      antes: antes.map((p) => ({ usuario_id: p.usuario_id, nome: p.nome, presente: p.presente })),
      depois: presencas,
    });
  });
}
