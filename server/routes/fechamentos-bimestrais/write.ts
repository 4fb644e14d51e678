import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FECHAMENTO_BIMESTRAL_MENSAGENS as MSG,
  fechamentoBimestralInput,
  fechamentoBimestralResposta,
  fechamentoBimestralUpdate,
} from '../../../domain/schemas/fechamento-bimestral';
import type { Db } from '../../db/client';
import { fechamentosBimestrais } from '../../db/schema';
import { can } from '../../lib/actor';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { atualizarNaVersao, gravarSemDuplicar } from '../../lib/gravacao';
import { idParams } from '../../lib/parametros';
import { rejectInvalid } from '../../lib/validacao';
import { alcancaTurma, carregarAlcance, turmaNoAlcance } from '../../policies/alcance';
import { exigirDisciplinaDaTurma } from '../../policies/notas-e-frequencias';
import { actorOf } from '../../plugins/access';
import { turmaDaLinha } from '../../presenters/fechamento-bimestral';
import { auditar } from '../../services/auditoria';
import { apresentarUm, fechamentoNoAlcance } from './carregar-um';

const tags = ['fechamentos-bimestrais'];

/** Creating, editing (typed fields only) and deleting a bimonthly closing. */
export const fechamentosWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/fechamentos-bimestrais', {
    config: { access: ['fechamento', 'criar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Cria o fechamento de uma disciplina da turma num bimestre (um por turma × disciplina × bimestre), em andamento; os números são calculados',
      body: fechamentoBimestralInput,
      response: { 201: fechamentoBimestralResposta },
    },
    handler: async (request, reply) => {
      rejectInvalid(request);
      const a = await carregarAlcance(db, actorOf(request));
      const { turma_id, disciplina_id, bimestre, observacoes, aulas_previstas } = request.body;
      // The class as the actor reads it (404 out of reach); then the subject must be the class's (400)
      // and one the actor writes (403: a professor on another teacher's subject).
      const turma = await turmaNoAlcance(db, a, turma_id);
      await exigirDisciplinaDaTurma(db, turma.id, disciplina_id, MSG.disciplinaDaTurma);
      if (!alcancaTurma(a, turma, 'escrever', disciplina_id)) throw forbidden(MSG.naoLecionaDisciplina);
      const dto = await db.transaction(async (tx) => {
        const [criado] = await gravarSemDuplicar(
          tx
            .insert(fechamentosBimestrais)
            .values({
              empresa_id: turma.empresa_id,
              escola_id: turma.escola_id,
              turma_id: turma.id,
              disciplina_id,
              bimestre,
              ano_letivo: turma.ano_letivo,
              observacoes,
              aulas_previstas,
            })
            .returning({ id: fechamentosBimestrais.id }),
          () => badRequest(MSG.duplicado, { bimestre: MSG.duplicado }),
        );
        const dto = await apresentarUm(tx, a, criado!.id);
        await auditar(tx, request, { acao: 'criar', entidade: 'fechamento_bimestral', entidade_id: dto.id, depois: dto });
        return dto;
      });
      return reply.status(201).send(dto);
    },
  });

  app.put('/api/fechamentos-bimestrais/:id', {
    config: { access: ['fechamento', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Altera observações, justificativa e aulas previstas de um fechamento em andamento (o status e os números não mudam); updated_at é a versão carregada',
      params: idParams,
      body: fechamentoBimestralUpdate,
      response: { 200: fechamentoBimestralResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const atual = await fechamentoNoAlcance(db, a, request.params.id);
      if (!alcancaTurma(a, turmaDaLinha(atual), 'escrever', atual.disciplina_id)) throw forbidden();
      rejectInvalid(request);
      if (atual.status !== 'em_andamento') throw conflict(MSG.soEmAndamento);
      const { updated_at, ...dados } = request.body;
      return db.transaction(async (tx) => {
        await atualizarNaVersao(
          tx,
          fechamentosBimestrais,
          and(eq(fechamentosBimestrais.id, atual.id), eq(fechamentosBimestrais.status, 'em_andamento')),
          dados,
          updated_at,
          () => conflict(MSG.conflito),
        );
        await auditar(tx, request, {
          acao: 'atualizar',
          entidade: 'fechamento_bimestral',
          entidade_id: atual.id,
          antes: { observacoes: atual.observacoes, justificativa: atual.justificativa, aulas_previstas: atual.aulas_previstas },
          depois: { turma_nome: atual.turma_nome, disciplina_nome: atual.disciplina_nome, bimestre: atual.bimestre, ...dados },
        });
        return apresentarUm(tx, a, atual.id);
      });
    },
  });

  app.delete('/api/fechamentos-bimestrais/:id', {
    config: { access: ['fechamento', 'deletar'] },
    schema: {
      tags,
      summary: 'Exclui um fechamento em andamento que nunca foi finalizado (um finalizado guarda o histórico)',
      params: idParams,
    },
    handler: async (request, reply) => {
      const a = await carregarAlcance(db, actorOf(request));
      const atual = await fechamentoNoAlcance(db, a, request.params.id);
      if (!alcancaTurma(a, turmaDaLinha(atual), 'escrever', atual.disciplina_id) || !can(a.actor, 'fechamento', 'deletar'))
        throw forbidden();
      if (atual.status !== 'em_andamento') throw conflict(MSG.excluirSoEmAndamento);
      if (atual.versao_snapshot > 0) throw conflict(MSG.excluirComHistorico);
      await db.transaction(async (tx) => {
        const apagados = await tx
          .delete(fechamentosBimestrais)
          .where(
            and(
              eq(fechamentosBimestrais.id, atual.id),
              eq(fechamentosBimestrais.status, 'em_andamento'),
              eq(fechamentosBimestrais.versao_snapshot, 0),
            ),
          )
          .returning({ id: fechamentosBimestrais.id });
        if (!apagados.length) throw conflict(MSG.excluirSoEmAndamento);
        await auditar(tx, request, {
          acao: 'deletar',
          entidade: 'fechamento_bimestral',
          entidade_id: atual.id,
          antes: {
            turma_id: atual.turma_id,
            turma_nome: atual.turma_nome,
            disciplina_id: atual.disciplina_id,
            disciplina_nome: atual.disciplina_nome,
            bimestre: atual.bimestre,
          },
        });
      });
      return reply.status(204).send();
    },
  });
};
