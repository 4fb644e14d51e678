import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FECHAMENTO_BIMESTRAL_MENSAGENS as MSG,
  fechamentoBimestralResposta,
  finalizarInput,
  impedimentosFechamentoResposta,
  reabrirInput,
} from '../../../domain/schemas/fechamento-bimestral';
import type { Db } from '../../db/client';
import { idParams } from '../../lib/parametros';
import { podeFinalizar, podeReabrirOuAprovar } from '../../policies/fechamentos';
import { apresentarFechamento, turmaDaLinha } from '../../presenters/fechamento-bimestral';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { aprovarFechamento, finalizarFechamento, reabrirFechamento } from '../../services/fechamentos/acoes';
import { impedimentosDoFechamento } from '../../services/fechamentos/impedimentos';
import { apresentarUm, carregarParaAcao } from './carregar-um';

const tags = ['fechamentos-bimestrais'];

/** Finalizing (snapshot and lock), reopening with a reason and approving a bimonthly closing. */
export const fechamentosAcoesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/fechamentos-bimestrais/:id/finalizar', {
    config: { access: ['fechamento', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Finaliza um fechamento em andamento: numa transação guarda o snapshot de cada aluno, marca a data de hoje da rede e trava o bimestre da disciplina na turma. Justificativa obrigatória quando mais da metade da turma está abaixo da média. Com pendências bloqueantes abertas da turma, disciplina e bimestre → 409 (PENDENCIAS_BLOQUEANTES), a menos que a gestão envie motivo_pendencias',
      params: idParams,
      body: finalizarInput,
      response: { 200: fechamentoBimestralResposta },
    },
    handler: async (request) => {
      const { a, atual } = await carregarParaAcao(db, request, podeFinalizar, MSG.naoLeciona);
      const { marcado, fig, hoje } = await finalizarFechamento(db, request, a, atual, {
        justificativa: request.body?.justificativa,
        motivoPendencias: request.body?.motivo_pendencias,
        podeSuperar: podeReabrirOuAprovar(a, turmaDaLinha(atual), atual.disciplina_id),
      });
      // The snapshot just stored is these figures: the answer is built from them, not read again.
      return apresentarFechamento({ ...atual, ...marcado }, fig, a, hoje);
    },
  });

  app.get('/api/fechamentos-bimestrais/:id/impedimentos', {
    config: {
      access: ['fechamento', 'ler'],
      dadosPessoais: dadosPessoais('fechamento_bimestral', (r: { alunos_sem_nota: { aluno_id: string }[] }) =>
        r.alunos_sem_nota.map((i) => i.aluno_id),
      ),
    },
    schema: {
      tags,
      summary:
        'O que impede ou pesa na finalização, antes do clique: as pendências bloqueantes abertas da turma, disciplina e bimestre (com o título), os alunos sem nota completa, as aulas dadas e previstas e se a justificativa será obrigatória — calculados pelo mesmo código que a finalização usa',
      params: idParams,
      response: { 200: impedimentosFechamentoResposta },
    },
    handler: async (request) => {
      // Asked by whoever may finalize it: a professor of another subject gets 403, as on finalizar.
      const { a, atual } = await carregarParaAcao(db, request, podeFinalizar, MSG.naoLeciona);
      return impedimentosDoFechamento(db, request.log, atual, podeReabrirOuAprovar(a, turmaDaLinha(atual), atual.disciplina_id));
    },
  });

  app.post('/api/fechamentos-bimestrais/:id/reabrir', {
    config: { access: ['notas', 'fecharBimestre'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Reabre um fechamento finalizado ou aprovado, com o motivo (os snapshots ficam no histórico). Depois do prazo do bimestre, só a empresa reabre',
      params: idParams,
      body: reabrirInput,
      response: { 200: fechamentoBimestralResposta },
    },
    handler: async (request) => {
      const { a, atual } = await carregarParaAcao(db, request, podeReabrirOuAprovar, MSG.naoPodeReabrir);
      await reabrirFechamento(db, request, a, atual, request.body.motivo);
      return apresentarUm(db, a, atual.id);
    },
  });

  app.post('/api/fechamentos-bimestrais/:id/aprovar', {
    config: { access: ['notas', 'fecharBimestre'], corpo: 'nenhum' },
    schema: {
      tags,
      summary: 'Aprova um fechamento finalizado (a aprovação da gestão)',
      params: idParams,
      response: { 200: fechamentoBimestralResposta },
    },
    handler: async (request) => {
      const { a, atual } = await carregarParaAcao(db, request, podeReabrirOuAprovar, MSG.naoPodeReabrir);
      await aprovarFechamento(db, request, a, atual);
      return apresentarUm(db, a, atual.id);
    },
  });
};
