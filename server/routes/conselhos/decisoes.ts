import { and, asc, count, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parecerDoResultado, validarParecer } from '../../../domain/conselho/parecer';
import {
  type AlunoDoConselho,
  CONSELHO_MENSAGENS as MSG,
  alunosDoConselhoResposta,
  decisaoInput,
  decisaoResposta,
} from '../../../domain/schemas/conselho';
import type { Db } from '../../db/client';
import {
  alunos,
  conselhosClasse,
  conselhosDecisoes,
  disciplinas,
  fechamentosBimestrais,
  fechamentosSnapshots,
  matriculas,
  pendencias,
  resultadosFinais,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { gravarNaVersao } from '../../lib/gravacao';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { rejectInvalid } from '../../lib/validacao';
import { apresentarDecisao } from '../../presenters/conselho';
import { auditar } from '../../services/auditoria';
import { situacaoCalculada, situacoesCalculadas } from '../../services/conselhos/resultado-calculado';
import { regrasDaEmpresa } from '../../services/regras-escolares';
import { percentualFrequencia } from '../../services/resultados-finais/calcular';
import { disciplinasDaTurma } from '../../services/resultados-finais/ler';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { type LinhaSelecionada, conselhoNoAlcance } from './carregar';
import { idParams, idValido } from '../../lib/parametros';

const tags = ['conselhos'];
const decisaoParams = idParams.extend({ alunoId: idValido() });

/** The class's active students, by name. */
function alunosAtivos(db: Db, turmaId: string) {
  return db
    .select({ aluno_id: alunos.id, nome: alunos.nome, matricula: alunos.matricula })
    .from(matriculas)
    .innerJoin(alunos, eq(alunos.id, matriculas.aluno_id))
    .where(and(eq(matriculas.turma_id, turmaId), eq(matriculas.status, 'ativa')))
    .orderBy(asc(alunos.nome), asc(alunos.id));
}

type Desempenho = Pick<AlunoDoConselho, 'notas' | 'aulas' | 'faltas' | 'percentual_frequencia' | 'situacao_computada'>;

/**
 * A bimester council looks at what the closings stored (each closing's latest snapshot): the
 * grade and the attendance of every subject in the bimestre, as they were finalized.
 */
async function desempenhoNoBimestre(
  db: Db,
  c: LinhaSelecionada & { bimestre: number },
): Promise<(alunoId: string) => Desempenho> {
  const [lista, linhas] = await Promise.all([
    disciplinasDaTurma(db, c.turma_id),
    db
      .select({
        aluno_id: fechamentosSnapshots.aluno_id,
        disciplina_id: fechamentosBimestrais.disciplina_id,
        nota: fechamentosSnapshots.nota,
        situacao: fechamentosSnapshots.situacao,
        aulas: fechamentosSnapshots.aulas,
        faltas: fechamentosSnapshots.faltas,
      })
      .from(fechamentosSnapshots)
      .innerJoin(
        fechamentosBimestrais,
        and(
          eq(fechamentosBimestrais.id, fechamentosSnapshots.fechamento_id),
          eq(fechamentosBimestrais.versao_snapshot, fechamentosSnapshots.versao),
        ),
      )
      .where(
        and(
          eq(fechamentosBimestrais.turma_id, c.turma_id),
          eq(fechamentosBimestrais.bimestre, c.bimestre),
          eq(fechamentosBimestrais.ano_letivo, c.ano_letivo),
        ),
      ),
  ]);
  const porChave = new Map(linhas.map((l) => [`${l.aluno_id}:${l.disciplina_id}`, l]));
  const alunoIds = new Set(linhas.map((l) => l.aluno_id));
  const resultado = new Map<string, Desempenho>();
  for (const alunoId of alunoIds) {
    let aulas = 0;
    let faltas = 0;
    const notas = lista.map((d) => {
      const l = porChave.get(`${alunoId}:${d.id}`);
      aulas += l?.aulas ?? 0;
      faltas += l?.faltas ?? 0;
      return { disciplina_id: d.id, disciplina_nome: d.nome, nota: l?.nota ?? null, situacao: l?.situacao ?? null };
    });
    resultado.set(alunoId, {
      notas,
      aulas,
      faltas,
      percentual_frequencia: percentualFrequencia(aulas, faltas),
      situacao_computada: null,
    });
  }
  // Students with no snapshot row yet still get every subject, empty.
  const vazio = (): Desempenho => ({
    notas: lista.map((d) => ({ disciplina_id: d.id, disciplina_nome: d.nome, nota: null, situacao: null })),
    aulas: 0,
    faltas: 0,
    percentual_frequencia: null,
    situacao_computada: null,
  });
  return (alunoId) => resultado.get(alunoId) ?? vazio();
}

/** The final council looks at the stored annual results: the final average and result per subject, and the computed overall result. */
async function desempenhoNoAno(db: Db, c: LinhaSelecionada): Promise<(alunoId: string) => Desempenho> {
  const [linhas, calculadas] = await Promise.all([
    db
      .select({
        aluno_id: resultadosFinais.aluno_id,
        disciplina_id: resultadosFinais.disciplina_id,
        disciplina_nome: disciplinas.nome,
        media_anual: resultadosFinais.media_anual,
        media_final: resultadosFinais.media_final,
        situacao: resultadosFinais.situacao,
        aulas: resultadosFinais.aulas,
        faltas: resultadosFinais.faltas,
      })
      .from(resultadosFinais)
      .leftJoin(disciplinas, eq(disciplinas.id, resultadosFinais.disciplina_id))
      .where(eq(resultadosFinais.turma_id, c.turma_id))
      .orderBy(asc(disciplinas.nome)),
    situacoesCalculadas(db, c.turma_id),
  ]);
  const resultado = new Map<string, Desempenho>();
  const de = (alunoId: string) => {
    let d = resultado.get(alunoId);
    if (!d) {
      d = { notas: [], aulas: 0, faltas: 0, percentual_frequencia: null, situacao_computada: calculadas.get(alunoId) ?? null };
      resultado.set(alunoId, d);
    }
    return d;
  };
  for (const l of linhas) {
    const d = de(l.aluno_id);
    if (l.disciplina_id === null) {
      Object.assign(d, { aulas: l.aulas, faltas: l.faltas, percentual_frequencia: percentualFrequencia(l.aulas, l.faltas) });
    } else {
      d.notas.push({
        disciplina_id: l.disciplina_id,
        disciplina_nome: l.disciplina_nome ?? '',
        nota: l.media_final ?? l.media_anual,
        situacao: l.situacao,
      });
    }
  }
  return de;
}

/** The council workspace: each active student's figures, open pendencies, earlier recommendations and decision. */
export const conselhosDecisoesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/conselhos/:id/alunos', {
    config: {
      access: ['conselho', 'ler'],
      dadosPessoais: dadosPessoais('conselho_alunos', (r: { alunos: { aluno_id: string }[] }) => r.alunos.map((a) => a.aluno_id)),
    },
    schema: {
      tags,
      summary:
        'Os alunos ativos da turma para o conselho: notas do bimestre (do fechamento) ou o resultado anual (conselho final), frequência, pendências abertas, recomendações de conselhos anteriores do ano e a decisão da versão atual',
      params: idParams,
      response: { 200: alunosDoConselhoResposta },
    },
    handler: async (request) => {
      const alcance = await carregarAlcance(db, actorOf(request));
      const c = await conselhoNoAlcance(db, alcance, request.params.id);
      const lista = await alunosAtivos(db, c.turma_id);
      const ids = lista.map((a) => a.aluno_id);
      const [desempenho, abertas, anteriores, atuais, regras] = await Promise.all([
        c.bimestre === null ? desempenhoNoAno(db, c) : desempenhoNoBimestre(db, { ...c, bimestre: c.bimestre }),
        ids.length
          ? db
              .select({ aluno_id: pendencias.aluno_id, n: count() })
              .from(pendencias)
              .where(and(inArray(pendencias.aluno_id, ids), inArray(pendencias.status, ['pendente', 'em_andamento'])))
              .groupBy(pendencias.aluno_id)
          : [],
        db
          .select({
            conselho_id: conselhosClasse.id,
            bimestre: conselhosClasse.bimestre,
            data: conselhosClasse.data,
            aluno_id: conselhosDecisoes.aluno_id,
            encaminhamentos: conselhosDecisoes.encaminhamentos,
            recomendacao_aluno: conselhosDecisoes.recomendacao_aluno,
            recomendacao_familia: conselhosDecisoes.recomendacao_familia,
          })
          .from(conselhosClasse)
          .innerJoin(
            conselhosDecisoes,
            and(eq(conselhosDecisoes.conselho_id, conselhosClasse.id), eq(conselhosDecisoes.versao, conselhosClasse.versao)),
          )
          .where(
            and(
              eq(conselhosClasse.turma_id, c.turma_id),
              eq(conselhosClasse.ano_letivo, c.ano_letivo),
              ne(conselhosClasse.id, c.id),
              lt(sql`coalesce(${conselhosClasse.bimestre}, 5)`, c.bimestre ?? 5),
            ),
          )
          .orderBy(asc(sql`coalesce(${conselhosClasse.bimestre}, 5)`)),
        db
          .select()
          .from(conselhosDecisoes)
          .where(and(eq(conselhosDecisoes.conselho_id, c.id), eq(conselhosDecisoes.versao, c.versao))),
        regrasDaEmpresa(db, c.empresa_id),
      ]);
      const pendentes = new Map(abertas.map((p) => [p.aluno_id, p.n]));
      const decisao = new Map(atuais.map((d) => [d.aluno_id, d]));
      return {
        conselho_id: c.id,
        bimestre: c.bimestre,
        status: c.status,
        versao: c.versao,
        conselho_supera_falta: regras.conselho_supera_falta,
        alunos: lista.map((a) => {
          const d = desempenho(a.aluno_id);
          const atual = decisao.get(a.aluno_id);
          return {
            ...a,
            ...d,
            pendencias_abertas: pendentes.get(a.aluno_id) ?? 0,
            recomendacoes_anteriores: anteriores.filter((r) => r.aluno_id === a.aluno_id).map(({ aluno_id: _a, ...r }) => r),
            decisao: atual ? apresentarDecisao(atual) : null,
          };
        }),
      };
    },
  });

  app.put('/api/conselhos/:id/decisoes/:alunoId', {
    config: { access: ['conselho', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Registra a decisão do conselho em andamento sobre um aluno: encaminhamentos, recomendações ao aluno e à família e, no conselho final, o parecer conclusivo (diferente do resultado calculado exige justificativa e é auditado); updated_at é a versão carregada (null na primeira vez)',
      params: decisaoParams,
      body: decisaoInput,
      response: { 200: decisaoResposta },
    },
    handler: async (request) => {
      const alcance = await carregarAlcance(db, actorOf(request));
      const c = await conselhoNoAlcance(db, alcance, request.params.id);
      rejectInvalid(request);
      if (c.status !== 'em_andamento') throw conflict(MSG.status.decidir);
      const alunoId = request.params.alunoId;
      const [matriculado] = await db
        .select({ id: matriculas.id })
        .from(matriculas)
        .where(and(eq(matriculas.turma_id, c.turma_id), eq(matriculas.aluno_id, alunoId), eq(matriculas.status, 'ativa')));
      if (!matriculado) throw notFound(MSG.alunoNaoEncontrado);
      const { updated_at, ...corpo } = request.body;
      const dados = { ...corpo, justificativa: corpo.parecer === null ? null : corpo.justificativa };
      let computado = null;
      if (c.bimestre !== null) {
        if (dados.parecer !== null) throw badRequest(MSG.parecerSoFinal, { parecer: MSG.parecerSoFinal });
      } else {
        const [situacao, regras] = await Promise.all([
          situacaoCalculada(db, c.turma_id, alunoId),
          regrasDaEmpresa(db, c.empresa_id),
        ]);
        computado = situacao;
        const erro = validarParecer({
          computado,
          parecer: dados.parecer,
          justificativa: dados.justificativa,
          conselhoSuperaFalta: regras.conselho_supera_falta,
        });
        if (erro) throw badRequest(erro.mensagem, { [erro.campo]: erro.mensagem });
      }

      const chave = and(
        eq(conselhosDecisoes.conselho_id, c.id),
        eq(conselhosDecisoes.versao, c.versao),
        eq(conselhosDecisoes.aluno_id, alunoId),
      );
      const campos = (d: typeof conselhosDecisoes.$inferSelect | undefined) =>
        d
          ? {
              encaminhamentos: d.encaminhamentos,
              recomendacao_aluno: d.recomendacao_aluno,
              recomendacao_familia: d.recomendacao_familia,
              parecer: d.parecer,
              justificativa: d.justificativa,
            }
          : null;
      const depois = await db.transaction(async (tx) => {
        // The council is still em andamento in the same version: a finalization or a correction since
        // the check above waits for this lock, and this write waits for theirs.
        const [ainda] = await tx
          .select({ status: conselhosClasse.status, versao: conselhosClasse.versao })
          .from(conselhosClasse)
          .where(eq(conselhosClasse.id, c.id))
          .for('update');
        if (ainda?.status !== 'em_andamento') throw conflict(MSG.status.decidir);
        if (ainda.versao !== c.versao) throw conflict(MSG.conflito);
        const [antes] = await tx.select().from(conselhosDecisoes).where(chave);
        const mudancas = { ...dados, usuario_id: alcance.actor.id };
        await gravarNaVersao(
          tx,
          conselhosDecisoes,
          {
            linha: { conselho_id: c.id, versao: c.versao, aluno_id: alunoId, empresa_id: c.empresa_id, ...mudancas },
            onde: chave,
            mudancas,
          },
          updated_at,
          () => conflict(MSG.conflito),
        );
        const [depois] = await tx.select().from(conselhosDecisoes).where(chave);
        await auditar(tx, request, {
          acao: 'decidir',
          entidade: 'conselho_decisao',
          entidade_id: c.id,
          antes: campos(antes),
          depois: {
            aluno_id: alunoId,
            turma_nome: c.turma_nome,
            bimestre: c.bimestre,
            versao: c.versao,
            ...campos(depois),
            // A parecer against the computed result is the decision the audit must show.
            ...(c.bimestre === null
              ? {
                  resultado_calculado: computado,
                  diverge_do_calculado:
                    dados.parecer !== null && computado !== null && dados.parecer !== parecerDoResultado(computado),
                }
              : {}),
          },
        });
        return depois!;
      });
      const dto = apresentarDecisao(depois);
      return dto;
    },
  });
};
