import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TITULAR_MENSAGENS as MSG,
  anonimizacaoInput,
  anonimizacaoResposta,
  mencoesResposta,
} from '../../../domain/schemas/privacidade-titular';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { rejectInvalid } from '../../lib/validacao';
import { alunoNoAlcance, carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { dadosPessoaisDoAluno } from '../../plugins/registro-de-acessos';
import { anonimizarAluno } from '../../services/privacidade/anonimizacao';
import { apresentarMencao, carregarMencoes } from '../../services/privacidade/mencoes';
import type { ChaveDeSelo } from '../../services/privacidade/selo';
import { carregarTitular } from '../../services/privacidade/titular-exportacao';
import type { Armazenamento } from '../../services/storage';
import { idValido } from '../../lib/parametros';

const params = z.object({ id: idValido(MSG.alunoNaoEncontrado) });

/** Anonymising a student at the data subject's request: irreversible, with a written reason. */
export const alunosAnonimizarRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento: Armazenamento; chave: ChaveDeSelo }> = async (
  app,
  { db, armazenamento, chave },
) => {
  app.get('/api/alunos/:id/anonimizacao/mencoes', {
    config: { access: ['privacidade', 'deletar'], dadosPessoais: dadosPessoaisDoAluno('mencoes_anonimizacao') },
    schema: {
      tags: ['alunos'],
      summary:
        'Antes de anonimizar: os textos de outros registros da rede do aluno que o mencionam (nome, responsável, e-mail, telefone, endereço, INEP) — pendências, conselhos, avaliações, notificações e mensagens a usuários da rede… —, cada um com o lugar e o trecho. Só os aprovados no POST …/anonimizar são reescritos; cadastros, a auditoria e outras redes nunca entram; 409 se já anonimizado',
      params,
      response: { 200: mencoesResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const aluno = await alunoNoAlcance(db, a, request.params.id, 'escrever', {
        naoEncontrado: MSG.alunoNaoEncontrado,
        anonimizados: true,
      });
      if (aluno.anonimizado_em) throw conflict(MSG.jaAnonimizado);
      const titular = (await carregarTitular(db, aluno.id))!;
      return { itens: (await carregarMencoes(db, titular)).map(apresentarMencao) };
    },
  });

  app.post('/api/alunos/:id/anonimizar', {
    config: { access: ['privacidade', 'deletar'] },
    attachValidation: true,
    schema: {
      tags: ['alunos'],
      summary:
        'Anonimiza um aluno, sem volta: sela o histórico, os resultados, as atas e as matrículas (só a secretaria os lê, com motivo), apaga o resto e a conta de acesso, reescreve as menções aprovadas (ids de GET …/anonimizacao/mencoes; um id fora da lista atual é 400) e o aluno some de buscas, listas e relatórios. A auditoria fica como está. Pede o motivo e a palavra ANONIMIZAR; 409 se já anonimizado',
      params,
      body: anonimizacaoInput,
      response: { 200: anonimizacaoResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const a = await carregarAlcance(db, actorOf(request));
      const aluno = await alunoNoAlcance(db, a, request.params.id, 'escrever', {
        naoEncontrado: MSG.alunoNaoEncontrado,
        anonimizados: true,
      });
      const { motivo, mencoes } = request.body;
      return anonimizarAluno(db, aluno.id, { armazenamento, chave, request, motivo, mencoes });
    },
  });
};
