import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avancoDaAvaliacao } from '../../../domain/avaliacao/sub-avaliacoes';
import {
  AVALIACAO_MENSAGENS as MSG,
  avancoInput,
  type ResultadosDados,
  resultadosInput,
  resultadosResposta,
  avaliacaoInput,
  avaliacaoResposta,
  avaliacaoUpdate,
} from '../../../domain/schemas/avaliacao';
import type { Db, Tx } from '../../db/client';
import { atribuicoes, avaliacoes, avaliacoesResultados } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { atualizarNaVersao, mesmaVersao, proximaVersao } from '../../lib/gravacao';
import { actorOf } from '../../plugins/access';
import { type Alcance, carregarAlcance, turmaNoAlcance } from '../../policies/alcance';
import { exigirDisciplinaDaTurma } from '../../policies/notas-e-frequencias';
import { auditar } from '../../services/auditoria';
import { hojeNaEmpresa } from '../../services/fuso';
import { matriculados, matriculadosDosItens } from '../../services/matriculados';
import { garantirDiaLetivoDaTurma } from '../../services/calendario';
import { garantirPeriodoAberto } from '../../services/travas';
import { ORIGENS_DAS_AVALIACOES, sincronizarAposGravar } from '../../services/pendencias/sincronizar';
import { apresentarLinhas, carregarAvaliacao, type LinhaCarregada, resultadosDaAvaliacao } from './carregar';
import { idParams } from '../../lib/parametros';
import { recusarCampos } from '../../lib/validacao';

const tags = ['sub-avaliações'];
const periodo = (r: { turma_id: string; disciplina_id: string; bimestre: number }) => ({
  turma_id: r.turma_id,
  disciplina_id: r.disciplina_id,
  bimestre: r.bimestre,
});
const umaCasa = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
type ItemResultado = ResultadosDados['itens'][number];
/** A student with none of score, ausente or dispensado: no result (its row is removed). */
const vazio = (i: ItemResultado) => i.nota === null && !i.ausente && !i.dispensado;

/**
 * The professor of the assessment: a professor is always itself (it only reaches its own
 * subjects); anyone else names one who teaches the subject in the class, or gets the assigned one.
 */
async function professorDaAvaliacao(db: Db, a: Alcance, turmaId: string, disciplinaId: string, pedido: string | null) {
  if (a.actor.tipo_usuario === 'professor') return a.actor.id;
  const professores = (
    await db
      .select({ id: atribuicoes.professor_id })
      .from(atribuicoes)
      .where(and(eq(atribuicoes.turma_id, turmaId), eq(atribuicoes.disciplina_id, disciplinaId)))
      .orderBy(atribuicoes.created_at)
  ).map((p) => p.id);
  if (pedido === null) {
    if (!professores[0]) throw badRequest(MSG.semProfessor, { professor_id: MSG.semProfessor });
    return professores[0];
  }
  if (!professores.includes(pedido)) throw badRequest(MSG.professorDaTurma, { professor_id: MSG.professorDaTurma });
  return pedido;
}

/** A row the actor reaches and may change: read but not writable (another teacher's subject) → 403. */
async function paraEscrita(db: Db, a: Alcance, id: string): Promise<LinhaCarregada> {
  const row = await carregarAvaliacao(db, a, id);
  if (!row.pode_escrever) throw forbidden('Você não leciona esta disciplina nesta turma.');
  return row;
}

/** Creating, editing, advancing and deleting assessments, and saving their scores. */
export const avaliacoesWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const apresentar = async (a: Alcance, id: string) => (await apresentarLinhas(db, a, [await carregarAvaliacao(db, a, id)]))[0]!;

  /** An assessment is applied on a school day of its own bimestre (the network's calendar). */
  async function garantirDataNoBimestre(turmaId: string, data: string, bimestre: number) {
    const doDia = await garantirDiaLetivoDaTurma(db, turmaId, data, 'data_aplicacao');
    if (doDia !== bimestre) {
      const msg = MSG.foraDoBimestre(bimestre, doDia);
      throw badRequest(msg, { data_aplicacao: msg });
    }
  }

  app.post('/api/avaliacoes', {
    config: { access: ['avaliacoes', 'criar'] },
    schema: {
      tags,
      summary:
        'Cria uma sub-avaliação (agendada) numa turma, disciplina e bimestre; o professor é o da disciplina na turma quando não informado',
      body: avaliacaoInput,
      response: { 201: avaliacaoResposta },
    },
    handler: async (request, reply) => {
      const a = await carregarAlcance(db, actorOf(request));
      const { turma_id, disciplina_id, professor_id, ...dados } = request.body;
      const turma = await turmaNoAlcance(db, a, turma_id, 'escrever', { disciplinaId: disciplina_id });
      await exigirDisciplinaDaTurma(db, turma.id, disciplina_id, MSG.disciplinaDaTurma);
      const professor = await professorDaAvaliacao(db, a, turma.id, disciplina_id, professor_id);
      await garantirDataNoBimestre(turma.id, dados.data_aplicacao, dados.bimestre);
      const id = await db.transaction(async (tx) => {
        await garantirPeriodoAberto(tx, { turma_id: turma.id, disciplina_id, bimestre: dados.bimestre });
        const [criada] = await tx
          .insert(avaliacoes)
          .values({
            ...dados,
            empresa_id: turma.empresa_id,
            escola_id: turma.escola_id,
            turma_id: turma.id,
            disciplina_id,
            professor_id: professor,
            status: 'agendada',
          })
          .returning({ id: avaliacoes.id });
        return criada!.id;
      });
      const depois = await apresentar(a, id);
      await auditar(db, request, { acao: 'criar', entidade: 'avaliacao', entidade_id: id, depois });
      return reply.status(201).send(depois);
    },
  });

  app.put('/api/avaliacoes/:id', {
    config: { access: ['avaliacoes', 'atualizar'] },
    schema: {
      tags,
      summary:
        'Atualiza uma sub-avaliação mantendo o status; peso e valor total não mudam depois de haver notas; updated_at é a versão carregada',
      params: idParams,
      body: avaliacaoUpdate,
      response: { 200: avaliacaoResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const antes = await paraEscrita(db, a, request.params.id);
      const { updated_at, professor_id, ...dados } = request.body;
      const professor =
        professor_id === null && a.actor.tipo_usuario !== 'professor'
          ? antes.professor_id
          : await professorDaAvaliacao(db, a, antes.turma_id, antes.disciplina_id, professor_id);
      if (dados.data_aplicacao !== antes.data_aplicacao)
        await garantirDataNoBimestre(antes.turma_id, dados.data_aplicacao, antes.bimestre);
      await db.transaction(async (tx) => {
        await garantirPeriodoAberto(tx, periodo(antes));
        const [lancados] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(avaliacoesResultados)
          .where(eq(avaliacoesResultados.avaliacao_id, antes.id));
        if ((lancados?.n ?? 0) > 0) {
          const erros: Record<string, string> = {};
          if (dados.peso !== antes.peso) erros.peso = MSG.pesoTravado;
          if (dados.valor_total !== antes.valor_total) erros.valor_total = MSG.valorTravado;
          recusarCampos(erros);
        }
        await atualizarNaVersao(
          tx,
          avaliacoes,
          eq(avaliacoes.id, antes.id),
          { ...dados, professor_id: professor },
          updated_at,
          () => conflict(MSG.conflito),
        );
      });
      const depois = await apresentar(a, antes.id);
      const [antesDto] = await apresentarLinhas(db, a, [antes]);
      await auditar(db, request, { acao: 'atualizar', entidade: 'avaliacao', entidade_id: antes.id, antes: antesDto, depois });
      await sincronizarAposGravar(db, request.log, antes.turma_id, ORIGENS_DAS_AVALIACOES);
      return depois;
    },
  });

  app.delete('/api/avaliacoes/:id', {
    config: { access: ['avaliacoes', 'deletar'] },
    schema: { tags, summary: 'Exclui uma sub-avaliação e as notas lançadas nela', params: idParams },
    handler: async (request, reply) => {
      const a = await carregarAlcance(db, actorOf(request));
      const antes = await paraEscrita(db, a, request.params.id);
      const [antesDto] = await apresentarLinhas(db, a, [antes]);
      await db.transaction(async (tx) => {
        await garantirPeriodoAberto(tx, periodo(antes));
        await tx.delete(avaliacoes).where(eq(avaliacoes.id, antes.id));
      });
      await auditar(db, request, { acao: 'deletar', entidade: 'avaliacao', entidade_id: antes.id, antes: antesDto });
      await sincronizarAposGravar(db, request.log, antes.turma_id, ORIGENS_DAS_AVALIACOES);
      return reply.status(204).send();
    },
  });

  app.post('/api/avaliacoes/:id/avancar', {
    config: { access: ['avaliacoes', 'atualizar'] },
    schema: {
      tags,
      summary:
        'Avança o status um passo (updated_at é a versão na tela): agendada → aplicada (a partir da data de aplicação) → corrigida (todos os alunos com nota, ausente ou dispensado) → finalizada',
      params: idParams,
      body: avancoInput,
      response: { 200: avaliacaoResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const antes = await paraEscrita(db, a, request.params.id);
      const hoje = await hojeNaEmpresa(db, antes.empresa_id);
      const passo = await db.transaction(async (tx) => {
        await garantirPeriodoAberto(tx, periodo(antes));
        // Locked: two clicks advance one step each, never both from the same status.
        const [atual] = await tx
          .select({ status: avaliacoes.status, data_aplicacao: avaliacoes.data_aplicacao, updated_at: avaliacoes.updated_at })
          .from(avaliacoes)
          .where(eq(avaliacoes.id, antes.id))
          .for('update');
        // The step shown was taken from this version: a screen behind another's step is refused.
        if (!atual || !mesmaVersao(atual.updated_at, request.body.updated_at)) throw conflict(MSG.conflito);
        const r = avancoDaAvaliacao(atual.status, {
          hoje,
          dataAplicacao: atual.data_aplicacao,
          todosComResultado: atual.status === 'aplicada' ? await todosComResultado(tx, antes.turma_id, antes.id) : true,
        });
        if ('recusa' in r) throw badRequest(r.recusa);
        await tx
          .update(avaliacoes)
          .set({ status: r.proximo, updated_at: proximaVersao(avaliacoes.updated_at) })
          .where(eq(avaliacoes.id, antes.id));
        return { de: atual.status, para: r.proximo };
      });
      const depois = await apresentar(a, antes.id);
      await auditar(db, request, {
        acao: 'avancar_status',
        entidade: 'avaliacao',
        entidade_id: antes.id,
        antes: { status: passo.de },
        depois: { status: passo.para },
      });
      await sincronizarAposGravar(db, request.log, antes.turma_id, ORIGENS_DAS_AVALIACOES);
      return depois;
    },
  });

  app.put('/api/avaliacoes/:id/resultados', {
    config: { access: ['avaliacoes', 'atualizar'] },
    schema: {
      tags,
      summary:
        'Salva de uma vez a nota (0 a valor total), ausente ou dispensado de cada aluno; aluno sem nenhum dos três fica sem resultado (recusado enquanto corrigida: todo aluno matriculado tem resultado); finalizada não aceita mais notas (409); updated_at é a versão da sub-avaliação',
      params: idParams,
      body: resultadosInput,
      response: { 200: resultadosResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const antes = await paraEscrita(db, a, request.params.id);
      // Finalizada: the scores are final (the step back does not exist).
      if (antes.status === 'finalizada') throw conflict(MSG.finalizada);
      const { itens, updated_at } = request.body;
      const acima: Record<string, string> = {};
      itens.forEach((item, i) => {
        if (item.nota !== null && item.nota > antes.valor_total)
          acima[`itens.${i}.nota`] = MSG.notaAcima(umaCasa(antes.valor_total));
      });
      recusarCampos(acima);
      await matriculadosDosItens(db, antes.turma_id, itens, (m) => (m ? undefined : MSG.alunoNaoMatriculado));

      const alterados = await db.transaction(async (tx) => {
        await garantirPeriodoAberto(tx, periodo(antes));
        // The assessment's version covers its scores: of two saves from the same sheet only one wins.
        await atualizarNaVersao(tx, avaliacoes, eq(avaliacoes.id, antes.id), {}, updated_at, () => conflict(MSG.conflito));
        // The version matched and the row is now locked: this is the status the sheet was loaded with.
        const [atual] = await tx.select({ status: avaliacoes.status }).from(avaliacoes).where(eq(avaliacoes.id, antes.id));
        if (atual?.status === 'finalizada') throw conflict(MSG.finalizada);
        if (atual?.status === 'corrigida') await garantirResultadoDeTodos(tx, antes, itens);
        const vazios = itens.filter(vazio).map((i) => i.aluno_id);
        if (vazios.length)
          await tx
            .delete(avaliacoesResultados)
            .where(and(eq(avaliacoesResultados.avaliacao_id, antes.id), inArray(avaliacoesResultados.aluno_id, vazios)));
        const cheios = itens.filter((i) => !vazio(i));
        if (cheios.length)
          await tx
            .insert(avaliacoesResultados)
            .values(
              cheios.map((i) => ({
                avaliacao_id: antes.id,
                aluno_id: i.aluno_id,
                empresa_id: antes.empresa_id,
                nota: i.nota,
                ausente: i.ausente,
                dispensado: i.dispensado,
              })),
            )
            .onConflictDoUpdate({
              target: [avaliacoesResultados.avaliacao_id, avaliacoesResultados.aluno_id],
              set: {
                nota: sql`excluded.nota`,
                ausente: sql`excluded.ausente`,
                dispensado: sql`excluded.dispensado`,
                updated_at: sql`now()`,
              },
            });
        return { lancados: cheios.length, limpos: vazios.length };
      });
      const depois = await apresentar(a, antes.id);
      await auditar(db, request, {
        acao: 'lancar_notas',
        entidade: 'avaliacao',
        entidade_id: antes.id,
        depois: alterados,
      });
      await sincronizarAposGravar(db, request.log, antes.turma_id, ORIGENS_DAS_AVALIACOES);
      return resultadosDaAvaliacao(db, antes.turma_id, depois);
    },
  });
};

/**
 * Corrigida means every student has a result: a save that would leave a student enrolled now
 * without a score, ausente or dispensado is refused, with the message on that student's line
 * (`itens.N.nota`), or naming a student the sheet did not send who has none (enrolled later).
 */
async function garantirResultadoDeTodos(
  tx: Tx,
  avaliacao: { id: string; turma_id: string },
  itens: ItemResultado[],
): Promise<void> {
  const alunos = await matriculados(tx, avaliacao.turma_id);
  const comResultado = new Set(
    (
      await tx
        .select({ aluno_id: avaliacoesResultados.aluno_id })
        .from(avaliacoesResultados)
        .where(eq(avaliacoesResultados.avaliacao_id, avaliacao.id))
    ).map((r) => r.aluno_id),
  );
  const indice = new Map(itens.map((item, i) => [item.aluno_id, i]));
  const erros: Record<string, string> = {};
  for (const m of alunos) {
    const i = indice.get(m.aluno_id);
    if (i !== undefined) {
      if (vazio(itens[i]!)) erros[`itens.${i}.nota`] = MSG.semResultadoNaCorrigida;
    } else if (!comResultado.has(m.aluno_id)) erros[`alunos.${m.aluno_id}`] = MSG.semResultadoDe(m.nome);
  }
  recusarCampos(erros);
}

/** Every student enrolled now has a score, ausente or dispensado in the assessment. */
async function todosComResultado(tx: Tx, turmaId: string, avaliacaoId: string): Promise<boolean> {
  const alunos = await matriculados(tx, turmaId);
  if (!alunos.length) return true;
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(avaliacoesResultados)
    .where(
      and(
        eq(avaliacoesResultados.avaliacao_id, avaliacaoId),
        inArray(
          avaliacoesResultados.aluno_id,
          alunos.map((m) => m.aluno_id),
        ),
      ),
    );
  return (r?.n ?? 0) === alunos.length;
}
