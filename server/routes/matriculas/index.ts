import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MATRICULA_MENSAGENS as MSG,
  matriculaCreate,
  matriculaEncerramento,
  matriculaResposta,
  matriculaTransferencia,
} from '../../../domain/schemas/matricula';
import type { Db, Tx } from '../../db/client';
import { matriculas } from '../../db/schema';
import { matriculasNoEscopo } from '../../policies/matriculas';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/errors';
import { type Alcance, alunoNoAlcance, carregarAlcance, turmaNoAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { encerrar, historicoDe, matricular, transferir, travarTurma } from '../../services/matriculas';
import { apresentarMatricula } from '../../presenters/aluno';
import { idParams } from '../../lib/parametros';

const tags = ['matrículas'];

/** Enrolling, transferring (history kept) and ending enrolments, each in one transaction. */
export const matriculasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const load = async (tx: Db | Tx, id: string) => {
    const [row] = await tx.select({ aluno_id: matriculas.aluno_id }).from(matriculas).where(eq(matriculas.id, id));
    return apresentarMatricula((await historicoDe(tx, [row!.aluno_id])).find((m) => m.id === id)!);
  };

  /** The class enrolled into, named in the body: one the actor reaches (else 404 on the field). */
  const turmaDestino = (a: Alcance, turmaId: string) =>
    turmaNoAlcance(db, a, turmaId, 'ler', {
      recusa: () => notFound(MSG.turmaNaoEncontrada, { turma_id: MSG.turmaNaoEncontrada }),
    });

  const ativaNoAlcance = async (actor: Actor, id: string) => {
    const a = await carregarAlcance(db, actor);
    const [row] = await db
      .select()
      .from(matriculas)
      .where(and(eq(matriculas.id, id), matriculasNoEscopo(a.scope)));
    if (!row) throw notFound(MSG.naoEncontrada);
    if (row.status !== 'ativa') throw conflict(MSG.naoAtiva);
    return { row, a };
  };

  app.post('/api/matriculas', {
    config: { access: ['alunos', 'atualizar'] },
    schema: {
      tags,
      summary:
        'Matricula um aluno da escola numa turma do escopo; recusa turma lotada, inativa ou aluno já matriculado no ano letivo',
      body: matriculaCreate,
      response: { 201: matriculaResposta },
    },
    handler: async (request, reply) => {
      const a = await carregarAlcance(db, actorOf(request));
      const { aluno_id, turma_id, data_inicio } = request.body;
      const aluno = await alunoNoAlcance(db, a, aluno_id, 'ler', {
        recusa: () => notFound(MSG.alunoNaoEncontrado, { aluno_id: MSG.alunoNaoEncontrado }),
      });
      await turmaDestino(a, turma_id);
      const matricula = await db.transaction(async (tx) => {
        const id = await matricular(tx, aluno, (await travarTurma(tx, turma_id))!, data_inicio);
        const matricula = await load(tx, id);
        await auditar(tx, request, { acao: 'matricular', entidade: 'matricula', entidade_id: id, depois: matricula });
        return matricula;
      });
      return reply.status(201).send(matricula);
    },
  });

  app.post('/api/matriculas/:id/transferir', {
    config: { access: ['alunos', 'atualizar'] },
    schema: {
      tags,
      summary:
        "Transfere o aluno para outra turma: a matrícula atual termina como 'transferida' (o histórico fica) e outra começa na data",
      params: idParams,
      body: matriculaTransferencia,
      response: { 201: matriculaResposta },
    },
    handler: async (request, reply) => {
      const { row, a } = await ativaNoAlcance(actorOf(request), request.params.id);
      await turmaDestino(a, request.body.turma_id);
      const nova = await db.transaction(async (tx) => {
        const id = await transferir(tx, row, (await travarTurma(tx, request.body.turma_id))!, request.body.data);
        const nova = await load(tx, id);
        const antes = await load(tx, row.id);
        await auditar(tx, request, { acao: 'transferir', entidade: 'matricula', entidade_id: row.id, antes, depois: nova });
        return nova;
      });
      return reply.status(201).send(nova);
    },
  });

  app.post('/api/matriculas/:id/encerrar', {
    config: { access: ['alunos', 'atualizar'] },
    schema: {
      tags,
      summary: 'Encerra uma matrícula ativa como concluída ou cancelada',
      params: idParams,
      body: matriculaEncerramento,
      response: { 200: matriculaResposta },
    },
    handler: async (request) => {
      const { row } = await ativaNoAlcance(actorOf(request), request.params.id);
      return db.transaction(async (tx) => {
        await encerrar(tx, row, request.body.status, request.body.data_fim);
        const depois = await load(tx, row.id);
        await auditar(tx, request, { acao: 'encerrar', entidade: 'matricula', entidade_id: row.id, depois });
        return depois;
      });
    },
  });
};
