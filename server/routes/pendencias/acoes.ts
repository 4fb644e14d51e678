import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AcaoPendencia } from '../../../domain/pendencia/status';
import { acaoPendenciaInput, cancelarPendenciaInput, pendenciaResposta } from '../../../domain/schemas/pendencia';
import type { Db } from '../../db/client';
import { idParams } from '../../lib/parametros';
import { rejectInvalid } from '../../lib/validacao';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { moverPendencia } from '../../services/pendencias/acoes';
import { apresentarUma, carregarPendencia } from './carregar';

const tags = ['pendências'];

const RESUMO: Record<AcaoPendencia, string> = {
  iniciar: 'Inicia uma pendência pendente (→ em andamento); também numa gerada pelo sistema',
  resolver: 'Resolve uma pendência em andamento (→ resolvida), com a data de hoje da rede; uma gerada só se resolve pela causa',
  cancelar:
    'Cancela uma pendência pendente ou em andamento, com o motivo (obrigatório); uma gerada pelo sistema cancelada não volta sozinha',
  reabrir: 'Reabre uma pendência resolvida ou cancelada (→ pendente), limpando a data de resolução e o motivo',
};

/** The status steps of a pendency, one per action, from the version on screen (updated_at). */
export const pendenciasAcoesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const acao of ['iniciar', 'resolver', 'cancelar', 'reabrir'] as const) {
    app.post(`/api/pendencias/:id/${acao}`, {
      config: { access: ['pendencias', 'atualizar'] },
      attachValidation: true,
      schema: {
        tags,
        summary: `${RESUMO[acao]}; updated_at é a versão na tela (409 se mudou)`,
        params: idParams,
        body: acao === 'cancelar' ? cancelarPendenciaInput : acaoPendenciaInput,
        response: { 200: pendenciaResposta },
      },
      handler: async (request) => {
        const a = await carregarAlcance(db, actorOf(request));
        const atual = await carregarPendencia(db, a, request.params.id);
        rejectInvalid(request);
        const corpo: { updated_at: string; motivo?: string } = request.body;
        await moverPendencia(db, request, atual, acao, { updated_at: corpo.updated_at, motivo: corpo.motivo ?? null });
        return apresentarUma(db, a, atual.id);
      },
    });
  }
};
