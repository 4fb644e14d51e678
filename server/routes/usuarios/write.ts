import { hashPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USUARIO_MENSAGENS, usuarioCreate, usuarioResposta, usuarioUpdate } from '../../../domain/schemas/usuario';
import type { Db, Tx } from '../../db/client';
import { contas, sessoes, usuarios, usuariosEscolas } from '../../db/schema';
import { papelEfetivo } from '../../lib/actor';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { atualizarNaVersao, gravarSemDuplicar } from '../../lib/gravacao';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { gestaoPerdida, ehUltimoAdministrador, ehUltimoAdministradorComAcesso, usuariosVisiveis } from '../../policies/usuarios';
import { auditar } from '../../services/auditoria';
import { createUser } from '../../services/create-user';
import { exigirSenhaValida } from '../../services/seguranca/senha';
import { findVisible } from './carregar';
import { resolveTarget } from './rules';
import { idParams } from '../../lib/parametros';

const tags = ['usuários'];
const duplicateEmail = () => badRequest(USUARIO_MENSAGENS.emailDuplicado, { email: USUARIO_MENSAGENS.emailDuplicado });

async function linkSchools(tx: Tx, userId: string, escolaIds: string[]) {
  await tx.delete(usuariosEscolas).where(eq(usuariosEscolas.usuario_id, userId));
  if (escolaIds.length)
    await tx.insert(usuariosEscolas).values(escolaIds.map((escola_id) => ({ usuario_id: userId, escola_id })));
}

/** Creating, editing and removing users: one transaction each, sessions ended where access changes. */
export const usuariosWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/usuarios', {
    config: { access: ['usuarios', 'criar'] },
    schema: {
      tags,
      summary: 'Cria um usuário e sua credencial numa só transação',
      body: usuarioCreate,
      response: { 201: usuarioResposta },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { senha, nome, email, telefone, status, ...wanted } = request.body;
      const target = await resolveTarget(db, actor, wanted, 'criar');
      const id = await gravarSemDuplicar(
        db.transaction(async (tx) => {
          const user = await createUser(tx, { nome, email, senha, telefone, status, ...target });
          await linkSchools(tx, user.id, target.escola_ids);
          return user.id;
        }),
        () => duplicateEmail(),
      );
      const created = (await findVisible(db, id, sql`true`))!;
      await auditar(db, request, { acao: 'criar', entidade: 'usuario', entidade_id: id, depois: created });
      return reply.status(201).send(created);
    },
  });

  app.put('/api/usuarios/:id', {
    config: { access: ['usuarios', 'atualizar'] },
    schema: {
      tags,
      summary: 'Atualiza um usuário; senha nova encerra as sessões dele',
      params: idParams,
      body: usuarioUpdate,
      response: { 200: usuarioResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const before = await findVisible(db, request.params.id, usuariosVisiveis(await carregarAlcance(db, actor)));
      if (!before) throw notFound(USUARIO_MENSAGENS.naoEncontrado);
      const { senha, nome, email, telefone, status, updated_at, ...wanted } = request.body;
      const target = await resolveTarget(db, actor, wanted, 'editar');
      if (actor.tipo_usuario !== 'administrador') target.papel_id = before.papel_id;
      const losesAccess = status !== 'ativo' || target.tipo_usuario !== before.tipo_usuario;
      if (before.id === actor.id && losesAccess) throw badRequest(USUARIO_MENSAGENS.proprioAcesso);
      if (before.tipo_usuario === 'administrador' && losesAccess && (await ehUltimoAdministrador(db, before.id)))
        throw badRequest(USUARIO_MENSAGENS.ultimoAdmin);
      // Another role can take away the grants to manage users, settings and roles as surely.
      if (target.papel_id !== before.papel_id) {
        const antes = (await papelEfetivo(db, before.papel_id, before.tipo_usuario)).permissoes;
        const depois = (await papelEfetivo(db, target.papel_id, target.tipo_usuario)).permissoes;
        if (gestaoPerdida(antes, depois).length) {
          if (before.id === actor.id)
            throw badRequest(USUARIO_MENSAGENS.proprioPapel, { papel_id: USUARIO_MENSAGENS.proprioPapel });
          if (
            before.tipo_usuario === 'administrador' &&
            before.status === 'ativo' &&
            (await ehUltimoAdministradorComAcesso(db, before.id))
          ) {
            throw badRequest(USUARIO_MENSAGENS.ultimoAdminPapel, { papel_id: USUARIO_MENSAGENS.ultimoAdminPapel });
          }
        }
      }

      if (senha) await exigirSenhaValida(db, senha, { nome, email });
      const hash = senha ? await hashPassword(senha) : null;
      await gravarSemDuplicar(
        db.transaction(async (tx) => {
          const { tipo_usuario, empresa_id, papel_id } = target;
          const mudancas = { nome, email, telefone, status, tipo_usuario, empresa_id, papel_id };
          await atualizarNaVersao(tx, usuarios, eq(usuarios.id, before.id), mudancas, updated_at, () =>
            conflict(USUARIO_MENSAGENS.conflito),
          );
          await linkSchools(tx, before.id, target.escola_ids);
          if (hash)
            await tx
              .update(contas)
              .set({ password: hash, updatedAt: new Date() })
              .where(and(eq(contas.userId, before.id), eq(contas.providerId, 'credential')));
          if (hash || status !== 'ativo') await tx.delete(sessoes).where(eq(sessoes.userId, before.id));
        }),
        () => duplicateEmail(),
      );
      const after = (await findVisible(db, before.id, sql`true`))!;
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'usuario',
        entidade_id: before.id,
        antes: before,
        depois: { ...after, senha_alterada: !!hash },
      });
      return after;
    },
  });

  app.delete('/api/usuarios/:id', {
    config: { access: ['usuarios', 'deletar'] },
    schema: { tags, summary: 'Exclui um usuário e encerra as sessões dele', params: idParams },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const before = await findVisible(db, request.params.id, usuariosVisiveis(await carregarAlcance(db, actor)));
      if (!before) throw notFound(USUARIO_MENSAGENS.naoEncontrado);
      if (before.id === actor.id) throw badRequest(USUARIO_MENSAGENS.proprioAcesso);
      if (before.tipo_usuario === 'administrador' && (await ehUltimoAdministrador(db, before.id)))
        throw badRequest(USUARIO_MENSAGENS.ultimoAdmin);
      // Sessions, credentials, links and notifications go with the row (ON DELETE CASCADE).
      await db.delete(usuarios).where(eq(usuarios.id, before.id));
      await auditar(db, request, { acao: 'deletar', entidade: 'usuario', entidade_id: before.id, antes: before });
      return reply.status(204).send();
    },
  });
};
