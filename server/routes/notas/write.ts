import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTA_MENSAGENS as MSG, notaResposta, notaUpdate } from '../../../domain/schemas/nota';
import type { Db } from '../../db/client';
import { alunos, notas } from '../../db/schema';
import { can } from '../../lib/actor';
import { conflict } from '../../lib/errors';
import { registroParaEscrita } from '../../lib/registro-para-escrita';
import { atualizarNaVersao } from '../../lib/gravacao';
import { auditar } from '../../services/auditoria';
import { notify } from '../../services/notify';
import { garantirPeriodoAberto } from '../../services/travas';
import { ORIGENS_DAS_NOTAS, sincronizarAposGravar } from '../../services/pendencias/sincronizar';
import type { Alcance } from '../../policies/alcance';
import { podeEscrever, podeLer } from '../../policies/notas-e-frequencias';
import { apresentarNaRede, selecionarNotas } from './index';
import { apresentarNota } from '../../presenters/nota';
import { idParams } from '../../lib/parametros';

const tags = ['notas'];

const periodoDaNota = (n: { turma_id: string; disciplina_id: string; bimestre: number }) => ({
  turma_id: n.turma_id,
  disciplina_id: n.disciplina_id,
  bimestre: n.bimestre,
});

/** A grade record in the actor's reach, with whether it may change it (registroParaEscrita). */
const lerNota = async (db: Db, a: Alcance, id: string) =>
  (await selecionarNotas(db, a).where(and(eq(notas.id, id), podeLer(a, notas))))[0];

/** By assessments the bimester grade is computed: its four notes are not typed (as the sheet's PUT answers). */
const garantirQuatroNotas = (n: { por_avaliacoes: boolean }) => {
  if (n.por_avaliacoes) throw conflict(MSG.porAvaliacoes);
};

/** Editing and deleting one grade record from the school's list of grades. */
export const notasWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const presente = async (a: Alcance, id: string) => {
    const [row] = await selecionarNotas(db, a).where(eq(notas.id, id));
    return apresentarNaRede(row!, can(a.actor, 'notas', 'atualizar'), can(a.actor, 'notas', 'deletar'));
  };

  app.put('/api/notas/:id', {
    config: { access: ['notas', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Atualiza as notas e observações de um registro; updated_at é a versão carregada (409 se outra pessoa alterou; 409 também na rede cuja nota do bimestre vem das sub-avaliações)',
      params: idParams,
      body: notaUpdate,
      response: { 200: notaResposta },
    },
    handler: async (request) => {
      const { a, antes } = await registroParaEscrita(
        db,
        request,
        request.params.id,
        (a, id) => lerNota(db, a, id),
        MSG.naoEncontrada,
      );
      garantirQuatroNotas(antes);
      const { updated_at, ...valores } = request.body;
      const onde = and(eq(notas.id, antes.id), podeEscrever(a, notas));
      await db.transaction(async (tx) => {
        await garantirPeriodoAberto(tx, periodoDaNota(antes));
        await atualizarNaVersao(tx, notas, onde, valores, updated_at, () => conflict(MSG.conflito));
      });
      const depois = await presente(a, antes.id);
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'nota',
        entidade_id: antes.id,
        antes: apresentarNota(antes, true, true),
        depois,
      });
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
      await sincronizarAposGravar(db, request.log, antes.turma_id, ORIGENS_DAS_NOTAS);
      return depois;
    },
  });

  app.delete('/api/notas/:id', {
    config: { access: ['notas', 'deletar'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Exclui um registro de notas do alcance do usuário (409 na rede cuja nota do bimestre vem das sub-avaliações)',
      params: idParams,
    },
    handler: async (request, reply) => {
      const { antes } = await registroParaEscrita(
        db,
        request,
        request.params.id,
        (a, id) => lerNota(db, a, id),
        MSG.naoEncontrada,
      );
      garantirQuatroNotas(antes);
      await db.transaction(async (tx) => {
        await garantirPeriodoAberto(tx, periodoDaNota(antes));
        await tx.delete(notas).where(eq(notas.id, antes.id));
      });
      await auditar(db, request, {
        acao: 'deletar',
        entidade: 'nota',
        entidade_id: antes.id,
        antes: apresentarNota(antes, true, true),
      });
      await sincronizarAposGravar(db, request.log, antes.turma_id, ORIGENS_DAS_NOTAS);
      return reply.status(204).send();
    },
  });
};
