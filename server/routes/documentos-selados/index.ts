import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TITULAR_MENSAGENS as MSG,
  leituraSeladaInput,
  paginaDocumentosSeladosResposta,
} from '../../../domain/schemas/privacidade-titular';
import type { Db } from '../../db/client';
import { alunos, documentosSelados, escolas } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { filtroId } from '../../lib/filtros';
import { pagingQuery } from '../../lib/paging';
import { rejectInvalid } from '../../lib/validacao';
import { documentosSeladosNoEscopo, podeLerSelados } from '../../policies/documentos-selados';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { dadosPessoaisInformados, informarAlunos } from '../../plugins/registro-de-acessos';
import { apresentarDocumentoSelado } from '../../presenters/documentos-selados';
import { auditar } from '../../services/auditoria';
import { TIPO_PDF, enviarArquivo } from '../../services/documentos/download';
import { abrirSelo, type ChaveDeSelo } from '../../services/privacidade/selo';
import { idValido } from '../../lib/parametros';

// A resource of the privacy module (services/privacidade/, policies/privacidade.ts); its URL predates the module's name.
const tags = ['documentos-selados'];
const params = z.object({ id: idValido(MSG.documentoNaoEncontrado) });
const listaQuery = pagingQuery
  .omit({ busca: true })
  .extend({ aluno_id: filtroId(MSG.alunoNaoEncontrado), escola_id: filtroId('Escola inválida') });

/** The legal hold of anonymised students: the list (no content) and the opening of one, with a reason. */
export const documentosSeladosRoutes: FastifyPluginAsyncZod<{ db: Db; chave: ChaveDeSelo }> = async (app, { db, chave }) => {
  const alcance = async (request: Parameters<typeof actorOf>[0]) => {
    const actor = actorOf(request);
    if (!podeLerSelados(actor)) throw forbidden(MSG.soSecretaria);
    return documentosSeladosNoEscopo((await carregarAlcance(db, actor)).scope);
  };

  app.get('/api/documentos-selados', {
    config: { access: ['privacidade', 'gerenciar'] },
    schema: {
      tags,
      summary:
        'Documentos selados dos alunos anonimizados da rede (histórico, atas, matrículas, diários), sem o conteúdo, por aluno ou escola; só a secretaria da rede',
      querystring: listaQuery,
      response: { 200: paginaDocumentosSeladosResposta },
    },
    handler: async (request) => {
      const { pagina, por_pagina, aluno_id, escola_id } = request.query;
      const where = and(
        await alcance(request),
        aluno_id ? eq(documentosSelados.aluno_id, aluno_id) : undefined,
        escola_id ? eq(documentosSelados.escola_id, escola_id) : undefined,
      );
      const linhas = await db
        .select({
          id: documentosSelados.id,
          classe: documentosSelados.classe,
          titulo: documentosSelados.titulo,
          ano_letivo: documentosSelados.ano_letivo,
          formato: documentosSelados.formato,
          nome_arquivo: documentosSelados.nome_arquivo,
          tamanho: documentosSelados.tamanho,
          selado_em: documentosSelados.selado_em,
          expira_em: documentosSelados.expira_em,
          aluno_id: alunos.id,
          aluno_nome: alunos.nome,
          escola: escolas.nome,
        })
        .from(documentosSelados)
        .innerJoin(alunos, eq(alunos.id, documentosSelados.aluno_id))
        .innerJoin(escolas, eq(escolas.id, documentosSelados.escola_id))
        .where(where)
        .orderBy(desc(documentosSelados.selado_em), documentosSelados.classe, documentosSelados.ano_letivo, documentosSelados.id)
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(documentosSelados)
        .where(where);
      return { itens: linhas.map(apresentarDocumentoSelado), total: total?.n ?? 0, pagina, por_pagina };
    },
  });

  app.post('/api/documentos-selados/:id/abrir', {
    config: { access: ['privacidade', 'gerenciar'], dadosPessoais: dadosPessoaisInformados('documento_selado') },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Abre um documento selado (PDF ou JSON) com o motivo por escrito; cada abertura fica na auditoria. Só a secretaria da rede do aluno',
      params,
      body: leituraSeladaInput,
    },
    handler: async (request, reply) => {
      const escopo = await alcance(request);
      rejectInvalid(request);
      const [doc] = await db
        .select()
        .from(documentosSelados)
        .where(and(eq(documentosSelados.id, request.params.id), escopo));
      if (!doc) throw notFound(MSG.documentoNaoEncontrado);
      const dados = doc.chave === chave.id ? abrirSelo(chave, doc.id, doc.conteudo) : null;
      if (!dados) throw conflict(MSG.documentoIlegivel);
      await auditar(db, request, {
        acao: 'abrir_selado',
        entidade: 'documento_selado',
        entidade_id: doc.id,
        depois: { motivo: request.body.motivo, aluno_id: doc.aluno_id, classe: doc.classe, titulo: doc.titulo },
      });
      informarAlunos(request, [doc.aluno_id]);
      const tipo = doc.formato === 'pdf' ? TIPO_PDF : 'application/json; charset=utf-8';
      return enviarArquivo(reply, { nome: doc.nome_arquivo, tipo, dados });
    },
  });
};
