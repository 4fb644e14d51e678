import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RESPONSAVEL_MENSAGENS as MSG,
  buscaResponsaveisQuery,
  buscaResponsaveisResposta,
  responsaveisDoAlunoResposta,
} from '../../../domain/schemas/responsavel';
import type { Db } from '../../db/client';
import { idValido } from '../../lib/parametros';
import { alunoNoAlcance, carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { dadosPessoais, dadosPessoaisDoAluno } from '../../plugins/registro-de-acessos';
import { buscarResponsaveis, carregarResponsaveisDoAluno } from '../../services/responsaveis/carregar';
import { responsaveisWriteRoutes } from './write';

const tags = ['responsáveis'];
const params = z.object({ id: idValido(MSG.alunoNaoEncontrado) });

/** The guardians of a student, and the search of the network's guardians to link one already registered. */
export const responsaveisRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(responsaveisWriteRoutes, { db });

  app.get('/api/alunos/:id/responsaveis', {
    // The family of the student is the student's personal data too.
    config: { access: ['alunos', 'ler'], dadosPessoais: dadosPessoaisDoAluno('ficha_aluno') },
    schema: {
      tags,
      summary:
        'Os responsáveis de um aluno do escopo, com o vínculo (parentesco, responsável legal, mora com o aluno, autorizado a buscar), pela prioridade de contato',
      params,
      response: { 200: responsaveisDoAlunoResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const aluno = await alunoNoAlcance(db, a, request.params.id, 'ler', { naoEncontrado: MSG.alunoNaoEncontrado });
      return carregarResponsaveisDoAluno(db, aluno.id);
    },
  });

  app.get('/api/responsaveis', {
    config: {
      access: ['alunos', 'ler'],
      dadosPessoais: dadosPessoais('ficha_aluno', (r: { itens: { alunos: { id: string }[] }[] }) =>
        r.itens.flatMap((i) => i.alunos.map((f) => f.id)),
      ),
    },
    schema: {
      tags,
      summary:
        'Busca os responsáveis da rede por nome ou CPF, para vincular um já cadastrado: os dos alunos do escopo, e qualquer um da rede pelo CPF inteiro; com aluno_id, os da rede desse aluno que ainda não são dele',
      querystring: buscaResponsaveisQuery,
      response: { 200: buscaResponsaveisResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const { aluno_id, ...q } = request.query;
      const aluno = aluno_id ? await alunoNoAlcance(db, a, aluno_id, 'ler', { naoEncontrado: MSG.alunoNaoEncontrado }) : null;
      const empresaId = aluno?.empresa_id ?? ('empresa_id' in a.scope ? a.scope.empresa_id : null);
      return buscarResponsaveis(db, a, { ...q, empresaId, alunoId: aluno?.id ?? null });
    },
  });
};
