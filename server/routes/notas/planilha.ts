import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resultadoNotas, situacaoPorMedia } from '../../../domain/avaliacao/notas';
import { bimestreSchema, NOTA_MENSAGENS as MSG, planilhaInput, planilhaResposta } from '../../../domain/schemas/nota';
import type { Db } from '../../db/client';
import { consultaFixa, type Marcador, SEM_NOME, type SemForma } from '../../db/consulta-fixa';
import { avaliacoes, avaliacoesResultados, disciplinas, notas } from '../../db/schema';
import { can } from '../../lib/actor';
import { conflict, forbidden } from '../../lib/errors';
import { gravarSemDuplicar, mesmaVersao, proximaVersao } from '../../lib/gravacao';
import { auditar } from '../../services/auditoria';
import { identificacaoDoAluno, matriculados, matriculadosDosItens } from '../../services/matriculados';
import { notify } from '../../services/notify';
import { notasDoBimestre } from '../../services/notas-do-bimestre';
import { ORIGENS_DAS_NOTAS, sincronizarAposGravar } from '../../services/pendencias/sincronizar';
import { regrasDaEmpresa } from '../../services/regras-escolares';
import { garantirPeriodoAberto, motivoDoFechamento } from '../../services/travas';
import { daTurma, linhasTravadasPorAluno, turmaParaAbrir, turmaParaGravar } from '../../lib/registro-para-escrita';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { type Alcance, type TurmaAlvo, escreveTurma } from '../../policies/avaliacao';

const tags = ['notas'];
const planilhaQuery = z.object({
  turma_id: z.string({ error: MSG.turma }).uuid(MSG.turma),
  disciplina_id: z.string({ error: MSG.disciplina }).uuid(MSG.disciplina),
  bimestre: bimestreSchema,
});

// The sheet's reads, built once (consultaFixa).
const nomeDaDisciplina = consultaFixa((db, _f: SemForma, ph: Marcador<{ id: string }>) =>
  db
    .select({ id: disciplinas.id, nome: disciplinas.nome })
    .from(disciplinas)
    .where(eq(disciplinas.id, ph('id')))
    .prepare(SEM_NOME),
);

const notasDaPlanilha = consultaFixa(
  (db, _f: SemForma, ph: Marcador<{ turma: string; disciplina: string; bimestre: number; alunos: string[] }>) =>
    db
      .select()
      .from(notas)
      .where(
        and(
          eq(notas.turma_id, ph('turma')),
          eq(notas.disciplina_id, ph('disciplina')),
          eq(notas.bimestre, ph('bimestre')),
          sql`${notas.aluno_id} = any(${ph('alunos')}::uuid[])`,
        ),
      )
      .prepare(SEM_NOME),
);

/** The assessments of the sheet (its columns in "from assessments" mode) and the students' results in them. */
async function colunasDasAvaliacoes(db: Db, turmaId: string, disciplinaId: string, bimestre: number, alunoIds: string[]) {
  const colunas = await db
    .select({
      id: avaliacoes.id,
      titulo: avaliacoes.titulo,
      peso: avaliacoes.peso,
      valor_total: avaliacoes.valor_total,
      status: avaliacoes.status,
    })
    .from(avaliacoes)
    .where(and(eq(avaliacoes.turma_id, turmaId), eq(avaliacoes.disciplina_id, disciplinaId), eq(avaliacoes.bimestre, bimestre)))
    .orderBy(avaliacoes.data_aplicacao, avaliacoes.created_at, avaliacoes.id);
  const resultados =
    colunas.length && alunoIds.length
      ? await db
          .select()
          .from(avaliacoesResultados)
          .where(
            and(
              inArray(
                avaliacoesResultados.avaliacao_id,
                colunas.map((c) => c.id),
              ),
              inArray(avaliacoesResultados.aluno_id, alunoIds),
            ),
          )
      : [];
  const porChave = new Map(resultados.map((r) => [`${r.avaliacao_id}:${r.aluno_id}`, r]));
  const doAluno = (alunoId: string) =>
    colunas.map((c) => {
      const r = porChave.get(`${c.id}:${alunoId}`);
      return r ? { nota: r.nota, ausente: r.ausente, dispensado: r.dispensado } : null;
    });
  return { colunas, doAluno };
}

async function carregarPlanilha(db: Db, a: Alcance, turma: TurmaAlvo, disciplinaId: string, bimestre: number) {
  const [disciplina] = await nomeDaDisciplina(db, {}).execute({ id: disciplinaId });
  const { updated_at: _v, ...regras } = await regrasDaEmpresa(db, turma.empresa_id);
  const soAluno = a.scope.tipo === 'aluno' ? a.scope.aluno_id : null;
  const alunosDaTurma = await matriculados(db, turma.id, { soAluno });
  const fechado = await motivoDoFechamento(db, { turma_id: turma.id, disciplina_id: disciplinaId, bimestre });
  const porAvaliacoes = regras.modo_nota_bimestre === 'avaliacoes';
  const ids = alunosDaTurma.map((m) => m.aluno_id);
  const { colunas, doAluno } = porAvaliacoes
    ? await colunasDasAvaliacoes(db, turma.id, disciplinaId, bimestre, ids)
    : { colunas: [], doAluno: () => [] };
  const calculadas = porAvaliacoes ? await notasDoBimestre(db, turma, disciplinaId, bimestre, regras, ids) : null;
  const linhas = alunosDaTurma.length
    ? await notasDaPlanilha(db, {}).execute({
        turma: turma.id,
        disciplina: disciplinaId,
        bimestre,
        alunos: alunosDaTurma.map((m) => m.aluno_id),
      })
    : [];
  const porAluno = new Map(linhas.map((l) => [l.aluno_id, l]));
  return {
    turma: { id: turma.id, nome: turma.nome, escola_id: turma.escola_id },
    disciplina: disciplina!,
    bimestre,
    regras,
    modo: regras.modo_nota_bimestre,
    fechado,
    avaliacoes: colunas,
    pode_editar: !porAvaliacoes && fechado === null && can(a.actor, 'notas', 'atualizar') && escreveTurma(a, turma, disciplinaId),
    itens: alunosDaTurma.map((m) => {
      const n = porAluno.get(m.aluno_id);
      const valores = [n?.nota1 ?? null, n?.nota2 ?? null, n?.nota3 ?? null, n?.nota4 ?? null] as const;
      const calculada = calculadas?.get(m.aluno_id);
      // By assessments the grade is the computed one (rounded by the network); its status once complete.
      const r = calculada
        ? {
            media: calculada.nota,
            parcial: !calculada.completa,
            situacao: calculada.nota !== null && calculada.completa ? situacaoPorMedia(calculada.nota, regras) : null,
          }
        : resultadoNotas(valores, regras);
      return {
        ...identificacaoDoAluno(m),
        nota_id: n?.id ?? null,
        nota1: valores[0],
        nota2: valores[1],
        nota3: valores[2],
        nota4: valores[3],
        observacoes: n?.observacoes ?? null,
        media: r.media,
        parcial: r.parcial,
        situacao: r.situacao,
        updated_at: n ? n.updated_at.toISOString() : null,
        resultados: doAluno(m.aluno_id),
        nota_bruta: calculada?.nota_bruta ?? null,
      };
    }),
  };
}

/** The grade sheet of a class, subject and bimestre: read and saved whole. */
export const notasPlanilhaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/notas/planilha', {
    config: {
      access: ['notas', 'ler'],
      dadosPessoais: dadosPessoais('planilha_notas', (r: { itens: { aluno_id: string }[] }) => r.itens.map((i) => i.aluno_id)),
    },
    schema: {
      tags,
      summary:
        'Planilha de notas: alunos matriculados na turma com as notas da disciplina no bimestre (o aluno vê só a própria linha)',
      querystring: planilhaQuery,
      response: { 200: planilhaResposta },
    },
    handler: async (request) => {
      const { turma_id, disciplina_id, bimestre } = request.query;
      const { a, turma } = await turmaParaAbrir(db, request, turma_id, disciplina_id);
      const planilha = await carregarPlanilha(db, a, turma, disciplina_id, bimestre);
      return planilha;
    },
  });

  app.put('/api/notas/planilha', {
    config: { access: ['notas', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Salva a planilha inteira numa transação; cada linha leva a versão carregada (409 se outra pessoa alterou, nada é salvo)',
      body: planilhaInput,
      response: { 200: planilhaResposta },
    },
    handler: async (request) => {
      const { turma_id, disciplina_id, bimestre, itens } = request.body;
      const { a, actor, turma } = await turmaParaGravar(db, request, turma_id, disciplina_id);
      // By assessments the bimester grade is computed: the four notes are not typed here.
      if ((await regrasDaEmpresa(db, turma.empresa_id)).modo_nota_bimestre === 'avaliacoes') throw conflict(MSG.porAvaliacoes);

      const porAluno = await matriculadosDosItens(db, turma.id, itens, (m) => (m ? undefined : MSG.alunoNaoMatriculado));

      const alterados = await db.transaction(async (tx) => {
        await garantirPeriodoAberto(tx, { turma_id: turma.id, disciplina_id, bimestre });
        const daPlanilha = and(
          eq(notas.turma_id, turma.id),
          eq(notas.disciplina_id, disciplina_id),
          eq(notas.bimestre, bimestre),
        );
        const atual = await linhasTravadasPorAluno(
          tx,
          notas,
          daPlanilha,
          itens.map((i) => i.aluno_id),
        );
        const novos: (typeof notas.$inferInsert)[] = [];
        const mudados: string[] = [];
        for (const item of itens) {
          const row = atual.get(item.aluno_id);
          const valores = {
            nota1: item.nota1,
            nota2: item.nota2,
            nota3: item.nota3,
            nota4: item.nota4,
            observacoes: item.observacoes,
          };
          if (!row) {
            // Someone removed the row this sheet showed: the user must see that first.
            if (item.updated_at !== null) throw conflict(MSG.conflito);
            if (Object.values(valores).every((v) => v === null)) continue;
            novos.push({ ...valores, ...daTurma(turma, item.aluno_id, disciplina_id), bimestre });
            mudados.push(item.aluno_id);
            continue;
          }
          if (!mesmaVersao(row.updated_at, item.updated_at)) throw conflict(MSG.conflito);
          const igual =
            row.nota1 === item.nota1 &&
            row.nota2 === item.nota2 &&
            row.nota3 === item.nota3 &&
            row.nota4 === item.nota4 &&
            row.observacoes === item.observacoes;
          if (igual) continue;
          await tx
            .update(notas)
            .set({ ...valores, updated_at: proximaVersao(notas.updated_at) })
            .where(eq(notas.id, row.id));
          mudados.push(item.aluno_id);
        }
        if (novos.length) {
          if (!can(actor, 'notas', 'criar')) throw forbidden();
          // Another sheet inserted the same student meanwhile.
          await gravarSemDuplicar(tx.insert(notas).values(novos), () => conflict(MSG.conflito));
        }
        return mudados;
      });

      const planilha = await carregarPlanilha(db, a, turma, disciplina_id, bimestre);
      if (alterados.length) {
        await auditar(db, request, {
          acao: 'lancar_notas',
          entidade: 'notas',
          entidade_id: `${turma.id}:${disciplina_id}:${bimestre}`,
          depois: {
            alunos: alterados,
          },
        });
        const usuarios = alterados.map((id) => porAluno.get(id)?.usuario_id).filter((u): u is string => Boolean(u));
        await notify(db, usuarios, {
          evento: 'notasLancadas',
          titulo: 'Notas lançadas',
          mensagem: `Suas notas de ${planilha.disciplina.nome} do ${bimestre}º bimestre (${turma.nome}) foram lançadas.`,
          tipo: 'info',
          link: `/escola/${turma.escola_id}/turma/${turma.id}/notas`,
        });
        await sincronizarAposGravar(db, request.log, turma.id, ORIGENS_DAS_NOTAS);
      }
      return planilha;
    },
  });
};
