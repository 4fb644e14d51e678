import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FREQUENCIA_MENSAGENS as MSG, frequenciaResposta, frequenciaUpdate } from '../../../domain/schemas/frequencia';
import type { Db } from '../../db/client';
import { frequencias, matriculas } from '../../db/schema';
import { can } from '../../lib/actor';
import { badRequest, conflict } from '../../lib/errors';
import { registroParaEscrita } from '../../lib/registro-para-escrita';
import { atualizarNaVersao, gravarSemDuplicar } from '../../lib/gravacao';
import { auditar } from '../../services/auditoria';
import { diaDaTurma, garantirDiaLetivoDaTurma } from '../../services/calendario';
import { garantirPeriodoAberto } from '../../services/travas';
import type { Alcance } from '../../policies/alcance';
import { podeEscrever, podeLer } from '../../policies/notas-e-frequencias';
import { regrasDaEmpresa } from '../../services/regras-escolares';
import { ORIGENS_DA_FREQUENCIA, sincronizarAposGravar } from '../../services/pendencias/sincronizar';
import { semDataFutura } from './chamada';
import { apresentarFrequencia } from '../../presenters/frequencia';
import { selecionarFrequencias } from './consulta';
import { notificarFaltasExcessivas, quemPassouDoAlerta, recalcularTotais, totaisNaTurma } from './totais';
import { idParams } from '../../lib/parametros';

const tags = ['frequência'];

/** An attendance mark in the actor's reach, with whether it may change it (registroParaEscrita). */
const lerFrequencia = async (db: Db, a: Alcance, id: string) =>
  (await selecionarFrequencias(db, a).where(and(eq(frequencias.id, id), podeLer(a, frequencias))))[0];

/** Editing (the list's presente/faltou toggle and the edit dialog) and deleting one mark. */
export const frequenciasWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put('/api/frequencias/:id', {
    config: { access: ['frequencia', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Atualiza um registro de frequência (data obrigatória); updated_at é a versão carregada (409 se outra pessoa alterou)',
      params: idParams,
      body: frequenciaUpdate,
      response: { 200: frequenciaResposta },
    },
    handler: async (request) => {
      const { a, antes } = await registroParaEscrita(
        db,
        request,
        request.params.id,
        (a, id) => lerFrequencia(db, a, id),
        MSG.naoEncontrada,
      );
      const { actor } = a;
      const { updated_at, ...valores } = request.body;
      await semDataFutura(db, antes.empresa_id, valores.data);
      const [matricula] = await db
        .select({ data_inicio: matriculas.data_inicio })
        .from(matriculas)
        .where(and(eq(matriculas.aluno_id, antes.aluno_id), eq(matriculas.turma_id, antes.turma_id)))
        .orderBy(desc(matriculas.data_inicio))
        .limit(1);

      const { updated_at: _r, ...regras } = await regrasDaEmpresa(db, antes.empresa_id);
      const { passaram, depois } = await db.transaction(async (tx) => {
        // The new date must be a school day; both its bimestre and the mark's current one must be
        // open. The calendar is read in the write's transaction: the check and the lock see one calendar.
        const bimestre = await garantirDiaLetivoDaTurma(tx, antes.turma_id, valores.data);
        const bimestreAntes = (await diaDaTurma(tx, antes.turma_id, antes.data)).bimestre;
        if (matricula && valores.data < matricula.data_inicio)
          throw badRequest(MSG.antesDaMatricula, { data: MSG.antesDaMatricula });
        for (const b of new Set([bimestreAntes, bimestre]))
          await garantirPeriodoAberto(tx, { turma_id: antes.turma_id, disciplina_id: antes.disciplina_id, bimestre: b });
        const totaisAntes = await totaisNaTurma(tx, antes.turma_id, [antes.aluno_id]);
        await gravarSemDuplicar(
          atualizarNaVersao(
            tx,
            frequencias,
            and(eq(frequencias.id, antes.id), podeEscrever(a, frequencias)),
            { ...valores, registrado_por: actor.id },
            updated_at,
            () => conflict(MSG.conflito),
          ),
          () => badRequest(MSG.dataOcupada, { data: MSG.dataOcupada }),
        );
        await recalcularTotais(tx, antes.turma_id, antes.disciplina_id, [antes.aluno_id]);
        const passaram = quemPassouDoAlerta(totaisAntes, await totaisNaTurma(tx, antes.turma_id, [antes.aluno_id]), regras);
        const [row] = await selecionarFrequencias(tx, a).where(eq(frequencias.id, antes.id));
        const depois = apresentarFrequencia(row!, can(actor, 'frequencia', 'atualizar'), can(actor, 'frequencia', 'deletar'));
        // In the change's transaction: the audit row commits with the change or not at all.
        await auditar(tx, request, {
          acao: 'atualizar',
          entidade: 'frequencia',
          entidade_id: antes.id,
          antes: apresentarFrequencia(antes, true, true),
          depois,
        });
        return { passaram, depois };
      });

      await notificarFaltasExcessivas(
        db,
        { id: antes.turma_id, nome: antes.turma_nome, escola_id: antes.escola_id },
        passaram.map((p) => ({ ...p, nome: antes.aluno_nome })),
        regras,
      );
      await sincronizarAposGravar(db, request.log, antes.turma_id, ORIGENS_DA_FREQUENCIA);
      return depois;
    },
  });

  app.delete('/api/frequencias/:id', {
    config: { access: ['frequencia', 'deletar'] },
    attachValidation: true,
    schema: { tags, summary: 'Exclui um registro de frequência do alcance do usuário', params: idParams },
    handler: async (request, reply) => {
      const { antes } = await registroParaEscrita(
        db,
        request,
        request.params.id,
        (a, id) => lerFrequencia(db, a, id),
        MSG.naoEncontrada,
      );
      await db.transaction(async (tx) => {
        const { bimestre } = await diaDaTurma(tx, antes.turma_id, antes.data);
        await garantirPeriodoAberto(tx, { turma_id: antes.turma_id, disciplina_id: antes.disciplina_id, bimestre });
        await tx.delete(frequencias).where(eq(frequencias.id, antes.id));
        await recalcularTotais(tx, antes.turma_id, antes.disciplina_id, [antes.aluno_id]);
        await auditar(tx, request, {
          acao: 'deletar',
          entidade: 'frequencia',
          entidade_id: antes.id,
          antes: apresentarFrequencia(antes, true, true),
        });
      });
      await sincronizarAposGravar(db, request.log, antes.turma_id, ORIGENS_DA_FREQUENCIA);
      return reply.status(204).send();
    },
  });
};
