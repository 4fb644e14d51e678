import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MENSAGENS_TRAVA } from '../../../domain/fechamento/mensagens';
import {
  FECHAMENTO_ANUAL_MENSAGENS as MSG,
  anoDaTurmaResposta,
  encerrarInput,
  reabrirInput,
  recuperacaoInput,
  resultadosAlunosResposta,
} from '../../../domain/schemas/fechamento-anual';
import type { Db, Tx } from '../../db/client';
import { fechamentosAnuais, fechamentosBimestrais, recuperacoesFinais, resultadosFinais } from '../../db/schema';
import { conflict, forbidden, periodoFechado } from '../../lib/errors';
import { proximaVersao } from '../../lib/gravacao';
import { NAO_LECIONA, alcancaTurma, carregarAlcance, turmaNoAlcance } from '../../policies/alcance';
import { exigirDisciplinaDaTurma } from '../../policies/notas-e-frequencias';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { aplicarConselhoFinalDaTurma } from '../../services/conselhos/aplicar-decisoes';
import { hojeNaEmpresa } from '../../services/fuso';
import { calcularResultadosDaTurma, linhasDosResultados } from '../../services/resultados-finais/calcular';
import { alunosDoAno, disciplinasDaTurma } from '../../services/resultados-finais/ler';
import { anoTravado } from './ano';
import { carregarResultadosAlunos } from './comum';
import { recusarCampos, rejectInvalid } from '../../lib/validacao';

const tags = ['fechamentos-anuais'];

/** "Matemática — 6º Ano" reads "Matemática" inside a sentence that names the class. */
const nomeCurto = (disciplina: string) => disciplina.split(' — ')[0] ?? disciplina;

/** What keeps the year from being finished: the bimestres of each subject not yet finalized (or approved). */
async function bimestresQueFaltam(tx: Tx, turmaId: string): Promise<string[]> {
  const lista = await disciplinasDaTurma(tx, turmaId);
  if (!lista.length) return [];
  const fechados = await tx
    .select({ disciplina_id: fechamentosBimestrais.disciplina_id, bimestre: fechamentosBimestrais.bimestre })
    .from(fechamentosBimestrais)
    .where(and(eq(fechamentosBimestrais.turma_id, turmaId), inArray(fechamentosBimestrais.status, ['finalizado', 'aprovado'])))
    .for('share');
  const feitos = new Set(fechados.map((f) => `${f.disciplina_id}:${f.bimestre}`));
  const faltas: string[] = [];
  for (const d of lista) {
    const abertos = [1, 2, 3, 4].filter((b) => !feitos.has(`${d.id}:${b}`));
    if (!abertos.length) continue;
    const bims = abertos.map((b) => `${b}º`);
    const texto = bims.length === 1 ? bims[0]! : `${bims.slice(0, -1).join(', ')} e ${bims.at(-1)!}`;
    faltas.push(`${nomeCurto(d.nome)} (${texto} bimestre${abertos.length > 1 ? 's' : ''})`);
  }
  return faltas;
}

async function contarAlunos(db: Db, turmaId: string) {
  return (await alunosDoAno(db, turmaId)).length;
}

/** Recuperação final grades, finishing and reopening a class's year. */
export const fechamentosAnuaisEscritaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put('/api/fechamentos-anuais/recuperacao', {
    config: { access: ['notas', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Notas da recuperação final de uma disciplina da turma (só para alunos com média anual abaixo da média de aprovação; null apaga); recusado com o ano encerrado',
      body: recuperacaoInput,
      response: { 200: resultadosAlunosResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const { turma_id, disciplina_id, itens } = request.body;
      const a = await carregarAlcance(db, actorOf(request));
      // Any class the actor reads (404 otherwise), then 403 for a subject it does not teach there.
      const turma = await turmaNoAlcance(db, a, turma_id);
      if (!alcancaTurma(a, turma, 'escrever', disciplina_id)) throw forbidden(NAO_LECIONA);
      await exigirDisciplinaDaTurma(db, turma.id, disciplina_id, MSG.disciplina, 'Esta disciplina não é lecionada nesta turma');

      const mudados = await db.transaction(async (tx) => {
        const ano = await anoTravado(tx, turma, 'share');
        if (ano.status !== 'em_andamento') throw periodoFechado(MENSAGENS_TRAVA.anoEncerrado(turma.ano_letivo, turma.nome));
        const r = await calcularResultadosDaTurma(tx, turma, { ano });
        const daDisciplina = r.porDisciplina.get(disciplina_id)!;
        const erros: Record<string, string> = {};
        itens.forEach((item, i) => {
          const l = daDisciplina.get(item.aluno_id);
          const aluno = r.alunos.find((al) => al.aluno_id === item.aluno_id);
          if (!l || !aluno || aluno.saida) erros[`itens.${i}.aluno_id`] = MSG.alunoNaoMatriculado;
          else if (item.nota !== null && !l.elegivel) erros[`itens.${i}.nota`] = MSG.naoElegivel;
        });
        recusarCampos(erros);
        const mudados: { aluno_id: string; antes: number | null; depois: number | null }[] = [];
        for (const item of itens) {
          const antes = daDisciplina.get(item.aluno_id)!.recuperacao;
          if (antes === item.nota) continue;
          const onde = and(
            eq(recuperacoesFinais.turma_id, turma.id),
            eq(recuperacoesFinais.disciplina_id, disciplina_id),
            eq(recuperacoesFinais.aluno_id, item.aluno_id),
          );
          if (item.nota === null) await tx.delete(recuperacoesFinais).where(onde);
          else
            await tx
              .insert(recuperacoesFinais)
              .values({
                turma_id: turma.id,
                disciplina_id,
                aluno_id: item.aluno_id,
                empresa_id: turma.empresa_id,
                nota: item.nota,
              })
              .onConflictDoUpdate({
                target: [recuperacoesFinais.turma_id, recuperacoesFinais.disciplina_id, recuperacoesFinais.aluno_id],
                set: { nota: item.nota, updated_at: proximaVersao(recuperacoesFinais.updated_at) },
              });
          mudados.push({ aluno_id: item.aluno_id, antes, depois: item.nota });
        }
        return mudados;
      });
      if (mudados.length)
        await auditar(db, request, {
          acao: 'lancar_recuperacao_final',
          entidade: 'recuperacoes_finais',
          entidade_id: `${turma.id}:${disciplina_id}`,
          depois: { alunos: mudados },
        });
      return carregarResultadosAlunos(db, a, turma);
    },
  });

  app.post('/api/fechamentos-anuais/encerrar', {
    config: { access: ['notas', 'fecharBimestre'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Encerra o ano letivo da turma (gestor): exige os quatro bimestres de todas as disciplinas finalizados; grava os resultados finais e bloqueia a turma numa transação',
      body: encerrarInput,
      response: { 200: anoDaTurmaResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const a = await carregarAlcance(db, actorOf(request));
      const turma = await turmaNoAlcance(db, a, request.body.turma_id);
      if (a.scope.tipo === 'turmas' || a.scope.tipo === 'aluno') throw forbidden();
      const hoje = await hojeNaEmpresa(db, turma.empresa_id);
      const resumo = await db.transaction(async (tx) => {
        const ano = await anoTravado(tx, turma, 'update');
        if (ano.status !== 'em_andamento') throw conflict(MSG.jaEncerrado(turma.ano_letivo, turma.nome));
        if (!(await disciplinasDaTurma(tx, turma.id)).length) throw conflict(MSG.semDisciplinas(turma.nome));
        const faltas = await bimestresQueFaltam(tx, turma.id);
        if (faltas.length) throw conflict(MSG.faltamBimestres(turma.nome, faltas));
        const r = await calcularResultadosDaTurma(tx, turma, { ano, encerrando: true });
        // A year finished before (and reopened) is stored anew.
        await tx.delete(resultadosFinais).where(eq(resultadosFinais.turma_id, turma.id));
        const linhas = linhasDosResultados(r);
        for (let i = 0; i < linhas.length; i += 500) await tx.insert(resultadosFinais).values(linhas.slice(i, i + 500));
        // A year reopened and finished again keeps what its final council decided.
        await aplicarConselhoFinalDaTurma(tx, turma.id);
        await tx
          .update(fechamentosAnuais)
          .set({ status: 'finalizado', data_fechamento: hoje, updated_at: proximaVersao(fechamentosAnuais.updated_at) })
          .where(eq(fechamentosAnuais.id, ano.id));
        const contagem: Record<string, number> = {};
        for (const g of r.gerais.values()) contagem[g.situacao] = (contagem[g.situacao] ?? 0) + 1;
        return { alunos: r.alunos.length, situacoes: contagem };
      });
      await auditar(db, request, {
        acao: 'encerrar_ano_letivo',
        entidade: 'fechamentos_anuais',
        entidade_id: turma.id,
        antes: { status: 'em_andamento' },
        depois: { status: 'finalizado', data_fechamento: hoje, ...resumo },
      });
      return {
        turma_id: turma.id,
        ano_letivo: turma.ano_letivo,
        status: 'finalizado' as const,
        data_fechamento: hoje,
        alunos: resumo.alunos,
      };
    },
  });

  app.post('/api/fechamentos-anuais/reabrir', {
    config: { access: ['notas', 'fecharBimestre'] },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Reabre o ano letivo encerrado de uma turma (só a secretaria: empresa ou administrador), com o motivo; auditado',
      body: reabrirInput,
      response: { 200: anoDaTurmaResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      if (actor.tipo_usuario !== 'empresa' && actor.tipo_usuario !== 'administrador') throw forbidden(MSG.soEmpresaReabre);
      rejectInvalid(request);
      const { turma_id, motivo } = request.body;
      const turma = await turmaNoAlcance(db, await carregarAlcance(db, actor), turma_id);
      const antes = await db.transaction(async (tx) => {
        const ano = await anoTravado(tx, turma, 'update');
        if (ano.status === 'em_andamento') throw conflict(MSG.naoEncerrado(turma.ano_letivo, turma.nome));
        await tx
          .update(fechamentosAnuais)
          .set({ status: 'em_andamento', data_fechamento: null, updated_at: proximaVersao(fechamentosAnuais.updated_at) })
          .where(eq(fechamentosAnuais.id, ano.id));
        return { status: ano.status, data_fechamento: ano.data_fechamento };
      });
      await auditar(db, request, {
        acao: 'reabrir_ano_letivo',
        entidade: 'fechamentos_anuais',
        entidade_id: turma.id,
        antes,
        depois: { status: 'em_andamento', motivo },
      });
      return {
        turma_id: turma.id,
        ano_letivo: turma.ano_letivo,
        status: 'em_andamento' as const,
        data_fechamento: null,
        alunos: await contarAlunos(db, turma.id),
      };
    },
  });
};
