import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DISCIPLINA_MENSAGENS as MSG,
  disciplinaAtivo,
  disciplinaInput,
  disciplinaResposta,
  disciplinaUpdate,
} from '../../../domain/schemas/disciplina';
import type { Db } from '../../db/client';
import { atribuicoes, disciplinas, empresas } from '../../db/schema';
import { disciplinasNoEscopo } from '../../policies/disciplinas';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { atualizarNaVersao, excluirSeLivre, proximaVersao } from '../../lib/gravacao';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { selecionarDisciplinas } from './carregar';
import { apresentarDisciplina } from '../../presenters/disciplina';
import { idParams } from '../../lib/parametros';

const tags = ['disciplinas'];

/** Creating, editing, (de)activating and deleting curriculum components. */
export const disciplinasWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const load = async (id: string) => apresentarDisciplina((await selecionarDisciplinas(db).where(eq(disciplinas.id, id)))[0]!);

  const loadInScope = async (actor: Actor, id: string) => {
    const { scope } = await carregarAlcance(db, actor);
    const [row] = await selecionarDisciplinas(db).where(and(eq(disciplinas.id, id), disciplinasNoEscopo(scope)));
    if (!row) throw notFound(MSG.naoEncontrada);
    return row;
  };

  /** The body a new component goes into: chosen by the administrador, otherwise the actor's own. */
  async function empresaForCreate(actor: Actor, requested: string | null): Promise<string> {
    if (actor.tipo_usuario === 'administrador') {
      if (!requested) throw badRequest(MSG.empresaObrigatoria, { empresa_id: MSG.empresaObrigatoria });
      const [row] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, requested));
      if (!row) throw badRequest(MSG.empresaNaoEncontrada, { empresa_id: MSG.empresaNaoEncontrada });
      return requested;
    }
    if (!actor.empresa_id) throw badRequest(MSG.semEmpresa);
    if (requested && requested !== actor.empresa_id)
      throw forbidden('Você não tem permissão para criar disciplinas nesta empresa');
    return actor.empresa_id;
  }

  app.post('/api/disciplinas', {
    config: { access: ['disciplinas', 'criar'] },
    schema: {
      tags,
      summary: 'Cria um componente curricular, ativo (o administrador escolhe a rede)',
      body: disciplinaInput,
      response: { 201: disciplinaResposta },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { empresa_id: requested, ...dados } = request.body;
      const empresa_id = await empresaForCreate(actor, requested);
      const [created] = await db
        .insert(disciplinas)
        .values({ ...dados, empresa_id, ativo: true })
        .returning({ id: disciplinas.id });
      const disciplina = await load(created!.id);
      await auditar(db, request, { acao: 'criar', entidade: 'disciplina', entidade_id: disciplina.id, depois: disciplina });
      return reply.status(201).send(disciplina);
    },
  });

  app.put('/api/disciplinas/:id', {
    config: { access: ['disciplinas', 'atualizar'] },
    schema: {
      tags,
      summary: 'Atualiza um componente curricular; updated_at é a versão carregada (409 se outra pessoa alterou)',
      params: idParams,
      body: disciplinaUpdate,
      response: { 200: disciplinaResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const current = await loadInScope(actor, request.params.id);
      const { updated_at, empresa_id, ...dados } = request.body;
      if (empresa_id && empresa_id !== current.empresa_id) {
        throw badRequest('A rede de ensino de uma disciplina não pode ser alterada', {
          empresa_id: 'A rede de ensino de uma disciplina não pode ser alterada',
        });
      }
      await atualizarNaVersao(db, disciplinas, eq(disciplinas.id, current.id), dados, updated_at, () => conflict(MSG.conflito));
      const depois = await load(current.id);
      const antes = apresentarDisciplina(current);
      await auditar(db, request, { acao: 'atualizar', entidade: 'disciplina', entidade_id: current.id, antes, depois });
      return depois;
    },
  });

  app.patch('/api/disciplinas/:id/ativo', {
    config: { access: ['disciplinas', 'atualizar'] },
    schema: {
      tags,
      summary: 'Ativa ou desativa um componente curricular (Ativar/Desativar)',
      params: idParams,
      body: disciplinaAtivo,
      response: { 200: disciplinaResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const current = await loadInScope(actor, request.params.id);
      await db
        .update(disciplinas)
        .set({ ativo: request.body.ativo, updated_at: proximaVersao(disciplinas.updated_at) })
        .where(eq(disciplinas.id, current.id));
      const depois = await load(current.id);
      await auditar(db, request, {
        acao: request.body.ativo ? 'ativar' : 'desativar',
        entidade: 'disciplina',
        entidade_id: current.id,
        antes: apresentarDisciplina(current),
        depois,
      });
      return depois;
    },
  });

  app.delete('/api/disciplinas/:id', {
    config: { access: ['disciplinas', 'deletar'] },
    schema: {
      tags,
      summary: 'Exclui um componente curricular que não esteja atribuído a turmas nem tenha notas ou frequências',
      params: idParams,
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const current = await loadInScope(actor, request.params.id);
      // Teaching assignments would go with it (cascade) and take the subject off its classes.
      const [used] = await db.select({ n: count() }).from(atribuicoes).where(eq(atribuicoes.disciplina_id, current.id));
      if ((used?.n ?? 0) > 0) throw conflict(MSG.exclusaoBloqueada);
      // Grades, attendance or knowledge objects point at it.
      await excluirSeLivre(db.delete(disciplinas).where(eq(disciplinas.id, current.id)), () => conflict(MSG.exclusaoBloqueada));
      const antes = apresentarDisciplina(current);
      await auditar(db, request, { acao: 'deletar', entidade: 'disciplina', entidade_id: current.id, antes });
      return reply.status(204).send();
    },
  });
};
