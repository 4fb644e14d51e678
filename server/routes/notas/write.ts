import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTA_MENSAGENS as MSG, notaUpdate } from '../../../domain/schemas/nota';
import type { Db } from '../../db/client';
import { alunos, notas } from '../../db/schema';
import { can } from '../../lib/actor';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/access';
import { notify } from '../../services/notify';
import { NOVA_VERSAO, auditar, rejectInvalid } from './comum';
import { type Alcance, carregarAlcance, podeEscrever, podeLer } from './escopo';
import { selectNotas } from './index';
import { notaSchema, presentNota } from './presenter';

const tags = ['notas'];
const idParams = z.object({ id: z.string().uuid('Identificador inválido') });

/**
 * The row if the actor may change it: out of its reach → 404 (nothing leaks); readable but not
 * writable (an aluno's own row, a responsável on another's subject) → 403.
 */
async function linhaParaEscrita(db: Db, a: Alcance, id: string) {
  const [row] = await selectNotas(db, a).where(and(eq(notas.id, id), podeLer(a, notas)));
  if (!row) throw notFound(MSG.naoEncontrada);
  if (!row.pode_escrever) throw forbidden();
  return row;
}

/** Editing and deleting one grade record from the school's list (spec 2 "Grades page"). */
export const notasWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const presente = async (a: Alcance, id: string) => {
    const [row] = await selectNotas(db, a).where(eq(notas.id, id));
    return presentNota(row!, can(a.actor, 'notas', 'atualizar'), can(a.actor, 'notas', 'deletar'));
  };

  app.put('/api/notas/:id', {
    config: { access: ['notas', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Atualiza as notas e observações de um registro; updated_at é a versão carregada (409 se outra pessoa alterou)',
      params: idParams,
      body: notaUpdate,
      response: { 200: notaSchema },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      const a = await carregarAlcance(db, actor);
      const antes = await linhaParaEscrita(db, a, request.params.id);
      const { updated_at, ...valores } = request.body;
      const updated = await db
        .update(notas)
        .set({ ...valores, updated_at: sql.raw(NOVA_VERSAO) })
        .where(
          and(
            eq(notas.id, antes.id),
            sql`date_trunc('milliseconds', ${notas.updated_at}) = ${updated_at}::timestamptz`,
            podeEscrever(a, notas),
          ),
        )
        .returning({ id: notas.id });
      if (!updated.length) throw conflict(MSG.conflito);
      const depois = await presente(a, antes.id);
      await auditar(db, request, actor, 'atualizar', 'nota', antes.id, presentNota(antes, true, true), depois);
      const [aluno] = await db.select({ usuario_id: alunos.usuario_id }).from(alunos).where(eq(alunos.id, antes.aluno_id));
      if (aluno?.usuario_id) {
        await notify(db, [aluno.usuario_id], {
          evento: 'notasLancadas',
          titulo: 'Notas lançadas',
          mensagem: `Suas notas de ${antes.disciplina_nome} do ${antes.bimestre}º bimestre (${antes.turma_nome}) foram lançadas.`,
          tipo: 'info',
          link: `/escola/${antes.escola_id}/turma/${antes.turma_id}/notas`,
        });
      }
      return depois;
    },
  });

  app.delete('/api/notas/:id', {
    config: { access: ['notas', 'deletar'] },
    attachValidation: true,
    schema: { tags, summary: 'Exclui um registro de notas do alcance do usuário', params: idParams },
    handler: async (request, reply) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      const a = await carregarAlcance(db, actor);
      const antes = await linhaParaEscrita(db, a, request.params.id);
      await db.delete(notas).where(eq(notas.id, antes.id));
      await auditar(db, request, actor, 'deletar', 'nota', antes.id, presentNota(antes, true, true), undefined);
      return reply.status(204).send();
    },
  });
};
