import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaDasFrequencias } from '../../../domain/fechamento/figuras';
import {
  FECHAMENTO_BIMESTRAL_MENSAGENS as MSG,
  fechamentoBimestralDetalhe,
  fechamentoBimestralResposta,
  resumoFechamentosResposta,
} from '../../../domain/schemas/fechamento-bimestral';
import type { Db } from '../../db/client';
import { alunos, fechamentosBimestrais, fechamentosEventos, usuarios } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { carregarAlcance, turmaNoAlcance } from '../../policies/alcance';
import { fechamentosNoEscopo } from '../../policies/fechamentos';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { apresentarAlunoDoFechamento, apresentarEvento } from '../../presenters/fechamento-bimestral';
import {
  apresentarLinhas,
  carregarPagina,
  filtrosFechamentos,
  listaFechamentosQuery,
  ordemFechamentos,
  selecionarFechamentos,
  whereFechamentos,
} from './carregar';
import { fechamentosAcoesRoutes } from './acoes';
import { fechamentosExportarRoutes } from './exportar';
import { fechamentosWriteRoutes } from './write';
import { idParams } from '../../lib/parametros';

const tags = ['fechamentos-bimestrais'];

/** The bimonthly closings of a class: list, cards, one closing with its students and history. */
export const fechamentosBimestraisRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(fechamentosWriteRoutes, { db });
  await app.register(fechamentosAcoesRoutes, { db });
  await app.register(fechamentosExportarRoutes, { db });

  app.get('/api/fechamentos-bimestrais', {
    config: { access: ['fechamento', 'ler'] },
    schema: {
      tags,
      summary:
        'Fechamentos bimestrais de uma turma no alcance do usuário, com os números calculados das notas e da frequência; busca por disciplina, professor ou turma',
      querystring: listaFechamentosQuery,
      response: { 200: pageOf(fechamentoBimestralResposta) },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const { pagina, por_pagina, ...filtros } = request.query;
      const { itens, total } = await carregarPagina(db, a, filtros, por_pagina, (pagina - 1) * por_pagina);
      return { itens, total, pagina, por_pagina };
    },
  });

  app.get('/api/fechamentos-bimestrais/resumo', {
    config: { access: ['fechamento', 'ler'] },
    schema: {
      tags,
      summary: 'Os cartões da página (total, finalizados, em andamento, frequência média), com os filtros da lista',
      querystring: filtrosFechamentos,
      response: { 200: resumoFechamentosResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      await turmaNoAlcance(db, a, request.query.turma_id);
      // A class has a few dozen closings at most: the figures of all of them, computed together.
      const linhas = await selecionarFechamentos(db)
        .where(whereFechamentos(a, request.query))
        .orderBy(...ordemFechamentos);
      const todos = await apresentarLinhas(db, a, linhas);
      return {
        total: todos.length,
        finalizados: todos.filter((l) => l.dto.status !== 'em_andamento').length,
        em_andamento: todos.filter((l) => l.dto.status === 'em_andamento').length,
        media_frequencia: mediaDasFrequencias(todos.map((l) => l.dto.percentual_frequencia)),
      };
    },
  });

  app.get('/api/fechamentos-bimestrais/:id', {
    config: {
      access: ['fechamento', 'ler'],
      dadosPessoais: dadosPessoais('fechamento_bimestral', (r: { itens: { aluno_id: string | null }[] }) =>
        r.itens.map((i) => i.aluno_id),
      ),
    },
    schema: {
      tags,
      summary:
        'Um fechamento bimestral com a linha de cada aluno (ao vivo enquanto aberto, do último snapshot depois de finalizado) e o histórico',
      params: idParams,
      response: { 200: fechamentoBimestralDetalhe },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const [linha] = await selecionarFechamentos(db).where(
        and(eq(fechamentosBimestrais.id, request.params.id), fechamentosNoEscopo(a)),
      );
      if (!linha) throw notFound(MSG.naoEncontrado);
      const [{ dto, figuras }] = (await apresentarLinhas(db, a, [linha])) as [
        Awaited<ReturnType<typeof apresentarLinhas>>[number],
      ];
      const ids = figuras.linhas.map((l) => l.aluno_id);
      const nomes = ids.length
        ? await db
            .select({ id: alunos.id, nome: alunos.nome, matricula: alunos.matricula })
            .from(alunos)
            .where(inArray(alunos.id, ids))
        : [];
      const porId = new Map(nomes.map((n) => [n.id, n]));
      const itens = figuras.linhas
        .map((l) => apresentarAlunoDoFechamento(l, porId.get(l.aluno_id) ?? { nome: '', matricula: '' }))
        .sort((x, y) => x.nome.localeCompare(y.nome, 'pt-BR'));
      const eventos = await db
        .select({
          id: fechamentosEventos.id,
          acao: fechamentosEventos.acao,
          motivo: fechamentosEventos.motivo,
          usuario_nome: usuarios.nome,
          created_at: fechamentosEventos.created_at,
        })
        .from(fechamentosEventos)
        .leftJoin(usuarios, eq(usuarios.id, fechamentosEventos.usuario_id))
        .where(eq(fechamentosEventos.fechamento_id, linha.id))
        .orderBy(desc(fechamentosEventos.created_at), desc(fechamentosEventos.id));
      return {
        ...dto,
        origem: linha.status !== 'em_andamento' && linha.versao_snapshot > 0 ? ('snapshot' as const) : ('ao_vivo' as const),
        itens,
        eventos: eventos.map(apresentarEvento),
      };
    },
  });
};
