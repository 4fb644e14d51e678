import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PERFIL_MENSAGENS,
  perfilUpdate,
  perfilResposta,
  temaDoUsuarioInput,
  temaDoUsuarioResposta,
} from '../../../domain/schemas/perfil';
import type { Db } from '../../db/client';
import { papeis, usuarios } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/errors';
import { rejectInvalid } from '../../lib/validacao';
import { atualizarNaVersao, proximaVersao } from '../../lib/gravacao';
import { actorOf } from '../../plugins/access';
import { idDaUrl, removerArquivo, salvarArquivo, urlArquivo } from '../../services/arquivos';
import { auditar } from '../../services/auditoria';
import { lerGeral } from '../../services/identidade';
import type { Armazenamento } from '../../services/storage';
import { receberImagem } from '../../services/uploads/receive';

const tags = ['perfil'];

/** The signed-in user's own profile: name, phone and photo. */
export const perfilRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento: Armazenamento }> = async (
  app,
  { db, armazenamento },
) => {
  async function carregar(actor: Actor) {
    const [row] = await db
      .select({
        id: usuarios.id,
        nome: usuarios.nome,
        email: usuarios.email,
        telefone: usuarios.telefone,
        tipo_usuario: usuarios.tipo_usuario,
        imagem: usuarios.imagem,
        updated_at: usuarios.updated_at,
        papel_nome: papeis.nome,
      })
      .from(usuarios)
      .leftJoin(papeis, actor.papel ? eq(papeis.id, actor.papel.id) : sql`false`)
      .where(eq(usuarios.id, actor.id));
    if (!row) throw notFound('Usuário não encontrado.');
    return { ...row, papel_nome: row.papel_nome ?? null, updated_at: row.updated_at.toISOString() };
  }

  /** Swaps the photo in one statement and removes the previous file once nothing points at it. */
  async function trocarFoto(actor: Actor, nova: string | null) {
    const [antes] = await db.select({ imagem: usuarios.imagem }).from(usuarios).where(eq(usuarios.id, actor.id));
    await db
      .update(usuarios)
      .set({
        imagem: nova,
        updated_at: proximaVersao(usuarios.updated_at),
      })
      .where(eq(usuarios.id, actor.id));
    const anterior = idDaUrl(antes?.imagem);
    if (anterior && anterior !== idDaUrl(nova)) await removerArquivo(db, armazenamento.arquivos, anterior);
  }

  /** The person's own theme (null: their network's) and their network's, the one 'Padrão da rede' follows. */
  async function lerTema(actor: Actor) {
    const [row] = await db.select({ tema: usuarios.tema }).from(usuarios).where(eq(usuarios.id, actor.id));
    if (!row) throw notFound('Usuário não encontrado.');
    const rede = await lerGeral(db, actor.tipo_usuario === 'administrador' ? null : actor.empresa_id);
    return { tema: row.tema, tema_rede: rede.tema };
  }

  app.get('/api/perfil/tema', {
    config: { access: 'own' },
    schema: {
      tags,
      summary: 'O tema escolhido pelo usuário da sessão (null segue o da rede) e o tema da rede',
      response: { 200: temaDoUsuarioResposta },
    },
    handler: async (request) => lerTema(actorOf(request)),
  });

  app.put('/api/perfil/tema', {
    config: { access: 'own' },
    schema: {
      tags,
      summary: 'Escolhe o próprio tema (claro, escuro, automático) ou null para seguir o da rede; só o do usuário da sessão',
      body: temaDoUsuarioInput,
      response: { 200: temaDoUsuarioResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const antes = await lerTema(actor);
      // A preference, not profile data: it leaves updated_at (the profile form's version) alone. The change and
      // its audit row commit together.
      await db.transaction(async (tx) => {
        await tx.update(usuarios).set({ tema: request.body.tema }).where(eq(usuarios.id, actor.id));
        await auditar(tx, request, {
          acao: 'atualizar',
          entidade: 'perfil',
          entidade_id: actor.id,
          antes: { tema: antes.tema },
          depois: { tema: request.body.tema },
        });
      });
      return lerTema(actor);
    },
  });

  app.get('/api/perfil', {
    config: { access: 'own' },
    schema: { tags, summary: 'O perfil do usuário da sessão', response: { 200: perfilResposta } },
    handler: async (request) => carregar(actorOf(request)),
  });

  app.put('/api/perfil', {
    config: { access: 'own' },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Atualiza nome e telefone do próprio usuário; updated_at é a versão carregada (409 se mudou)',
      body: perfilUpdate,
      response: { 200: perfilResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      const antes = await carregar(actor);
      const { updated_at, nome, telefone } = request.body;
      await atualizarNaVersao(db, usuarios, eq(usuarios.id, actor.id), { nome, telefone }, updated_at, () =>
        conflict(PERFIL_MENSAGENS.conflito),
      );
      const depois = await carregar(actor);
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'perfil',
        entidade_id: actor.id,
        antes: { nome: antes.nome, telefone: antes.telefone },
        depois: { nome: depois.nome, telefone: depois.telefone },
      });
      return depois;
    },
  });

  app.post('/api/perfil/foto', {
    config: { access: 'own', corpo: 'multipart' },
    schema: {
      tags,
      summary: 'Envia a foto do perfil (JPG, PNG ou GIF, até 2 MB; o tipo é verificado pelo conteúdo)',
      consumes: ['multipart/form-data'],
      response: { 200: perfilResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const imagem = await receberImagem(request, 'avatar');
      const row = await salvarArquivo(db, armazenamento.arquivos, imagem, {
        finalidade: 'avatar',
        usuario_id: actor.id,
        publico: false,
      });
      await trocarFoto(actor, urlArquivo(row));
      await auditar(db, request, {
        acao: 'enviar_foto',
        entidade: 'perfil',
        entidade_id: actor.id,
        depois: { arquivo: row.id, tipo: row.tipo_mime, tamanho: row.tamanho },
      });
      return carregar(actor);
    },
  });

  app.delete('/api/perfil/foto', {
    config: { access: 'own' },
    schema: { tags, summary: 'Remove a foto do perfil', response: { 200: perfilResposta } },
    handler: async (request) => {
      const actor = actorOf(request);
      await trocarFoto(actor, null);
      await auditar(db, request, { acao: 'remover_foto', entidade: 'perfil', entidade_id: actor.id });
      return carregar(actor);
    },
  });
};
