import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  FECHAMENTO_CONCLUIDO,
  SEM_DISCIPLINAS,
  SEM_RESULTADO_ANUAL,
  TRANSICOES,
  disciplinasSemFechamento,
  recusaSemFechamentos,
} from '../../../domain/conselho/status';
import { CONSELHO_MENSAGENS as MSG, conselhoResposta, corrigirInput, presencasInput } from '../../../domain/schemas/conselho';
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
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { proximaVersao } from '../../lib/gravacao';
import { idParams } from '../../lib/parametros';
import { rejectInvalid } from '../../lib/validacao';
import { podeCorrigirConselho } from '../../policies/conselhos';
import { auditar } from '../../services/auditoria';
import { aplicarDecisoesDoConselho } from '../../services/conselhos/aplicar-decisoes';
import { hojeNaEmpresa } from '../../services/fuso';
import { disciplinasDaTurma } from '../../services/resultados-finais';
import { type Ator, type LinhaSelecionada, apresentarUm, carregarAtor, conselhoNoAlcance, participantesDe } from './carregar';
import { sincronizarAposGravar } from '../../services/pendencias/sincronizar';

const tags = ['conselhos'];

/**
 * What the council must find before it starts: a bimester council, every subject of the class with
 * that bimestre's closing finalized (or approved); the final council, the class's year finished
 * with its results stored. Answers the refusal, or null.
 */
async function recusaParaIniciar(db: Db, c: LinhaSelecionada): Promise<string | null> {
  if (c.bimestre === null) {
    const [[ano], [resultados]] = await Promise.all([
      db
        .select({ status: fechamentosAnuais.status })
        .from(fechamentosAnuais)
        .where(and(eq(fechamentosAnuais.turma_id, c.turma_id), eq(fechamentosAnuais.ano_letivo, c.ano_letivo))),
      db.select({ n: count() }).from(resultadosFinais).where(eq(resultadosFinais.turma_id, c.turma_id)),
    ]);
    const encerrado = ano && (FECHAMENTO_CONCLUIDO as readonly string[]).includes(ano.status);
    return encerrado && resultados && resultados.n > 0 ? null : SEM_RESULTADO_ANUAL;
  }
  const [disciplinas, fechamentos] = await Promise.all([
    disciplinasDaTurma(db, c.turma_id),
    db
      .select({ disciplina_id: fechamentosBimestrais.disciplina_id, status: fechamentosBimestrais.status })
      .from(fechamentosBimestrais)
      .where(
        and(
          eq(fechamentosBimestrais.turma_id, c.turma_id),
          eq(fechamentosBimestrais.bimestre, c.bimestre),
          eq(fechamentosBimestrais.ano_letivo, c.ano_letivo),
        ),
      ),
  ]);
  if (!disciplinas.length) return SEM_DISCIPLINAS;
  const faltando = disciplinasSemFechamento(disciplinas, fechamentos);
  return faltando.length ? recusaSemFechamentos(c.bimestre, faltando) : null;
}

type Transicao = keyof typeof TRANSICOES;

/**
 * Moves the status one step: the check and the change are one statement (of two clicks at once, the
 * second finds the status already moved → 409), with the event in the same transaction. `mais`
 * runs in that transaction after the move (copying decisions, applying the final results).
 */
async function mover(
  db: Db,
  ator: Ator,
  atual: LinhaSelecionada,
  acao: Transicao,
  opcoes: { set?: Record<string, unknown>; motivo?: string; mais?: (tx: Tx, versao: number) => Promise<void> } = {},
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
      usuario_id: ator.actor.id,
    });
    await opcoes.mais?.(tx, movido.versao);
    return movido.versao;
  });
}

function auditarAcao(db: Db, request: FastifyRequest, acao: string, atual: LinhaSelecionada, depois: Record<string, unknown>) {
  return auditar(db, request, {
    acao,
    entidade: 'conselho_classe',
    entidade_id: atual.id,
    antes: { status: atual.status, versao: atual.versao },
    depois: { turma_nome: atual.turma_nome, bimestre: atual.bimestre, ano_letivo: atual.ano_letivo, ...depois },
  });
}

/** Iniciar, Finalizar (freezes the decisions), Corrigir decisões (a new version, with the reason) and the presence marks. */
export const conselhosAcoesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/conselhos/:id/iniciar', {
    config: { access: ['conselho', 'atualizar'], corpo: 'nenhum' },
    schema: {
      tags,
      summary:
        "Inicia um conselho agendado ('Iniciar conselho'). O de bimestre só depois de finalizados todos os fechamentos do bimestre da turma; o final, só com o fechamento anual finalizado e os resultados finais calculados",
      params: idParams,
      response: { 200: conselhoResposta },
    },
    handler: async (request) => {
      const ator = await carregarAtor(db, request);
      const atual = await conselhoNoAlcance(db, ator.scope, request.params.id);
      if (atual.status !== TRANSICOES.iniciar.de) throw conflict(MSG.status.iniciar);
      const recusa = await recusaParaIniciar(db, atual);
      if (recusa) throw conflict(recusa);
      await mover(db, ator, atual, 'iniciar');
      await auditarAcao(db, request, 'iniciar', atual, { status: 'em_andamento' });
      // Held at last: its 'conselho não realizado' pendency, if any, resolves itself.
      await sincronizarAposGravar(db, request.log, atual.turma_id, ['conselho_atrasado']);
      return apresentarUm(db, ator, atual.id);
    },
  });

  r.post('/api/conselhos/:id/finalizar', {
    config: { access: ['conselho', 'atualizar'], corpo: 'nenhum' },
    schema: {
      tags,
      summary:
        'Finaliza um conselho em andamento: as decisões da versão atual ficam congeladas e, no conselho final, passam a valer no resultado anual (na mesma transação)',
      params: idParams,
      response: { 200: conselhoResposta },
    },
    handler: async (request) => {
      const ator = await carregarAtor(db, request);
      const atual = await conselhoNoAlcance(db, ator.scope, request.params.id);
      if (atual.status !== TRANSICOES.finalizar.de) throw conflict(MSG.status.finalizar);
      const hoje = await hojeNaEmpresa(db, atual.empresa_id);
      await mover(db, ator, atual, 'finalizar', {
        set: { data_finalizacao: hoje },
        mais: (tx) => aplicarDecisoesDoConselho(tx, atual.id),
      });
      await auditarAcao(db, request, 'finalizar', atual, { status: 'finalizado', versao: atual.versao, data_finalizacao: hoje });
      return apresentarUm(db, ator, atual.id);
    },
  });

  r.post('/api/conselhos/:id/corrigir', {
    config: { access: ['conselho', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        "Corrige as decisões de um conselho finalizado ('Corrigir decisões', com o motivo): abre a versão seguinte com as decisões congeladas copiadas e o conselho volta a em andamento",
      params: idParams,
      body: corrigirInput,
      response: { 200: conselhoResposta },
    },
    handler: async (request) => {
      const ator = await carregarAtor(db, request);
      const atual = await conselhoNoAlcance(db, ator.scope, request.params.id);
      if (!podeCorrigirConselho(ator.actor, ator.scope)) throw forbidden(MSG.soGestaoCorrige);
      rejectInvalid(request);
      if (atual.status !== TRANSICOES.corrigir.de) throw conflict(MSG.status.corrigir);
      const { motivo } = request.body;
      const versao = await mover(db, ator, atual, 'corrigir', {
        set: { versao: sql`${conselhosClasse.versao} + 1`, data_finalizacao: null },
        motivo,
        mais: async (tx, nova) => {
          // The frozen decisions are the new version's starting point: the correction changes only what it must.
          const congeladas = await tx
            .select()
            .from(conselhosDecisoes)
            .where(and(eq(conselhosDecisoes.conselho_id, atual.id), eq(conselhosDecisoes.versao, nova - 1)));
          if (congeladas.length)
            await tx
              .insert(conselhosDecisoes)
              .values(
                congeladas.map(({ created_at: _c, updated_at: _u, ...d }) => ({ ...d, versao: nova, usuario_id: ator.actor.id })),
              );
        },
      });
      await auditarAcao(db, request, 'corrigir', atual, { status: 'em_andamento', versao, motivo });
      return apresentarUm(db, ator, atual.id);
    },
  });

  r.put('/api/conselhos/:id/presencas', {
    config: { access: ['conselho', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Marca cada professor convocado como presente ou ausente, durante o conselho (em andamento)',
      params: idParams,
      body: presencasInput,
      response: { 200: conselhoResposta },
    },
    handler: async (request) => {
      const ator = await carregarAtor(db, request);
      const atual = await conselhoNoAlcance(db, ator.scope, request.params.id);
      rejectInvalid(request);
      if (atual.status !== 'em_andamento') throw conflict(MSG.status.presenca);
      const { presencas } = request.body;
      const antes = (await participantesDe(db, [atual.id])).get(atual.id) ?? [];
      if (presencas.some((p) => !antes.some((a) => a.usuario_id === p.usuario_id)))
        throw badRequest(MSG.naoParticipante, { presencas: MSG.naoParticipante });
      await db.transaction(async (tx) => {
        // Only while still em andamento: a council finalized meanwhile keeps its marks.
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
      });
      await auditar(db, request, {
        acao: 'presenca',
        entidade: 'conselho_classe',
        entidade_id: atual.id,
        antes: antes.map((a) => ({ usuario_id: a.usuario_id, nome: a.nome, presente: a.presente })),
        depois: presencas,
      });
      return apresentarUm(db, ator, atual.id);
    },
  });
};
