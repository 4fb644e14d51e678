import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conselhoDetalhe,
  listaConselhosQuery,
  listaConselhosResposta,
  opcoesConselhoResposta,
} from '../../../domain/schemas/conselho';
import type { Db } from '../../db/client';
import type { Armazenamento } from '../../services/storage';
import { conselhosClasse, conselhosEventos, turmas, usuarios } from '../../db/schema';
import { carregarAlcance, turmaNoAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { apresentarEventoDoConselho } from '../../presenters/conselho';
import { conselhosAcoesRoutes } from './acoes';
import { conselhosAtaRoutes } from './ata';
import {
  apresentarLinhas,
  conselhoNoAlcance,
  coordenadoresPossiveis,
  ordemConselhos,
  selecionarConselhos,
  whereConselhos,
} from './carregar';
import { conselhosDecisoesRoutes } from './decisoes';
import { conselhosWriteRoutes } from './write';
import { idParams, turmaIdParams } from '../../lib/parametros';

const tags = ['conselhos'];

/** The class councils of a class: list with the cards, the form's choices, one council with its history. */
export const conselhosRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento?: Armazenamento }> = async (
  app,
  { db, armazenamento },
) => {
  await app.register(conselhosWriteRoutes, { db });
  await app.register(conselhosAcoesRoutes, { db });
  await app.register(conselhosDecisoesRoutes, { db });
  await app.register(conselhosAtaRoutes, { db, ...(armazenamento ? { armazenamento } : {}) });

  app.get('/api/turmas/:turmaId/conselhos', {
    config: { access: ['conselho', 'ler'] },
    schema: {
      tags,
      summary:
        'Conselhos de classe de uma turma (um por bimestre e o final do ano letivo), com os cartões (total, finalizados, em andamento, agendados); busca por turma, coordenador ou local',
      params: turmaIdParams,
      querystring: listaConselhosQuery,
      response: { 200: listaConselhosResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const turma = await turmaNoAlcance(db, a, request.params.turmaId);
      const { pagina, por_pagina, ...filtros } = request.query;
      const where = whereConselhos(a, turma.id, filtros);
      const [linhas, porStatus] = await Promise.all([
        selecionarConselhos(db)
          .where(where)
          .orderBy(...ordemConselhos)
          .limit(por_pagina)
          .offset((pagina - 1) * por_pagina),
        db
          .select({ status: conselhosClasse.status, n: count() })
          .from(conselhosClasse)
          .innerJoin(turmas, eq(turmas.id, conselhosClasse.turma_id))
          .leftJoin(usuarios, eq(usuarios.id, conselhosClasse.coordenador_id))
          .where(where)
          .groupBy(conselhosClasse.status),
      ]);
      const de = (s: string) => porStatus.find((p) => p.status === s)?.n ?? 0;
      const total = porStatus.reduce((s, p) => s + p.n, 0);
      return {
        itens: await apresentarLinhas(db, a, linhas),
        total,
        pagina,
        por_pagina,
        resumo: { total, finalizados: de('finalizado'), em_andamento: de('em_andamento'), agendados: de('agendado') },
      };
    },
  });

  app.get('/api/turmas/:turmaId/conselhos/opcoes', {
    config: { access: ['conselho', 'ler'] },
    schema: {
      tags,
      summary:
        'As escolhas do formulário: quem pode coordenar (gestores da escola e professores da turma) e os professores da turma',
      params: turmaIdParams,
      response: { 200: opcoesConselhoResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const turma = await turmaNoAlcance(db, a, request.params.turmaId);
      return coordenadoresPossiveis(db, turma);
    },
  });

  app.get('/api/conselhos/:id', {
    config: { access: ['conselho', 'ler'] },
    schema: {
      tags,
      summary:
        'Um conselho de classe com os participantes (e a presença) e o histórico (iniciado, finalizado, corrigido com o motivo)',
      params: idParams,
      response: { 200: conselhoDetalhe },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const linha = await conselhoNoAlcance(db, a, request.params.id);
      const [[dto], eventos] = await Promise.all([
        apresentarLinhas(db, a, [linha]),
        db
          .select({
            id: conselhosEventos.id,
            acao: conselhosEventos.acao,
            versao: conselhosEventos.versao,
            motivo: conselhosEventos.motivo,
            usuario_nome: usuarios.nome,
            created_at: conselhosEventos.created_at,
          })
          .from(conselhosEventos)
          .leftJoin(usuarios, eq(usuarios.id, conselhosEventos.usuario_id))
          .where(eq(conselhosEventos.conselho_id, linha.id))
          .orderBy(desc(conselhosEventos.created_at), desc(conselhosEventos.id)),
      ]);
      return { ...dto!, eventos: eventos.map(apresentarEventoDoConselho) };
    },
  });
};
