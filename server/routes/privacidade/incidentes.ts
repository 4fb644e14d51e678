import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DadosDoModelo, modeloParaAnpd, modeloParaFamilias } from '../../../domain/privacidade/modelos-incidente';
import { situacaoDoPrazo } from '../../../domain/privacidade/prazos';
import {
  INCIDENTE_MENSAGENS as MSG,
  type Incidente,
  incidenteInput,
  incidenteResposta,
  incidenteUpdate,
  listaIncidentesQuery,
  listaIncidentesResposta,
} from '../../../domain/schemas/privacidade-incidente';
import type { Db } from '../../db/client';
import { incidentesSeguranca } from '../../db/schema';
import { empresaParaEscrever } from '../../policies/configuracoes-da-rede';
import { conflict, notFound } from '../../lib/errors';
import { atualizarNaVersao } from '../../lib/gravacao';
import { likePattern } from '../../lib/paging';
import { recusarCampos, rejectInvalid } from '../../lib/validacao';
import { daRedeDoAtor } from '../../policies/privacidade';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { hojeNaEmpresa } from '../../services/fuso';
import { carregarAvisoVigente } from '../../services/privacidade/aviso-privacidade';
import { nomeDaRede, prazoDeComunicacao } from '../../services/privacidade/incidentes';
import { idParams } from '../../lib/parametros';

const tags = ['privacidade'];
type Linha = typeof incidentesSeguranca.$inferSelect;

/**
 * The incident register (LGPD art. 48): kept by the secretaria (and the administrador), with the
 * deadline of 3 business days and the drafts of the notices to the ANPD and to the families. No
 * delete: the register is the network's proof of what it did.
 */
export const incidentesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** The rows as the page shows them: each deadline against its network's today, the notices signed by its encarregado. */
  async function apresentar(linhas: Linha[]): Promise<Incidente[]> {
    const redes = new Map<string, { hoje: string; rede: string; encarregado: string; contato: string }>();
    for (const empresaId of new Set(linhas.map((l) => l.empresa_id))) {
      const rede = await nomeDaRede(db, empresaId);
      const aviso = await carregarAvisoVigente(db, { id: empresaId, nome: rede });
      const publicado = aviso.versao !== null;
      redes.set(empresaId, {
        hoje: await hojeNaEmpresa(db, empresaId),
        rede,
        encarregado: publicado ? aviso.encarregado_nome : '[nome do encarregado]',
        contato: publicado ? aviso.encarregado_contato : '[contato do encarregado]',
      });
    }
    return linhas.map(({ criado_por: _c, created_at, updated_at, ...l }) => {
      const r = redes.get(l.empresa_id)!;
      const dados: DadosDoModelo = { ...l, ...r, prazo: l.prazo_comunicacao };
      return {
        ...l,
        situacao_prazo: l.status === 'aberto' ? situacaoDoPrazo(l.prazo_comunicacao, r.hoje, 1) : null,
        modelos: { anpd: modeloParaAnpd(dados), familias: modeloParaFamilias(dados) },
        created_at: created_at.toISOString(),
        updated_at: updated_at.toISOString(),
      };
    });
  }

  async function carregarIncidente(request: Parameters<typeof actorOf>[0], id: string): Promise<Linha> {
    const [linha] = await db
      .select()
      .from(incidentesSeguranca)
      .where(and(eq(incidentesSeguranca.id, id), daRedeDoAtor(actorOf(request), incidentesSeguranca.empresa_id)));
    if (!linha) throw notFound(MSG.naoEncontrado);
    return linha;
  }

  /** The dates against the network's today: found not in the future, told not before found nor in the future. */
  async function conferirDatas(empresaId: string, d: { descoberto_em: string; comunicado_em: string | null }) {
    const hoje = await hojeNaEmpresa(db, empresaId);
    const erros: Record<string, string> = {};
    if (d.descoberto_em > hoje) erros.descoberto_em = MSG.descobertoFuturo;
    if (d.comunicado_em && d.comunicado_em > hoje) erros.comunicado_em = MSG.comunicadoFuturo;
    else if (d.comunicado_em && d.comunicado_em < d.descoberto_em) erros.comunicado_em = MSG.comunicadoAntes;
    recusarCampos(erros);
  }

  app.get('/api/privacidade/incidentes', {
    config: { access: ['privacidade', 'gerenciar'] },
    schema: {
      tags,
      summary:
        'Incidentes de segurança com dados pessoais da rede (o administrador pode escolher uma), os mais recentes antes; busca no título e na natureza',
      querystring: listaIncidentesQuery,
      response: { 200: listaIncidentesResposta },
    },
    handler: async (request) => {
      const { pagina, por_pagina, busca, empresa_id } = request.query;
      const termo = busca ? likePattern(busca) : null;
      const where = and(
        daRedeDoAtor(actorOf(request), incidentesSeguranca.empresa_id),
        empresa_id ? eq(incidentesSeguranca.empresa_id, empresa_id) : undefined,
        termo ? or(ilike(incidentesSeguranca.titulo, termo), ilike(incidentesSeguranca.natureza, termo)) : undefined,
      );
      const linhas = await db
        .select()
        .from(incidentesSeguranca)
        .where(where)
        .orderBy(desc(incidentesSeguranca.descoberto_em), desc(incidentesSeguranca.created_at))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [n] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(incidentesSeguranca)
        .where(where);
      return { itens: await apresentar(linhas), total: n?.total ?? 0, pagina, por_pagina };
    },
  });

  app.get('/api/privacidade/incidentes/:id', {
    config: { access: ['privacidade', 'gerenciar'] },
    schema: {
      tags,
      summary: 'Um incidente, com os modelos de comunicação',
      params: idParams,
      response: { 200: incidenteResposta },
    },
    handler: async (request) => (await apresentar([await carregarIncidente(request, request.params.id)]))[0]!,
  });

  app.post('/api/privacidade/incidentes', {
    config: { access: ['privacidade', 'gerenciar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Registra um incidente: dia da descoberta (não futuro), natureza, dados e titulares afetados, medidas e situação; o prazo de comunicação é o 3º dia útil depois da descoberta (sem fins de semana e feriados da rede)',
      body: incidenteInput,
      response: { 201: incidenteResposta },
    },
    handler: async (request, reply) => {
      rejectInvalid(request);
      const { empresa_id, ...dados } = request.body;
      const { actor, empresa } = await empresaParaEscrever(db, request, empresa_id, MSG);
      await conferirDatas(empresa.id, dados);
      const [criado] = await db
        .insert(incidentesSeguranca)
        .values({
          ...dados,
          empresa_id: empresa.id,
          prazo_comunicacao: await prazoDeComunicacao(db, empresa.id, dados.descoberto_em),
          criado_por: actor.id,
        })
        .returning();
      const [depois] = await apresentar([criado!]);
      await auditar(db, request, { acao: 'criar', entidade: 'incidente_seguranca', entidade_id: criado!.id, depois: dados });
      return reply.status(201).send(depois!);
    },
  });

  app.put('/api/privacidade/incidentes/:id', {
    config: { access: ['privacidade', 'gerenciar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Atualiza um incidente (medidas, situação, data da comunicação…); updated_at é a versão carregada',
      params: idParams,
      body: incidenteUpdate,
      response: { 200: incidenteResposta },
    },
    handler: async (request) => {
      const atual = await carregarIncidente(request, request.params.id);
      rejectInvalid(request);
      const { updated_at, ...dados } = request.body;
      await conferirDatas(atual.empresa_id, dados);
      await atualizarNaVersao(
        db,
        incidentesSeguranca,
        eq(incidentesSeguranca.id, atual.id),
        { ...dados, prazo_comunicacao: await prazoDeComunicacao(db, atual.empresa_id, dados.descoberto_em) },
        updated_at,
        () => conflict(MSG.conflito),
      );
      const [depois] = await apresentar([await carregarIncidente(request, atual.id)]);
      await auditar(db, request, { acao: 'atualizar', entidade: 'incidente_seguranca', entidade_id: atual.id, depois: dados });
      return depois!;
    },
  });
};
