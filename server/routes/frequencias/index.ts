import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { frequenciaResposta, paginaGruposDataResposta, resumoFrequenciaResposta } from '../../../domain/schemas/frequencia';
import type { Db } from '../../db/client';
import { limiarSql } from '../../db/regras-sql';
import { alunos, disciplinas, frequencias, frequenciasTotais, regrasEscolares, turmas } from '../../db/schema';
import { can } from '../../lib/actor';
import { pageOf, pagingQuery } from '../../lib/paging';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { apresentarFrequencia } from '../../presenters/frequencia';
import { type Alcance, carregarAlcance } from '../../policies/alcance';
import { podeEscrever, podeLer } from '../../policies/notas-e-frequencias';
import { opcoesLancamentoResposta } from '../../../domain/schemas/atribuicao';
import { acimaDoAlerta } from '../../services/faltas-excessivas';
import { listarOpcoes, opcoesQuery } from '../../services/opcoes-avaliacao';
import {
  filtrosFrequencia,
  type FiltrosFrequencia,
  listaFrequenciaQuery,
  selecionarFrequencias,
  whereFrequencia,
} from './consulta';

const tags = ['frequência'];
/** The alert list shows the worst cases; the card counts all of them. */
const LIMITE_ALERTA = 10;

/** Most recent first, then class, student, subject: the list's order (its export keeps it). */
export const ordemFrequencias = [
  desc(frequencias.data),
  asc(turmas.nome),
  asc(alunos.nome),
  asc(disciplinas.nome),
  asc(frequencias.id),
] as const;

function whereTotais(a: Alcance, f: FiltrosFrequencia) {
  return and(
    podeLer(a, frequenciasTotais),
    f.escola_id ? eq(frequenciasTotais.escola_id, f.escola_id) : undefined,
    f.turma_id ? eq(frequenciasTotais.turma_id, f.turma_id) : undefined,
    f.disciplina_id ? eq(frequenciasTotais.disciplina_id, f.disciplina_id) : undefined,
  );
}

/** Students over the alert (acimaDoAlerta) and under the minimum attendance so far, against each body's rules. */
async function excessivos(db: Db, a: Alcance, f: FiltrosFrequencia) {
  const alerta = await acimaDoAlerta(db, whereTotais(a, f), LIMITE_ALERTA);
  const minima = limiarSql('frequencia_minima');
  const abaixo = db
    .select({ aluno_id: frequenciasTotais.aluno_id })
    .from(frequenciasTotais)
    .leftJoin(regrasEscolares, eq(regrasEscolares.empresa_id, frequenciasTotais.empresa_id))
    .where(whereTotais(a, f))
    .groupBy(frequenciasTotais.aluno_id, frequenciasTotais.turma_id, regrasEscolares.frequencia_minima)
    .having(
      sql`sum(${frequenciasTotais.aulas} - ${frequenciasTotais.faltas}) * 100 < ${minima} * sum(${frequenciasTotais.aulas})`,
    )
    .as('m');
  const [abaixoDaMinima] = await db.select({ n: count() }).from(abaixo);
  const lista = alerta.alunos.map(({ nome, ...aluno }) => ({ ...aluno, aluno_nome: nome }));
  return { n: alerta.total, abaixoDaMinima: abaixoDaMinima?.n ?? 0, lista };
}

/** Reading attendance in the actor's reach: lists, the "Por Data" groups, summaries and pickers. */
export const frequenciasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/frequencias', {
    config: {
      access: ['frequencia', 'ler'],
      dadosPessoais: dadosPessoais('frequencias', (r: { itens: { aluno_id: string | null }[] }) =>
        r.itens.map((i) => i.aluno_id),
      ),
    },
    schema: {
      tags,
      summary:
        'Registros de frequência no alcance do usuário: filtros por escola, turma, disciplina, período, status e busca (nome ou matrícula), mais recentes primeiro',
      querystring: listaFrequenciaQuery,
      response: { 200: pageOf(frequenciaResposta) },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const a = await carregarAlcance(db, actor);
      const { pagina, por_pagina, ...filtros } = request.query;
      const where = whereFrequencia(a, filtros);
      const rows = await selecionarFrequencias(db, a)
        .where(where)
        .orderBy(...ordemFrequencias)
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db
        .select({ n: count() })
        .from(frequencias)
        .innerJoin(alunos, eq(alunos.id, frequencias.aluno_id))
        .where(where);
      const atualizar = can(actor, 'frequencia', 'atualizar');
      const deletar = can(actor, 'frequencia', 'deletar');
      return { itens: rows.map((r) => apresentarFrequencia(r, atualizar, deletar)), total: total?.n ?? 0, pagina, por_pagina };
    },
  });

  app.get('/api/frequencias/resumo', {
    config: { access: ['frequencia', 'ler'] },
    schema: {
      tags,
      summary:
        'Cartões e gráfico da frequência: presenças, faltas, % de presença, alunos acima do alerta de faltas e presença por disciplina',
      querystring: filtrosFrequencia,
      response: { 200: resumoFrequenciaResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const f = request.query;
      let porDisciplina: { disciplina_id: string; disciplina_nome: string; aulas: number; presencas: number }[];
      if (!f.data_inicio && !f.data_fim) {
        // The whole year so far: the running totals, never the millions of marks.
        porDisciplina = await db
          .select({
            disciplina_id: disciplinas.id,
            disciplina_nome: disciplinas.nome,
            aulas: sql<number>`sum(${frequenciasTotais.aulas})::int`,
            presencas: sql<number>`sum(${frequenciasTotais.aulas} - ${frequenciasTotais.faltas})::int`,
          })
          .from(frequenciasTotais)
          .innerJoin(disciplinas, eq(disciplinas.id, frequenciasTotais.disciplina_id))
          .where(whereTotais(a, f))
          .groupBy(disciplinas.id, disciplinas.nome)
          .orderBy(asc(disciplinas.nome));
      } else {
        porDisciplina = await db
          .select({
            disciplina_id: disciplinas.id,
            disciplina_nome: disciplinas.nome,
            aulas: sql<number>`count(*)::int`,
            presencas: sql<number>`(count(*) filter (where ${frequencias.presente}))::int`,
          })
          .from(frequencias)
          .innerJoin(disciplinas, eq(disciplinas.id, frequencias.disciplina_id))
          .where(whereFrequencia(a, f))
          .groupBy(disciplinas.id, disciplinas.nome)
          .orderBy(asc(disciplinas.nome));
      }
      const aulas = porDisciplina.reduce((s, d) => s + d.aulas, 0);
      const presencas = porDisciplina.reduce((s, d) => s + d.presencas, 0);
      const alerta = await excessivos(db, a, f);
      return {
        aulas,
        presencas,
        faltas: aulas - presencas,
        percentual: aulas ? (presencas / aulas) * 100 : null,
        alunos_excessivos: alerta.n,
        alunos_abaixo_minima: alerta.abaixoDaMinima,
        excessivos: alerta.lista,
        por_disciplina: porDisciplina,
      };
    },
  });

  app.get('/api/frequencias/por-data', {
    config: { access: ['frequencia', 'ler'] },
    schema: {
      tags,
      summary: 'Registros agrupados por data, turma e disciplina, com as contagens (aba "Por Data")',
      querystring: pagingQuery.omit({ busca: true }).extend(filtrosFrequencia.shape),
      response: { 200: paginaGruposDataResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const a = await carregarAlcance(db, actor);
      const { pagina, por_pagina, ...f } = request.query;
      const where = whereFrequencia(a, f);
      const escrita = podeEscrever(a, frequencias);
      const grupos = db
        .select({
          data: frequencias.data,
          escola_id: frequencias.escola_id,
          turma_id: frequencias.turma_id,
          disciplina_id: frequencias.disciplina_id,
          presentes: sql<number>`(count(*) filter (where ${frequencias.presente}))::int`.as('presentes'),
          faltas: sql<number>`(count(*) filter (where not ${frequencias.presente}))::int`.as('faltas'),
          pode: (escrita ? sql<boolean>`bool_and(${escrita})` : sql<boolean>`true`).as('pode'),
        })
        .from(frequencias)
        .where(where)
        .groupBy(frequencias.data, frequencias.escola_id, frequencias.turma_id, frequencias.disciplina_id)
        .as('g');
      const rows = await db
        .select({
          data: grupos.data,
          escola_id: grupos.escola_id,
          turma_id: grupos.turma_id,
          turma_nome: turmas.nome,
          disciplina_id: grupos.disciplina_id,
          disciplina_nome: disciplinas.nome,
          presentes: grupos.presentes,
          faltas: grupos.faltas,
          pode: grupos.pode,
        })
        .from(grupos)
        .innerJoin(turmas, eq(turmas.id, grupos.turma_id))
        .innerJoin(disciplinas, eq(disciplinas.id, grupos.disciplina_id))
        .orderBy(desc(grupos.data), asc(turmas.nome), asc(disciplinas.nome), asc(grupos.turma_id), asc(grupos.disciplina_id))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db.select({ n: count() }).from(grupos);
      const podeRegistrar = can(actor, 'frequencia', 'atualizar');
      return {
        itens: rows.map(({ pode, ...r }) => ({ ...r, pode_editar: podeRegistrar && Boolean(pode) })),
        total: total?.n ?? 0,
        pagina,
        por_pagina,
      };
    },
  });

  app.get('/api/frequencias/opcoes', {
    config: { access: ['frequencia', 'ler'] },
    schema: {
      tags,
      summary: 'Turmas e disciplinas (pelas atribuições) no alcance do usuário, e se ele pode registrar a chamada em cada uma',
      querystring: opcoesQuery,
      response: { 200: opcoesLancamentoResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const a = await carregarAlcance(db, actor);
      return listarOpcoes(db, a, request.query, can(actor, 'frequencia', 'criar'));
    },
  });
};
