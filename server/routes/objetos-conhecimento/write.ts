import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OBJETO_MENSAGENS as MSG,
  type ObjetoDados,
  objetoInput,
  objetoResposta,
  objetoUpdate,
  proximoStatus,
} from '../../../domain/schemas/objeto-conhecimento';
import type { Db, Tx } from '../../db/client';
import { atribuicoes, objetosConhecimento, objetosConhecimentoHabilidades, turmas } from '../../db/schema';
import { turmasNoEscopo } from '../../policies/turmas';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { rejectInvalid } from '../../lib/validacao';
import { atualizarNaVersao, gravarSemDuplicar } from '../../lib/gravacao';
import { type Escopo, carregarEscopo } from '../../policies/escopo';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { atuaNoPar, objetosNoEscopo } from '../../policies/objetos-conhecimento';
import { resolverHabilidades } from './habilidades';
import { carregarObjetos, selecionarObjetos } from './carregar';

const tags = ['objetos de conhecimento'];
const idParams = z.object({ id: z.string().uuid('Identificador inválido') });
const VERIFIQUE = 'Verifique os campos informados.';

/** Creating, editing, advancing and deleting knowledge objects of the classes and subjects in scope. */
export const objetosWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const carregar = async (id: string) =>
    (await carregarObjetos(db, await selecionarObjetos(db).where(eq(objetosConhecimento.id, id))))[0]!;

  const carregarNoEscopo = async (actor: Actor, scope: Escopo, id: string) => {
    const rows = await selecionarObjetos(db).where(and(eq(objetosConhecimento.id, id), objetosNoEscopo(actor, scope)));
    if (!rows.length) throw notFound(MSG.naoEncontrado);
    return rows[0]!;
  };

  /**
   * Where the object goes: a class in scope (else 404), a subject taught in it, taught by the
   * professor itself when the actor is one; its skills from the catalogue the body sees.
   */
  async function destino(actor: Actor, scope: Escopo, dados: ObjetoDados) {
    const [turma] = await db
      .select({ id: turmas.id, escola_id: turmas.escola_id, empresa_id: turmas.empresa_id })
      .from(turmas)
      .where(and(eq(turmas.id, dados.turma_id), turmasNoEscopo(scope)));
    if (!turma) throw notFound(`${MSG.turmaNaoEncontrada}.`);
    const [atribuida] = await db
      .select({ id: atribuicoes.id })
      .from(atribuicoes)
      .where(and(eq(atribuicoes.turma_id, turma.id), eq(atribuicoes.disciplina_id, dados.disciplina_id)))
      .limit(1);
    if (!atribuida) throw badRequest(VERIFIQUE, { disciplina_id: MSG.disciplinaDaTurma });
    if (!(await atuaNoPar(db, actor, scope, turma.id, dados.disciplina_id))) throw forbidden(MSG.naoLeciona);
    const { ids, desconhecidas } = await resolverHabilidades(db, turma.empresa_id, dados.habilidades);
    if (desconhecidas.length) throw badRequest(VERIFIQUE, { habilidades: MSG.habilidadeDesconhecida(desconhecidas) });
    return { turma, habilidadeIds: ids };
  }

  const gravarHabilidades = async (tx: Tx, objetoId: string, ids: string[]) => {
    await tx.delete(objetosConhecimentoHabilidades).where(eq(objetosConhecimentoHabilidades.objeto_id, objetoId));
    if (ids.length)
      await tx
        .insert(objetosConhecimentoHabilidades)
        .values(ids.map((habilidade_id, ordem) => ({ objeto_id: objetoId, habilidade_id, ordem })));
  };

  const colunas = (d: ObjetoDados) => ({
    disciplina_id: d.disciplina_id,
    codigo: d.codigo,
    titulo: d.titulo,
    descricao: d.descricao,
    bimestre: d.bimestre,
    competencias: d.competencias,
    status: d.status,
    data_inicio: d.data_inicio,
    data_fim: d.data_fim,
    observacoes: d.observacoes,
  });

  app.post('/api/objetos-conhecimento', {
    config: { access: ['objetos', 'criar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Cria um objeto de conhecimento numa turma e disciplina do escopo',
      body: objetoInput,
      response: { 201: objetoResposta },
    },
    handler: async (request, reply) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      const scope = await carregarEscopo(db, actor);
      const dados = request.body;
      const { turma, habilidadeIds } = await destino(actor, scope, dados);
      const id = await gravarSemDuplicar(
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(objetosConhecimento)
            .values({
              ...colunas(dados),
              turma_id: turma.id,
              escola_id: turma.escola_id,
              empresa_id: turma.empresa_id,
              criado_por: actor.id,
            })
            .returning({ id: objetosConhecimento.id });
          await gravarHabilidades(tx, row!.id, habilidadeIds);
          return row!.id;
        }),
        () => badRequest(VERIFIQUE, { codigo: MSG.codigoRepetido }),
      );
      const objeto = await carregar(id);
      await auditar(db, request, { acao: 'criar', entidade: 'objeto_conhecimento', entidade_id: id, depois: objeto });
      return reply.status(201).send(objeto);
    },
  });

  app.put('/api/objetos-conhecimento/:id', {
    config: { access: ['objetos', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Atualiza um objeto de conhecimento; updated_at é a versão carregada (409 se outra pessoa alterou)',
      params: idParams,
      body: objetoUpdate,
      response: { 200: objetoResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      const scope = await carregarEscopo(db, actor);
      const atual = await carregarNoEscopo(actor, scope, request.params.id);
      const { updated_at, ...dados } = request.body;
      const { turma, habilidadeIds } = await destino(actor, scope, dados);
      await gravarSemDuplicar(
        db.transaction(async (tx) => {
          const mudancas = { ...colunas(dados), turma_id: turma.id, escola_id: turma.escola_id, empresa_id: turma.empresa_id };
          await atualizarNaVersao(
            tx,
            objetosConhecimento,
            eq(objetosConhecimento.id, atual.objeto.id),
            mudancas,
            new Date(updated_at),
            () => conflict(MSG.conflito),
          );
          await gravarHabilidades(tx, atual.objeto.id, habilidadeIds);
        }),
        () => badRequest(VERIFIQUE, { codigo: MSG.codigoRepetido }),
      );
      const [antes] = await carregarObjetos(db, [atual]);
      const depois = await carregar(atual.objeto.id);
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'objeto_conhecimento',
        entidade_id: atual.objeto.id,
        antes,
        depois,
      });
      return depois;
    },
  });

  app.post('/api/objetos-conhecimento/:id/avancar', {
    config: { access: ['objetos', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Avança o status um passo: pendente → em_andamento → concluido',
      params: idParams,
      body: z.object({ updated_at: z.iso.datetime({ offset: true, error: MSG.versao }) }),
      response: { 200: objetoResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      const scope = await carregarEscopo(db, actor);
      const atual = await carregarNoEscopo(actor, scope, request.params.id);
      const proximo = proximoStatus(atual.objeto.status);
      if (!proximo) throw conflict(MSG.jaConcluido);
      // Still at the status it was loaded with, as well as at the version.
      const onde = and(eq(objetosConhecimento.id, atual.objeto.id), eq(objetosConhecimento.status, atual.objeto.status));
      await atualizarNaVersao(db, objetosConhecimento, onde, { status: proximo }, new Date(request.body.updated_at), () =>
        conflict(MSG.conflito),
      );
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'objeto_conhecimento',
        entidade_id: atual.objeto.id,
        antes: { status: atual.objeto.status },
        depois: { status: proximo },
      });
      return carregar(atual.objeto.id);
    },
  });

  app.delete('/api/objetos-conhecimento/:id', {
    config: { access: ['objetos', 'deletar'] },
    attachValidation: true,
    schema: { tags, summary: 'Exclui um objeto de conhecimento do escopo', params: idParams },
    handler: async (request, reply) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      const scope = await carregarEscopo(db, actor);
      const atual = await carregarNoEscopo(actor, scope, request.params.id);
      const [antes] = await carregarObjetos(db, [atual]);
      await db.delete(objetosConhecimento).where(eq(objetosConhecimento.id, atual.objeto.id));
      await auditar(db, request, { acao: 'deletar', entidade: 'objeto_conhecimento', entidade_id: atual.objeto.id, antes });
      return reply.status(204).send();
    },
  });
};
