import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ALUNO_MENSAGENS as MSG, alunoDetalheResposta, paginaAlunosResposta } from '../../../domain/schemas/aluno';
import { usuarioResumoResposta } from '../../../domain/schemas/usuario';
import { type Db, lerJuntos } from '../../db/client';
import { alunos, usuarios } from '../../db/schema';
import { consultaFixa, type Marcador, SEM_NOME } from '../../db/consulta-fixa';
import { alunosNoEscopo } from '../../policies/alunos';
import { notFound } from '../../lib/errors';
import { filtroId } from '../../lib/filtros';
import { likePattern, pageOf, pagingQuery } from '../../lib/paging';
import { carregarAlcance, escolaNoAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { contatosDaFamilia } from '../../services/contato-da-familia';
import { historicoDe } from '../../services/matriculas';
import { alunosDasContas } from '../../services/privacidade/acessos';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { encontrarAluno, carregarAlunos } from './carregar';
import { alunosQuery, type FormaDaLista, filtrosDaLista, formaDaLista, paginaDaLista, type ValoresDaLista } from './lista';
import { apresentarAluno, apresentarMatricula } from '../../presenters/aluno';
import { idParams } from '../../lib/parametros';

const tags = ['alunos'];

const vinculado = alias(alunos, 'aluno_vinculado');

const resumoDaLista = consultaFixa((db, f: FormaDaLista, ph: Marcador<ValoresDaLista>) =>
  db
    .select({
      total: sql<number>`count(*)::int`,
      ativos: sql<number>`(count(*) filter (where ${alunos.status} = 'ativo'))::int`,
      inativos: sql<number>`(count(*) filter (where ${alunos.status} = 'inativo'))::int`,
      transferidos: sql<number>`(count(*) filter (where ${alunos.status} = 'transferido'))::int`,
    })
    .from(alunos)
    .where(filtrosDaLista(f, ph))
    .prepare(SEM_NOME),
);

/** Reading students inside the actor's scope. */
export const alunosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/alunos', {
    config: {
      access: ['alunos', 'ler'],
      dadosPessoais: dadosPessoais('lista_alunos', (r: { itens: { id: string }[] }) => r.itens.map((a) => a.id)),
    },
    schema: {
      tags,
      summary:
        'Alunos do escopo do usuário: busca por nome ou matrícula; filtros por escola, turma, série e status; com os totais dos cartões',
      querystring: alunosQuery,
      response: { 200: paginaAlunosResposta },
    },
    handler: async (request) => {
      const { pagina, por_pagina, ...filtros } = request.query;
      const { scope } = await carregarAlcance(db, actorOf(request));
      const { forma, valores } = formaDaLista(scope, filtros);
      const rows = await paginaDaLista(db, forma).execute({ ...valores, limite: por_pagina, pular: (pagina - 1) * por_pagina });
      const [resumo] = await resumoDaLista(db, forma).execute(valores);
      const r = resumo ?? { total: 0, ativos: 0, inativos: 0, transferidos: 0 };
      const itens = await carregarAlunos(db, rows);
      return { itens, total: r.total, pagina, por_pagina, resumo: r };
    },
  });

  app.get('/api/alunos/:id', {
    config: { access: ['alunos', 'ler'], dadosPessoais: dadosPessoais('ficha_aluno', (r: { id: string }) => [r.id]) },
    schema: {
      tags,
      summary: 'Um aluno do escopo do usuário, com o histórico de matrículas',
      params: idParams,
      response: { 200: alunoDetalheResposta },
    },
    handler: async (request) => {
      const { scope } = await carregarAlcance(db, actorOf(request));
      const row = await encontrarAluno(db, and(eq(alunos.id, request.params.id), alunosNoEscopo(scope)));
      if (!row) throw notFound(MSG.naoEncontrado);
      const [historico, contatos] = await lerJuntos(db, [() => historicoDe(db, [row.id]), () => contatosDaFamilia(db, [row.id])]);
      return { ...apresentarAluno(row, historico, contatos.get(row.id) ?? null), historico: historico.map(apresentarMatricula) };
    },
  });

  app.get('/api/alunos/usuarios-disponiveis', {
    config: {
      access: ['alunos', 'gerenciar'],
      dadosPessoais: dadosPessoais('contas_alunos', (r: { itens: { id: string }[] }) =>
        alunosDasContas(
          db,
          r.itens.map((u) => u.id),
        ),
      ),
    },
    schema: {
      tags,
      summary:
        "'Usuário de acesso': usuários do tipo aluno da rede da escola ainda não vinculados a um aluno (ou vinculados a este)",
      querystring: pagingQuery.extend({
        escola_id: z.string({ error: MSG.escola }).uuid(MSG.escola),
        aluno_id: filtroId('Aluno inválido'),
      }),
      response: { 200: pageOf(usuarioResumoResposta) },
    },
    handler: async (request) => {
      const { escola_id, aluno_id, busca, pagina, por_pagina } = request.query;
      const escola = await escolaNoAlcance(db, await carregarAlcance(db, actorOf(request)), escola_id, {
        naoEncontrada: MSG.escolaNaoEncontrada,
      });
      const where = and(
        eq(usuarios.tipo_usuario, 'aluno'),
        eq(usuarios.empresa_id, escola.empresa_id),
        aluno_id ? or(isNull(vinculado.id), eq(vinculado.id, aluno_id)) : isNull(vinculado.id),
        busca ? or(ilike(usuarios.nome, likePattern(busca)), ilike(usuarios.email, likePattern(busca))) : undefined,
      );
      const base = () =>
        db
          .select({ id: usuarios.id, nome: usuarios.nome, email: usuarios.email })
          .from(usuarios)
          .leftJoin(vinculado, eq(vinculado.usuario_id, usuarios.id));
      const itens = await base()
        .where(where)
        .orderBy(asc(usuarios.nome), asc(usuarios.id))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(usuarios)
        .leftJoin(vinculado, eq(vinculado.usuario_id, usuarios.id))
        .where(where);
      return { itens, total: total?.n ?? 0, pagina, por_pagina };
    },
  });
};
