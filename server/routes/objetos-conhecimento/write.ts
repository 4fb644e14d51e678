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
import { atribuicoes, objetosConhecimento, objetosConhecimentoHabilidades } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { rejectInvalid } from '../../lib/validacao';
import { atualizarNaVersao, gravarSemDuplicar } from '../../lib/gravacao';
import { type Alcance, carregarAlcance, turmaNoAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { atuaNoPar, objetosNoEscopo } from '../../policies/objetos-conhecimento';
import { resolverHabilidades } from './habilidades';
import { carregarObjetos, selecionarObjetos } from './carregar';
import { idParams } from '../../lib/parametros';

const tags = ['objetos de conhecimento'];
const VERIFIQUE = 'Verifique os campos informados.';

/** Creating, editing, advancing and deleting knowledge objects of the classes and subjects in scope. */
export const objetosWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const carregar = async (tx: Db | Tx, id: string) =>
    (await carregarObjetos(tx, await selecionarObjetos(tx).where(eq(objetosConhecimento.id, id))))[0]!;

  const carregarNoEscopo = async (a: Alcance, id: string) => {
    const rows = await selecionarObjetos(db).where(and(eq(objetosConhecimento.id, id), objetosNoEscopo(a)));
    if (!rows.length) throw notFound(MSG.naoEncontrado);
    return rows[0]!;
  };

  /**
   * Where the object goes: a class in scope (else 404), a subject taught in it, taught by the
   * professor itself when the actor is one; its skills from the catalogue the body sees.
   */
  async function destino(a: Alcance, dados: ObjetoDados) {
    const turma = await turmaNoAlcance(db, a, dados.turma_id, 'ler', { recusa: () => notFound(`${MSG.turmaNaoEncontrada}.`) });
    const [atribuida] = await db
      .select({ id: atribuicoes.id })
      .from(atribuicoes)
      .where(and(eq(atribuicoes.turma_id, turma.id), eq(atribuicoes.disciplina_id, dados.disciplina_id)))
      .limit(1);
    if (!atribuida) throw badRequest(VERIFIQUE, { disciplina_id: MSG.disciplinaDaTurma });
    if (!atuaNoPar(a, turma.id, dados.disciplina_id)) throw forbidden(MSG.naoLeciona);
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
      const a = await carregarAlcance(db, actorOf(request));
      const dados = request.body;
      const { turma, habilidadeIds } = await destino(a, dados);
      const objeto = await gravarSemDuplicar(
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(objetosConhecimento)
            .values({
              ...colunas(dados),
              turma_id: turma.id,
              escola_id: turma.escola_id,
              empresa_id: turma.empresa_id,
              criado_por: a.actor.id,
            })
            .returning({ id: objetosConhecimento.id });
          await gravarHabilidades(tx, row!.id, habilidadeIds);
          const objeto = await carregar(tx, row!.id);
          await auditar(tx, request, { acao: 'criar', entidade: 'objeto_conhecimento', entidade_id: row!.id, depois: objeto });
          return objeto;
        }),
        () => badRequest(VERIFIQUE, { codigo: MSG.codigoRepetido }),
      );
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
      const a = await carregarAlcance(db, actorOf(request));
      const atual = await carregarNoEscopo(a, request.params.id);
      const { updated_at, ...dados } = request.body;
      const { turma, habilidadeIds } = await destino(a, dados);
      const [antes] = await carregarObjetos(db, [atual]);
      return gravarSemDuplicar(
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
          const depois = await carregar(tx, atual.objeto.id);
          await auditar(tx, request, {
            acao: 'atualizar',
            entidade: 'objeto_conhecimento',
            entidade_id: atual.objeto.id,
            antes,
            depois,
          });
          return depois;
        }),
        () => badRequest(VERIFIQUE, { codigo: MSG.codigoRepetido }),
      );
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
      const a = await carregarAlcance(db, actorOf(request));
      const atual = await carregarNoEscopo(a, request.params.id);
      const proximo = proximoStatus(atual.objeto.status);
      if (!proximo) throw conflict(MSG.jaConcluido);
      // Still at the status it was loaded with, as well as at the version.
      const onde = and(eq(objetosConhecimento.id, atual.objeto.id), eq(objetosConhecimento.status, atual.objeto.status));
      await db.transaction(async (tx) => {
        await atualizarNaVersao(tx, objetosConhecimento, onde, { status: proximo }, new Date(request.body.updated_at), () =>
          conflict(MSG.conflito),
        );
        await auditar(tx, request, {
          acao: 'atualizar',
          entidade: 'objeto_conhecimento',
          entidade_id: atual.objeto.id,
          antes: { status: atual.objeto.status },
          depois: { status: proximo },
        });
      });
      return carregar(db, atual.objeto.id);
    },
  });

  app.delete('/api/objetos-conhecimento/:id', {
    config: { access: ['objetos', 'deletar'] },
    attachValidation: true,
    schema: { tags, summary: 'Exclui um objeto de conhecimento do escopo', params: idParams },
    handler: async (request, reply) => {
      rejectInvalid(request);
      const a = await carregarAlcance(db, actorOf(request));
      const atual = await carregarNoEscopo(a, request.params.id);
      const [antes] = await carregarObjetos(db, [atual]);
      await db.transaction(async (tx) => {
        await tx.delete(objetosConhecimento).where(eq(objetosConhecimento.id, atual.objeto.id));
        await auditar(tx, request, { acao: 'deletar', entidade: 'objeto_conhecimento', entidade_id: atual.objeto.id, antes });
      });
      return reply.status(204).send();
    },
  });
};
