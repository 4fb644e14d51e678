import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TITULAR_MENSAGENS as MSG, anonimizacaoInput, anonimizacaoResposta } from '../../../domain/schemas/lgpd-titular';
import type { Db } from '../../db/client';
import { alunos } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { rejectInvalid } from '../../lib/validacao';
import { alunosNoEscopo } from '../../policies/alunos';
import { carregarEscopo } from '../../policies/escopo';
import { actorOf } from '../../plugins/access';
import { anonimizarAluno } from '../../services/lgpd/anonimizacao';
import type { ChaveDeSelo } from '../../services/lgpd/selo';
import type { Armazenamento } from '../../services/storage';

const params = z.object({ id: z.uuid(MSG.alunoNaoEncontrado) });

/** Anonymising a student at the data subject's request: irreversible, with a written reason. */
export const alunosAnonimizarRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento: Armazenamento; chave: ChaveDeSelo }> = async (
  app,
  { db, armazenamento, chave },
) => {
  app.post('/api/alunos/:id/anonimizar', {
    config: { access: ['privacidade', 'deletar'] },
    attachValidation: true,
    schema: {
      tags: ['alunos'],
      summary:
        'Anonimiza um aluno, sem volta: sela o histórico, os resultados, as atas e as matrículas (só a secretaria os lê, com motivo), apaga o resto e a conta de acesso, e o aluno some de buscas, listas e relatórios. Pede o motivo e a palavra ANONIMIZAR; 409 se já anonimizado',
      params,
      body: anonimizacaoInput,
      response: { 200: anonimizacaoResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const scope = await carregarEscopo(db, actorOf(request));
      const [aluno] = await db
        .select({ id: alunos.id })
        .from(alunos)
        .where(and(eq(alunos.id, request.params.id), alunosNoEscopo(scope, { escrita: true, anonimizados: true })));
      if (!aluno) throw notFound(MSG.alunoNaoEncontrado);
      return anonimizarAluno(db, aluno.id, { armazenamento, chave, request, motivo: request.body.motivo });
    },
  });
};
