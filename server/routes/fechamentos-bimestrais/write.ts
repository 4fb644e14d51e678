import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FECHAMENTO_BIMESTRAL_MENSAGENS as MSG,
  fechamentoBimestralInput,
  fechamentoBimestralResposta,
  fechamentoBimestralUpdate,
} from '../../../domain/schemas/fechamento-bimestral';
import type { Db } from '../../db/client';
import { fechamentosBimestrais, turmas } from '../../db/schema';
import { can } from '../../lib/actor';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { atualizarNaVersao, gravarSemDuplicar } from '../../lib/gravacao';
import { idParams } from '../../lib/parametros';
import { type Alcance, carregarAlcance, disciplinaDaTurma, escreveTurma, turmaParaLeitura } from '../../policies/avaliacao';
import { fechamentosNoEscopo } from '../../policies/fechamentos';
import { actorOf } from '../../plugins/access';
import { turmaDaLinha } from '../../presenters/fechamento-bimestral';
import { auditar } from '../../services/auditoria';
import { apresentarLinhas, selecionarFechamentos } from './carregar';

const tags = ['fechamentos-bimestrais'];

/** The closing by id in the actor's reach (404 out of it), and the actor's reach. */
export async function fechamentoNoAlcance(db: Db, a: Alcance, id: string) {
  const [linha] = await selecionarFechamentos(db).where(and(eq(fechamentosBimestrais.id, id), fechamentosNoEscopo(a)));
  if (!linha) throw notFound(MSG.naoEncontrado);
  return linha;
}

export async function apresentarUm(db: Db, a: Alcance, id: string) {
  const [linha] = await selecionarFechamentos(db).where(eq(fechamentosBimestrais.id, id));
  return (await apresentarLinhas(db, a, [linha!]))[0]!.dto;
}

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
      if (request.validationError) throw request.validationError;
      const a = await carregarAlcance(db, actorOf(request));
      const { turma_id, disciplina_id, bimestre, observacoes, aulas_previstas } = request.body;
      // The class as the actor reads it (404 out of reach); then the subject must be the class's (400)
      // and one the actor writes (403: a professor on another teacher's subject).
      const turma = await turmaParaLeitura(db, a, turma_id, null);
      if (!(await disciplinaDaTurma(db, turma.id, disciplina_id)))
        throw badRequest(MSG.disciplinaDaTurma, { disciplina_id: MSG.disciplinaDaTurma });
      if (!escreveTurma(a, turma, disciplina_id)) throw forbidden(MSG.naoLecionaDisciplina);
      const [t] = await db.select({ ano_letivo: turmas.ano_letivo }).from(turmas).where(eq(turmas.id, turma.id));
      const [criado] = await gravarSemDuplicar(
        db
          .insert(fechamentosBimestrais)
          .values({
            empresa_id: turma.empresa_id,
            escola_id: turma.escola_id,
            turma_id: turma.id,
            disciplina_id,
            bimestre,
            ano_letivo: t!.ano_letivo,
            observacoes,
            aulas_previstas,
          })
          .returning({ id: fechamentosBimestrais.id }),
        () => badRequest(MSG.duplicado, { bimestre: MSG.duplicado }),
      );
      const dto = await apresentarUm(db, a, criado!.id);
      await auditar(db, request, { acao: 'criar', entidade: 'fechamento_bimestral', entidade_id: dto.id, depois: dto });
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
      if (!escreveTurma(a, turmaDaLinha(atual), atual.disciplina_id)) throw forbidden();
      if (request.validationError) throw request.validationError;
      if (atual.status !== 'em_andamento') throw conflict(MSG.soEmAndamento);
      const { updated_at, ...dados } = request.body;
      await atualizarNaVersao(
        db,
        fechamentosBimestrais,
        and(eq(fechamentosBimestrais.id, atual.id), eq(fechamentosBimestrais.status, 'em_andamento')),
        dados,
        updated_at,
        () => conflict(MSG.conflito),
      );
      const depois = await apresentarUm(db, a, atual.id);
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'fechamento_bimestral',
        entidade_id: atual.id,
        antes: { observacoes: atual.observacoes, justificativa: atual.justificativa, aulas_previstas: atual.aulas_previstas },
        depois: { turma_nome: atual.turma_nome, disciplina_nome: atual.disciplina_nome, bimestre: atual.bimestre, ...dados },
      });
      return depois;
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
      if (!escreveTurma(a, turmaDaLinha(atual), atual.disciplina_id) || !can(a.actor, 'fechamento', 'deletar')) throw forbidden();
      if (atual.status !== 'em_andamento') throw conflict(MSG.excluirSoEmAndamento);
      if (atual.versao_snapshot > 0) throw conflict(MSG.excluirComHistorico);
      const apagados = await db
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
      await auditar(db, request, {
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
      return reply.status(204).send();
    },
  });
};
