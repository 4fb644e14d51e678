import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TURMA_MENSAGENS as MSG,
  turmaAtivo,
  type TurmaDados,
  turmaInput,
  turmaResposta,
  turmaUpdate,
} from '../../../domain/schemas/turma';
import type { Db, Tx } from '../../db/client';
import { escolas, matriculas, turmas } from '../../db/schema';
import { escolasNoEscopo } from '../../policies/escolas';
import { turmasNoEscopo } from '../../policies/turmas';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { atualizarNaVersao, excluirSeLivre, gravarSemDuplicar, proximaVersao } from '../../lib/gravacao';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { professorDaRede } from '../../policies/atribuicoes';
import { selecionarTurmas } from './carregar';
import { apresentarTurma } from '../../presenters/turma';
import { idParams } from '../../lib/parametros';

const tags = ['turmas'];
const nomeDuplicado = () => badRequest(MSG.nomeDuplicado, { nome: MSG.nomeDuplicado });
/** One name per class in a school and ano letivo. */
const NOME_UNICO = 'turmas_escola_ano_nome_uq';

/** Creating, editing, (de)activating and deleting classes inside the actor's scope. */
export const turmasWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const load = async (id: string) => apresentarTurma((await selecionarTurmas(db).where(eq(turmas.id, id)))[0]!);

  const loadInScope = async (actor: Actor, id: string) => {
    const { scope } = await carregarAlcance(db, actor);
    const [row] = await selecionarTurmas(db).where(and(eq(turmas.id, id), turmasNoEscopo(scope)));
    if (!row) throw notFound(MSG.naoEncontrada);
    return row;
  };

  /** The school must be one the actor reaches; the professor a professor of the same body. */
  async function checkLinks(actor: Actor, dados: TurmaDados) {
    const { scope } = await carregarAlcance(db, actor);
    const [escola] = await db
      .select({ id: escolas.id, empresa_id: escolas.empresa_id })
      .from(escolas)
      .where(and(eq(escolas.id, dados.escola_id), escolasNoEscopo(scope)));
    if (!escola) throw notFound(MSG.escolaNaoEncontrada, { escola_id: MSG.escolaNaoEncontrada });
    if (dados.professor_responsavel_id && !(await professorDaRede(db, dados.professor_responsavel_id, escola.empresa_id))) {
      throw badRequest(MSG.professorNaoEncontrado, { professor_responsavel_id: MSG.professorNaoEncontrado });
    }
    return escola;
  }

  app.post('/api/turmas', {
    config: { access: ['turmas', 'criar'] },
    schema: {
      tags,
      summary: 'Cria uma turma numa escola do escopo do usuário; começa ativa e sem alunos',
      body: turmaInput,
      response: { 201: turmaResposta },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const escola = await checkLinks(actor, request.body);
      const [created] = await gravarSemDuplicar(
        db
          .insert(turmas)
          .values({ ...request.body, empresa_id: escola.empresa_id })
          .returning({ id: turmas.id }),
        nomeDuplicado,
        NOME_UNICO,
      );
      const id = created!.id;
      const turma = await load(id);
      await auditar(db, request, { acao: 'criar', entidade: 'turma', entidade_id: id, depois: turma });
      return reply.status(201).send(turma);
    },
  });

  app.put('/api/turmas/:id', {
    config: { access: ['turmas', 'atualizar'] },
    schema: {
      tags,
      summary:
        'Atualiza uma turma; updated_at é a versão carregada (409 se outra pessoa alterou). A capacidade não fica abaixo dos matriculados',
      params: idParams,
      body: turmaUpdate,
      response: { 200: turmaResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const current = await loadInScope(actor, request.params.id);
      const { updated_at, ...dados } = request.body;
      const escola = await checkLinks(actor, dados);
      if (escola.empresa_id !== current.empresa_id)
        throw badRequest(MSG.escolaNaoEncontrada, { escola_id: MSG.escolaNaoEncontrada });

      await gravarSemDuplicar(
        db.transaction(async (tx) => {
          // The class row is locked, so no enrolment slips in between the count and the update.
          await tx.select({ id: turmas.id }).from(turmas).where(eq(turmas.id, current.id)).for('update');
          await checkEnrolments(tx, current.id, current, dados);
          await atualizarNaVersao(tx, turmas, eq(turmas.id, current.id), dados, updated_at, () => conflict(MSG.conflito));
        }),
        nomeDuplicado,
        NOME_UNICO,
      );
      const depois = await load(current.id);
      const antes = apresentarTurma(current);
      await auditar(db, request, { acao: 'atualizar', entidade: 'turma', entidade_id: current.id, antes, depois });
      return depois;
    },
  });

  app.patch('/api/turmas/:id/ativo', {
    config: { access: ['turmas', 'atualizar'] },
    schema: {
      tags,
      summary: 'Ativa ou desativa uma turma',
      params: idParams,
      body: turmaAtivo,
      response: { 200: turmaResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const current = await loadInScope(actor, request.params.id);
      await db
        .update(turmas)
        .set({ ativo: request.body.ativo, updated_at: proximaVersao(turmas.updated_at) })
        .where(eq(turmas.id, current.id));
      const depois = await load(current.id);
      await auditar(db, request, {
        acao: request.body.ativo ? 'ativar' : 'desativar',
        entidade: 'turma',
        entidade_id: current.id,
        antes: apresentarTurma(current),
        depois,
      });
      return depois;
    },
  });

  app.delete('/api/turmas/:id', {
    config: { access: ['turmas', 'deletar'] },
    schema: {
      tags,
      summary: 'Exclui uma turma sem matrículas, notas nem frequências (as atribuições vão junto)',
      params: idParams,
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const current = await loadInScope(actor, request.params.id);
      const [m] = await db.select({ n: count() }).from(matriculas).where(eq(matriculas.turma_id, current.id));
      if ((m?.n ?? 0) > 0) throw conflict(MSG.exclusaoBloqueada);
      // An enrolment, grade or attendance mark added since the check.
      await excluirSeLivre(db.delete(turmas).where(eq(turmas.id, current.id)), () => conflict(MSG.exclusaoBloqueada));
      const antes = apresentarTurma(current);
      await auditar(db, request, { acao: 'deletar', entidade: 'turma', entidade_id: current.id, antes });
      return reply.status(204).send();
    },
  });
};

/**
 * A class with enrolments keeps its school and ano letivo (the enrolments name both), and its
 * capacity never drops below the students enrolled now.
 */
async function checkEnrolments(tx: Tx, turmaId: string, current: { escola_id: string; ano_letivo: number }, dados: TurmaDados) {
  const rows = await tx
    .select({ status: matriculas.status, n: count() })
    .from(matriculas)
    .where(eq(matriculas.turma_id, turmaId))
    .groupBy(matriculas.status);
  const total = rows.reduce((s, r) => s + r.n, 0);
  const ativas = rows.find((r) => r.status === 'ativa')?.n ?? 0;
  if (total > 0 && (dados.escola_id !== current.escola_id || dados.ano_letivo !== current.ano_letivo))
    throw conflict(MSG.mudancaBloqueada);
  if (dados.capacidade < ativas) throw badRequest(MSG.capacidadeAbaixo(ativas), { capacidade: MSG.capacidadeAbaixo(ativas) });
}
