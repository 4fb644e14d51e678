import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STATUS_MATRICULA } from '../../../domain/academico/catalogo';
import { paginaMatriculasDaTurmaResposta } from '../../../domain/schemas/matricula';
import { TURMA_MENSAGENS } from '../../../domain/schemas/turma';
import type { Db } from '../../db/client';
import { atribuicoes, disciplinas, usuarios } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { filtroEnum } from '../../lib/filtros';
import { likePattern, pagingQuery } from '../../lib/paging';
import { type Escopo, carregarEscopo } from '../../policies/escopo';
import { actorOf } from '../../plugins/access';
import { paginaDaTurma, turmaNoEscopoOu404 } from './roster';
import { disciplinaDaTurmaResposta } from '../../../domain/schemas/atribuicao';
import { apresentarDisciplinasDaTurma } from '../../presenters/atribuicao';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { idParams } from '../../lib/parametros';

const tags = ['turmas'];

/** The class's subjects and its roster: what the other class pages build on. */
export const turmasRelacoesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const turmaInScope = (scope: Escopo, id: string) => turmaNoEscopoOu404(db, scope, id);

  app.get('/api/turmas/:id/disciplinas', {
    config: { access: ['turmas', 'ler'] },
    schema: {
      tags,
      summary: 'As disciplinas da turma (as que têm atribuição nela), cada uma com seus professores',
      params: idParams,
      response: { 200: z.object({ itens: z.array(disciplinaDaTurmaResposta) }) },
    },
    handler: async (request) => {
      const scope = await carregarEscopo(db, actorOf(request));
      const turma = await turmaInScope(scope, request.params.id);
      const rows = await db
        .select({
          atribuicao_id: atribuicoes.id,
          professor_id: usuarios.id,
          professor_nome: usuarios.nome,
          id: disciplinas.id,
          nome: disciplinas.nome,
          disciplina: disciplinas.disciplina,
          serie_ano: disciplinas.serie_ano,
          bimestre: disciplinas.bimestre,
          carga_horaria: disciplinas.carga_horaria,
          ativo: disciplinas.ativo,
        })
        .from(atribuicoes)
        .innerJoin(disciplinas, eq(disciplinas.id, atribuicoes.disciplina_id))
        .innerJoin(usuarios, eq(usuarios.id, atribuicoes.professor_id))
        .where(eq(atribuicoes.turma_id, turma.id))
        .orderBy(asc(disciplinas.nome), asc(disciplinas.id), asc(usuarios.nome));
      return { itens: apresentarDisciplinasDaTurma(rows) };
    },
  });

  app.get('/api/turmas/:id/alunos', {
    config: {
      access: ['alunos', 'ler'],
      dadosPessoais: dadosPessoais('lista_turma', (r: { itens: { aluno_id: string }[] }) => r.itens.map((i) => i.aluno_id)),
    },
    schema: {
      tags,
      summary: 'Os alunos da turma (matrículas ativas e o histórico), com os totais dos cartões',
      params: idParams,
      querystring: pagingQuery.extend({ status: filtroEnum(STATUS_MATRICULA) }),
      response: { 200: paginaMatriculasDaTurmaResposta },
    },
    handler: async (request) => {
      const { pagina, por_pagina, busca, status } = request.query;
      const actor = actorOf(request);
      // The class's page is the request's one read: the reach is checked in the same statement.
      const [turma] = await paginaDaTurma(db, {
        status: Boolean(status),
        busca: Boolean(busca),
        tipo: actor.tipo_usuario,
      }).execute({
        turma: request.params.id,
        status,
        busca: busca ? likePattern(busca) : undefined,
        limite: por_pagina,
        pular: (pagina - 1) * por_pagina,
        ator: actor.id,
        ator_empresa: actor.empresa_id,
      });
      if (!turma) throw notFound(TURMA_MENSAGENS.naoEncontrada);
      return {
        itens: turma.itens.map((r) => ({ ...r, updated_at: new Date(r.updated_at).toISOString() })),
        total: turma.total,
        pagina,
        por_pagina,
        resumo: { ...turma.resumo, capacidade: turma.capacidade },
      };
    },
  });
};
