import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { STATUS_ALUNO } from '../../../domain/academico/catalogo';
import { SERIES_TURMA } from '../../../domain/academico/series';
import { ALUNO_MENSAGENS as MSG } from '../../../domain/schemas/aluno';
import type { Db } from '../../db/client';
import { alunos, escolas, matriculas, turmas, usuarios } from '../../db/schema';
import { SEM_NOME, consultaFixa } from '../../db/consulta-fixa';
import { alunosInScope, alunosNoEscopoFixo, escolasInScope, valoresDoEscopo } from '../../db/scoped';
import { notFound } from '../../lib/errors';
import { filtroBooleano, filtroEnum, filtroId } from '../../lib/filtros';
import { likePattern, pageOf, pagingQuery } from '../../lib/paging';
import { type Scope, loadScope } from '../../lib/scope';
import { actorOf } from '../../plugins/access';
import { alunoDetalheSchema, alunoSchema, presentAluno, presentMatricula } from '../../presenters/aluno';
import { historicoDe } from '../matriculas/operacoes';
import { findAluno, presentAlunos, selectAlunos } from './load';

const tags = ['alunos'];
const idParams = z.object({ id: z.string().uuid('Identificador inválido') });

const alunosQuery = pagingQuery.extend({
  escola_id: filtroId('Escola inválida'),
  turma_id: filtroId('Turma inválida'),
  serie: filtroEnum(SERIES_TURMA),
  status: filtroEnum(STATUS_ALUNO),
  /** Only students with no active enrolment (to enrol one into a class). */
  sem_turma: filtroBooleano(),
});

const vinculado = alias(alunos, 'aluno_vinculado');

const resumoSchema = z.object({
  total: z.number().int(),
  ativos: z.number().int(),
  inativos: z.number().int(),
  transferidos: z.number().int(),
});

const ativaNa = (cond: ReturnType<typeof sql>) =>
  sql`exists (select 1 from ${matriculas} inner join ${turmas} on ${turmas.id} = ${matriculas.turma_id} where ${matriculas.aluno_id} = ${alunos.id} and ${matriculas.status} = 'ativa' and ${cond})`;

/** Which filters a list request has: the SQL text of its queries depends only on these (consultaFixa). */
type FormaDaLista = {
  tipo: Scope['tipo'];
  busca: boolean;
  escola: boolean;
  turma: boolean;
  serie: boolean;
  status: boolean;
  semTurma: 'sim' | 'nao' | '';
};

const filtrosDaLista = (f: FormaDaLista) => {
  const p = (nome: string) => sql.placeholder(nome);
  return and(
    alunosNoEscopoFixo(f.tipo),
    f.busca ? or(ilike(alunos.nome, p('busca')), ilike(alunos.matricula, p('busca'))) : undefined,
    f.escola ? eq(alunos.escola_id, p('escola_id')) : undefined,
    f.turma ? ativaNa(sql`${matriculas.turma_id} = ${p('turma_id')}`) : undefined,
    f.serie ? ativaNa(sql`${turmas.serie} = ${p('serie')}`) : undefined,
    f.status ? eq(alunos.status, p('status')) : undefined,
    f.semTurma === 'sim' ? sql`not ${ativaNa(sql`true`)}` : f.semTurma === 'nao' ? ativaNa(sql`true`) : undefined,
  );
};

const paginaDaLista = consultaFixa((db, f: FormaDaLista) =>
  selectAlunos(db)
    .where(filtrosDaLista(f))
    .orderBy(asc(alunos.nome), asc(alunos.id))
    .limit(sql.placeholder('limite'))
    .offset(sql.placeholder('pular'))
    .prepare(SEM_NOME),
);

const resumoDaLista = consultaFixa((db, f: FormaDaLista) =>
  db
    .select({
      total: sql<number>`count(*)::int`,
      ativos: sql<number>`(count(*) filter (where ${alunos.status} = 'ativo'))::int`,
      inativos: sql<number>`(count(*) filter (where ${alunos.status} = 'inativo'))::int`,
      transferidos: sql<number>`(count(*) filter (where ${alunos.status} = 'transferido'))::int`,
    })
    .from(alunos)
    .where(filtrosDaLista(f))
    .prepare(SEM_NOME),
);

/** Reading students inside the actor's scope (spec 2 'Students page', §3). */
export const alunosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/alunos', {
    config: { access: ['alunos', 'ler'] },
    schema: {
      tags,
      summary:
        'Alunos do escopo do usuário: busca por nome ou matrícula; filtros por escola, turma, série e status; com os totais dos cartões',
      querystring: alunosQuery,
      response: { 200: pageOf(alunoSchema).extend({ resumo: resumoSchema }) },
    },
    handler: async (request) => {
      const { pagina, por_pagina, busca, escola_id, turma_id, serie, status, sem_turma } = request.query;
      const scope = await loadScope(db, actorOf(request));
      const forma: FormaDaLista = {
        tipo: scope.tipo,
        busca: Boolean(busca),
        escola: Boolean(escola_id),
        turma: Boolean(turma_id),
        serie: Boolean(serie),
        status: Boolean(status),
        semTurma: sem_turma === true ? 'sim' : sem_turma === false ? 'nao' : '',
      };
      const valores = {
        ...valoresDoEscopo(scope),
        busca: busca ? likePattern(busca) : undefined,
        escola_id,
        turma_id,
        serie,
        status,
      };
      const rows = await paginaDaLista(db, forma).execute({ ...valores, limite: por_pagina, pular: (pagina - 1) * por_pagina });
      const [resumo] = await resumoDaLista(db, forma).execute(valores);
      const r = resumo ?? { total: 0, ativos: 0, inativos: 0, transferidos: 0 };
      return { itens: await presentAlunos(db, rows), total: r.total, pagina, por_pagina, resumo: r };
    },
  });

  app.get('/api/alunos/:id', {
    config: { access: ['alunos', 'ler'] },
    schema: {
      tags,
      summary: 'Um aluno do escopo do usuário, com o histórico de matrículas',
      params: idParams,
      response: { 200: alunoDetalheSchema },
    },
    handler: async (request) => {
      const scope = await loadScope(db, actorOf(request));
      const row = await findAluno(db, and(eq(alunos.id, request.params.id), alunosInScope(scope)));
      if (!row) throw notFound(MSG.naoEncontrado);
      const historico = await historicoDe(db, [row.id]);
      return { ...presentAluno(row, historico), historico: historico.map(presentMatricula) };
    },
  });

  app.get('/api/alunos/usuarios-disponiveis', {
    config: { access: ['alunos', 'gerenciar'] },
    schema: {
      tags,
      summary:
        "'Usuário de acesso': usuários do tipo aluno da rede da escola ainda não vinculados a um aluno (ou vinculados a este)",
      querystring: pagingQuery.extend({
        escola_id: z.string({ error: MSG.escola }).uuid(MSG.escola),
        aluno_id: filtroId('Aluno inválido'),
      }),
      response: { 200: pageOf(z.object({ id: z.string().uuid(), nome: z.string(), email: z.string() })) },
    },
    handler: async (request) => {
      const { escola_id, aluno_id, busca, pagina, por_pagina } = request.query;
      const scope = await loadScope(db, actorOf(request));
      const [escola] = await db
        .select({ empresa_id: escolas.empresa_id })
        .from(escolas)
        .where(and(eq(escolas.id, escola_id), escolasInScope(scope)));
      if (!escola) throw notFound(MSG.escolaNaoEncontrada);
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
