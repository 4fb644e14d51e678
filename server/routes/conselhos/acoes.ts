import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONSELHO_MENSAGENS as MSG, conselhoResposta, corrigirInput, presencasInput } from '../../../domain/schemas/conselho';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { idParams } from '../../lib/parametros';
import { rejectInvalid } from '../../lib/validacao';
import { carregarAlcance } from '../../policies/alcance';
import { podeCorrigirConselho } from '../../policies/conselhos';
import { actorOf } from '../../plugins/access';
import { corrigirConselho, finalizarConselho, iniciarConselho, marcarPresencas } from '../../services/conselhos/acoes';
import { apresentarUm, conselhoNoAlcance, participantesDe } from './carregar';

const tags = ['conselhos'];

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
      const a = await carregarAlcance(db, actorOf(request));
      const atual = await conselhoNoAlcance(db, a, request.params.id);
      await iniciarConselho(db, request, a, atual);
      return apresentarUm(db, a, atual.id);
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
      const a = await carregarAlcance(db, actorOf(request));
      const atual = await conselhoNoAlcance(db, a, request.params.id);
      await finalizarConselho(db, request, a, atual);
      return apresentarUm(db, a, atual.id);
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
      const a = await carregarAlcance(db, actorOf(request));
      const atual = await conselhoNoAlcance(db, a, request.params.id);
      if (!podeCorrigirConselho(a)) throw forbidden(MSG.soGestaoCorrige);
      rejectInvalid(request);
      await corrigirConselho(db, request, a, atual, request.body.motivo);
      return apresentarUm(db, a, atual.id);
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
      const a = await carregarAlcance(db, actorOf(request));
      const atual = await conselhoNoAlcance(db, a, request.params.id);
      rejectInvalid(request);
      if (atual.status !== 'em_andamento') throw conflict(MSG.status.presenca);
      const { presencas } = request.body;
      const antes = (await participantesDe(db, [atual.id])).get(atual.id) ?? [];
      if (presencas.some((p) => !antes.some((q) => q.usuario_id === p.usuario_id)))
        throw badRequest(MSG.naoParticipante, { presencas: MSG.naoParticipante });
      await marcarPresencas(db, request, atual, presencas, antes);
      return apresentarUm(db, a, atual.id);
    },
  });
};
