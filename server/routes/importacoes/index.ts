import { Readable } from 'node:stream';
import { and, asc, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importacaoResposta,
  importacoesPagina,
  importacoesQuery,
  type LinhaImportada,
  linhasPagina,
  linhasQuery,
} from '../../../domain/schemas/importacao';
import type { Db } from '../../db/client';
import { importacoes, importacoesLinhas } from '../../db/schema';
import { idParams } from '../../lib/parametros';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { carregarAlcance } from '../../policies/alcance';
import { auditar } from '../../services/auditoria';
import { nomeDeArquivo } from '../../services/documentos/download';
import { apresentarImportacao, carregarImportacao, importacoesNoEscopo } from '../../services/importacoes/carregar';
import { csvDasRecusadas } from '../../services/importacoes/recusadas';
import type { Armazenamento } from '../../services/storage';
import { importacoesEscritaRoutes } from './write';

const tags = ['importacoes'];

/** Import of students from CSV/XLSX (issue 26): the reads; the writes in write.ts. */
export const importacoesRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento: Armazenamento }> = async (
  app,
  { db, armazenamento },
) => {
  await app.register(importacoesEscritaRoutes, { db, armazenamento });

  app.get('/api/importacoes', {
    config: { access: ['alunos', 'ler'] },
    schema: {
      tags,
      summary: 'As importações de alunos no escopo do usuário (de uma escola, com escola_id), das mais recentes às mais antigas',
      querystring: importacoesQuery,
      response: { 200: importacoesPagina },
    },
    handler: async (request) => {
      const { pagina, por_pagina, escola_id } = request.query;
      const a = await carregarAlcance(db, actorOf(request));
      const where = and(importacoesNoEscopo(a), escola_id ? eq(importacoes.escola_id, escola_id) : undefined);
      const linhas = await db
        .select()
        .from(importacoes)
        .where(where)
        .orderBy(desc(importacoes.created_at), desc(importacoes.id))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db.select({ n: count() }).from(importacoes).where(where);
      const itens = [];
      for (const l of linhas) itens.push(await apresentarImportacao(db, l));
      return { itens, total: total?.n ?? 0, pagina, por_pagina };
    },
  });

  app.get('/api/importacoes/:id', {
    config: { access: ['alunos', 'ler'] },
    schema: {
      tags,
      summary: 'Uma importação: situação, progresso, colunas e mapeamento, contagens e o resultado',
      params: idParams,
      response: { 200: importacaoResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      return apresentarImportacao(db, await carregarImportacao(db, a, request.params.id));
    },
  });

  app.get('/api/importacoes/:id/linhas', {
    config: {
      access: ['alunos', 'ler'],
      // The lines carry the file's data and, for a duplicate, the student of the network it looks like.
      dadosPessoais: dadosPessoais<{ itens: LinhaImportada[] }>('importacao_alunos', (r) =>
        r.itens.flatMap((l) => [l.aluno_id, ...l.duplicados.map((d) => d.aluno_id)]),
      ),
    },
    schema: {
      tags,
      summary:
        'As linhas da importação, paginadas: todas, só as recusadas (com os motivos), as com duplicado ou as que esperam decisão',
      params: idParams,
      querystring: linhasQuery,
      response: { 200: linhasPagina },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const imp = await carregarImportacao(db, a, request.params.id);
      const { pagina, por_pagina, filtro } = request.query;
      const l = importacoesLinhas;
      const filtros: Record<typeof filtro, SQL | undefined> = {
        todas: undefined,
        recusadas: or(eq(l.situacao, 'recusada'), eq(l.resultado, 'recusada')),
        duplicadas: eq(l.situacao, 'duplicada'),
        pendentes: and(eq(l.situacao, 'duplicada'), isNull(l.decisao)),
      };
      const where = and(eq(l.importacao_id, imp.id), filtros[filtro]);
      const linhas = await db
        .select()
        .from(l)
        .where(where)
        .orderBy(asc(l.numero))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db.select({ n: count() }).from(l).where(where);
      const colunaDoNome = (imp.mapeamento ?? []).indexOf('nome');
      return {
        itens: linhas.map((x) => ({
          numero: x.numero,
          celulas: x.celulas,
          nome: x.dados?.nome ?? (colunaDoNome >= 0 ? (x.celulas[colunaDoNome] ?? '') : ''),
          recusas: x.recusas,
          duplicados: x.duplicados,
          situacao: x.situacao,
          decisao: x.decisao,
          decisao_motivo: x.decisao_motivo,
          resultado: x.resultado,
          erro: x.erro,
          aluno_id: x.aluno_id,
        })),
        total: total?.n ?? 0,
        pagina,
        por_pagina,
      };
    },
  });

  app.get('/api/importacoes/:id/recusadas', {
    config: {
      access: ['alunos', 'ler'],
      // A refused line made no student: the file holds what was typed about children of no record of the network.
      dadosPessoais: { semRegistro: 'as linhas recusadas não viraram aluno da rede: nenhum registro a que o acesso se ligue' },
    },
    schema: {
      tags,
      summary: 'Baixa em CSV as linhas recusadas com os motivos (células que parecem fórmula neutralizadas)',
      params: idParams,
    },
    handler: async (request, reply) => {
      const a = await carregarAlcance(db, actorOf(request));
      const imp = await carregarImportacao(db, a, request.params.id);
      await auditar(db, request, {
        acao: 'exportar',
        entidade: 'importacao',
        entidade_id: imp.id,
        depois: { arquivo: 'linhas_recusadas', formato: 'csv' },
      });
      const nome = `${nomeDeArquivo('linhas-recusadas', imp.nome_arquivo.replace(/\.[^.]*$/, ''))}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${nome}"; filename*=UTF-8''${encodeURIComponent(nome)}`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(csvDasRecusadas(db, imp)));
    },
  });
};
