import { and, count, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ESCOLA_MENSAGENS as MSG, escolaInput, escolaResposta } from '../../../domain/schemas/escola';
import type { Db } from '../../db/client';
import { alunos, empresas, escolas, turmas, usuariosEscolas } from '../../db/schema';
import { escolasNoEscopo } from '../../policies/escolas';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { rejectInvalid } from '../../lib/validacao';
import { atualizarNaVersao, excluirSeLivre } from '../../lib/gravacao';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { apresentarEscola } from '../../presenters/escola';
import { idParams } from '../../lib/parametros';

const tags = ['escolas'];
/** The version the user loaded; normalised here so no date the database rejects gets that far. */
const versao = z.iso
  .datetime({ offset: true, error: MSG.versao })
  .refine((v) => new Date(v).getUTCFullYear() >= 1 && new Date(v).getUTCFullYear() <= 9999, { message: MSG.versao })
  .transform((v) => new Date(v).toISOString());
const updateBody = escolaInput.extend({ updated_at: versao });

/** Roles whose scope is the schools they are linked to: a school they create is linked to them. */
const LINKED_BY_SCHOOL = new Set(['gestor', 'professor']);

/** Creating, editing and deleting schools inside the actor's scope. */
export const escolasWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const selecionarEscola = () =>
    db
      .select({ ...getTableColumns(escolas), empresa_nome: empresas.nome })
      .from(escolas)
      .leftJoin(empresas, eq(empresas.id, escolas.empresa_id));

  const carregarEscola = async (id: string) => {
    const [row] = await selecionarEscola().where(eq(escolas.id, id));
    if (!row) throw notFound(MSG.naoEncontrada);
    return apresentarEscola(row);
  };

  const empresaExists = async (id: string) => {
    const [row] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, id));
    return Boolean(row);
  };

  /** The company a new school goes into: chosen by the administrator, otherwise the actor's own. */
  async function empresaForCreate(actor: Actor, requested: string | null): Promise<string> {
    if (actor.tipo_usuario === 'administrador') {
      if (!requested) throw badRequest(MSG.empresaObrigatoria, { empresa_id: MSG.empresaObrigatoria });
      if (!(await empresaExists(requested))) throw badRequest(MSG.empresaNaoEncontrada, { empresa_id: MSG.empresaNaoEncontrada });
      return requested;
    }
    if (!actor.empresa_id) throw badRequest(MSG.semEmpresa);
    if (requested && requested !== actor.empresa_id) throw forbidden(MSG.criarEmOutraEmpresa);
    return actor.empresa_id;
  }

  app.post('/api/escolas', {
    config: { access: ['escolas', 'criar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Cria uma escola: o administrador escolhe a empresa; os demais criam na própria empresa',
      body: escolaInput,
      response: { 201: escolaResposta },
    },
    handler: async (request, reply) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      const { empresa_id: requested, ...dados } = request.body;
      const empresa_id = await empresaForCreate(actor, requested);

      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(escolas)
          .values({ ...dados, empresa_id })
          .returning({ id: escolas.id });
        if (LINKED_BY_SCHOOL.has(actor.tipo_usuario))
          await tx.insert(usuariosEscolas).values({ usuario_id: actor.id, escola_id: created!.id });
        return created!.id;
      });

      const escola = await carregarEscola(id);
      await auditar(db, request, { acao: 'criar', entidade: 'escola', entidade_id: id, depois: escola });
      return reply.status(201).send(escola);
    },
  });

  app.put('/api/escolas/:id', {
    config: { access: ['escolas', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Atualiza uma escola do escopo do usuário; updated_at é a versão carregada (409 se outra pessoa alterou)',
      params: idParams,
      body: updateBody,
      response: { 200: escolaResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      const { scope } = await carregarAlcance(db, actor);
      const [current] = await selecionarEscola().where(and(eq(escolas.id, request.params.id), escolasNoEscopo(scope)));
      if (!current) throw notFound(MSG.naoEncontrada);

      const { updated_at, empresa_id: requested, ...dados } = request.body;
      let empresa_id = current.empresa_id;
      if (requested && requested !== current.empresa_id) {
        if (actor.tipo_usuario !== 'administrador') throw forbidden(MSG.moverDeEmpresa);
        if (!(await empresaExists(requested)))
          throw badRequest(MSG.empresaNaoEncontrada, { empresa_id: MSG.empresaNaoEncontrada });
        empresa_id = requested;
      }

      await atualizarNaVersao(db, escolas, eq(escolas.id, current.id), { ...dados, empresa_id }, updated_at, () =>
        conflict(MSG.conflito),
      );

      const antes = apresentarEscola(current);
      const depois = await carregarEscola(current.id);
      await auditar(db, request, { acao: 'atualizar', entidade: 'escola', entidade_id: current.id, antes, depois });
      return depois;
    },
  });

  app.delete('/api/escolas/:id', {
    config: { access: ['escolas', 'deletar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Exclui uma escola do escopo do usuário que não tenha turmas nem alunos',
      params: idParams,
    },
    handler: async (request, reply) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      const { scope } = await carregarAlcance(db, actor);
      const [current] = await selecionarEscola().where(and(eq(escolas.id, request.params.id), escolasNoEscopo(scope)));
      if (!current) throw notFound(MSG.naoEncontrada);

      const [t] = await db.select({ n: count() }).from(turmas).where(eq(turmas.escola_id, current.id));
      const [a] = await db.select({ n: count() }).from(alunos).where(eq(alunos.escola_id, current.id));
      if ((t?.n ?? 0) > 0 || (a?.n ?? 0) > 0) throw conflict(MSG.exclusaoBloqueada);

      // A class or student added since the check: the foreign key refuses, same answer.
      await excluirSeLivre(db.delete(escolas).where(eq(escolas.id, current.id)), () => conflict(MSG.exclusaoBloqueada));
      const antes = apresentarEscola(current);
      await auditar(db, request, { acao: 'deletar', entidade: 'escola', entidade_id: current.id, antes });
      return reply.status(204).send();
    },
  });
};
