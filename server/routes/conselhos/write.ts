import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataBr } from '../../../domain/calendario';
import { rotuloDoConselho } from '../../../domain/conselho/status';
import { CONSELHO_MENSAGENS as MSG, conselhoInput, conselhoResposta, conselhoUpdate } from '../../../domain/schemas/conselho';
import type { Db, Tx } from '../../db/client';
import { conselhosClasse, conselhosParticipantes } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { atualizarNaVersao, gravarSemDuplicar } from '../../lib/gravacao';
import { rejectInvalid } from '../../lib/validacao';
import { sincronizarAposGravar } from '../../services/pendencias/sincronizar';
import { auditar } from '../../services/auditoria';
import { notify } from '../../services/notify';
import {
  type TurmaDoConselho,
  apresentarUm,
  carregarAtor,
  conselhoNoAlcance,
  coordenadoresPossiveis,
  turmaNoAlcance,
} from './carregar';

const tags = ['conselhos'];
const idParams = z.object({ id: z.string().uuid('Identificador inválido') });

/** The coordinator must be one of the school's gestores or the class's professors; the participants its teachers. */
async function conferirPessoas(db: Db, turma: TurmaDoConselho, coordenadorId: string, participantes: string[]) {
  const { coordenadores, professores } = await coordenadoresPossiveis(db, turma);
  const fields: Record<string, string> = {};
  if (!coordenadores.some((c) => c.id === coordenadorId)) fields.coordenador_id = MSG.coordenadorInvalido;
  const daTurma = new Set(professores.map((p) => p.id));
  if (participantes.some((p) => !daTurma.has(p))) fields.participantes = MSG.participanteDaTurma;
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);
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
      const ator = await carregarAtor(db, request);
      const { turma_id, participantes, ...dados } = request.body;
      const turma = await turmaNoAlcance(db, ator.scope, turma_id);
      await conferirPessoas(db, turma, dados.coordenador_id, participantes);
      const duplicado = dados.bimestre === null ? MSG.duplicadoFinal : MSG.duplicado;
      const id = await gravarSemDuplicar(
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
          return criado!.id;
        }),
        () => badRequest(duplicado, { bimestre: duplicado }),
      );
      const dto = await apresentarUm(db, ator, id);
      await auditar(db, request, { acao: 'criar', entidade: 'conselho_classe', entidade_id: id, depois: dto });
      await avisarAgendamento(
        db,
        [...participantes, dados.coordenador_id].filter((u) => u !== ator.actor.id),
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
      const ator = await carregarAtor(db, request);
      const atual = await conselhoNoAlcance(db, ator.scope, request.params.id);
      rejectInvalid(request);
      if (atual.status === 'finalizado') throw conflict(MSG.status.editar);
      const { updated_at, participantes, ...dados } = request.body;
      const turma = { ...atual, id: atual.turma_id, nome: atual.turma_nome };
      await conferirPessoas(db, turma, dados.coordenador_id, participantes);
      const antes = await apresentarUm(db, ator, atual.id);
      await db.transaction(async (tx) => {
        await atualizarNaVersao(
          tx,
          conselhosClasse,
          and(eq(conselhosClasse.id, atual.id), inArray(conselhosClasse.status, ['agendado', 'em_andamento'])),
          dados,
          updated_at,
          () => conflict(MSG.conflito),
        );
        await gravarParticipantes(tx, atual.id, atual.empresa_id, participantes);
      });
      const depois = await apresentarUm(db, ator, atual.id);
      await auditar(db, request, { acao: 'atualizar', entidade: 'conselho_classe', entidade_id: atual.id, antes, depois });
      // Teachers added to an already scheduled council hear of it too.
      const novos = participantes.filter((p) => !antes.participantes.some((a) => a.usuario_id === p) && p !== ator.actor.id);
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
      const ator = await carregarAtor(db, request);
      const atual = await conselhoNoAlcance(db, ator.scope, request.params.id);
      if (atual.status !== 'agendado') throw conflict(MSG.status.excluir);
      const apagados = await db
        .delete(conselhosClasse)
        .where(and(eq(conselhosClasse.id, atual.id), eq(conselhosClasse.status, 'agendado')))
        .returning({ id: conselhosClasse.id });
      if (!apagados.length) throw conflict(MSG.status.excluir);
      await auditar(db, request, {
        acao: 'deletar',
        entidade: 'conselho_classe',
        entidade_id: atual.id,
        antes: { turma_id: atual.turma_id, turma_nome: atual.turma_nome, bimestre: atual.bimestre, data: atual.data },
      });
      await sincronizarAposGravar(db, request.log, atual.turma_id, ['conselho_atrasado']);
      return reply.status(204).send();
    },
  });
};
