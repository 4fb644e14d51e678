import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resultadoNotas } from '../../../domain/avaliacao/notas';
import { NOTA_MENSAGENS as MSG, bimestreSchema, planilhaInput } from '../../../domain/schemas/nota';
import type { Db } from '../../db/client';
import { SEM_NOME, consultaFixa } from '../../db/consulta-fixa';
import { disciplinas, notas } from '../../db/schema';
import { can } from '../../lib/actor';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/access';
import { notify } from '../../services/notify';
import { regrasDaEmpresa } from '../regras-escolares/load';
import { NOVA_VERSAO, auditar, isUniqueViolation, matriculados, mesmaVersao, rejectInvalid } from './comum';
import {
  type Alcance,
  type TurmaAlvo,
  carregarAlcance,
  disciplinaDaTurma,
  escreveTurma,
  turmaParaEscrita,
  turmaParaLeitura,
} from './escopo';
import { regrasSchema } from './presenter';

const tags = ['notas'];
const planilhaQuery = z.object({
  turma_id: z.string({ error: MSG.turma }).uuid(MSG.turma),
  disciplina_id: z.string({ error: MSG.disciplina }).uuid(MSG.disciplina),
  bimestre: bimestreSchema,
});

const linhaSchema = z.object({
  aluno_id: z.string().uuid(),
  aluno_nome: z.string(),
  aluno_matricula: z.string(),
  nota_id: z.string().uuid().nullable(),
  nota1: z.number().nullable(),
  nota2: z.number().nullable(),
  nota3: z.number().nullable(),
  nota4: z.number().nullable(),
  observacoes: z.string().nullable(),
  media: z.number().nullable(),
  parcial: z.boolean(),
  situacao: z.enum(['aprovado', 'recuperacao', 'reprovado']).nullable(),
  /** The row's version, sent back on save; null when the student has no row yet. */
  updated_at: z.string().nullable(),
});
const planilhaSchema = z.object({
  turma: z.object({ id: z.string().uuid(), nome: z.string(), escola_id: z.string().uuid() }),
  disciplina: z.object({ id: z.string().uuid(), nome: z.string() }),
  bimestre: z.number().int(),
  regras: regrasSchema,
  pode_editar: z.boolean(),
  itens: z.array(linhaSchema),
});

// The sheet's reads, built once (consultaFixa).
const nomeDaDisciplina = consultaFixa((db) =>
  db
    .select({ id: disciplinas.id, nome: disciplinas.nome })
    .from(disciplinas)
    .where(eq(disciplinas.id, sql.placeholder('id')))
    .prepare(SEM_NOME),
);

const notasDaPlanilha = consultaFixa((db) =>
  db
    .select()
    .from(notas)
    .where(
      and(
        eq(notas.turma_id, sql.placeholder('turma')),
        eq(notas.disciplina_id, sql.placeholder('disciplina')),
        eq(notas.bimestre, sql.placeholder('bimestre')),
        sql`${notas.aluno_id} = any(${sql.placeholder('alunos')}::uuid[])`,
      ),
    )
    .prepare(SEM_NOME),
);

async function carregarPlanilha(db: Db, a: Alcance, turma: TurmaAlvo, disciplinaId: string, bimestre: number) {
  const [disciplina] = await nomeDaDisciplina(db, {}).execute({ id: disciplinaId });
  const { updated_at: _v, ...regras } = await regrasDaEmpresa(db, turma.empresa_id);
  const soAluno = a.scope.tipo === 'aluno' ? a.scope.aluno_id : null;
  const alunosDaTurma = await matriculados(db, turma.id, { soAluno });
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
    pode_editar: can(a.actor, 'notas', 'atualizar') && escreveTurma(a, turma, disciplinaId),
    itens: alunosDaTurma.map((m) => {
      const n = porAluno.get(m.aluno_id);
      const valores = [n?.nota1 ?? null, n?.nota2 ?? null, n?.nota3 ?? null, n?.nota4 ?? null] as const;
      const r = resultadoNotas(valores, regras);
      return {
        aluno_id: m.aluno_id,
        aluno_nome: m.nome,
        aluno_matricula: m.matricula,
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
      };
    }),
  };
}

async function exigirDisciplina(db: Db, turmaId: string, disciplinaId: string, comoCampo: boolean) {
  if (await disciplinaDaTurma(db, turmaId, disciplinaId)) return;
  if (comoCampo) throw badRequest(MSG.disciplinaDaTurma, { disciplina_id: MSG.disciplinaDaTurma });
  throw notFound(MSG.disciplinaDaTurma);
}

/** The grade sheet of a class, subject and bimestre: read and saved whole (issue 5). */
export const notasPlanilhaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/notas/planilha', {
    config: { access: ['notas', 'ler'] },
    schema: {
      tags,
      summary:
        'Planilha de notas: alunos matriculados na turma com as notas da disciplina no bimestre (o aluno vê só a própria linha)',
      querystring: planilhaQuery,
      response: { 200: planilhaSchema },
    },
    handler: async (request) => {
      const { turma_id, disciplina_id, bimestre } = request.query;
      const a = await carregarAlcance(db, actorOf(request));
      const turma = await turmaParaLeitura(db, a, turma_id, disciplina_id);
      await exigirDisciplina(db, turma.id, disciplina_id, false);
      return carregarPlanilha(db, a, turma, disciplina_id, bimestre);
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
      response: { 200: planilhaSchema },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const actor = actorOf(request);
      const { turma_id, disciplina_id, bimestre, itens } = request.body;
      const a = await carregarAlcance(db, actor);
      const turma = await turmaParaEscrita(db, a, turma_id, disciplina_id);
      await exigirDisciplina(db, turma.id, disciplina_id, true);

      const alunosDaTurma = await matriculados(db, turma.id, { ids: itens.map((i) => i.aluno_id) });
      const porAluno = new Map(alunosDaTurma.map((m) => [m.aluno_id, m]));
      const fora: Record<string, string> = {};
      itens.forEach((item, i) => {
        if (!porAluno.has(item.aluno_id)) fora[`itens.${i}.aluno_id`] = MSG.alunoNaoMatriculado;
      });
      if (Object.keys(fora).length) throw badRequest(MSG.alunoNaoMatriculado, fora);

      const alterados = await db.transaction(async (tx) => {
        const existentes = await tx
          .select()
          .from(notas)
          .where(
            and(
              eq(notas.turma_id, turma.id),
              eq(notas.disciplina_id, disciplina_id),
              eq(notas.bimestre, bimestre),
              inArray(
                notas.aluno_id,
                itens.map((i) => i.aluno_id),
              ),
            ),
          )
          .for('update');
        const atual = new Map(existentes.map((e) => [e.aluno_id, e]));
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
            novos.push({
              ...valores,
              empresa_id: turma.empresa_id,
              escola_id: turma.escola_id,
              turma_id: turma.id,
              aluno_id: item.aluno_id,
              disciplina_id,
              bimestre,
            });
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
            .set({ ...valores, updated_at: sql.raw(NOVA_VERSAO) })
            .where(eq(notas.id, row.id));
          mudados.push(item.aluno_id);
        }
        if (novos.length) {
          if (!can(actor, 'notas', 'criar')) throw forbidden();
          try {
            await tx.insert(notas).values(novos);
          } catch (err) {
            // Another sheet inserted the same student meanwhile.
            if (isUniqueViolation(err)) throw conflict(MSG.conflito);
            throw err;
          }
        }
        return mudados;
      });

      const planilha = await carregarPlanilha(db, a, turma, disciplina_id, bimestre);
      if (alterados.length) {
        await auditar(db, request, actor, 'lancar_notas', 'notas', `${turma.id}:${disciplina_id}:${bimestre}`, undefined, {
          alunos: alterados,
        });
        const usuarios = alterados.map((id) => porAluno.get(id)?.usuario_id).filter((u): u is string => Boolean(u));
        await notify(db, usuarios, {
          evento: 'notasLancadas',
          titulo: 'Notas lançadas',
          mensagem: `Suas notas de ${planilha.disciplina.nome} do ${bimestre}º bimestre (${turma.nome}) foram lançadas.`,
          tipo: 'info',
          link: `/escola/${turma.escola_id}/turma/${turma.id}/notas`,
        });
      }
      return planilha;
    },
  });
};
