import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOLETIM_MENSAGENS as MSG,
  codigoParams,
  confirmacaoDoAlunoInput,
  confirmacaoDoAlunoResposta,
  verificacaoResposta,
} from '../../../domain/schemas/boletim';
import type { Db } from '../../db/client';
import { alunos, documentosEmitidos } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { apresentarConfirmacaoDoAluno, apresentarVerificacao } from '../../presenters/boletim';
import { lerCustomizacao } from '../../services/customizacao';
import { lerGeral } from '../../services/identidade';
import { dadosPessoais, doCaminho } from '../../plugins/registro-de-acessos';
import { alunoDoDocumento } from '../../services/privacidade/acessos';
import { criarLimite, criarLimiteDeTentativas } from './limite';
import { CODIGOS_DE_ERRO as C } from '../../../domain/erros';

/**
 * Verificação pública de um documento emitido pelo código: anyone holding the paper (a school
 * receiving a transferred student, a parent) confirms it was issued, by which network and when, and
 * sees the key figures kept at issue, the student by initials only: a code read off a photo or a
 * lost paper does not name a child. The full name (and who issued it: the student itself, for its
 * own boletim) is answered to whoever also knows the student's birth date. An unknown code says
 * only that: no hint of what exists.
 */
export const verificarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // One budget per address for both routes: the confirmation is no way around the lookup's limit.
  const limitar = criarLimite();
  const limitarTentativas = criarLimiteDeTentativas();

  // A verifier reads a child's figures (and, with the birth date, its name): logged without a user.
  const registro = dadosPessoais<unknown>('verificacao_documento', (_resposta, request) =>
    alunoDoDocumento(db, doCaminho(request, 'codigo') ?? ''),
  );

  app.get('/api/publico/verificar/:codigo', {
    config: { access: 'public', dadosPessoais: registro },
    schema: {
      tags: ['público'],
      summary:
        'Confere um documento emitido (boletim) pelo código de verificação: a rede, quando e o resumo guardado (iniciais do aluno, escola, turma, ano letivo, médias finais, frequência e situação)',
      params: codigoParams,
      response: { 200: verificacaoResposta },
    },
    handler: async (request, reply) => {
      limitar(request.ip);
      const [doc] = await db.select().from(documentosEmitidos).where(eq(documentosEmitidos.codigo, request.params.codigo));
      if (!doc) throw notFound(MSG.naoEncontrado);
      // Never kept by a shared cache: the answer is about one child.
      reply.header('cache-control', 'no-store');
      // The network by the name its documents print, as on the paper in the verifier's hands, and its own
      // logo: the page is the issuing network's answer, not the platform's.
      const [geral, { customizacao, versoes }] = await Promise.all([
        lerGeral(db, doc.empresa_id),
        lerCustomizacao(db, doc.empresa_id),
      ]);
      // versoes.logo is set only when the network saved a logo of its own (not the platform's fallback).
      const logo = versoes.logo && customizacao.logo.url ? { url: customizacao.logo.url, alt: customizacao.logo.alt } : null;
      return apresentarVerificacao(doc, geral.nomeInstituicao, logo);
    },
  });

  app.post('/api/publico/verificar/:codigo/aluno', {
    config: { access: 'public', dadosPessoais: registro },
    schema: {
      tags: ['público'],
      summary:
        'Confirma o nome completo do aluno de um documento emitido, e quem o emitiu: só quando a data de nascimento informada é a do cadastro do aluno (a mesma mensagem para qualquer outra data)',
      params: codigoParams,
      body: confirmacaoDoAlunoInput,
      response: { 200: confirmacaoDoAlunoResposta },
    },
    handler: async (request, reply) => {
      limitar(request.ip);
      const [linha] = await db
        .select({ doc: documentosEmitidos, nascimento: alunos.data_nascimento })
        .from(documentosEmitidos)
        .innerJoin(alunos, eq(alunos.id, documentosEmitidos.aluno_id))
        .where(eq(documentosEmitidos.codigo, request.params.codigo));
      if (!linha) throw notFound(MSG.naoEncontrado);
      limitarTentativas(linha.doc.codigo);
      reply.header('cache-control', 'no-store');
      // The birth date on record now, not a copy taken at issue: a corrected date applies, and an
      // anonymised student (no date, and no documents left) is never confirmed.
      if (!linha.nascimento || linha.nascimento !== request.body.data_nascimento)
        throw new AppError(422, C.naoConfirmado, MSG.naoConfirmado);
      return apresentarConfirmacaoDoAluno(linha.doc);
    },
  });
};
