import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AcaoPendencia, transicaoDaPendencia } from '../../../domain/pendencia/status';
import {
  PENDENCIA_MENSAGENS as MSG,
  acaoPendenciaInput,
  cancelarPendenciaInput,
  pendenciaResposta,
} from '../../../domain/schemas/pendencia';
import type { Db } from '../../db/client';
import { pendencias } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { mesmaVersao, proximaVersao } from '../../lib/gravacao';
import { idParams } from '../../lib/parametros';
import { rejectInvalid } from '../../lib/validacao';
import { carregarAlcance } from '../../policies/avaliacao';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { hojeNaEmpresa } from '../../services/fuso';
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
        const { updated_at, motivo = null } = corpo;
        const hoje = await hojeNaEmpresa(db, atual.empresa_id);
        const passo = await db.transaction(async (tx) => {
          // Locked: of two clicks from the same screen, the second finds a new version (409).
          const [linha] = await tx
            .select({ status: pendencias.status, origem: pendencias.origem, updated_at: pendencias.updated_at })
            .from(pendencias)
            .where(eq(pendencias.id, atual.id))
            .for('update');
          if (!linha || !mesmaVersao(linha.updated_at, updated_at)) throw conflict(MSG.conflito);
          const r = transicaoDaPendencia(acao, linha, { hoje, motivo });
          if ('recusa' in r) throw conflict(r.recusa);
          await tx
            .update(pendencias)
            .set({ ...r, updated_at: proximaVersao(pendencias.updated_at) })
            .where(eq(pendencias.id, atual.id));
          return { de: linha.status, para: r };
        });
        await auditar(db, request, {
          acao: `${acao}_pendencia`,
          entidade: 'pendencia',
          entidade_id: atual.id,
          antes: { titulo: atual.titulo, status: passo.de, data_resolucao: atual.data_resolucao },
          depois: { titulo: atual.titulo, ...passo.para },
        });
        return apresentarUma(db, a, atual.id);
      },
    });
  }
};
