import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RESPONSAVEL_MENSAGENS as MSG,
  atualizarResponsavelInput,
  responsavelDoAlunoResposta,
  vincularResponsavelInput,
} from '../../../domain/schemas/responsavel';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { idValido } from '../../lib/parametros';
import { rejectInvalid } from '../../lib/validacao';
import { alunoNoAlcance, carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { dadosPessoaisDoAluno } from '../../plugins/registro-de-acessos';
import { atualizarResponsavel, desvincularResponsavel, vincularResponsavel } from '../../services/responsaveis/acoes';
import { carregarResponsaveisDoAluno } from '../../services/responsaveis/carregar';

const tags = ['responsáveis'];
const alunoParams = z.object({ id: idValido(MSG.alunoNaoEncontrado) });
const vinculoParams = alunoParams.extend({ responsavelId: idValido(MSG.naoEncontrado) });

/** Linking, editing and unlinking a student's guardians: the student must be one the actor writes (else 404). */
export const responsaveisWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const alunoParaEscrever = async (request: FastifyRequest, alunoId: string) => {
    const a = await carregarAlcance(db, actorOf(request));
    const aluno = await alunoNoAlcance(db, a, alunoId, 'escrever', { naoEncontrado: MSG.alunoNaoEncontrado });
    return { a, aluno };
  };
  const vinculoDoAluno = async (alunoId: string, responsavelId: string) => {
    const [atual] = await carregarResponsaveisDoAluno(db, alunoId, responsavelId);
    if (!atual) throw notFound(MSG.naoEncontrado);
    return atual;
  };

  app.post('/api/alunos/:id/responsaveis', {
    config: { access: ['alunos', 'atualizar'], dadosPessoais: dadosPessoaisDoAluno('ficha_aluno') },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Vincula um responsável ao aluno: um já cadastrado na rede (responsavel_id) ou uma pessoa nova; um CPF já cadastrado na rede com o mesmo nome é a mesma pessoa, com outro nome é recusado',
      params: alunoParams,
      body: vincularResponsavelInput,
      response: { 201: responsavelDoAlunoResposta },
    },
    handler: async (request, reply) => {
      const { a, aluno } = await alunoParaEscrever(request, request.params.id);
      rejectInvalid(request);
      return reply.status(201).send(await vincularResponsavel(db, request, a, aluno, request.body));
    },
  });

  app.put('/api/alunos/:id/responsaveis/:responsavelId', {
    config: { access: ['alunos', 'atualizar'], dadosPessoais: dadosPessoaisDoAluno('ficha_aluno') },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Altera o vínculo do responsável com o aluno e os dados da pessoa (os mesmos para todos os seus filhos); updated_at e responsavel_updated_at são as versões carregadas',
      params: vinculoParams,
      body: atualizarResponsavelInput,
      response: { 200: responsavelDoAlunoResposta },
    },
    handler: async (request) => {
      const { aluno } = await alunoParaEscrever(request, request.params.id);
      const atual = await vinculoDoAluno(aluno.id, request.params.responsavelId);
      rejectInvalid(request);
      return atualizarResponsavel(db, request, aluno, atual, request.body);
    },
  });

  app.delete('/api/alunos/:id/responsaveis/:responsavelId', {
    config: { access: ['alunos', 'atualizar'] },
    schema: {
      tags,
      summary:
        'Desvincula o responsável do aluno; a pessoa continua cadastrada se for responsável por outro aluno, senão é excluída',
      params: vinculoParams,
    },
    handler: async (request, reply) => {
      const { aluno } = await alunoParaEscrever(request, request.params.id);
      const atual = await vinculoDoAluno(aluno.id, request.params.responsavelId);
      await desvincularResponsavel(db, request, aluno, atual);
      return reply.status(204).send();
    },
  });
};
