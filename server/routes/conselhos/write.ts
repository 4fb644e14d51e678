import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataBr } from '../../../domain/calendario';
import { rotuloDoConselho } from '../../../domain/conselho/status';
import { CONSELHO_MENSAGENS as MSG, conselhoInput, conselhoResposta, conselhoUpdate } from '../../../domain/schemas/conselho';
import type { Db, Tx } from '../../db/client';
import { conselhosClasse, conselhosParticipantes } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { atualizarNaVersao, gravarSemDuplicar } from '../../lib/gravacao';
import { recusarCampos, rejectInvalid } from '../../lib/validacao';
import { sincronizarAposGravar } from '../../services/pendencias/sincronizar';
import { auditar } from '../../services/auditoria';
import { notify } from '../../services/notify';
import { type TurmaNoAlcance, carregarAlcance, turmaNoAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { apresentarUm, conselhoNoAlcance, coordenadoresPossiveis } from './carregar';
import { idParams } from '../../lib/parametros';

const tags = ['conselhos'];

/** The coordinator must be one of the school's gestores or the class's professors; the participants its teachers. */
async function conferirPessoas(
  db: Db,
  turma: Pick<TurmaNoAlcance, 'id' | 'escola_id'>,
  coordenadorId: string,
  participantes: string[],
) {
  const { coordenadores, professores } = await coordenadoresPossiveis(db, turma);
  const fields: Record<string, string> = {};
  if (!coordenadores.some((c) => c.id === coordenadorId)) fields.coordenador_id = MSG.coordenadorInvalido;
  const daTurma = new Set(professores.map((p) => p.id));
  if (participantes.some((p) => !daTurma.has(p))) fields.participantes = MSG.participanteDaTurma;
  recusarCampos(fields);
}

/** Adds the new participants and removes the dropped ones; the kept ones keep their presence mark. */
async function gravarParticipantes(tx: Tx, conselhoId: string, empresaId: string, participantes: string[]) {
  await tx
    .delete(conselhosParticipantes)
    .where(and(eq(conselhosParticipantes.conselho_id, conselhoId), notInArray(conselhosParticipantes.usuario_id, participantes)));
  await tx
    .insert(conselhosParticipantes)
    .values(participantes.map((usuario_id) => ({ conselho_id: conselhoId, usuario_id, empresa_id: empresaId })))
    .onConflictDoNothing();
}

/** The in-app notice of a scheduled council (no e-mail: the meetings switch is the guardians' one). */
function avisarAgendamento(
  db: Db,
  destinatarios: string[],
  turma: { id: string; nome: string; escola_id: string },
  c: { bimestre: number | null; data: string; horario: string; local: string },
) {
  return notify(db, destinatarios, {
    // 'sistema' stays in the app: the e-mail switch for meetings (emailReuniaoPais) is about guardians'
    // meetings and stays off until guardians exist.
    evento: 'sistema',
    titulo: 'Conselho de classe agendado',
    mensagem: `${turma.nome} — ${rotuloDoConselho(c.bimestre)}: ${dataBr(c.data)} às ${c.horario}, ${c.local}.`,
    link: `/escola/${turma.escola_id}/turma/${turma.id}/conselho-classe`,
  });
}

/** Scheduling, editing (status kept) and deleting (only while agendado) a class council. */
export const conselhosWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/conselhos', {
    config: { access: ['conselho', 'criar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Agenda o conselho de classe de uma turma num bimestre (ou o final do ano letivo, bimestre null): data, horário, local, coordenador, professores participantes, convidados e pauta (texto separado por vírgulas). Avisa os participantes e o coordenador no sistema',
      body: conselhoInput,
      response: { 201: conselhoResposta },
    },
    handler: async (request, reply) => {
      rejectInvalid(request);
      const a = await carregarAlcance(db, actorOf(request));
      const { turma_id, participantes, ...dados } = request.body;
      const turma = await turmaNoAlcance(db, a, turma_id);
      await conferirPessoas(db, turma, dados.coordenador_id, participantes);
      const duplicado = dados.bimestre === null ? MSG.duplicadoFinal : MSG.duplicado;
      const dto = await gravarSemDuplicar(
        db.transaction(async (tx) => {
          const [criado] = await tx
            .insert(conselhosClasse)
            .values({
              empresa_id: turma.empresa_id,
              escola_id: turma.escola_id,
              turma_id: turma.id,
              ano_letivo: turma.ano_letivo,
              ...dados,
            })
            .returning({ id: conselhosClasse.id });
          await gravarParticipantes(tx, criado!.id, turma.empresa_id, participantes);
          const dto = await apresentarUm(tx, a, criado!.id);
          await auditar(tx, request, { acao: 'criar', entidade: 'conselho_classe', entidade_id: dto.id, depois: dto });
          return dto;
        }),
        () => badRequest(duplicado, { bimestre: duplicado }),
      );
      await avisarAgendamento(
        db,
        [...participantes, dados.coordenador_id].filter((u) => u !== a.actor.id),
        turma,
        dados,
      );
      await sincronizarAposGravar(db, request.log, turma.id, ['conselho_atrasado']);
      return reply.status(201).send(dto);
    },
  });

  app.put('/api/conselhos/:id', {
    config: { access: ['conselho', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Altera data, horário, local, coordenador, participantes, convidados, pauta e observações de um conselho não finalizado (o status não muda); updated_at é a versão carregada',
      params: idParams,
      body: conselhoUpdate,
      response: { 200: conselhoResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const atual = await conselhoNoAlcance(db, a, request.params.id);
      rejectInvalid(request);
      if (atual.status === 'finalizado') throw conflict(MSG.status.editar);
      const { updated_at, participantes, ...dados } = request.body;
      const turma = { ...atual, id: atual.turma_id, nome: atual.turma_nome };
      await conferirPessoas(db, turma, dados.coordenador_id, participantes);
      const antes = await apresentarUm(db, a, atual.id);
      const depois = await db.transaction(async (tx) => {
        await atualizarNaVersao(
          tx,
          conselhosClasse,
          and(eq(conselhosClasse.id, atual.id), inArray(conselhosClasse.status, ['agendado', 'em_andamento'])),
          dados,
          updated_at,
          () => conflict(MSG.conflito),
        );
        await gravarParticipantes(tx, atual.id, atual.empresa_id, participantes);
        const depois = await apresentarUm(tx, a, atual.id);
        await auditar(tx, request, { acao: 'atualizar', entidade: 'conselho_classe', entidade_id: atual.id, antes, depois });
        return depois;
      });
      // Teachers added to an already scheduled council hear of it too.
      const novos = participantes.filter((p) => !antes.participantes.some((q) => q.usuario_id === p) && p !== a.actor.id);
      await avisarAgendamento(db, novos, turma, { ...dados, bimestre: atual.bimestre });
      // A new date may end (or start) a 'conselho não realizado' pendency.
      await sincronizarAposGravar(db, request.log, atual.turma_id, ['conselho_atrasado']);
      return depois;
    },
  });

  app.delete('/api/conselhos/:id', {
    config: { access: ['conselho', 'deletar'] },
    schema: { tags, summary: 'Exclui um conselho ainda agendado (um iniciado guarda as decisões)', params: idParams },
    handler: async (request, reply) => {
      const a = await carregarAlcance(db, actorOf(request));
      const atual = await conselhoNoAlcance(db, a, request.params.id);
      if (atual.status !== 'agendado') throw conflict(MSG.status.excluir);
      await db.transaction(async (tx) => {
        const apagados = await tx
          .delete(conselhosClasse)
          .where(and(eq(conselhosClasse.id, atual.id), eq(conselhosClasse.status, 'agendado')))
          .returning({ id: conselhosClasse.id });
        if (!apagados.length) throw conflict(MSG.status.excluir);
        await auditar(tx, request, {
          acao: 'deletar',
          entidade: 'conselho_classe',
          entidade_id: atual.id,
          antes: { turma_id: atual.turma_id, turma_nome: atual.turma_nome, bimestre: atual.bimestre, data: atual.data },
        });
      });
      await sincronizarAposGravar(db, request.log, atual.turma_id, ['conselho_atrasado']);
      return reply.status(204).send();
    },
  });
};
