import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CalendarioLetivo, calendarioPadrao, validarCalendario } from '../../../domain/calendario';
import {
  CALENDARIO_TEXTOS as MSG,
  anoParams,
  calendarioInput,
  calendarioResposta,
  empresaQuery,
} from '../../../domain/schemas/calendario';
import type { Db } from '../../db/client';
import { anosLetivos } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { empresaParaEscrever, empresaParaLer, podeEditarDaRede } from '../../policies/configuracoes-da-rede';
import { badRequest, conflict } from '../../lib/errors';
import { gravarNaVersao } from '../../lib/gravacao';
import { rejectInvalid } from '../../lib/validacao';
import { apresentarCalendario } from '../../presenters/calendario';
import { auditar } from '../../services/auditoria';
import { carregarCalendarioComVersao } from '../../services/calendario';
import { garantirCalendarioSemPeriodoFechado } from '../../services/travas';

const tags = ['calendário letivo'];

/** The saved row of one network's year (absent while it uses the default calendar). */
const doAno = (empresaId: string, ano: number) => and(eq(anosLetivos.empresa_id, empresaId), eq(anosLetivos.ano, ano));

/** A network's ano letivo (Configurações → 'Calendário letivo'): the default calendar until it saves its own. */
export const calendarioRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  async function carregar(actor: Actor, empresa: { id: string; nome: string }, ano: number) {
    const { calendario, updated_at } = await carregarCalendarioComVersao(db, empresa.id, ano);
    return apresentarCalendario(empresa, calendario, updated_at, podeEditarDaRede(actor, empresa.id));
  }

  app.get('/api/calendario/:ano', {
    config: { access: 'own' },
    schema: {
      tags,
      summary:
        'Calendário letivo da rede do usuário no ano (o administrador escolhe a empresa): início e fim, bimestres com prazo de fechamento, dias não letivos e letivos extras, dias letivos contados; o padrão enquanto a rede não salvar o seu',
      params: anoParams,
      querystring: empresaQuery,
      response: { 200: calendarioResposta },
    },
    handler: async (request) => {
      const { actor, empresa } = await empresaParaLer(db, request, request.query.empresa_id, MSG);
      return carregar(actor, empresa, request.params.ano);
    },
  });

  app.put('/api/calendario/:ano', {
    config: { access: ['configuracoes', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Salva o calendário letivo de uma rede no ano (administrador: qualquer uma; empresa: a própria); updated_at é a versão carregada (null sobre o padrão). Uma mudança que move ou altera dias de um bimestre com fechamento finalizado (ou de um ano letivo encerrado) → 409 PERIODO_FECHADO, com os fechamentos afetados em fields (fechamentos.0, fechamentos.1…)',
      params: anoParams,
      body: calendarioInput,
      response: { 200: calendarioResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const { ano } = request.params;
      const { empresa_id, updated_at, inicio, fim, bimestres, dias } = request.body;
      const { actor, empresa } = await empresaParaEscrever(db, request, empresa_id, MSG);
      const [b1, b2, b3, b4] = bimestres;
      const novo: CalendarioLetivo = { ano, inicio, fim, bimestres: [b1!, b2!, b3!, b4!], dias };
      const erros = validarCalendario(novo);
      if (Object.keys(erros).length) throw badRequest(MSG.invalido, erros);

      const valores = { inicio, fim, bimestres, dias: [...dias].sort((a, b) => a.data.localeCompare(b.data)) };
      const antes = await db.transaction(async (tx) => {
        const atual = await carregarCalendarioComVersao(tx, empresa.id, ano);
        await garantirCalendarioSemPeriodoFechado(tx, empresa.id, atual.calendario, novo);
        await gravarNaVersao(
          tx,
          anosLetivos,
          {
            linha: { empresa_id: empresa.id, ano, ...valores },
            onde: doAno(empresa.id, ano),
            mudancas: valores,
          },
          updated_at,
          () => conflict(MSG.conflito),
        );
        return atual;
      });

      const depois = await carregar(actor, empresa, ano);
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'calendario_letivo',
        entidade_id: empresa.id,
        antes: { ...antes.calendario, padrao: antes.updated_at === null },
        depois: { ano, ...valores },
      });
      return depois;
    },
  });

  app.delete('/api/calendario/:ano', {
    config: { access: ['configuracoes', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Restaura o calendário padrão da rede no ano (apaga o salvo) e o devolve; se a volta ao padrão move ou altera dias de um bimestre com fechamento finalizado → 409 PERIODO_FECHADO, como no PUT',
      params: anoParams,
      querystring: empresaQuery,
      response: { 200: calendarioResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const { ano } = request.params;
      const { actor, empresa } = await empresaParaEscrever(db, request, request.query.empresa_id, MSG);
      const apagados = await db.transaction(async (tx) => {
        const { calendario } = await carregarCalendarioComVersao(tx, empresa.id, ano);
        // Back to the default is a change of the calendar like any other.
        await garantirCalendarioSemPeriodoFechado(tx, empresa.id, calendario, calendarioPadrao(ano));
        return tx.delete(anosLetivos).where(doAno(empresa.id, ano)).returning();
      });
      const depois = await carregar(actor, empresa, ano);
      if (apagados.length)
        await auditar(db, request, {
          acao: 'restaurar',
          entidade: 'calendario_letivo',
          entidade_id: empresa.id,
          antes: apagados[0],
        });
      return depois;
    },
  });
};
