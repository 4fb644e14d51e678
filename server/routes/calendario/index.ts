import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CalendarioLetivo, validarCalendario } from '../../../domain/calendario';
import {
  CALENDARIO_TEXTOS as MSG,
  anoParams,
  calendarioInput,
  calendarioResposta,
  empresaQuery,
} from '../../../domain/schemas/calendario';
import type { Db } from '../../db/client';
import { anosLetivos, empresas } from '../../db/schema';
import { type Actor, can } from '../../lib/actor';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { gravarNaVersao } from '../../lib/gravacao';
import { rejectInvalid } from '../../lib/validacao';
import { actorOf } from '../../plugins/access';
import { apresentarCalendario } from '../../presenters/calendario';
import { auditar } from '../../services/auditoria';
import { carregarCalendarioComVersao } from '../../services/calendario';

const tags = ['calendário letivo'];

/** Only administradores (any network) and the network's own empresa users change its calendar. */
function podeEditar(actor: Actor, empresaId: string): boolean {
  if (!can(actor, 'configuracoes', 'atualizar')) return false;
  return actor.tipo_usuario === 'administrador' || (actor.tipo_usuario === 'empresa' && actor.empresa_id === empresaId);
}

/** A network's ano letivo (Configurações → 'Calendário letivo'): the default calendar until it saves its own. */
export const calendarioRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  async function empresaAlvo(
    actor: Actor,
    pedida: string | null | undefined,
    invalida: (msg: string) => Error,
  ): Promise<{ id: string; nome: string }> {
    let id: string;
    if (actor.tipo_usuario === 'administrador') {
      if (!pedida) throw badRequest(MSG.empresaObrigatoria, { empresa_id: MSG.empresaObrigatoria });
      id = pedida;
    } else {
      if (!actor.empresa_id) throw badRequest(MSG.semEmpresa);
      if (pedida && pedida !== actor.empresa_id) throw invalida(MSG.outraEmpresa);
      id = actor.empresa_id;
    }
    const [empresa] = await db.select({ id: empresas.id, nome: empresas.nome }).from(empresas).where(eq(empresas.id, id));
    if (!empresa) throw badRequest(MSG.empresaNaoEncontrada, { empresa_id: MSG.empresaNaoEncontrada });
    return empresa;
  }

  async function carregar(actor: Actor, empresa: { id: string; nome: string }, ano: number) {
    const { calendario, updated_at } = await carregarCalendarioComVersao(db, empresa.id, ano);
    return apresentarCalendario(empresa, calendario, updated_at, podeEditar(actor, empresa.id));
  }

  /** Writers: administrador (any network, named) and the network's empresa users; everyone else 403. */
  function quemEscreve(actor: Actor) {
    if (actor.tipo_usuario !== 'administrador' && actor.tipo_usuario !== 'empresa') throw forbidden();
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
      const actor = actorOf(request);
      // Another network's calendar is simply not there for a non-administrator.
      const empresa = await empresaAlvo(actor, request.query.empresa_id, () => notFound(MSG.empresaNaoEncontrada));
      return carregar(actor, empresa, request.params.ano);
    },
  });

  app.put('/api/calendario/:ano', {
    config: { access: ['configuracoes', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Salva o calendário letivo de uma rede no ano (administrador: qualquer uma; empresa: a própria); updated_at é a versão carregada (null sobre o padrão)',
      params: anoParams,
      body: calendarioInput,
      response: { 200: calendarioResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      quemEscreve(actor);
      const { ano } = request.params;
      const { empresa_id, updated_at, inicio, fim, bimestres, dias } = request.body;
      const empresa = await empresaAlvo(actor, empresa_id, (msg) => forbidden(msg));
      const [b1, b2, b3, b4] = bimestres;
      const novo: CalendarioLetivo = { ano, inicio, fim, bimestres: [b1!, b2!, b3!, b4!], dias };
      const erros = validarCalendario(novo);
      if (Object.keys(erros).length) throw badRequest(MSG.invalido, erros);
      const antes = await carregarCalendarioComVersao(db, empresa.id, ano);

      const valores = { inicio, fim, bimestres, dias: [...dias].sort((a, b) => a.data.localeCompare(b.data)) };
      await gravarNaVersao(
        db,
        anosLetivos,
        {
          linha: { empresa_id: empresa.id, ano, ...valores },
          onde: and(eq(anosLetivos.empresa_id, empresa.id), eq(anosLetivos.ano, ano)),
          mudancas: valores,
        },
        updated_at,
        () => conflict(MSG.conflito),
      );

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
      summary: 'Restaura o calendário padrão da rede no ano (apaga o salvo) e o devolve',
      params: anoParams,
      querystring: empresaQuery,
      response: { 200: calendarioResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      quemEscreve(actor);
      const { ano } = request.params;
      const empresa = await empresaAlvo(actor, request.query.empresa_id, (msg) => forbidden(msg));
      const apagados = await db
        .delete(anosLetivos)
        .where(and(eq(anosLetivos.empresa_id, empresa.id), eq(anosLetivos.ano, ano)))
        .returning();
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
