import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CABECALHO_DONO_DA_FILA,
  FILA_DE_OUTRO_USUARIO,
  FREQUENCIA_MENSAGENS as MSG,
  chamadaInput,
  chamadaResposta,
  dataSchema,
} from '../../../domain/schemas/frequencia';
import { NOTA_MENSAGENS } from '../../../domain/schemas/nota';
import type { Db } from '../../db/client';
import { disciplinas, frequencias } from '../../db/schema';
import { can } from '../../lib/actor';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors';
import { gravarSemDuplicar, mesmaVersao, proximaVersao } from '../../lib/gravacao';
import { auditar } from '../../services/auditoria';
import { identificacaoDoAluno, matriculados, matriculadosDosItens } from '../../services/matriculados';
import { daTurma, linhasTravadasPorAluno, turmaParaAbrir, turmaParaGravar } from '../../lib/registro-para-escrita';
import { type Alcance, type TurmaAlvo, escreveTurma } from '../../policies/avaliacao';
import { diaDaTurma, garantirDiaLetivoDaTurma } from '../../services/calendario';
import { hojeNaEmpresa } from '../../services/fuso';
import { garantirPeriodoAberto, motivoDoFechamento } from '../../services/travas';
import { regrasDaEmpresa } from '../../services/regras-escolares';
import { ORIGENS_DA_FREQUENCIA, sincronizarAposGravar } from '../../services/pendencias/sincronizar';
import { notificarFaltasExcessivas, quemPassouDoAlerta, recalcularTotais, totaisNaTurma } from './totais';

const tags = ['frequência'];
const chamadaQuery = z.object({
  turma_id: z.string({ error: NOTA_MENSAGENS.turma }).uuid(NOTA_MENSAGENS.turma),
  disciplina_id: z.string({ error: NOTA_MENSAGENS.disciplina }).uuid(NOTA_MENSAGENS.disciplina),
  data: dataSchema,
});

/** A roll call is for today or before, "today" being the day in the time zone of the class's network. */
export async function semDataFutura(db: Db, empresaId: string, data: string, campo = 'data') {
  if (data > (await hojeNaEmpresa(db, empresaId))) throw badRequest(MSG.dataFutura, { [campo]: MSG.dataFutura });
}

async function carregarChamada(db: Db, a: Alcance, turma: TurmaAlvo, disciplinaId: string, data: string) {
  const [disciplina] = await db
    .select({ id: disciplinas.id, nome: disciplinas.nome })
    .from(disciplinas)
    .where(eq(disciplinas.id, disciplinaId));
  const soAluno = a.scope.tipo === 'aluno' ? a.scope.aluno_id : null;
  const roster = await matriculados(db, turma.id, { ate: data, soAluno });
  const marcas = roster.length
    ? await db
        .select()
        .from(frequencias)
        .where(
          and(
            eq(frequencias.turma_id, turma.id),
            eq(frequencias.disciplina_id, disciplinaId),
            eq(frequencias.data, data),
            inArray(
              frequencias.aluno_id,
              roster.map((r) => r.aluno_id),
            ),
          ),
        )
    : [];
  const porAluno = new Map(marcas.map((m) => [m.aluno_id, m]));
  // A date that takes no roll call, or whose bimestre is closed, opens read-only with the reason.
  const dia = await diaDaTurma(db, turma.id, data);
  const fechado = await motivoDoFechamento(db, { turma_id: turma.id, disciplina_id: disciplinaId, bimestre: dia.bimestre });
  return {
    turma: { id: turma.id, nome: turma.nome, escola_id: turma.escola_id },
    disciplina: disciplina!,
    data,
    registrada: marcas.length > 0,
    pode_editar: can(a.actor, 'frequencia', 'criar') && escreveTurma(a, turma, disciplinaId) && !dia.nao_letivo && !fechado,
    nao_letivo: dia.nao_letivo,
    fechado,
    itens: roster.map((r) => {
      const m = porAluno.get(r.aluno_id);
      return {
        ...identificacaoDoAluno(r),
        frequencia_id: m?.id ?? null,
        // Spec: every student starts present; the professor marks who is missing.
        presente: m?.presente ?? true,
        justificativa: m?.justificativa ?? null,
        observacoes: m?.observacoes ?? null,
        updated_at: m ? m.updated_at.toISOString() : null,
      };
    }),
  };
}

/** The roll call of a class, subject and date: read with defaults, saved whole in one transaction. */
export const frequenciasChamadaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/frequencias/chamada', {
    config: {
      access: ['frequencia', 'ler'],
      dadosPessoais: dadosPessoais('chamada', (r: { itens: { aluno_id: string | null }[] }) => r.itens.map((i) => i.aluno_id)),
    },
    schema: {
      tags,
      summary: 'Chamada: alunos matriculados na turma na data, com as marcas registradas ou presentes por padrão',
      querystring: chamadaQuery,
      response: { 200: chamadaResposta },
    },
    handler: async (request) => {
      const { turma_id, disciplina_id, data } = request.query;
      const { a, turma } = await turmaParaAbrir(db, request, turma_id, disciplina_id);
      await semDataFutura(db, turma.empresa_id, data);
      return carregarChamada(db, a, turma, disciplina_id, data);
    },
  });

  app.put('/api/frequencias/chamada', {
    config: { access: ['frequencia', 'criar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Salva a chamada inteira numa transação (tudo ou nada): aluno fora da turma, data futura ou anterior à matrícula → 400; versão desatualizada → 409',
      body: chamadaInput,
      response: { 200: chamadaResposta },
    },
    handler: async (request) => {
      // A roll call queued offline names who took it; sent from anyone else's session (the next
      // person on a shared device) it is refused before anything is read, written or audited.
      const dono = request.headers[CABECALHO_DONO_DA_FILA];
      if (dono !== undefined && dono !== actorOf(request).id) {
        throw new AppError(403, FILA_DE_OUTRO_USUARIO.code, FILA_DE_OUTRO_USUARIO.message);
      }
      const { turma_id, disciplina_id, data, itens } = request.body;
      const { a, actor, turma } = await turmaParaGravar(db, request, turma_id, disciplina_id);
      await semDataFutura(db, turma.empresa_id, data);
      const bimestre = await garantirDiaLetivoDaTurma(db, turma.id, data);

      const ids = itens.map((i) => i.aluno_id);
      const roster = await matriculadosDosItens(db, turma.id, itens, (m) =>
        !m ? MSG.alunoNaoMatriculado : data < m.data_inicio ? MSG.antesDaMatricula : undefined,
      );

      const { updated_at: _v, ...regras } = await regrasDaEmpresa(db, turma.empresa_id);
      const passaram = await db.transaction(async (tx) => {
        await garantirPeriodoAberto(tx, { turma_id: turma.id, disciplina_id, bimestre });
        const antes = await totaisNaTurma(tx, turma.id, ids);
        const daChamada = and(
          eq(frequencias.turma_id, turma.id),
          eq(frequencias.disciplina_id, disciplina_id),
          eq(frequencias.data, data),
        );
        const atual = await linhasTravadasPorAluno(tx, frequencias, daChamada, ids);
        const novos: (typeof frequencias.$inferInsert)[] = [];
        let atualizou = false;
        for (const item of itens) {
          const row = atual.get(item.aluno_id);
          const valores = { presente: item.presente, justificativa: item.justificativa, observacoes: item.observacoes };
          if (!row) {
            if (item.updated_at !== null) throw conflict(MSG.conflito);
            novos.push({ ...valores, ...daTurma(turma, item.aluno_id, disciplina_id), data, registrado_por: actor.id });
            continue;
          }
          // Someone else recorded or corrected this student's mark since the roll call was opened.
          if (!mesmaVersao(row.updated_at, item.updated_at)) throw conflict(MSG.conflito);
          if (row.presente === item.presente && row.justificativa === item.justificativa && row.observacoes === item.observacoes)
            continue;
          if (!can(actor, 'frequencia', 'atualizar')) throw forbidden();
          atualizou = true;
          await tx
            .update(frequencias)
            .set({ ...valores, registrado_por: actor.id, updated_at: proximaVersao(frequencias.updated_at) })
            .where(eq(frequencias.id, row.id));
        }
        if (novos.length) await gravarSemDuplicar(tx.insert(frequencias).values(novos), () => conflict(MSG.conflito));
        if (novos.length || atualizou) await recalcularTotais(tx, turma.id, disciplina_id, ids);
        return quemPassouDoAlerta(antes, await totaisNaTurma(tx, turma.id, ids), regras);
      });

      await auditar(db, request, {
        acao: 'registrar_chamada',
        entidade: 'frequencia',
        entidade_id: `${turma.id}:${disciplina_id}:${data}`,
        depois: {
          presentes: itens.filter((i) => i.presente).length,
          faltas: itens.filter((i) => !i.presente).length,
        },
      });
      await notificarFaltasExcessivas(
        db,
        turma,
        passaram.map((p) => ({ ...p, nome: roster.get(p.aluno_id)!.nome })),
        regras,
      );
      await sincronizarAposGravar(db, request.log, turma.id, ORIGENS_DA_FREQUENCIA);
      return carregarChamada(db, a, turma, disciplina_id, data);
    },
  });
};
