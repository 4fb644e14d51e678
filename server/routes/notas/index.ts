import { asc, count, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { alunos, disciplinas, notas, regrasEscolares, turmas } from '../../db/schema';
import { can } from '../../lib/actor';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import {
  filtrosNotas,
  joinsNotas,
  listaNotasQuery,
  listaNotasResposta,
  porAvaliacoesSql,
  situacaoSql,
  somaNotas,
  whereNotas,
} from './consulta';
import { type Alcance, carregarAlcance } from '../../policies/alcance';
import { podeEscrever } from '../../policies/notas-e-frequencias';
import { opcoesLancamentoResposta } from '../../../domain/schemas/atribuicao';
import { listarOpcoes, opcoesQuery } from '../../services/opcoes-avaliacao';
import { resumoNotasResposta } from '../../../domain/schemas/nota';
import { apresentarNota, type LinhaNota } from '../../presenters/nota';

const tags = ['notas'];

/** Class, student, subject, bimestre: the list's order (its export keeps it). */
export const ordemNotas = [
  asc(turmas.nome),
  asc(alunos.nome),
  asc(disciplinas.nome),
  asc(notas.bimestre),
  asc(notas.id),
] as const;

export function selecionarNotas(db: Db, a: Alcance) {
  const escrita = podeEscrever(a, notas);
  return db
    .select({
      id: notas.id,
      aluno_id: notas.aluno_id,
      aluno_nome: alunos.nome,
      aluno_matricula: alunos.matricula,
      escola_id: notas.escola_id,
      turma_id: notas.turma_id,
      turma_nome: turmas.nome,
      disciplina_id: notas.disciplina_id,
      disciplina_nome: disciplinas.nome,
      bimestre: notas.bimestre,
      nota1: notas.nota1,
      nota2: notas.nota2,
      nota3: notas.nota3,
      nota4: notas.nota4,
      observacoes: notas.observacoes,
      updated_at: notas.updated_at,
      media_aprovacao: regrasEscolares.media_aprovacao,
      media_recuperacao: regrasEscolares.media_recuperacao,
      pode_escrever: escrita ? sql<boolean>`(${escrita})` : sql<boolean>`true`,
      por_avaliacoes: porAvaliacoesSql,
    })
    .from(notas)
    .innerJoin(alunos, joinsNotas.alunos)
    .innerJoin(turmas, joinsNotas.turmas)
    .innerJoin(disciplinas, joinsNotas.disciplinas)
    .leftJoin(regrasEscolares, joinsNotas.regras);
}

/**
 * A record as the list shows it: where the network computes the bimester grade from the
 * assessments the four notes are not typed, so nobody is offered to edit or delete it.
 */
export function apresentarNaRede(row: LinhaNota & { por_avaliacoes: boolean }, podeAtualizar: boolean, podeDeletar: boolean) {
  return apresentarNota(row, podeAtualizar && !row.por_avaliacoes, podeDeletar && !row.por_avaliacoes);
}

/** Reading grades in the actor's reach: the school's list, its summary cards and the pickers. */
export const notasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/notas', {
    config: {
      access: ['notas', 'ler'],
      dadosPessoais: dadosPessoais('notas', (r: { itens: { aluno_id: string | null }[] }) => r.itens.map((i) => i.aluno_id)),
    },
    schema: {
      tags,
      summary:
        'Notas no alcance do usuário, filtradas por escola, turma, disciplina, bimestre, situação e busca (nome ou matrícula), paginadas; na rede cuja nota do bimestre vem das sub-avaliações os registros são só de leitura (por_avaliacoes)',
      querystring: listaNotasQuery,
      response: { 200: listaNotasResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const a = await carregarAlcance(db, actor);
      const { pagina, por_pagina, ...filtros } = request.query;
      const where = whereNotas(a, filtros);
      const rows = await selecionarNotas(db, a)
        .where(where)
        .orderBy(...ordemNotas)
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db
        .select({ n: count(), por_avaliacoes: sql<boolean>`coalesce(bool_or(${porAvaliacoesSql}), false)` })
        .from(notas)
        .innerJoin(alunos, joinsNotas.alunos)
        .leftJoin(regrasEscolares, joinsNotas.regras)
        .where(where);
      const atualizar = can(actor, 'notas', 'atualizar');
      const deletar = can(actor, 'notas', 'deletar');
      return {
        itens: rows.map((r) => apresentarNaRede(r, atualizar, deletar)),
        total: total?.n ?? 0,
        pagina,
        por_pagina,
        por_avaliacoes: total?.por_avaliacoes ?? false,
      };
    },
  });

  app.get('/api/notas/resumo', {
    config: { access: ['notas', 'ler'] },
    schema: {
      tags,
      summary: 'Os cartões da página de notas, com os mesmos filtros da lista',
      querystring: filtrosNotas,
      response: { 200: resumoNotasResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      const conta = (cond: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${cond})::int`;
      const [r] = await db
        .select({
          registros: sql<number>`count(*)::int`,
          alunos: sql<number>`count(distinct ${notas.aluno_id})::int`,
          aprovados: conta(situacaoSql.aprovado),
          recuperacao: conta(situacaoSql.recuperacao),
          reprovados: conta(situacaoSql.reprovado),
          parciais: conta(sql`${situacaoSql.parcial}`),
          media_geral: sql<string | null>`avg(${somaNotas} / 4)`,
        })
        .from(notas)
        .innerJoin(alunos, joinsNotas.alunos)
        .leftJoin(regrasEscolares, joinsNotas.regras)
        .where(whereNotas(a, request.query));
      return { ...r!, media_geral: r!.media_geral === null ? null : Number(r!.media_geral) };
    },
  });

  app.get('/api/notas/opcoes', {
    config: { access: ['notas', 'ler'] },
    schema: {
      tags,
      summary: 'Turmas e disciplinas (pelas atribuições) no alcance do usuário, e se ele pode lançar notas em cada uma',
      querystring: opcoesQuery,
      response: { 200: opcoesLancamentoResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const a = await carregarAlcance(db, actor);
      return listarOpcoes(db, a, request.query, can(actor, 'notas', 'atualizar'));
    },
  });
};
