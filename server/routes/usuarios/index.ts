import { and, asc, count, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TIPOS_USUARIO, TIPO_USUARIO_LABEL, type TipoUsuario } from '../../../domain/roles';
import { USUARIO_MENSAGENS, usuarioResposta } from '../../../domain/schemas/usuario';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import { PAPEIS_DE_USUARIOS } from '../../../domain/navigation';
import { forbidden, notFound } from '../../lib/errors';
import { likePattern, pageOf, pagingQuery } from '../../lib/paging';
import { carregarAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { alunosDasContas } from '../../services/privacidade/acessos';
import { usuariosVisiveis } from '../../policies/usuarios';
import { findVisible, carregarUsuarios, selecionarUsuarios } from './carregar';
import { idParams } from '../../lib/parametros';

const tags = ['usuários'];
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The roles of the users page (the spec's route table); the professor's grant does not open it. */
function exigirPapelDaPagina(tipo: TipoUsuario) {
  if (!PAPEIS_DE_USUARIOS.includes(tipo)) throw forbidden();
}

/** Reading users: search over nome, e-mail and the role label; sorted by nome. */
export const usuariosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // A student's sign-in account (name, e-mail) is the student's personal data.
  const contasDeAlunos = (us: { id: string; tipo_usuario: string }[]) =>
    alunosDasContas(
      db,
      us.filter((u) => u.tipo_usuario === 'aluno').map((u) => u.id),
    );
  app.get('/api/usuarios', {
    config: {
      access: ['usuarios', 'ler'],
      dadosPessoais: dadosPessoais('contas_alunos', (r: { itens: { id: string; tipo_usuario: string }[] }) =>
        contasDeAlunos(r.itens),
      ),
    },
    schema: {
      tags,
      summary: 'Usuários visíveis ao usuário da sessão, paginados',
      querystring: pagingQuery,
      response: { 200: pageOf(usuarioResposta) },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      exigirPapelDaPagina(actor.tipo_usuario);
      const { pagina, por_pagina, busca } = request.query;
      const visible = usuariosVisiveis(await carregarAlcance(db, actor));
      const tipos = busca ? TIPOS_USUARIO.filter((t) => fold(TIPO_USUARIO_LABEL[t]).includes(fold(busca))) : [];
      const search = busca
        ? or(
            ilike(usuarios.nome, likePattern(busca)),
            ilike(usuarios.email, likePattern(busca)),
            ...(tipos.length ? [inArray(usuarios.tipo_usuario, tipos)] : []),
          )
        : undefined;
      const where = and(visible, search);
      const rows = await selecionarUsuarios(db)
        .where(where)
        .orderBy(asc(usuarios.nome), asc(usuarios.id))
        .limit(por_pagina)
        .offset((pagina - 1) * por_pagina);
      const [total] = await db.select({ n: count() }).from(usuarios).where(where);
      return { itens: await carregarUsuarios(db, rows), total: total?.n ?? 0, pagina, por_pagina };
    },
  });

  app.get('/api/usuarios/:id', {
    config: {
      access: ['usuarios', 'ler'],
      dadosPessoais: dadosPessoais('contas_alunos', (r: { id: string; tipo_usuario: string }) => contasDeAlunos([r])),
    },
    schema: {
      tags,
      summary: 'Um usuário visível',
      params: idParams,
      response: { 200: usuarioResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      exigirPapelDaPagina(actor.tipo_usuario);
      const found = await findVisible(db, request.params.id, usuariosVisiveis(await carregarAlcance(db, actor)));
      if (!found) throw notFound(USUARIO_MENSAGENS.naoEncontrado);
      return found;
    },
  });
};
