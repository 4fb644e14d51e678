import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MATRICULA_MENSAGENS as MSG,
  matriculaCreate,
  matriculaEncerramento,
  matriculaResposta,
  matriculaTransferencia,
} from '../../../domain/schemas/matricula';
import type { Db } from '../../db/client';
import { alunos, matriculas, turmas } from '../../db/schema';
import { alunosNoEscopo } from '../../policies/alunos';
import { matriculasNoEscopo } from '../../policies/matriculas';
import { turmasNoEscopo } from '../../policies/turmas';
import type { Actor } from '../../lib/actor';
import { AppError, conflict, notFound } from '../../lib/errors';
import { carregarEscopo } from '../../policies/escopo';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { encerrar, historicoDe, matricular, transferir, travarTurma } from '../../services/matriculas';
import { apresentarMatricula } from '../../presenters/aluno';

const tags = ['matrículas'];
const idParams = z.object({ id: z.string().uuid('Identificador inválido') });

/** Enrolling, transferring (history kept) and ending enrolments, each in one transaction. */
export const matriculasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const load = async (id: string) => {
    const [row] = await db.select({ aluno_id: matriculas.aluno_id }).from(matriculas).where(eq(matriculas.id, id));
    return apresentarMatricula((await historicoDe(db, [row!.aluno_id])).find((m) => m.id === id)!);
  };

  const turmaDestino = async (scope: Awaited<ReturnType<typeof carregarEscopo>>, turmaId: string, campo: string) => {
    const [turma] = await db
      .select({ id: turmas.id })
      .from(turmas)
      .where(and(eq(turmas.id, turmaId), turmasNoEscopo(scope)));
    if (!turma) throw new AppError(404, 'NOT_FOUND', MSG.turmaNaoEncontrada, { [campo]: MSG.turmaNaoEncontrada });
  };

  const ativaInScope = async (actor: Actor, id: string) => {
    const scope = await carregarEscopo(db, actor);
    const [row] = await db
      .select()
      .from(matriculas)
      .where(and(eq(matriculas.id, id), matriculasNoEscopo(scope)));
    if (!row) throw notFound(MSG.naoEncontrada);
    if (row.status !== 'ativa') throw conflict(MSG.naoAtiva);
    return { row, scope };
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
      const actor = actorOf(request);
      const scope = await carregarEscopo(db, actor);
      const { aluno_id, turma_id, data_inicio } = request.body;
      const [aluno] = await db
        .select()
        .from(alunos)
        .where(and(eq(alunos.id, aluno_id), alunosNoEscopo(scope)));
      if (!aluno) throw new AppError(404, 'NOT_FOUND', MSG.alunoNaoEncontrado, { aluno_id: MSG.alunoNaoEncontrado });
      await turmaDestino(scope, turma_id, 'turma_id');
      const id = await db.transaction(async (tx) => matricular(tx, aluno, (await travarTurma(tx, turma_id))!, data_inicio));
      const matricula = await load(id);
      await auditar(db, request, { acao: 'matricular', entidade: 'matricula', entidade_id: id, depois: matricula });
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
      const actor = actorOf(request);
      const { row, scope } = await ativaInScope(actor, request.params.id);
      await turmaDestino(scope, request.body.turma_id, 'turma_id');
      const id = await db.transaction(async (tx) =>
        transferir(tx, row, (await travarTurma(tx, request.body.turma_id))!, request.body.data),
      );
      const nova = await load(id);
      const antes = await load(row.id);
      await auditar(db, request, { acao: 'transferir', entidade: 'matricula', entidade_id: row.id, antes, depois: nova });
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
      const actor = actorOf(request);
      const { row } = await ativaInScope(actor, request.params.id);
      await db.transaction(async (tx) => encerrar(tx, row, request.body.status, request.body.data_fim));
      const depois = await load(row.id);
      await auditar(db, request, { acao: 'encerrar', entidade: 'matricula', entidade_id: row.id, depois });
      return depois;
    },
  });
};
