import { and, eq, inArray, sql } from 'drizzle-orm';
import { recusarCampos, rejectInvalid } from '../../lib/validacao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resultadoNotas, situacaoPorMedia } from '../../../domain/avaliacao/notas';
import {
  bimestreSchema,
  NOTA_MENSAGENS as MSG,
  type Planilha,
  planilhaInput,
  planilhaResposta,
} from '../../../domain/schemas/nota';
import type { Db, Tx } from '../../db/client';
import { consultaFixa, type Marcador, SEM_NOME, type SemForma } from '../../db/consulta-fixa';
import { queryRows } from '../../db/raw';
import { avaliacoes, avaliacoesResultados, notas, turmas } from '../../db/schema';
import { can } from '../../lib/actor';
import { badRequest, conflict, forbidden, notFound, periodoFechado } from '../../lib/errors';
import { gravarSemDuplicar, mesmaVersao, proximaVersao } from '../../lib/gravacao';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { type Alcance, type TurmaAlvo, alcancaTurma, carregarAlcance, turmaLidaNoAlcance } from '../../policies/alcance';
import { auditar } from '../../services/auditoria';
import { camposDaTurmaNaDisciplina, camposDoContexto, colunaDaTurma, lerContexto } from '../../services/contexto-da-turma';
import { type Matriculado, identificacaoDoAluno } from '../../services/matriculados';
import { notify } from '../../services/notify';
import { notasDoBimestre } from '../../services/notas-do-bimestre';
import { ORIGENS_DAS_NOTAS, sincronizarAposGravar } from '../../services/pendencias/sincronizar';
import { type RegrasComVersao, regrasDaLinha, regrasJson } from '../../services/regras-escolares';
import { motivoDasTravas } from '../../services/travas';

const tags = ['notas'];
const planilhaQuery = z.object({
  turma_id: z.string({ error: MSG.turma }).uuid(MSG.turma),
  disciplina_id: z.string({ error: MSG.disciplina }).uuid(MSG.disciplina),
  bimestre: bimestreSchema,
});

/** A row of the sheet as the statement reads it (JSON: the version as text). */
interface LinhaDaNota {
  id: string;
  aluno_id: string;
  nota1: number | null;
  nota2: number | null;
  nota3: number | null;
  nota4: number | null;
  observacoes: string | null;
  updated_at: string;
}

type ValoresDaPlanilha = { turma: string; disciplina: string; bimestre: number };

/**
 * Everything a grade sheet is read or saved with, in one statement: the class, its network's rules,
 * the subject (its name, and whether the class is taught it), the closings that lock it, the students
 * enrolled now and the sheet's rows. Saving (`gravar`), it runs in the save's transaction with the
 * audit switch, the closings held FOR SHARE and the sheet's rows FOR UPDATE (garantirPeriodoAberto
 * and the version check hold them so).
 */
function camposDaPlanilha(ph: Marcador<ValoresDaPlanilha>, gravar: boolean) {
  const [turma, disciplina, bimestre] = [ph('turma'), ph('disciplina'), ph('bimestre')];
  return {
    ...camposDaTurmaNaDisciplina(turma, disciplina, gravar),
    regras: regrasJson(colunaDaTurma('empresa_id')),
    notas: sql<LinhaDaNota[]>`coalesce((select json_agg(x) from (
        select ${notas.id}, ${notas.aluno_id}, ${notas.nota1}, ${notas.nota2}, ${notas.nota3}, ${notas.nota4}, ${notas.observacoes}, ${notas.updated_at}
        from ${notas} where ${notas.turma_id} = ${turma} and ${notas.disciplina_id} = ${disciplina}
          and ${notas.bimestre} = ${bimestre}${gravar ? sql` for update` : sql``}) x), '[]')`,
  };
}

const planilhaParaLer = consultaFixa((db, _f: SemForma, ph: Marcador<ValoresDaPlanilha>) =>
  db
    .select(camposDaPlanilha(ph, false))
    .from(turmas)
    .where(eq(turmas.id, ph('turma')))
    .prepare(SEM_NOME),
);

const planilhaParaGravar = consultaFixa((db, _f: SemForma, ph: Marcador<ValoresDaPlanilha>) =>
  db
    .select({ ...camposDaPlanilha(ph, true), ...camposDoContexto() })
    .from(turmas)
    .where(eq(turmas.id, ph('turma')))
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

/**
 * The sheet as the screen shows it: every student enrolled now (an aluno, only its own row) with its
 * four notes, mean and status — in "from assessments" mode the computed grade and one column per
 * assessment (read apart) — and whether it may be saved.
 */
async function apresentarPlanilha(
  db: Db,
  a: Alcance,
  turma: TurmaAlvo & { alunos: Matriculado[] },
  disciplina: { id: string; nome: string },
  bimestre: number,
  regras: Omit<RegrasComVersao, 'updated_at'>,
  linhas: LinhaDaNota[],
  fechado: string | null,
): Promise<Planilha> {
  const soAluno = a.scope.tipo === 'aluno' ? a.scope.aluno_id : null;
  const alunosDaTurma = soAluno ? turma.alunos.filter((m) => m.aluno_id === soAluno) : turma.alunos;
  const porAvaliacoes = regras.modo_nota_bimestre === 'avaliacoes';
  const ids = alunosDaTurma.map((m) => m.aluno_id);
  const { colunas, doAluno } = porAvaliacoes
    ? await colunasDasAvaliacoes(db, turma.id, disciplina.id, bimestre, ids)
    : { colunas: [], doAluno: () => [] };
  const calculadas = porAvaliacoes ? await notasDoBimestre(db, turma, disciplina.id, bimestre, regras, ids) : null;
  const porAluno = new Map(linhas.map((l) => [l.aluno_id, l]));
  return {
    turma: { id: turma.id, nome: turma.nome, escola_id: turma.escola_id },
    disciplina,
    bimestre,
    regras,
    modo: regras.modo_nota_bimestre,
    fechado,
    avaliacoes: colunas,
    pode_editar:
      !porAvaliacoes &&
      fechado === null &&
      can(a.actor, 'notas', 'atualizar') &&
      alcancaTurma(a, turma, 'escrever', disciplina.id),
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
        updated_at: n ? new Date(n.updated_at).toISOString() : null,
        resultados: doAluno(m.aluno_id),
        nota_bruta: calculada?.nota_bruta ?? null,
      };
    }),
  };
}

/** A sheet's row to write: a new one (no id) or a changed one (its id). */
interface NotaParaGravar {
  aluno_id: string;
  nota1: number | null;
  nota2: number | null;
  nota3: number | null;
  nota4: number | null;
  observacoes: string | null;
  id: string | null;
}

/** The sheet's new and changed rows in one statement (the rows already locked); their new versions. */
async function gravarNotas(
  tx: Tx,
  turma: { id: string; empresa_id: string; escola_id: string },
  disciplinaId: string,
  bimestre: number,
  itens: NotaParaGravar[],
): Promise<{ id: string; aluno_id: string; updated_at: string }[]> {
  if (!itens.length) return [];
  return queryRows(
    tx,
    sql`
    with itens as (
      select * from json_to_recordset(${JSON.stringify(itens)}::json)
        as i(aluno_id uuid, nota1 numeric, nota2 numeric, nota3 numeric, nota4 numeric, observacoes text, id uuid)
    ),
    novas as (
      insert into ${notas} (empresa_id, escola_id, turma_id, aluno_id, disciplina_id, bimestre, nota1, nota2, nota3, nota4, observacoes)
      select ${turma.empresa_id}::uuid, ${turma.escola_id}::uuid, ${turma.id}::uuid, i.aluno_id, ${disciplinaId}::uuid, ${bimestre}::smallint,
        i.nota1, i.nota2, i.nota3, i.nota4, i.observacoes
      from itens i where i.id is null
      returning id, aluno_id, updated_at
    ),
    mudadas as (
      update ${notas} set nota1 = i.nota1, nota2 = i.nota2, nota3 = i.nota3, nota4 = i.nota4, observacoes = i.observacoes,
        updated_at = ${proximaVersao(notas.updated_at)}
      from itens i where ${notas.id} = i.id
      returning ${notas.id}, ${notas.aluno_id}, ${notas.updated_at}
    )
    select * from novas union all select * from mudadas`,
  );
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
      const a = await carregarAlcance(db, actorOf(request));
      const [l] = await planilhaParaLer(db, {}).execute({ turma: turma_id, disciplina: disciplina_id, bimestre });
      const turma = turmaLidaNoAlcance(a, l, 'ler', { disciplinaId: disciplina_id });
      // A subject the class is not taught is no sheet to open.
      if (!turma.lecionada) throw notFound(MSG.disciplinaDaTurma);
      const { updated_at: _v, ...regras } = regrasDaLinha(turma.regras);
      const nomes = { turma: turma.nome, disciplina: turma.disciplina };
      const fechado = motivoDasTravas(turma, bimestre, nomes);
      return apresentarPlanilha(
        db,
        a,
        turma,
        { id: disciplina_id, nome: turma.disciplina! },
        bimestre,
        regras,
        turma.notas,
        fechado,
      );
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
      rejectInvalid(request);
      const { turma_id, disciplina_id, bimestre, itens } = request.body;
      const a = await carregarAlcance(db, actorOf(request));
      const { actor } = a;

      // One transaction reads what the save needs (class, rules, closings, students, the sheet's rows)
      // and writes the rows and the audit: the audit row commits with the change or not at all.
      const salva = await db.transaction(async (tx) => {
        const [l] = await planilhaParaGravar(tx, {}).execute({ turma: turma_id, disciplina: disciplina_id, bimestre });
        const turma = turmaLidaNoAlcance(a, l, 'escrever', { disciplinaId: disciplina_id });
        if (!turma.lecionada) throw badRequest(MSG.disciplinaDaTurma, { disciplina_id: MSG.disciplinaDaTurma });
        const { regras, auditoria } = lerContexto(turma);
        // By assessments the bimester grade is computed: the four notes are not typed here.
        if (regras.modo_nota_bimestre === 'avaliacoes') throw conflict(MSG.porAvaliacoes);

        const porAluno = new Map(turma.alunos.map((m) => [m.aluno_id, m]));
        const erros: Record<string, string> = {};
        itens.forEach((item, i) => {
          if (!porAluno.has(item.aluno_id)) erros[`itens.${i}.aluno_id`] = MSG.alunoNaoMatriculado;
        });
        recusarCampos(erros);

        const nomes = { turma: turma.nome, disciplina: turma.disciplina };
        const fechado = motivoDasTravas(turma, bimestre, nomes);
        if (fechado) throw periodoFechado(fechado);

        const atual = new Map(turma.notas.map((n) => [n.aluno_id, n]));
        const paraGravar: NotaParaGravar[] = [];
        let novas = false;
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
            paraGravar.push({ aluno_id: item.aluno_id, ...valores, id: null });
            novas = true;
            continue;
          }
          if (!mesmaVersao(new Date(row.updated_at), item.updated_at)) throw conflict(MSG.conflito);
          const igual =
            row.nota1 === item.nota1 &&
            row.nota2 === item.nota2 &&
            row.nota3 === item.nota3 &&
            row.nota4 === item.nota4 &&
            row.observacoes === item.observacoes;
          if (!igual) paraGravar.push({ aluno_id: item.aluno_id, ...valores, id: row.id });
        }
        if (novas && !can(actor, 'notas', 'criar')) throw forbidden();
        // Another sheet inserted the same student meanwhile.
        const gravadas = await gravarSemDuplicar(gravarNotas(tx, turma, disciplina_id, bimestre, paraGravar), () =>
          conflict(MSG.conflito),
        );
        const alterados = paraGravar.map((p) => p.aluno_id);
        if (alterados.length)
          await auditar(
            tx,
            request,
            {
              acao: 'lancar_notas',
              entidade: 'notas',
              entidade_id: `${turma.id}:${disciplina_id}:${bimestre}`,
              depois: { alunos: alterados },
            },
            { ligada: auditoria },
          );
        // The sheet as it now stands: the rows just written over those read.
        const versoes = new Map(gravadas.map((g) => [g.aluno_id, g]));
        const linhas: LinhaDaNota[] = [
          ...turma.notas.filter((n) => !versoes.has(n.aluno_id)),
          ...paraGravar.map((p) => ({ ...p, id: versoes.get(p.aluno_id)!.id, updated_at: versoes.get(p.aluno_id)!.updated_at })),
        ];
        const { updated_at: _v, ...semVersao } = regras;
        return { turma, regras: semVersao, alterados, linhas };
      });
      const { turma, alterados } = salva;
      const disciplina = { id: disciplina_id, nome: turma.disciplina! };
      const planilha = await apresentarPlanilha(db, a, turma, disciplina, bimestre, salva.regras, salva.linhas, null);
      if (alterados.length) {
        const porAluno = new Map(turma.alunos.map((m) => [m.aluno_id, m]));
        const usuarios = alterados.map((id) => porAluno.get(id)?.usuario_id).filter((u): u is string => Boolean(u));
        await notify(db, usuarios, {
          evento: 'notasLancadas',
          titulo: 'Notas lançadas',
          mensagem: `Suas notas de ${disciplina.nome} do ${bimestre}º bimestre (${turma.nome}) foram lançadas.`,
          tipo: 'info',
          link: `/escola/${turma.escola_id}/turma/${turma.id}/notas`,
        });
        await sincronizarAposGravar(db, request.log, turma.id, ORIGENS_DAS_NOTAS);
      }
      return planilha;
    },
  });
};
